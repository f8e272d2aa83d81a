import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../contract/audit.ts";
import { describeChanges, formatAuditTime, recordLabel } from "./format.ts";

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: "2026-11-22T11:33:00.000Z",
  actor_id: 1,
  actor_name: "Trần Thị Bích",
  action: "update",
  entity_type: "project",
  entity_id: 4,
  label: "Substation",
  label_vi: "Trạm biến áp",
  fields: [],
  values: {},
  count: null,
  ip: "127.0.0.1",
  ...values,
});

describe("the audit trail's formats", () => {
  it("writes times as 22/11/2026 18:33, in Vietnam's time", () => {
    expect(formatAuditTime("2026-11-22T11:33:00.000Z")).toBe("22/11/2026 18:33");
    expect(formatAuditTime("2026-11-22T17:00:00.000Z")).toBe("23/11/2026 00:00");
    expect(formatAuditTime("2026-01-05T01:02:00.000Z")).toBe("05/01/2026 08:02");
    expect(formatAuditTime("not a date")).toBe("");
  });

  it("names the record in the interface language, else the other", () => {
    expect(recordLabel(entry({}), "vi")).toBe("Trạm biến áp");
    expect(recordLabel(entry({}), "en")).toBe("Substation");
    expect(recordLabel(entry({ label_vi: null }), "vi")).toBe("Substation");
    expect(recordLabel(entry({ label: null, label_vi: null }), "en")).toBeNull();
  });

  it("says what changed, with states in words", () => {
    expect(describeChanges(entry({ fields: ["title", "location_vi"] }), "en")).toEqual({
      fields: "title, location_vi",
      values: [],
      count: null,
    });
    const read = entry({ entity_type: "contact", action: "status", fields: ["status"], values: { status: 1 } });
    expect(describeChanges(read, "vi")).toEqual({ fields: "", values: ["status → Đã đọc"], count: null });
    const user = entry({ entity_type: "user", fields: ["user_name", "role"], values: { role: 2 } });
    expect(describeChanges(user, "en")).toEqual({
      fields: "user_name",
      values: ["role → Super Admin"],
      count: null,
    });
    expect(
      describeChanges(entry({ entity_type: "contact", count: 3, fields: ["status"], values: { status: 1 } }), "vi"),
    ).toEqual({ fields: "", values: ["status → Đã đọc"], count: "3 mục" });
  });
});
