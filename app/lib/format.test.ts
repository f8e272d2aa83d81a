import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatRelative,
} from "./format.ts";

// the back office's one set of formats: Vietnamese dates read 22/11/2026 06:33
describe("dates and numbers in the back office", () => {
  const local = new Date(2026, 10, 22, 6, 33);

  it("writes Vietnamese dates with slashes and a 24-hour clock", () => {
    expect(formatDate(local, "vi")).toBe("22/11/2026");
    expect(formatDateTime(local, "vi")).toBe("22/11/2026 06:33");
    expect(formatLongDate(local, "vi")).toBe("Chủ Nhật, 22/11/2026");
  });

  it("writes English dates with the month's name", () => {
    expect(formatDate(local, "en")).toBe("22 Nov 2026");
    expect(formatDateTime(local, "en")).toBe("22 Nov 2026, 06:33");
    expect(formatLongDate(local, "en")).toBe("Sunday, 22 November 2026");
  });

  it("says how long ago within a week, and the date before that", () => {
    const now = local.getTime();
    expect(formatRelative(new Date(now - 5 * 60_000).toISOString(), "vi", now)).toBe("5 phút trước");
    expect(formatRelative(new Date(now - 5 * 60_000).toISOString(), "en", now)).toBe("5 minutes ago");
    expect(formatRelative(new Date(now - 8 * 86_400_000).toISOString(), "vi", now)).toBe("14/11/2026 06:33");
  });

  it("leaves what is not a date as it is, and writes numbers with each language's separator", () => {
    expect(formatDateTime("garbage", "en")).toBe("garbage");
    expect(formatDate(null, "vi")).toBe("");
    expect(formatNumber(12345, "vi")).toBe("12.345");
    expect(formatNumber(12345, "en")).toBe("12,345");
  });

  it("writes a time in a given zone, whatever the browser's: the audit trail reads in Vietnam's time", () => {
    const zone = "Asia/Ho_Chi_Minh";
    expect(formatDateTime("2026-11-22T11:33:00.000Z", "vi", zone)).toBe("22/11/2026 18:33");
    expect(formatDateTime("2026-11-22T17:00:00.000Z", "vi", zone)).toBe("23/11/2026 00:00");
    expect(formatDateTime("2026-01-05T01:02:00.000Z", "vi", zone)).toBe("05/01/2026 08:02");
    expect(formatDateTime("2026-11-22T17:00:00.000Z", "en", zone)).toBe("23 Nov 2026, 00:00");
    expect(formatDateTime("not a date", "vi", zone)).toBe("not a date");
  });
});

describe("one place for dates", () => {
  it("writes news days and project months in each language", () => {
    expect(formatDay("2026-11-22", "vi")).toBe("22/11/2026");
    expect(formatDay("2026-11-22", "en")).toBe("22 November 2026");
    expect(formatMonthYear("2026-10-31T18:00:00.000Z", "vi")).toBe("tháng 11 năm 2026");
    expect(formatMonthYear("2026-10-15T00:00:00.000Z", "en")).toBe("October 2026");
  });

  it("is this file: no other module of the app formats a date itself", () => {
    const appFolder = path.resolve(import.meta.dirname, "..");
    const offenders = readdirSync(appFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && file !== path.join("lib", "format.ts"))
      .filter((file) =>
        /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|\.toLocaleString\(/.test(
          readFileSync(path.join(appFolder, file), "utf8"),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
