import { ArrowRight, FolderKanban, type LucideIcon, Mail, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { OPEN_LEAD_STAGES } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatNumber } from "../../../lib/format.ts";
import { adminContacts } from "../../content/contacts.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import type { DashboardCounts } from "./dashboard-stats.tsx";
import { OpenLeadList } from "./open-leads.tsx";
import { SystemStatus } from "./system-status.tsx";
import { WebsiteSummary } from "./website-panel.tsx";

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

// the open leads by stage and the overdue ones, then the few to work on first, each a link to it,
// with the way to the contacts: the dashboard's first section (issue 35). `assignee`: the list
// holds only that person's leads (a Sales member's own).
export function LeadsSummary({ leads, assignee }: { leads: DashboardCounts["leads"] | null; assignee?: number }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].overview;
  const stages = adminContacts[language].lead.stages;
  const figure = (n: number | undefined) => (n === undefined ? "…" : formatNumber(n, language));
  return (
    <section
      aria-labelledby="leads-heading"
      aria-busy={leads === null}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
          {copy.leads}
        </h2>
        <Link
          to="/admin/contacts"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {copy.viewLeads}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {/* one row of four on a phone too: the list below starts on the first screen */}
      <dl className="mt-3 grid grid-cols-4 gap-2 sm:mt-4 sm:gap-3">
        {OPEN_LEAD_STAGES.map((stage) => (
          <div key={stage} className="min-w-0 rounded-md bg-slate-50 px-2 py-1.5 ring-1 ring-slate-200 sm:p-3">
            <dt className="text-xs leading-tight text-slate-700 sm:text-sm">{stages[stage]}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900 sm:text-2xl">{figure(leads?.stages[stage])}</dd>
          </div>
        ))}
        <div
          className={`min-w-0 rounded-md px-2 py-1.5 ring-1 sm:p-3 ${leads && leads.overdue > 0 ? "bg-red-50 ring-red-200" : "bg-slate-50 ring-slate-200"}`}
        >
          <dt className="text-xs leading-tight text-slate-700 sm:text-sm">{copy.overdue}</dt>
          <dd
            className={`mt-1 text-lg font-bold sm:text-2xl ${leads && leads.overdue > 0 ? "text-red-800" : "text-slate-900"}`}
          >
            {figure(leads?.overdue)}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <OpenLeadList assignee={assignee} />
      </div>
    </section>
  );
}

// the Overview tab: what the website brought, quick actions and the system's state (the leads
// come before the tabs)
export function OverviewPanel({
  onCreateUser,
  onOpenWebsite,
}: {
  onCreateUser: () => void;
  // the Website tab, from the summary of the last 7 days
  onOpenWebsite: () => void;
}) {
  const copy = adminDashboard[useAdminLanguage()].overview;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <WebsiteSummary onOpen={onOpenWebsite} />
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
