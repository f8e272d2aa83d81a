import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../../contract/audit.ts";
import { describeChanges, recordLabel } from "./describe.ts";

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

describe("the audit trail's descriptions", () => {
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
