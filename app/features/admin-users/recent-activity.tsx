import { FolderPen, FolderPlus, type LucideIcon, Mail, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Spinner } from "../../components/admin/ui.tsx";
import { fill } from "../../content/admin/common.ts";
import { adminDashboard } from "../../content/admin/dashboard.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { formatDateTime, formatRelative } from "./format.ts";

type ActivityKind = "contact_received" | "project_created" | "project_updated" | "user_added";

interface ActivityItem {
  kind: ActivityKind;
  at: string;
  id: number;
  title: string;
  title_vi: string | null;
}

const icons: Record<ActivityKind, { icon: LucideIcon; tone: string }> = {
  contact_received: { icon: Mail, tone: "bg-amber-50 text-amber-800" },
  project_created: { icon: FolderPlus, tone: "bg-green-50 text-green-700" },
  project_updated: { icon: FolderPen, tone: "bg-brand-50 text-brand-700" },
  user_added: { icon: UserPlus, tone: "bg-slate-100 text-slate-700" },
};

// the Recent Activity tab: the latest real events (GET /api/activity), newest first
export function RecentActivity() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language];
  const { api } = useAuth();
  const [items, setItems] = useState<ActivityItem[] | null>(null);

  useEffect(() => {
    let current = true;
    api<{ activity?: ActivityItem[] }>("/api/activity?limit=10")
      .then((result) => {
        if (!current || result.status === 401) return;
        if (result.ok && Array.isArray(result.data.activity)) {
          setItems(result.data.activity);
        } else {
          setItems([]);
          notify.error(result.data.message || copy.loadFailed);
        }
      })
      .catch(() => {
        if (!current) return;
        setItems([]);
        notify.error(copy.loadFailed);
      });
    return () => {
      current = false;
    };
  }, [api, copy.loadFailed]);

  const sentence = (item: ActivityItem) => {
    const title = language === "vi" && item.title_vi?.trim() ? item.title_vi : item.title;
    const templates: Record<ActivityKind, string> = {
      contact_received: copy.activity.contactReceived,
      project_created: copy.activity.projectCreated,
      project_updated: copy.activity.projectUpdated,
      user_added: copy.activity.userAdded,
    };
    return fill(templates[item.kind] ?? "{{title}}", { name: title, title });
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
            const { icon: Icon, tone } = icons[item.kind] ?? icons.user_added;
            return (
              <li key={`${item.kind}-${item.id}-${item.at}`} className="flex items-start gap-3 py-3">
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
