import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDateTime, vietnamMinute, vietnamMinuteToInstant } from "./vietnam-time.ts";

describe("Vietnam's clock, shared by the back office, its e-mails and its CSV", () => {
  it("turns a wall-clock minute in Vietnam into the instant and back, whatever the process's zone", () => {
    expect(vietnamMinuteToInstant("2026-11-28T09:00")).toBe("2026-11-28T02:00:00.000Z");
    expect(vietnamMinuteToInstant("2026-11-28T00:30:15")).toBe("2026-11-27T17:30:15.000Z");
    expect(vietnamMinute(new Date("2026-11-27T17:30:15.000Z"))).toBe("2026-11-28T00:30");
    expect(vietnamMinuteToInstant("2026-02-30T09:00")).toBeNull();
    expect(vietnamMinuteToInstant("2026-11-28T24:00")).toBeNull();
    expect(vietnamMinuteToInstant("28/11/2026 09:00")).toBeNull();
  });

  it("is the server's one way of writing a moment: no module of the server formats one itself", () => {
    const serverFolder = path.resolve(import.meta.dirname, "..", "server");
    const offenders = readdirSync(serverFolder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.ts$/.test(file) && !file.includes(".test.") && !file.includes("test-support"))
      .filter((file) =>
        /Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|\.get(Hours|Minutes)\(\)/.test(
          readFileSync(path.join(serverFolder, file), "utf8"),
        ),
      );
    expect(offenders).toEqual([]);
    // and the form staff read in e-mails and messages is the back office's
    expect(formatDateTime("2026-11-28T03:25:00.000Z", "en")).toBe("28 November 2026, 10:25");
  });
});
