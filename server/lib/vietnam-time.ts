import type { Language } from "../../contract/constants.ts";

// a moment as people in Vietnam read it, whatever the server's own time zone: for messages and
// e-mails that name a time ("18:33 (giờ Việt Nam)", "25 November 2026 18:33 (Vietnam time)")

const ZONE = "Asia/Ho_Chi_Minh";
const SUFFIX: Record<Language, string> = { vi: "giờ Việt Nam", en: "Vietnam time" };

function parts(date: Date) {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const value = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return value as Record<"year" | "month" | "day" | "hour" | "minute", string>;
}

// "18:33 (giờ Việt Nam)"
export function vietnamTime(date: Date, language: Language): string {
  const { hour, minute } = parts(date);
  return `${hour}:${minute} (${SUFFIX[language]})`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// "25/11/2026 18:33 (giờ Việt Nam)" · "25 November 2026 18:33 (Vietnam time)", the site's dates
export function vietnamDateTime(date: Date, language: Language): string {
  const { year, month, day, hour, minute } = parts(date);
  const calendarDay =
    language === "vi" ? `${day}/${month}/${year}` : `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
  return `${calendarDay} ${hour}:${minute} (${SUFFIX[language]})`;
}
