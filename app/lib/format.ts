import type { Language } from "../../contract/constants.ts";

import { formatDate, formatDateTime, vietnamDay, vietnamFields } from "../../contract/vietnam-time.ts";

// How the site and the back office write dates, times and numbers, in the interface language.
// Every moment is written on Vietnam's clock, whatever the browser's zone: the forms themselves
// (28/11/2026 10:25 · 28 November 2026, 10:25) live in contract/vietnam-time.ts, which the
// server's e-mails and CSV share.
export {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  VIETNAM_TIME_ZONE,
  vietnamMinute,
  vietnamMinuteToInstant,
} from "../../contract/vietnam-time.ts";

const locale = (language: Language) => (language === "vi" ? "vi-VN" : "en-GB");

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const WEEKDAYS = {
  vi: ["Chủ Nhật", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
} as const;

// a heading's day with its weekday, in Vietnam (the dashboard's "today"): Thứ Bảy, 28/11/2026 ·
// Saturday, 28 November 2026. Not for a moment inside a sentence: that is formatDateTime.
export function formatLongDate(value: string | Date, language: Language): string {
  const date = parse(value);
  if (!date) return "";
  const { year, month, day } = vietnamFields(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[language][weekday]}, ${formatDate(date, language)}`;
}

// today in Vietnam's time as YYYY-MM-DD (a new news item's date, what "overdue" is measured against)
export function todayInVietnam(now = new Date()): string {
  return vietnamDay(now);
}

// a month, in Vietnam's time whoever reads it (a project's date, the same on the server and in
// the browser): tháng 10 năm 2026 · October 2026
export function formatMonthYear(value: string, language: Language): string {
  const date = parse(value);
  if (!date) return "";
  return new Intl.DateTimeFormat(locale(language), {
    month: "long",
    year: "numeric",
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(date);
}

// a day on a chart's axis: 22/11 · 22 Nov
export function formatShortDay(day: string, language: Language): string {
  const [, month, date] = day.split("-");
  if (language === "vi") return `${date}/${month}`;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

// "5 phút trước" / "5 minutes ago" within the last week, the date and time before that
export function formatRelative(value: string, language: Language, now = Date.now()): string {
  const date = parse(value);
  if (!date) return value;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDateTime(date, language);
  const relative = new Intl.RelativeTimeFormat(locale(language), { numeric: "auto" });
  if (abs < 60) return relative.format(0, "second");
  if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
  return relative.format(Math.round(seconds / 86_400), "day");
}

// 1.234 · 1,234
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}
