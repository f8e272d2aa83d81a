import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminContacts } from "../../content/contacts.ts";
import { DetailRows } from "./quote-details.tsx";
import type { ContactMessage } from "./types.ts";

// where a lead came from, in its details (contract/attribution.ts): the visit's first page, the
// page that linked to it ("direct" when none did), its campaign and the language of the form;
// nothing for a message that came with none of it
export function SourceDetails({ contact }: { contact: ContactMessage }) {
  const copy = adminContacts[useAdminLanguage()].source;
  const rows = (
    [
      [copy.landingPage, contact.landing_page],
      [copy.referrer, contact.referrer ?? (contact.landing_page ? copy.direct : null)],
      [copy.utmSource, contact.utm_source],
      [copy.utmMedium, contact.utm_medium],
      [copy.utmCampaign, contact.utm_campaign],
      [copy.language, contact.language ? copy.languages[contact.language] : null],
    ] as const
  ).filter((row): row is readonly [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`source-${contact.id}`} className="mt-5">
      <h3 id={`source-${contact.id}`} className="text-sm font-semibold text-slate-600">
        {copy.heading}
      </h3>
      <DetailRows rows={rows} />
    </section>
  );
}
