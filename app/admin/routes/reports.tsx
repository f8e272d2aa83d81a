import { ReportsScreen } from "../features/reports/reports-screen.tsx";

// /admin/reports: the pipeline report (issue 38)
export default function AdminReports() {
  return <ReportsScreen />;
}
