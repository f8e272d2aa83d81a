import type { AnyDb } from "./helpers.ts";

// the news list gains pages (issue 24: ten items a page, ?page=2): its words for them are added
// to the stored news page — its published document, its draft and every version kept — in both
// languages, as they read on the day of this migration (decision 028)
const PAGINATION = {
  vi: {
    label: "Phân trang tin tức",
    showing: "Hiển thị {{from}}-{{to}} trên tổng số {{total}} tin",
    previous: "Tin mới hơn",
    next: "Tin cũ hơn",
  },
  en: {
    label: "News pages",
    showing: { one: "Showing {{from}}-{{to}} of 1 item", other: "Showing {{from}}-{{to}} of {{total}} items" },
    previous: "Newer news",
    next: "Older news",
  },
} as const;

// a stored news document with the pagination's words; null: nothing to add
function withPagination(json: string | null): string | null {
  if (json === null) return null;
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof document !== "object" || document === null) return null;
  let changed = false;
  for (const language of ["vi", "en"] as const) {
    const copy = (document as Record<string, Record<string, unknown> | undefined>)[language];
    if (copy && typeof copy === "object" && copy.pagination === undefined) {
      copy.pagination = PAGINATION[language];
      changed = true;
    }
  }
  return changed ? JSON.stringify(document) : null;
}

export async function up(db: AnyDb): Promise<void> {
  const page = await db.selectFrom("pages").select(["published", "draft"]).where("key", "=", "news").executeTakeFirst();
  if (page) {
    const published = withPagination(page.published);
    const draft = withPagination(page.draft);
    if (published !== null) await db.updateTable("pages").set({ published }).where("key", "=", "news").execute();
    if (draft !== null) await db.updateTable("pages").set({ draft }).where("key", "=", "news").execute();
  }
  const versions = await db
    .selectFrom("content_versions")
    .select(["id", "document"])
    .where("entity_type", "=", "page")
    .where("entity_key", "=", "news")
    .execute();
  for (const version of versions) {
    const document = withPagination(version.document);
    if (document !== null) {
      await db.updateTable("content_versions").set({ document }).where("id", "=", version.id).execute();
    }
  }
}

// the words stay: an older release shows its seed for a page that does not fit its schema
export async function down(): Promise<void> {}
