import { Download, Paperclip } from "lucide-react";
import type { ApiContact } from "../../../../contract/contact.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatFileSize } from "../../../lib/file-size.ts";
import { buttonClass } from "../../components/button-class.ts";
import { fill } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import type { ContactMessage } from "./types.ts";

// a request for a quote in a message's details: the company, tax code, province, service,
// voltage and timeline the visitor gave, and the files they sent (GET /api/leads/{id}), each
// downloaded through the staff's session; nothing when the message is a plain one
// a lead's details as label and value, on one line each from a tablet's width
export function DetailRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const readAttachments = (body: { contact: ApiContact }) => body.contact.attachments ?? [];

export function QuoteDetails({ contact }: { contact: ContactMessage }) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].quote;
  const { download } = useAuth();
  const files = useApiQuery(api.leads.get({ id: contact.id }), readAttachments, copy.loadFailed);
  const attachments = files.data ?? [];
  const rows = (
    [
      [copy.company, contact.company],
      [copy.taxCode, contact.tax_code],
      [copy.province, contact.province],
      [copy.service, contact.service ? copy.services[contact.service] : null],
      [copy.voltage, contact.voltage],
      [copy.timeline, contact.timeline],
    ] as const
  ).filter((row): row is readonly [string, string] => Boolean(row[1]));
  if (rows.length === 0 && attachments.length === 0) return null;

  return (
    <section aria-labelledby={`quote-${contact.id}`} className="mt-5">
      <h3 id={`quote-${contact.id}`} className="text-sm font-semibold text-slate-600">
        {copy.heading}
      </h3>
      {rows.length > 0 && <DetailRows rows={rows} />}
      {attachments.length > 0 && (
        <>
          <h4 className="mt-3 flex items-center gap-1 text-sm font-semibold text-slate-600">
            <Paperclip className="h-4 w-4" aria-hidden="true" />
            {copy.files}
          </h4>
          <ul className="mt-2 space-y-2">
            {attachments.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all text-sm text-slate-900">
                  {file.name} <span className="text-slate-600">({formatFileSize(file.bytes, language)})</span>
                </span>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  aria-label={fill(copy.download, { name: file.name })}
                  onClick={async () => {
                    const ok = await download(api.leads.attachment({ id: contact.id, attachmentId: file.id }).path);
                    if (!ok) notify.error(copy.downloadFailed);
                  }}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {fill(copy.download, { name: "" }).trim()}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
