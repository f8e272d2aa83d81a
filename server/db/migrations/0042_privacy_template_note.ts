import { type AnyDb, completePageDocuments } from "./helpers.ts";

// The privacy policy shipped with a notice that visitors read first: "This is a template prepared
// by the website's developers. Before it is used, …'s lawyer … must review it" (issue 35). It was
// a note to the company, not to its visitors: it is now shown to staff only, in the page editor,
// while the page is still as shipped (app/admin/content/pages.ts). This takes it out of the stored
// page — the published document, the draft and every version, so that restoring an old version
// does not bring it back. A notice staff wrote themselves (any other words) stays.

const SHIPPED_START = {
  vi: "Đây là văn bản mẫu do đơn vị phát triển website soạn sẵn.",
  en: "This is a template prepared by the website's developers.",
} as const;

export async function up(db: AnyDb): Promise<void> {
  await completePageDocuments(db, "privacy", (document) => {
    let changed = false;
    for (const language of ["vi", "en"] as const) {
      const copy = document[language] as { notice?: unknown } | undefined;
      if (typeof copy?.notice === "string" && copy.notice.trim().startsWith(SHIPPED_START[language])) {
        delete copy.notice;
        changed = true;
      }
    }
    return changed;
  });
}

// the note is not put back in front of visitors
export async function down(): Promise<void> {}
