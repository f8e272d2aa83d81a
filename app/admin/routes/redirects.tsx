import { RedirectsScreen } from "../features/redirects/redirects-screen.tsx";

// /admin/redirects: old addresses of the site sent to new ones
export default function AdminRedirects() {
  return <RedirectsScreen />;
}
