import { Loader2 } from "lucide-react";
import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Badge, Spinner } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import { firstLine, isJustIn } from "./format.ts";
import { isOverdue, StageBadge } from "./lead-panel.tsx";
import type { ContactMessage } from "./types.ts";
import { useNow } from "./use-now.ts";

// the messages, newest first: "New" marks unread ones, "Just In" those under five minutes old;
// each opens its detail, and "Load More" appends the next page
export function ContactList({
  items,
  total,
  hasMore,
  loading,
  loadingMore,
  filtered,
  onOpen,
  onLoadMore,
}: {
  items: ContactMessage[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  filtered: boolean;
  onOpen: (contact: ContactMessage) => void;
  onLoadMore: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].list;
  const leadCopy = adminContacts[language].lead;
  const now = useNow();
  const today = todayInVietnam();

  if (loading && items.length === 0) return <Spinner label={copy.loading} />;
  if (items.length === 0) {
    return <p className="py-10 text-center text-slate-600">{filtered ? copy.emptyFiltered : copy.empty}</p>;
  }

  return (
    <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {fillPlural(copy.showing, { shown: items.length, total }, language, "total")}
      </p>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-md ring-1 ring-slate-200">
        {items.map((contact) => {
          const unread = contact.status === CONTACT_STATUS.UNREAD;
          return (
            <li key={contact.id}>
              <button
                type="button"
                onClick={() => onOpen(contact)}
                className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${unread ? "bg-brand-50/60" : "bg-white"}`}
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span
                    className={`min-w-0 break-words ${unread ? "font-bold text-slate-900" : "font-medium text-slate-800"}`}
                  >
                    {contact.customer_name}
                  </span>
                  {unread && <Badge tone="brand">{copy.badgeNew}</Badge>}
                  {isJustIn(contact.created_at, now) && <Badge tone="green">{copy.badgeJustIn}</Badge>}
                  {/* a new lead is what "New" (unread) and "Just In" already say */}
                  {contact.stage !== "new" && <StageBadge stage={contact.stage} />}
                  {isOverdue(contact, today) && <Badge tone="red">{leadCopy.overdue}</Badge>}
                  <time dateTime={contact.created_at} className="ml-auto text-xs whitespace-nowrap text-slate-600">
                    {formatDateTime(contact.created_at, language)}
                  </time>
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">
                  {contact.email}
                  {contact.assignee_name && ` · ${leadCopy.owner}: ${contact.assignee_name}`}
                </span>
                <span className="mt-1 block truncate text-sm text-slate-800">{firstLine(contact.message)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={onLoadMore} disabled={loadingMore} className={buttonClass("secondary")}>
            {loadingMore && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {loadingMore ? copy.loadingMore : copy.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
