import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ENTITY_TYPES, type AuditEntry } from "../../../../contract/audit.ts";
import { CategoryInputSchema, ToolInputSchema, ToolsCompanyInputSchema } from "../../../../contract/catalogues.ts";
import { CertificateInputSchema } from "../../../../contract/certificates.ts";
import { CompanyInputSchema, PersonInputSchema } from "../../../../contract/companies.ts";
import { ContactUpdateSchema } from "../../../../contract/contact.ts";
import { MediaAltInputSchema } from "../../../../contract/media.ts";
import { NewsInputSchema } from "../../../../contract/news.ts";
import { ProjectInputSchema } from "../../../../contract/projects.ts";
import { RedirectInputSchema } from "../../../../contract/redirects.ts";
import { SettingsUpdateSchema } from "../../../../contract/settings.ts";
import { UserCreateSchema, UserPasswordUpdateSchema, UserProfileUpdateSchema } from "../../../../contract/users.ts";
import { adminAudit } from "../../content/audit.ts";
import { describeChanges, fieldLabel, recordLabel } from "./describe.ts";

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

  it("says what changed by the fields' labels, with states in words", () => {
    expect(describeChanges(entry({ fields: ["title", "location_vi"] }), "en")).toEqual({
      fields: "Title (English), Location (Vietnamese)",
      values: [],
      count: null,
    });
    expect(describeChanges(entry({ fields: ["title", "location_vi"] }), "vi").fields).toBe(
      "Tên dự án (tiếng Anh), Địa điểm (tiếng Việt)",
    );
    const read = entry({ entity_type: "contact", action: "status", fields: ["status"], values: { status: 1 } });
    expect(describeChanges(read, "vi")).toEqual({ fields: "", values: ["Trạng thái → Đã đọc"], count: null });
    const user = entry({ entity_type: "user", fields: ["user_name", "role"], values: { role: 2 } });
    expect(describeChanges(user, "en")).toEqual({
      fields: "Full name",
      values: ["Role → Super Admin"],
      count: null,
    });
    expect(describeChanges(user, "vi")).toEqual({
      fields: "Họ và tên",
      values: ["Vai trò → Quản trị cấp cao"],
      count: null,
    });
    expect(
      describeChanges(entry({ entity_type: "contact", count: 3, fields: ["status"], values: { status: 1 } }), "vi"),
    ).toEqual({ fields: "", values: ["Trạng thái → Đã đọc"], count: "3 mục" });
  });

  it("shows a field it has no label for by its name, and never a label of another kind of record", () => {
    expect(fieldLabel(entry({ entity_type: "news" }), "legacy_column", "vi")).toBe("legacy_column");
    expect(fieldLabel(entry({ entity_type: "contact" }), "title", "en")).toBe("title");
    expect(fieldLabel(entry({ entity_type: "news" }), "toString", "en")).toBe("toString");
  });
});

// every field an API route can record has a label in both languages: the fields of each kind of
// record's input schema, and the fields the routes note themselves (request.audit({ fields }))
describe("the audit trail's field labels", () => {
  const keys = (schema: { shape: object }) => Object.keys(schema.shape);
  const recorded: Record<(typeof AUDIT_ENTITY_TYPES)[number], string[]> = {
    user: [...keys(UserCreateSchema), ...keys(UserProfileUpdateSchema), ...keys(UserPasswordUpdateSchema)],
    project: keys(ProjectInputSchema),
    contact: keys(ContactUpdateSchema),
    business_category: keys(CategoryInputSchema),
    tools_category: keys(CategoryInputSchema),
    tools_company: keys(ToolsCompanyInputSchema),
    tool: keys(ToolInputSchema),
    certificate: keys(CertificateInputSchema),
    news: keys(NewsInputSchema),
    settings: keys(SettingsUpdateSchema),
    // the page routes note these themselves (server/routes/api/pages)
    page: ["draft", "published", "publish_at", "version"],
    redirect: keys(RedirectInputSchema),
    media: keys(MediaAltInputSchema),
    company: keys(CompanyInputSchema),
    person: keys(PersonInputSchema),
  };

  it.each(AUDIT_ENTITY_TYPES)("labels every field of a %s in both languages", (type) => {
    expect(recorded[type].length).toBeGreaterThan(0);
    for (const language of ["vi", "en"] as const) {
      const missing = recorded[type].filter((field) => fieldLabel({ entity_type: type }, field, language) === field);
      expect(missing, `${type} in ${language}`).toEqual([]);
    }
  });

  it("labels the fields the routes note themselves", () => {
    const routes = path.resolve(import.meta.dirname, "../../../../server/routes/api");
    const noted = readdirSync(routes, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
      .flatMap((file) =>
        [...readFileSync(path.join(routes, file), "utf8").matchAll(/fields: \{ (\w+):/g)].map((match) => match[1]),
      );
    expect(noted.length).toBeGreaterThan(3);
    expect(noted).toContain("two_factor_required");
    for (const language of ["vi", "en"] as const) {
      const labelled = Object.values(adminAudit[language].fields).flatMap((labels) => Object.keys(labels));
      expect(noted.filter((field) => !labelled.includes(field as string))).toEqual([]);
    }
  });
});
