import { AUDIT_STATE_FIELD, type AuditEntry } from "../../../../contract/audit.ts";
import type { Language } from "../../../../contract/constants.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { adminAudit } from "../../content/audit.ts";

// the record's name in the interface language, falling back to the other
export function recordLabel(entry: Pick<AuditEntry, "label" | "label_vi">, language: Language): string | null {
  return (language === "vi" ? entry.label_vi || entry.label : entry.label || entry.label_vi) ?? null;
}

// a field by the label its form gives it ("title_vi" → "Tên dự án (tiếng Việt)"); a field the
// copy does not know (an entry older than a rename) by its column's name
export function fieldLabel(entry: Pick<AuditEntry, "entity_type">, field: string, language: Language): string {
  const labels: Record<string, string> | undefined = adminAudit[language].fields[entry.entity_type];
  return labels && Object.hasOwn(labels, field) ? (labels[field] as string) : field;
}

// a state's new value in words: "status: Đã đọc", "role: Quản trị cấp cao"
function valueName(entry: AuditEntry, field: string, value: unknown, language: Language): string {
  const words = adminAudit[language].values;
  if (field === "role" && (value === 1 || value === 2 || value === 3)) {
    return value === 2 ? words.superAdmin : value === 3 ? words.sales : words.admin;
  }
  if (field === "status" && (value === 0 || value === 1)) {
    if (entry.entity_type === "contact") return value === 1 ? words.read : words.unread;
    if (entry.entity_type === "user" || entry.entity_type === "project") {
      return value === 1 ? words.active : words.inactive;
    }
  }
  if (typeof value === "boolean") return value ? words.active : words.inactive;
  return String(value);
}

// what changed: the fields' labels ("Tên dự án (tiếng Anh), Địa điểm (tiếng Việt)"), the new
// states ("Trạng thái → Đã đọc") and how many records ("3 mục")
export function describeChanges(
  entry: AuditEntry,
  language: Language,
): { fields: string; values: string[]; count: string | null } {
  const copy = adminAudit[language].table;
  const values = Object.entries(entry.values)
    .filter(([field]) => AUDIT_STATE_FIELD.test(field))
    .map(([field, value]) => `${fieldLabel(entry, field, language)} → ${valueName(entry, field, value, language)}`);
  const fields = entry.fields
    .filter((field) => !(field in entry.values))
    .map((field) => fieldLabel(entry, field, language))
    .join(", ");
  const count = entry.count !== null ? fillPlural(copy.count, { count: entry.count }, language) : null;
  return { fields, values, count };
}
