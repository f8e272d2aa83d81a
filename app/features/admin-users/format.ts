import type { Language } from "../../../contract/constants.ts";

// dates of the admin screens in the interface language, in the staff member's own time zone

const locale = (language: Language) => (language === "vi" ? "vi-VN" : "en-GB");

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string | null | undefined, language: Language): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale(language), { dateStyle: "medium" }).format(date) : "";
}

export function formatDateTime(iso: string | null | undefined, language: Language): string {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short" }).format(date)
    : "";
}

export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

export function formatTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { hour: "2-digit", minute: "2-digit" }).format(date);
}

// "5 minutes ago" / "5 phút trước" for the last week, the date and time before that
export function formatRelative(iso: string, language: Language, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return "";
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDateTime(iso, language);
  const relative = new Intl.RelativeTimeFormat(locale(language), { numeric: "auto" });
  if (abs < 60) return relative.format(0, "second");
  if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
  return relative.format(Math.round(seconds / 86_400), "day");
}

// 1.234 / 1,234
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}
