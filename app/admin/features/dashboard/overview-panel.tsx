import { ArrowRight, FolderKanban, type LucideIcon, Mail, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { SystemStatus } from "./system-status.tsx";

const action =
  "flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-left font-semibold text-slate-800 shadow-sm hover:border-brand-300 hover:bg-brand-50";

// a quick action's icon on its colour, and its words
function ActionLabel({ icon: Icon, tone, label }: { icon: LucideIcon; tone: string; label: string }) {
  return (
    <>
      <span className={`rounded-md p-2 ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="flex-1">{label}</span>
    </>
  );
}

// the Overview tab: quick actions and the system's state
export function OverviewPanel({ onCreateUser }: { onCreateUser: () => void }) {
  const copy = adminDashboard[useAdminLanguage()].overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="quick-actions-heading"
        className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
          {copy.quickActions}
        </h2>
        <div className="mt-4 grid gap-3">
          <button type="button" onClick={onCreateUser} className={action}>
            <ActionLabel icon={UserPlus} tone="bg-brand-50 text-brand-700" label={copy.createUser} />
          </button>
          <Link to="/admin/projects" className={action}>
            <ActionLabel icon={FolderKanban} tone="bg-green-50 text-green-700" label={copy.manageProjects} />
            <ArrowRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
          </Link>
          <Link to="/admin/contacts" className={action}>
            <ActionLabel icon={Mail} tone="bg-amber-50 text-amber-800" label={copy.viewContacts} />
            <ArrowRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
          </Link>
        </div>
      </section>
      <SystemStatus />
    </div>
  );
}
