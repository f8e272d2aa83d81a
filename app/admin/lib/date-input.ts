import { MONTHS as MONTH_NAMES, vietnamMinute, vietnamMinuteToInstant } from "../../../contract/vietnam-time.ts";

// what staff type in a date field (app/admin/components/date-field.tsx), read as the ISO value
// the API takes. The field shows days as dd/mm/yyyy in both languages (en-GB writes them so
// too) and takes what people also type: 28/11/2026, 28-11-2026, 28.11.2026, 2026-11-28,
// 28 Nov 2026, 28 November 2026. Times are Vietnam's 24-hour clock: 09:00, 9:00, 9h00, 09:00:30.

const MONTHS = MONTH_NAMES.map((month) => month.toLowerCase());
const pad = (value: number) => String(value).padStart(2, "0");

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? `${year}-${pad(month)}-${pad(day)}` : null;
}

// a typed day → YYYY-MM-DD; null when it names no day
export function parseDayInput(text: string): string | null {
  const value = text.trim().replace(/\s+/g, " ");
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2}) ([A-Za-z]{3,9})\.?,? (\d{4})$/.exec(value);
  if (named) {
    const name = (named[2] ?? "").toLowerCase();
    // "Nov", "Sept" or "November", not "Novxyz"
    const month = MONTHS.findIndex((full) => full.startsWith(name)) + 1;
    if (month === 0) return null;
    return isoDay(Number(named[3]), month, Number(named[1]));
  }
  return null;
}

// YYYY-MM-DD → what the field shows: 28/11/2026
export function dayInputText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

// a typed time of day → HH:mm or HH:mm:ss; null when it is not one
export function parseTimeInput(text: string): string | null {
  const match = /^(\d{1,2})(?:[:hH.](\d{2})?(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2] ?? 0), match[3]];
  if (hour > 23 || minute > 59 || (second !== undefined && Number(second) > 59)) return null;
  return `${pad(hour)}:${pad(minute)}${second !== undefined ? `:${second}` : ""}`;
}

// "28/11/2026 09:00" (a day and a time on Vietnam's clock) → the ISO instant; null when it is not one
export function parseMomentInput(text: string): string | null {
  const match = /^(.+?)[ ,T]+(\d{1,2}(?:[:hH.]\d{0,2})?(?::\d{2})?)$/.exec(text.trim());
  if (!match) return null;
  const day = parseDayInput(match[1] ?? "");
  const time = parseTimeInput(match[2] ?? "");
  return day && time ? vietnamMinuteToInstant(`${day}T${time}`) : null;
}

// an instant → what the field shows, on Vietnam's clock: 28/11/2026 09:00
export function momentInputText(instant: string | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return typeof instant === "string" ? instant : "";
  const [day = "", time = ""] = vietnamMinute(date).split("T");
  return `${dayInputText(day)} ${time}`;
}
