import { describe, expect, it } from "vitest";
import { csvCell, csvRow, vietnamDateTime, vietnamDay } from "./csv.ts";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('Trạm "A", khu 2')).toBe('"Trạm ""A"", khu 2"');
    expect(csvCell("dòng 1\r\ndòng 2")).toBe('"dòng 1\r\ndòng 2"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("makes text that a spreadsheet would run as a formula plain", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1+1`).startsWith("'") || csvCell(`${start}1+1`).startsWith(`"'`)).toBe(true);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell("-5")).toBe("'-5");
    // a number the server writes itself is no formula
    expect(csvCell(-5)).toBe("-5");
  });

  it("ends a row with CRLF", () => {
    expect(csvRow([1, "a,b", null])).toBe('1,"a,b",\r\n');
  });
});

describe("dates in Vietnam", () => {
  it("reads a UTC moment as Vietnam's time (UTC+7)", () => {
    expect(vietnamDateTime("2026-11-22T11:33:00.000Z")).toBe("22/11/2026 18:33");
    expect(vietnamDateTime("2026-11-22T17:05:00.000Z")).toBe("23/11/2026 00:05");
    expect(vietnamDay(new Date("2026-11-22T17:05:00.000Z"))).toBe("2026-11-23");
  });
});
