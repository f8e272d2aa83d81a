import type { Language } from "../../contract/constants.ts";

// How the back office writes dates, times and numbers, in the interface language and the staff
// member's own time zone. Vietnamese dates read 22/11/2026 and 22/11/2026 06:33 (not
// "22 thg 11, 2026"); English ones 22 Nov 2026 and 22 Nov 2026, 06:33.

const locale = (language: Language) => (language === "vi" ? "vi-VN" : "en-GB");

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number | string) => String(value).padStart(2, "0");

// a date's calendar fields in the browser's time zone or, when one is given, in that zone (the
// audit trail reads in Vietnam's time wherever the staff member is)
function fields(date: Date, timeZone?: string) {
  if (!timeZone) {
    return {
      day: date.getDate(),
      month: date.getMonth() + 1,
      year: date.getFullYear(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return { day: part("day"), month: part("month"), year: part("year"), hour: part("hour"), minute: part("minute") };
}
const numericDay = (date: Date, timeZone?: string) => {
  const { day, month, year } = fields(date, timeZone);
  return `${pad(day)}/${pad(month)}/${year}`;
};
const clock = (date: Date, timeZone?: string) => {
  const { hour, minute } = fields(date, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
};

// 22/11/2026 · 22 Nov 2026; "" for no date, the text itself when it is not one
export function formatDate(value: string | Date | null | undefined, language: Language, timeZone?: string): string {
  const date = parse(value);
  if (!date) return typeof value === "string" ? value : "";
  return language === "vi"
    ? numericDay(date, timeZone)
    : new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(date);
}

// 22/11/2026 06:33 · 22 Nov 2026, 06:33
export function formatDateTime(value: string | Date | null | undefined, language: Language, timeZone?: string): string {
  const date = parse(value);
  if (!date) return typeof value === "string" ? value : "";
  return language === "vi"
    ? `${numericDay(date, timeZone)} ${clock(date, timeZone)}`
    : `${formatDate(date, "en", timeZone)}, ${clock(date, timeZone)}`;
}

// 22/11/2026 09:00 · 22 November 2026, 09:00, in Vietnam's time wherever the reader is (a
// page's publish time: 09:00 is 09:00 in Hanoi)
export function formatVietnamTime(value: string | Date | null | undefined, language: Language): string {
  const date = parse(value);
  if (!date) return typeof value === "string" ? value : "";
  const zone = "Asia/Ho_Chi_Minh";
  if (language === "vi") return `${numericDay(date, zone)} ${clock(date, zone)}`;
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
  return `${day.format(date)}, ${clock(date, zone)}`;
}

// Chủ Nhật, 22/11/2026 · Sunday, 22 November 2026
export function formatLongDate(value: string | Date, language: Language): string {
  const date = parse(value);
  if (!date) return "";
  const weekday = new Intl.DateTimeFormat(locale(language), { weekday: "long" }).format(date);
  return language === "vi"
    ? `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${numericDay(date)}`
    : new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
        date,
      );
}

// the long date with its time, for one record's details
export function formatLongDateTime(value: string | Date, language: Language): string {
  const date = parse(value);
  return date ? `${formatLongDate(date, language)} ${clock(date)}` : typeof value === "string" ? value : "";
}

// a calendar day stored as YYYY-MM-DD (a news item's date): 22/11/2026 · 22 November 2026
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split("-");
  if (!year || !month || !date) return day;
  if (language === "vi") return `${date}/${month}/${year}`;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

// today in Vietnam's time as YYYY-MM-DD (a new news item's date)
export function todayInVietnam(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(now);
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

// 06:33
export function formatTime(value: string | Date, language: Language): string {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(locale(language), { hour: "2-digit", minute: "2-digit" }).format(date) : "";
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
