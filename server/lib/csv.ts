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

const VIETNAM = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Ho_Chi_Minh",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

// a moment as read in Vietnam: 22/11/2026 18:33
export function vietnamDateTime(value: string | Date): string {
  const parts = Object.fromEntries(VIETNAM.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

// the day in Vietnam, for file names: 2026-11-22
export function vietnamDay(value: Date): string {
  const parts = Object.fromEntries(VIETNAM.formatToParts(value).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
