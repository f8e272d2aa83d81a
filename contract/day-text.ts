import { MONTHS as MONTH_NAMES } from "./vietnam-time.ts";

// the day a text in the form the site writes days in (app/lib/format.ts formatDay) names, as YYYY-MM-DD ("25/11/2026", "25 November 2026"), or
// null when it names none (staff write the legal pages' "last updated" as text: the privacy policy's version is that day)
const MONTHS = MONTH_NAMES.map((month) => month.toLowerCase());
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const numeric = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const named = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(trimmed);
  const [date, month, year] = numeric
    ? [Number(numeric[1]), Number(numeric[2]), numeric[3]]
    : named
      ? [Number(named[1]), MONTHS.indexOf((named[2] ?? "").toLowerCase()) + 1, named[3]]
      : [0, 0, ""];
  const day = `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return month > 0 && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}
