import { type AnyDb, completePageDocuments } from "./helpers.ts";

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

export async function up(db: AnyDb): Promise<void> {
  await completePageDocuments(db, "news", (document) => {
    let changed = false;
    for (const language of ["vi", "en"] as const) {
      const copy = document[language] as Record<string, unknown> | undefined;
      if (copy && typeof copy === "object" && copy.pagination === undefined) {
        copy.pagination = PAGINATION[language];
        changed = true;
      }
    }
    return changed;
  });
}

// the words stay: an older release shows its seed for a page that does not fit its schema
export async function down(): Promise<void> {}
