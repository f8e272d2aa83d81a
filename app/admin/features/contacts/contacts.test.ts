import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../../contract/constants.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { api } from "../../lib/api.ts";
import { createBeeper } from "./beep.ts";
import { firstLine, isJustIn } from "./format.ts";
import { contactListQuery } from "./requests.ts";

describe("contacts screen helpers", () => {
  it("shows the first line of a message", () => {
    expect(firstLine("  Hello\nsecond line")).toBe("Hello");
    expect(firstLine("one\r\ntwo")).toBe("one");
    expect(firstLine("")).toBe("");
  });

  it("calls a message 'Just In' for its first five minutes only", () => {
    const now = Date.parse("2025-01-01T10:00:00Z");
    expect(isJustIn(new Date(now - 60_000).toISOString(), now)).toBe(true);
    expect(isJustIn(new Date(now - LIMITS.justInMs).toISOString(), now)).toBe(false);
    expect(isJustIn("not a date", now)).toBe(false);
  });

  it("formats dates in the admin language", () => {
    const iso = "2025-03-04T05:06:00Z";
    expect(formatDateTime(iso, "vi")).not.toBe(formatDateTime(iso, "en"));
    expect(formatDateTime("garbage", "en")).toBe("garbage");
  });

  it("asks the server for the pages shown with their filter and search", () => {
    const path = (selection: Parameters<typeof contactListQuery>[0]) =>
      api.leads.list(contactListQuery(selection)).path;
    expect(path({ limit: 40, filter: "unread", search: "điện" })).toBe(
      "/api/leads?page=1&limit=40&status=0&search=%C4%91i%E1%BB%87n",
    );
    expect(path({ limit: 10 })).toBe("/api/leads?page=1&limit=10");
    expect(path({ limit: 20, filter: "read" })).toBe("/api/leads?page=1&limit=20&status=1");
    // the lead filters
    expect(path({ limit: 20, lead: { stage: "quoted", assignee: 7, overdue: true } })).toBe(
      "/api/leads?page=1&limit=20&stage=quoted&assignee=7&overdue=true",
    );
    expect(path({ limit: 20, lead: { stage: "all", assignee: "none", overdue: false } })).toBe(
      "/api/leads?page=1&limit=20&assignee=none",
    );
    // the query the server reads is what the screen chose
    expect(
      contactListQuery({ limit: 20, filter: "unread", lead: { stage: "won", assignee: "none", overdue: true } }),
    ).toEqual({
      page: 1,
      limit: 20,
      status: 0,
      stage: "won",
      assignee: "none",
      overdue: true,
      search: undefined,
    });
  });

  it("never fails when audio is unavailable", () => {
    const beeper = createBeeper();
    expect(() => {
      beeper.unlock();
      beeper.beep();
      beeper.close();
    }).not.toThrow();
  });
});
