import { FilePen, FilePlus, type LucideIcon, Mail, RefreshCw, Trash2 } from "lucide-react";
import type { ActivityItem, ActivityResponse } from "../../../../contract/activity.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, formatRelative } from "../../../lib/format.ts";
import { Spinner } from "../../components/ui.tsx";
import { adminAudit } from "../../content/audit.ts";
import { fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

type Look = { icon: LucideIcon; tone: string };
const staffLook: Look = { icon: FilePen, tone: "bg-brand-50 text-brand-700" };
const icons: Record<string, Look> = {
  contact_received: { icon: Mail, tone: "bg-amber-50 text-amber-800" },
  create: { icon: FilePlus, tone: "bg-green-50 text-green-700" },
  update: { icon: FilePen, tone: "bg-brand-50 text-brand-700" },
  status: { icon: RefreshCw, tone: "bg-slate-100 text-slate-700" },
  delete: { icon: Trash2, tone: "bg-red-50 text-red-700" },
};

const readActivity = (body: ActivityResponse) => body.activity;

// the Recent Activity tab: the messages received and what staff did, with who did it
// (GET /api/activity, from the audit trail), newest first
export function RecentActivity() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language];
  const { data, state } = useApiQuery(api.activity.latest({ limit: 10 }), readActivity, copy.loadFailed);
  const items = state === "error" ? [] : data;

  // "Trần Thị Bích đã cập nhật dự án: Trạm biến áp 22 kV"
  const sentence = (item: ActivityItem) => {
    const title = (language === "vi" && item.title_vi?.trim() ? item.title_vi : item.title) ?? "";
    if (item.kind === "contact_received") return fill(copy.activity.contactReceived, { name: title });
    const audit = adminAudit[language];
    const template = item.action ? copy.activity.staff[item.action] : undefined;
    const type = item.entity_type ? audit.types[item.entity_type].toLocaleLowerCase(language) : "";
    const what =
      title ||
      (item.count !== null
        ? fillPlural(audit.table.count, { count: item.count }, language)
        : item.id
          ? `#${item.id}`
          : "");
    return fill(template ?? "{{title}}", {
      // a failed login under a name that is no account's has no actor: the trail's label says so
      actor: item.actor_name ?? (item.action === "login_failed" && title ? title : copy.activity.someone),
      type,
      title: what,
    }).replace(/: $/, "");
  };

  return (
    <section aria-labelledby="activity-heading" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
        {copy.activity.heading}
      </h2>
      {items === null ? (
        <Spinner label={copy.activity.loading} />
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{copy.activity.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {items.map((item) => {
            const { icon: Icon, tone } = icons[item.action ?? item.kind] ?? staffLook;
            return (
              <li
                key={`${item.kind}-${item.action}-${item.entity_type}-${item.id}-${item.at}`}
                className="flex items-start gap-3 py-3"
              >
                <span className={`shrink-0 rounded-md p-2 ${tone}`}>
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-slate-800">{sentence(item)}</p>
                  <time dateTime={item.at} title={formatDateTime(item.at, language)} className="text-sm text-slate-600">
                    {formatRelative(item.at, language)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
