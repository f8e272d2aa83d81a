import { ArrowRight, CircleCheck, Rocket } from "lucide-react";
import { Link } from "react-router";
import { USER_ROLE } from "../../../../contract/constants.ts";
import type { LaunchChecklistResponse } from "../../../../contract/launch-checklist.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";

const readItems = (body: LaunchChecklistResponse) => body.items;

// the dashboard's "Before launch" card (issue 35; Admins and Super Admins): what still stands
// between the site and its launch, each item linking to where it is fixed (or saying who fixes
// it on the server), with how many are done; one line once everything is. Nothing while it loads
// or when it cannot be read: the rest of the dashboard does not wait for it
export function LaunchChecklist() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].launch;
  const { user } = useAuth();
  const allowed = user !== null && user.role !== USER_ROLE.SALES;
  const { data: items } = useApiQuery(allowed ? api.launchChecklist.list() : null, readItems, copy.heading, {
    silent: true,
  });
  if (!allowed || !items) return null;
  const left = items.filter((item) => !item.done);

  if (left.length === 0) {
    return (
      <p
        data-testid="launch-checklist"
        className="flex items-center gap-2 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900 ring-1 ring-green-200"
      >
        <CircleCheck className="h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
        {copy.ready}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="launch-checklist-heading"
      data-testid="launch-checklist"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-amber-300 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="launch-checklist-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Rocket className="h-5 w-5 text-amber-700" aria-hidden="true" />
          {copy.heading}
        </h2>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {fill(copy.progress, { done: items.length - left.length, total: items.length })}
        </span>
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {left.map((item) => (
          <li key={item.key} data-key={item.key} className="py-2 text-sm">
            {item.link ? (
              <Link
                to={item.link}
                className="group flex items-start justify-between gap-3 rounded text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
              >
                <span>{copy.items[item.key]}</span>
                <ArrowRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              </Link>
            ) : (
              <>
                <span className="text-slate-900">{copy.items[item.key]}</span>
                {copy.operator[item.key] && (
                  <span className="mt-0.5 block text-xs text-slate-600">{copy.operator[item.key]}</span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
