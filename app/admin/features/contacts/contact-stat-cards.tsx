import { CalendarDays, Inbox, MailOpen, MailWarning } from "lucide-react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { StatCards } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import type { ContactStats } from "./types.ts";

// total, unread, read and this week (the last 7 days), as the server counts them (a strip on a phone)
export function ContactStatCards({ stats }: { stats: ContactStats | null }) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].stats;
  const number = new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB");
  const show = (value: number | undefined) => (value === undefined ? "–" : number.format(value));
  return (
    <StatCards
      label={copy.heading}
      busy={stats === null}
      className="sm:grid-cols-2 xl:grid-cols-4"
      cards={[
        { icon: Inbox, label: copy.total, value: show(stats?.total) },
        { icon: MailWarning, label: copy.unread, value: show(stats?.unread), tone: "amber" },
        { icon: MailOpen, label: copy.read, value: show(stats?.read), tone: "green" },
        {
          icon: CalendarDays,
          label: copy.thisWeek,
          value: show(stats?.thisWeek),
          detail: copy.thisWeekDetail,
          tone: "slate",
        },
      ]}
    />
  );
}
