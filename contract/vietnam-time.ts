import type { Language } from "./constants.ts";

// the one clock staff read: every moment the back office, its e-mails and its CSV write is
// Vietnam's time, whatever the zone of the browser or the server, in one form per language:
//   a day           28/11/2026         · 28 November 2026
//   a day and time  28/11/2026 10:25   · 28 November 2026, 10:25
// app/lib/format.ts re-exports these for the app; the server imports them from here.

export const VIETNAM_TIME_ZONE = "Asia/Ho_Chi_Minh";
// Vietnam has kept UTC+7 all year since 1975: a fixed shift reads the same in every runtime
// (no Intl time-zone data, so the server's render and the browser's agree to the character)
export const VIETNAM_OFFSET = "+07:00";
const OFFSET_MS = 7 * 3_600_000;

// the months as English writes them (the site's English dates; day-text.ts and the admin's date
// field read them back, lowercased)
export const MONTHS = [
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
] as const;

const pad = (value: number) => String(value).padStart(2, "0");

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// a moment's calendar fields as a clock in Vietnam shows them
export function vietnamFields(date: Date) {
  const shifted = new Date(date.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

function writeDay(year: number, month: number, day: number, language: Language): string {
  return language === "vi" ? `${pad(day)}/${pad(month)}/${year}` : `${day} ${MONTHS[month - 1]} ${year}`;
}

// a calendar day stored as YYYY-MM-DD (a news item's date, a next step): 28/11/2026 · 28 November 2026;
// the text itself when it is not one
export function formatDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return writeDay(Number(match[1]), Number(match[2]), Number(match[3]), language);
}

// the day of a moment in Vietnam: 28/11/2026 · 28 November 2026; "" for no date, the text
// itself when it is not one
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  const date = toDate(value);
  if (!date) return typeof value === "string" ? value : "";
  const { year, month, day } = vietnamFields(date);
  return writeDay(year, month, day, language);
}

// 10:25, Vietnam's clock
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return typeof value === "string" ? value : "";
  const { hour, minute } = vietnamFields(date);
  return `${pad(hour)}:${pad(minute)}`;
}

// a moment in Vietnam: 28/11/2026 10:25 · 28 November 2026, 10:25
export function formatDateTime(value: string | Date | null | undefined, language: Language): string {
  const date = toDate(value);
  if (!date) return typeof value === "string" ? value : "";
  return `${formatDate(date, language)}${language === "vi" ? " " : ", "}${formatTime(date)}`;
}

// today (or a moment's day) in Vietnam as YYYY-MM-DD
export function vietnamDay(now: Date = new Date()): string {
  const { year, month, day } = vietnamFields(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

// a moment as YYYY-MM-DDTHH:mm on Vietnam's clock (what the schedule field shows)
export function vietnamMinute(instant: Date): string {
  const { hour, minute } = vietnamFields(instant);
  return `${vietnamDay(instant)}T${pad(hour)}:${pad(minute)}`;
}

// YYYY-MM-DDTHH:mm read on Vietnam's clock → the ISO instant; null when it is not a time
export function vietnamMinuteToInstant(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(:\d{2})?$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}${match[4] ?? ":00"}${VIETNAM_OFFSET}`);
  if (Number.isNaN(date.getTime()) || vietnamMinute(date) !== `${match[1]}T${match[2]}:${match[3]}`) return null;
  return date.toISOString();
}
