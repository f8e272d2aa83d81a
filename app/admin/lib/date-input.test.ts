import { describe, expect, it } from "vitest";
import { dayInputText, momentInputText, parseDayInput, parseMomentInput, parseTimeInput } from "./date-input.ts";

describe("what staff type in a date field", () => {
  it("reads a day as Vietnamese and English staff write it, as the ISO day the API takes", () => {
    for (const text of [
      "28/11/2026",
      "28-11-2026",
      "28.11.2026",
      " 28/11/2026 ",
      "2026-11-28",
      "28 Nov 2026",
      "28 November 2026",
      "28 nov. 2026",
    ]) {
      expect(parseDayInput(text), text).toBe("2026-11-28");
    }
    expect(parseDayInput("5/1/2026")).toBe("2026-01-05");
    expect(parseDayInput("29/02/2028")).toBe("2028-02-29");
  });

  it("refuses what names no day: a 31 February, a month 13, a US order, words", () => {
    for (const text of [
      "31/02/2026",
      "29/02/2026",
      "01/13/2026",
      "11/25/2026",
      "28/11/26",
      "tomorrow",
      "28 Novxyz 2026",
      "",
    ]) {
      expect(parseDayInput(text), text).toBeNull();
    }
  });

  it("writes a day back as the field shows it", () => {
    expect(dayInputText("2026-11-28")).toBe("28/11/2026");
  });

  it("reads a time on the 24-hour clock", () => {
    expect(parseTimeInput("9:00")).toBe("09:00");
    expect(parseTimeInput("9h30")).toBe("09:30");
    expect(parseTimeInput("9h")).toBe("09:00");
    expect(parseTimeInput("23:59:30")).toBe("23:59:30");
    expect(parseTimeInput("24:00")).toBeNull();
    expect(parseTimeInput("9:60")).toBeNull();
    expect(parseTimeInput("9pm")).toBeNull();
  });

  it("reads a moment on Vietnam's clock, whatever the browser's zone, and writes it back", () => {
    expect(parseMomentInput("28/11/2026 09:00")).toBe("2026-11-28T02:00:00.000Z");
    expect(parseMomentInput("28/11/2026 00:30")).toBe("2026-11-27T17:30:00.000Z");
    expect(parseMomentInput("28/11/2026 09:00:15")).toBe("2026-11-28T02:00:15.000Z");
    expect(parseMomentInput("28/11/2026")).toBeNull();
    expect(parseMomentInput("31/11/2026 09:00")).toBeNull();
    expect(momentInputText("2026-11-27T17:30:00.000Z")).toBe("28/11/2026 00:30");
  });
});
