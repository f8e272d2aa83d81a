import { CalendarDays, Inbox, MailOpen, MailWarning } from "lucide-react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { StatCard } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import type { ContactStats } from "./types.ts";

// total, unread, read and this week (the last 7 days), as the server counts them
export function ContactStatCards({ stats }: { stats: ContactStats | null }) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].stats;
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB");
  const show = (value: number | undefined) => (value === undefined ? "–" : number.format(value));
  return (
    <section aria-labelledby="contact-stats-heading">
      <h2 id="contact-stats-heading" className="sr-only">
        {copy.heading}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Inbox} label={copy.total} value={show(stats?.total)} />
        <StatCard icon={MailWarning} label={copy.unread} value={show(stats?.unread)} tone="amber" />
        <StatCard icon={MailOpen} label={copy.read} value={show(stats?.read)} tone="green" />
        <StatCard
          icon={CalendarDays}
          label={copy.thisWeek}
          value={show(stats?.thisWeek)}
          detail={copy.thisWeekDetail}
          tone="slate"
        />
      </div>
    </section>
  );
}
