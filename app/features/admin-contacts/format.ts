import { type Language, LIMITS } from "../../../contract/constants.ts";

// how dates and message excerpts appear on the contacts screen

function locale(language: Language) {
  return language === "vi" ? "vi-VN" : "en-GB";
}

export function formatDateTime(iso: string, language: Language, long = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: long ? "full" : "medium",
    timeStyle: "short",
  }).format(date);
}

// "5 minutes ago" for today's messages, the date for older ones
export function formatRelative(iso: string, language: Language, now: number): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale(language), { numeric: "auto" });
  if (Math.abs(seconds) < 60) return format.format(0, "second");
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (Math.abs(seconds) < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return formatDateTime(iso, language);
}

// a message is "Just In" for its first five minutes
export function isJustIn(iso: string, now: number): boolean {
  const age = now - new Date(iso).getTime();
  return age >= -60_000 && age < LIMITS.justInMs;
}

export function firstLine(message: string): string {
  return message.trim().split(/\r?\n/, 1)[0] ?? "";
}
