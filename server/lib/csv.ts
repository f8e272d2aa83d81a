import { formatDateTime, vietnamDay as vietnamDayOf } from "../../contract/vietnam-time.ts";

// CSV as spreadsheets read it: the cells and rows are contract/csv.ts's (the back office writes
// its reports' files with the same rules)
export { BYTE_ORDER_MARK, csvCell, csvRow } from "../../contract/csv.ts";

// A phone number in international form ("+84 28 3456 7890") would start with "+", which a
// spreadsheet runs as a formula, and the apostrophe that stops it stays visible in the cell when
// Excel opens a CSV file. Such a number is written with its country code in brackets instead,
// "(+84) 28 3456 7890": no formula starts with "(", Excel, LibreOffice and Google Sheets keep it
// as text (the rest after the bracket is no number), and a machine reader keeps every digit and
// the "+" (libphonenumber reads it as it is; keeping "+" and the digits gives +842834567890). The
// country code is the ITU code the digits start with (1, 7, the two-digit ones, else three), so a
// number written without separators works too: "+842838221234" → "(+84) 2838221234". Anything
// else (not only digits, spaces and + - ( ) .) goes through csvCell's apostrophe like any text.
const INTERNATIONAL_PHONE = /^\+\s*\(?(\d+)\)?([0-9\-().\s]*)$/;
const ONE_DIGIT_CODES = new Set(["1", "7"]);
const TWO_DIGIT_CODES = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

function countryCodeLength(digits: string): number {
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return 1;
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return 2;
  return 3;
}

export function csvPhone(value: string | null | undefined): string | null | undefined {
  if (typeof value !== "string") return value;
  const match = INTERNATIONAL_PHONE.exec(value.trim());
  if (!match) return value;
  const [, group = "", after = ""] = match;
  // a first group longer than a country code is the whole number written without separators
  const length = Math.min(group.length, countryCodeLength(group));
  const rest = `${group.slice(length)}${after}`.trim();
  // "(+84)" alone would read as the number -84
  if (!/\d/.test(rest)) return value;
  return `(+${group.slice(0, length)}) ${rest}`;
}

// a moment as read in Vietnam: 22/11/2026 18:33 in both languages' files, the back office's
// Vietnamese form (contract/vietnam-time.ts), which spreadsheets read as a date and time where
// "22 November 2026, 18:33" would stay text
export function vietnamDateTime(value: string | Date): string {
  return formatDateTime(value, "vi");
}

// the day in Vietnam, for file names: 2026-11-22
export function vietnamDay(value: Date): string {
  return vietnamDayOf(value);
}
