import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { ApiContact } from "../../../../contract/contact.ts";
import type { Task } from "../../../../contract/tasks.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { leadAddress } from "../../lib/lead-address.ts";

// "My day" (issue 38): the signed-in person's open tasks across the leads — overdue, today's,
// the next seven days' (GET /api/tasks?mine=true&due=…) — and the new leads nobody has opened
// yet, each a link to its lead. The first thing on the dashboard: what to do now.

const readTasks = (body: { tasks: Task[] }) => body.tasks;
const UNTOUCHED_SHOWN = 5;
const readUntouched = (body: { contacts: ApiContact[]; pagination: { total: number } }) => ({
  leads: body.contacts,
  total: body.pagination.total,
});
const WINDOWS = ["overdue", "today", "week"] as const;

export function MyDay() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language];
  const t = copy.myDay;
  const overdue = useApiQuery(api.tasks.list({ mine: "true", due: "overdue" }), readTasks, copy.loadFailed);
  const today = useApiQuery(api.tasks.list({ mine: "true", due: "today" }), readTasks, copy.loadFailed, {
    silent: true,
  });
  const week = useApiQuery(api.tasks.list({ mine: "true", due: "week" }), readTasks, copy.loadFailed, {
    silent: true,
  });
  // the new leads nobody has opened or worked on yet: everyone's to pick up
  const untouched = useApiQuery(
    api.leads.list({ status: 0, stage: "new", limit: UNTOUCHED_SHOWN }),
    readUntouched,
    copy.loadFailed,
    { silent: true },
  );
  const lists = { overdue, today, week };
  const loading = WINDOWS.some((key) => lists[key].state === "loading" && lists[key].data === null);
  const fresh = untouched.data?.leads ?? [];
  const empty = !loading && WINDOWS.every((key) => (lists[key].data ?? []).length === 0) && fresh.length === 0;

  return (
    <section
      aria-labelledby="my-day"
      aria-busy={loading}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="my-day" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      {empty && <p className="mt-2 text-sm text-slate-600">{t.none}</p>}
      {WINDOWS.map((key) => {
        const tasks = lists[key].data ?? [];
        if (tasks.length === 0) return null;
        return (
          <div key={key} className="mt-4">
            <h3
              id={`my-day-${key}`}
              className={`text-sm font-semibold ${key === "overdue" ? "text-red-700" : "text-slate-800"}`}
            >
              {t[key]} ({tasks.length})
            </h3>
            <ul
              aria-labelledby={`my-day-${key}`}
              className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-md ring-1 ring-slate-200"
            >
              {tasks.map((task) => (
                <LeadLink
                  key={task.id}
                  id={task.contact_id}
                  title={task.title}
                  meta={fill(t.meta, { lead: task.lead_name, due: formatDateTime(task.due_at, language) })}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {fresh.length > 0 && (
        <div className="mt-4">
          <h3 id="my-day-untouched" className="text-sm font-semibold text-slate-800">
            {t.untouched} ({untouched.data?.total ?? fresh.length})
          </h3>
          <ul
            aria-labelledby="my-day-untouched"
            className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-md ring-1 ring-slate-200"
          >
            {fresh.map((lead) => (
              <LeadLink
                key={lead.id}
                id={lead.id}
                title={lead.customer_name}
                meta={fill(t.meta, {
                  lead: lead.company_name ?? lead.company ?? lead.email,
                  due: formatDateTime(lead.created_at, language),
                })}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

// one line of My day: what, then whose and when, a link to its lead
function LeadLink({ id, title, meta }: { id: number; title: string; meta: string }) {
  return (
    <li>
      <Link to={leadAddress({ id })} className="flex items-center gap-3 bg-white px-3 py-2.5 hover:bg-slate-50 sm:px-4">
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-900">{title}</span>
          <span className="mt-0.5 block text-sm break-words text-slate-600">{meta}</span>
        </span>
        <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}
