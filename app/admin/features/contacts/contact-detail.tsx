import { Loader2, Mail, MailCheck, Phone, Trash2 } from "lucide-react";
import { useState } from "react";
import { CONTACT_STATUS, USER_ROLE } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, formatDay } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { Badge } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { useAuth } from "../../lib/auth.tsx";
import { LeadCompany } from "./lead-company.tsx";
import { LeadPanel } from "./lead-panel.tsx";
import { LeadTasks } from "./lead-tasks.tsx";
import { LeadTimeline } from "./lead-timeline.tsx";
import { QuoteDetails } from "./quote-details.tsx";
import { SourceDetails } from "./source-details.tsx";
import type { ContactMessage } from "./types.ts";

// one message in full, with mark read / unread, delete (after a confirmation; not for Sales), the lead's
// stage, owner, next step and value, its tasks and its timeline (notes, replies).
// Opening a message does not change its status; working on it — a note, a reply, a task, a change
// of stage or owner — marks it read (issue 38).
export function ContactDetail({
  contact,
  busy,
  onClose,
  onToggleRead,
  onDelete,
  onLeadSaved,
}: {
  contact: ContactMessage | null;
  busy: "status" | "delete" | "all" | null;
  onClose: () => void;
  onToggleRead: (contact: ContactMessage) => void;
  onDelete: (contact: ContactMessage) => Promise<boolean>;
  onLeadSaved: (contact: ContactMessage) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language];
  const common = adminCommon[language];
  const [confirming, setConfirming] = useState(false);
  // the tasks written here: the timeline reads itself again
  const [taskChanges, setTaskChanges] = useState(0);
  const unread = contact?.status === CONTACT_STATUS.UNREAD;
  const { user } = useAuth();
  const mayDelete = user?.role !== USER_ROLE.SALES;

  const confirmDelete = async () => {
    if (!contact) return;
    const deleted = await onDelete(contact);
    setConfirming(false);
    if (deleted) onClose();
  };

  return (
    <>
      <Modal open={contact !== null} title={copy.detail.title} onClose={onClose}>
        {contact && (
          <>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.name}</dt>
              <dd className="break-words text-slate-900">{contact.customer_name}</dd>
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.status}</dt>
              <dd>
                <Badge tone={unread ? "amber" : "green"}>{unread ? common.status.unread : common.status.read}</Badge>
              </dd>
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.email}</dt>
              <dd className="min-w-0">
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex items-center gap-2 break-all text-brand-700 underline hover:text-brand-800"
                >
                  <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {contact.email}
                </a>
              </dd>
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.phone}</dt>
              <dd>
                {contact.phone_number ? (
                  <a
                    href={`tel:${contact.phone_number.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-2 text-brand-700 underline hover:text-brand-800"
                  >
                    <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {contact.phone_number}
                  </a>
                ) : (
                  <span className="text-slate-600 italic">{common.notProvided}</span>
                )}
              </dd>
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.submitted}</dt>
              <dd className="text-slate-900">
                <time dateTime={contact.created_at}>{formatDateTime(contact.created_at, language)}</time>
              </dd>
              <dt className="text-sm font-semibold text-slate-600">{copy.detail.consent}</dt>
              <dd className="text-slate-900">
                {contact.privacy_version && contact.consented_at ? (
                  fill(copy.detail.consentGiven, {
                    version: formatDay(contact.privacy_version, language),
                    time: formatDateTime(contact.consented_at, language),
                  })
                ) : (
                  <span className="text-slate-600 italic">{copy.detail.consentNone}</span>
                )}
              </dd>
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-600">{copy.detail.message}</h3>
            <p className="mt-1 rounded-md bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
              {contact.message}
            </p>
            <QuoteDetails key={`quote-${contact.id}`} contact={contact} />
            <LeadCompany key={`company-${contact.id}`} contact={contact} onChanged={onLeadSaved} />
            <SourceDetails contact={contact} />
            <LeadPanel key={`${contact.id}-${contact.stage}`} contact={contact} onSaved={onLeadSaved} />
            <LeadTasks
              key={`tasks-${contact.id}`}
              contactId={contact.id}
              onChanged={() => {
                setTaskChanges((count) => count + 1);
                // working a lead is reading it: the server marked it read (issue 38)
                if (contact.status === CONTACT_STATUS.UNREAD)
                  onLeadSaved({ ...contact, status: CONTACT_STATUS.READ, status_name: "Read" });
              }}
            />
            <LeadTimeline key={contact.id} contact={contact} onChanged={onLeadSaved} refresh={taskChanges} />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {/* Sales move a lead to spam or lost; an Admin deletes it (the server says so too) */}
              {mayDelete ? (
                <button
                  type="button"
                  onClick={() => setConfirming(true)}
                  disabled={busy !== null}
                  className={buttonClass("danger")}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {copy.detail.delete}
                </button>
              ) : (
                <span />
              )}
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <button type="button" onClick={onClose} className={buttonClass("secondary")}>
                  {common.action.close}
                </button>
                <button
                  type="button"
                  onClick={() => onToggleRead(contact)}
                  disabled={busy !== null}
                  className={buttonClass("primary")}
                >
                  {busy === "status" ? (
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  ) : unread ? (
                    <MailCheck className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Mail className="h-4 w-4" aria-hidden="true" />
                  )}
                  {busy === "status" ? copy.detail.updating : unread ? copy.detail.markRead : copy.detail.markUnread}
                </button>
              </div>
            </div>
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming && contact !== null}
        title={copy.confirmDelete.title}
        message={copy.confirmDelete.message}
        confirmLabel={copy.confirmDelete.confirm}
        busy={busy === "delete"}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
