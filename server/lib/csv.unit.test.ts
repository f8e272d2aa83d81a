import { describe, expect, it } from "vitest";
import { csvCell, csvPhone, csvRow, vietnamDateTime, vietnamDay } from "./csv.ts";

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

  it("writes an international phone number with its country code in brackets, not an apostrophe", () => {
    expect(csvPhone("+84 28 3456 7890")).toBe("(+84) 28 3456 7890");
    expect(csvCell(csvPhone("+84 28 3456 7890"))).toBe("(+84) 28 3456 7890");
    expect(csvPhone("+842838221234")).toBe("(+84) 2838221234");
    expect(csvPhone("+84 (0)28 3822 1234")).toBe("(+84) (0)28 3822 1234");
    expect(csvPhone("+(84) 90 123 4567")).toBe("(+84) 90 123 4567");
    expect(csvPhone("+1 415-555-0100")).toBe("(+1) 415-555-0100");
    expect(csvPhone("+4420 7946 0000")).toBe("(+44) 20 7946 0000");
    expect(csvPhone("+380 44 123 4567")).toBe("(+380) 44 123 4567");
    // a domestic number and no number are left as they are
    expect(csvPhone("0901 234 567")).toBe("0901 234 567");
    expect(csvPhone(null)).toBe(null);
    // "(+84)" alone would read as -84: it keeps the apostrophe
    expect(csvCell(csvPhone("+84"))).toBe("'+84");
    // what is not a phone number is still made plain text
    expect(csvCell(csvPhone("+cmd|' /C calc'!A0"))).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell(csvPhone("=1+2"))).toBe("'=1+2");
    expect(csvCell(csvPhone("-0900"))).toBe("'-0900");
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
