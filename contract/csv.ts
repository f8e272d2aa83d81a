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
