import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type LeadStage, OPEN_LEAD_STAGES } from "../../../../contract/constants.ts";
import type { Answer } from "../../../../contract/endpoint.ts";
import type { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDay, todayInVietnam } from "../../../lib/format.ts";
import { Badge } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { leadAddress } from "../../lib/lead-address.ts";

// how many leads the dashboard lists (the leads screen has the rest)
const SHOWN = 5;

type Lead = Answer<typeof leadEndpoints.list>["contacts"][number];
const readLeads = (body: { contacts: Lead[] }) => body.contacts;

// one read of the lead list: the first few of a filter (the overdue ones, or one stage's)
const listCall = (filter: { overdue?: true; stage?: LeadStage }, assignee: number | undefined) =>
  api.leads.list({ page: 1, limit: SHOWN, ...filter, assignee });

// the leads to work on first: the overdue ones (the longest overdue first), then the newest open
// ones of each open stage; `assignee`: only the leads someone owns (a Sales member's own).
// null while they load.
function useOpenLeads(assignee: number | undefined): Lead[] | null {
  const failure = adminDashboard[useAdminLanguage()].loadFailed;
  // one small read per list (the server answers each from its stage index): overdue, and each
  // open stage, as the list API filters one stage at a time
  const overdue = useApiQuery(listCall({ overdue: true }, assignee), readLeads, failure);
  const fresh = useApiQuery(listCall({ stage: "new" }, assignee), readLeads, failure, { silent: true });
  const contacted = useApiQuery(listCall({ stage: "contacted" }, assignee), readLeads, failure, { silent: true });
  const quoted = useApiQuery(listCall({ stage: "quoted" }, assignee), readLeads, failure, { silent: true });
  const reads = [overdue, fresh, contacted, quoted];
  if (reads.some((read) => read.state === "loading")) return null;
  const late = [...(overdue.data ?? [])].sort((a, b) => (a.next_action_on ?? "").localeCompare(b.next_action_on ?? ""));
  const open = [...(fresh.data ?? []), ...(contacted.data ?? []), ...(quoted.data ?? [])].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const seen = new Set<number>();
  return [...late, ...open]
    .filter((lead) => OPEN_LEAD_STAGES.includes(lead.stage) && !seen.has(lead.id) && seen.add(lead.id))
    .slice(0, SHOWN);
}

// the short list of open leads on the dashboard, each a link to the lead
export function OpenLeadList({ assignee }: { assignee?: number }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].overview;
  const leadCopy = adminContacts[language].lead;
  const leads = useOpenLeads(assignee);
  const today = todayInVietnam();
  const heading = assignee === undefined ? copy.nextUp : copy.nextUpOwn;
  return (
    <div aria-busy={leads === null}>
      <h3 className="text-sm font-semibold text-slate-800">{heading}</h3>
      {leads !== null && leads.length === 0 && <p className="mt-2 text-sm text-slate-600">{copy.noOpenLeads}</p>}
      {leads !== null && leads.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-md ring-1 ring-slate-200">
          {leads.map((lead) => {
            const late = lead.next_action_on !== null && lead.next_action_on < today;
            return (
              <li key={lead.id}>
                <Link
                  to={leadAddress(lead)}
                  className="flex items-center gap-3 bg-white px-3 py-2.5 hover:bg-slate-50 sm:px-4"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="min-w-0 font-semibold break-words text-slate-900">{lead.customer_name}</span>
                      <Badge tone="brand">{leadCopy.stages[lead.stage]}</Badge>
                      {late && <Badge tone="red">{leadCopy.overdue}</Badge>}
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-slate-600">
                      {lead.next_action_on
                        ? `${leadCopy.nextAction}: ${formatDay(lead.next_action_on, language)}`
                        : lead.message.trim().split(/\r?\n/, 1)[0]}
                    </span>
                  </span>
                  <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
