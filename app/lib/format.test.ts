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
  formatTime,
  todayInVietnam,
} from "./format.ts";

// the back office's one clock and one set of forms: every moment on Vietnam's clock (UTC+7),
// whatever the zone of the process or the browser. The instants are UTC ones, so each
// assertion holds in any TZ the tests run in; those around 17:00 UTC cross Vietnam's midnight.
describe("dates and times in the back office", () => {
  const morning = "2026-11-21T23:33:00.000Z"; // 06:33 on 22/11 in Vietnam, still the 21st in UTC

  it("writes Vietnamese dates with slashes and a 24-hour clock, on Vietnam's clock", () => {
    expect(formatDate(morning, "vi")).toBe("22/11/2026");
    expect(formatDateTime(morning, "vi")).toBe("22/11/2026 06:33");
    expect(formatTime(morning)).toBe("06:33");
    expect(formatLongDate(morning, "vi")).toBe("Chủ Nhật, 22/11/2026");
  });

  it("writes English dates with the month's name, one form for a day and one for a moment", () => {
    expect(formatDate(morning, "en")).toBe("22 November 2026");
    expect(formatDateTime(morning, "en")).toBe("22 November 2026, 06:33");
    expect(formatLongDate(morning, "en")).toBe("Sunday, 22 November 2026");
    expect(formatDay("2026-11-22", "en")).toBe(formatDate(morning, "en"));
  });

  it("reads Vietnam's day across midnight, whatever the zone the Date was made in", () => {
    // the last minute of the 27th and the first of the 28th in Vietnam (10:59 and 12:00 in New
    // York, 16:59 and 17:00 in UTC: the same day there)
    const before = new Date(Date.UTC(2026, 10, 27, 16, 59));
    const after = new Date(Date.UTC(2026, 10, 27, 17, 0));
    expect(formatDateTime(before, "vi")).toBe("27/11/2026 23:59");
    expect(formatDateTime(after, "vi")).toBe("28/11/2026 00:00");
    expect(formatDateTime(after, "en")).toBe("28 November 2026, 00:00");
    expect(todayInVietnam(before)).toBe("2026-11-27");
    expect(todayInVietnam(after)).toBe("2026-11-28");
    // the event: 03:25 in UTC is 10:25 in Hanoi, and 22:25 the day before in New York
    expect(formatDateTime("2026-11-28T03:25:00.000Z", "vi")).toBe("28/11/2026 10:25");
    expect(formatDateTime("2026-11-28T03:25:00.000Z", "en")).toBe("28 November 2026, 10:25");
    // an ISO string with another offset names the same moment
    expect(formatDateTime("2026-11-27T22:25:00-05:00", "vi")).toBe("28/11/2026 10:25");
    // the first of the month and of the year, before and after
    expect(formatDateTime("2025-12-31T16:59:00.000Z", "vi")).toBe("31/12/2025 23:59");
    expect(formatDateTime("2025-12-31T17:00:00.000Z", "vi")).toBe("01/01/2026 00:00");
    expect(formatLongDate("2026-11-28T17:30:00.000Z", "en")).toBe("Sunday, 29 November 2026");
  });

  it("says how long ago within a week, and the date and time before that", () => {
    const now = Date.parse(morning);
    expect(formatRelative(new Date(now - 5 * 60_000).toISOString(), "vi", now)).toBe("5 phút trước");
    expect(formatRelative(new Date(now - 5 * 60_000).toISOString(), "en", now)).toBe("5 minutes ago");
    expect(formatRelative(new Date(now - 8 * 86_400_000).toISOString(), "vi", now)).toBe("14/11/2026 06:33");
  });

  it("leaves what is not a date as it is, and writes numbers with each language's separator", () => {
    expect(formatDateTime("garbage", "en")).toBe("garbage");
    expect(formatDate(null, "vi")).toBe("");
    expect(formatDay("soon", "vi")).toBe("soon");
    expect(formatNumber(12345, "vi")).toBe("12.345");
    expect(formatNumber(12345, "en")).toBe("12,345");
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

  it("is the back office's one clock: no admin module reads a browser-zone field or uses the browser's date box", () => {
    const adminFolder = path.resolve(import.meta.dirname, "..", "admin");
    const offenders = readdirSync(adminFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /\.get(Hours|Minutes|Date|Day|Month|FullYear)\(\)|type="(date|datetime-local)"|date-fns|dayjs|moment\(/.test(
          readFileSync(path.join(adminFolder, file), "utf8"),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
