import { formatDateTime, vietnamDay as vietnamDayOf } from "../../contract/vietnam-time.ts";

// CSV as spreadsheets read it (RFC 4180: fields with a comma, quote or line break in quotes,
// quotes doubled, CRLF between rows), with every cell that a spreadsheet would run as a formula
// (=, +, -, @, a tab or a carriage return first) made plain text by a leading apostrophe

export const BYTE_ORDER_MARK = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
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
