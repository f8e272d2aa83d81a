import { describe, expect, it } from "vitest";
import {
  defaultCompanySettings,
  formatFigure,
  groupOpeningHours,
  type OpeningHours,
  openingHoursLines,
} from "./company.ts";

const day = (open: string, close: string) => ({ open, close });

describe("opening hours as people read them", () => {
  it("groups the specification's week into three lines, in both languages", () => {
    expect(openingHoursLines(defaultCompanySettings.hours, "vi")).toEqual([
      "Thứ Hai – Thứ Sáu: 8:00 – 18:00",
      "Thứ Bảy: 8:00 – 12:00",
      "Chủ Nhật: nghỉ",
    ]);
    expect(openingHoursLines(defaultCompanySettings.hours, "en")).toEqual([
      "Monday – Friday: 8:00 – 18:00",
      "Saturday: 8:00 – 12:00",
      "Sunday: closed",
    ]);
  });

  it("groups only neighbouring days: the same hours either side of a different day stay apart", () => {
    const hours: OpeningHours = {
      monday: day("08:00", "17:00"),
      tuesday: day("08:00", "17:00"),
      wednesday: null,
      thursday: day("08:00", "17:00"),
      friday: day("08:00", "17:30"),
      saturday: null,
      sunday: null,
    };
    expect(groupOpeningHours(hours).map((group) => group.days)).toEqual([
      ["monday", "tuesday"],
      ["wednesday"],
      ["thursday"],
      ["friday"],
      ["saturday", "sunday"],
    ]);
    expect(openingHoursLines(hours, "en")).toEqual([
      "Monday – Tuesday: 8:00 – 17:00",
      "Wednesday: closed",
      "Thursday: 8:00 – 17:00",
      "Friday: 8:00 – 17:30",
      "Saturday – Sunday: closed",
    ]);
  });

  it("writes a week that is all one way as one line", () => {
    const open = Object.fromEntries(
      Object.keys(defaultCompanySettings.hours).map((name) => [name, day("00:00", "23:59")]),
    ) as OpeningHours;
    expect(openingHoursLines(open, "vi")).toEqual(["Thứ Hai – Chủ Nhật: 0:00 – 23:59"]);
  });
});

describe("key figures", () => {
  it("are written with each language's thousands separator and a plus", () => {
    expect(formatFigure(2000, "vi")).toBe("2.000+");
    expect(formatFigure(2000, "en")).toBe("2,000+");
    expect(formatFigure(10, "vi")).toBe("10+");
  });
});
