import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDocumentSchema } from "../../contract/pages/index.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { pageSeeds } from "./page-seeds.ts";

// migration 0036_privacy_visit_counting on a site whose privacy policy still says what it shipped
// with about analytics: a draft tells what the site's own counting sends and keeps, for staff to
// publish; the published policy is untouched. A policy staff reworded, or one with a draft, is
// left alone.

type Item = { type: string; content: { type: string; content: { type: string; text: string }[] }[] };
type Privacy = typeof pageSeeds.privacy;

const SHIPPED = {
  vi: "Phân tích truy cập: chỉ khi tính năng phân tích được bật, nhà cung cấp dịch vụ phân tích (như Google Analytics) mới có thể đặt cookie để thống kê lượt truy cập ở dạng tổng hợp. Khi tính năng này tắt, website không dùng cookie phân tích.",
  en: "Analytics: only if analytics is enabled on the site may the analytics provider (such as Google Analytics) set cookies to count visits in aggregate. When analytics is switched off, the site sets no analytics cookies.",
};

// today's seed as it read before issue 25: the two items about analytics were one
function shipped(): Privacy {
  const older = structuredClone(pageSeeds.privacy);
  for (const language of ["vi", "en"] as const) {
    const cookies = older[language].sections.find((section) => section.id === "cookies");
    const list = (cookies?.body.content ?? []).find((block) => block.type === "bulletList") as
      | { content: Item[] }
      | undefined;
    const at = list?.content.findIndex((item) => item.content[0]?.content[0]?.text.includes("Google Analytics")) ?? -1;
    if (!list || at < 1) throw new Error(`no analytics item in the ${language} seed`);
    list.content.splice(at - 1, 2, {
      type: "listItem",
      content: [{ type: "paragraph", content: [{ type: "text", text: SHIPPED[language] }] }],
    });
  }
  return older;
}

const databases: TestDatabase[] = [];
beforeAll(async () => {
  databases.push(await createTestDatabase(), await createTestDatabase(), await createTestDatabase());
});
afterAll(() => Promise.all(databases.map((database) => database.destroy())));

async function migrated(t: TestDatabase, published: Privacy, draft: Privacy | null = null) {
  await migrateTo(t.db, "0035_analytics", t.schema);
  await t.db
    .insertInto("pages")
    .values({ key: "privacy", published: JSON.stringify(published), draft: draft && JSON.stringify(draft) })
    .execute();
  await migrateToLatest(t.db, t.schema);
  return t.db.selectFrom("pages").selectAll().where("key", "=", "privacy").executeTakeFirstOrThrow();
}

describe(`the privacy policy's visit counting migration (${testDialect})`, () => {
  it("drafts the policy with what the site's own counting sends and keeps; the published one is untouched", async () => {
    const [t] = databases;
    if (!t) throw new Error("no database");
    const older = shipped();
    expect(JSON.stringify(older)).toContain(SHIPPED.en);
    const page = await migrated(t, older);
    expect(JSON.parse(page.published)).toEqual(older);
    expect(page.draft).not.toBeNull();
    const draft = JSON.parse(page.draft as string);
    // the draft is today's seed: the shipped item replaced by the two, in both languages
    expect(draft).toEqual(pageSeeds.privacy);
    expect(pageDocumentSchema("privacy").safeParse(draft).success).toBe(true);
    expect(page.draft_updated_at).not.toBeNull();
  });

  it("leaves a policy staff reworded, and one with a draft, as they are", async () => {
    const [, t] = databases;
    if (!t) throw new Error("no database");
    const reworded = shipped();
    reworded.en.sections = reworded.en.sections.map((section) =>
      section.id === "cookies"
        ? { ...section, body: JSON.parse(JSON.stringify(section.body).replace("Analytics: only if", "Statistics: if")) }
        : section,
    );
    const page = await migrated(t, reworded);
    expect(page.draft).toBeNull();
    expect(JSON.parse(page.published)).toEqual(reworded);

    // staff's draft stays theirs
    const [, , withDraft] = databases;
    if (!withDraft) throw new Error("no database");
    const theirs = shipped();
    theirs.vi.hero.title = "Chính sách bảo mật (đang sửa)";
    const drafted = await migrated(withDraft, shipped(), theirs);
    expect(JSON.parse(drafted.draft as string)).toEqual(theirs);
  });
});
