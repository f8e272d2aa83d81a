import { SettingsScreen } from "../features/settings/settings-form.tsx";

// /admin/settings: the company's details, read by every admin and changed by a Super Admin
export default function AdminSettings() {
  return <SettingsScreen />;
}
