import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDocumentSchema } from "../../contract/pages/index.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { pageSeeds } from "./page-seeds.ts";

// migration 0032_news_pages on a site whose staff edited the news page before its list had
// pages: their words stay, the pagination's are added to the published page and its versions,
// and each then fits the page's schema

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe(`the news page's pagination words migration (${testDialect})`, () => {
  it("adds the pagination's words to the stored news page and its versions, keeping staff's edits", async () => {
    await migrateTo(t.db, "0031_not_found", t.schema);
    const older = structuredClone(pageSeeds.news) as unknown as {
      vi: Record<string, unknown>;
      en: Record<string, unknown>;
    };
    delete older.vi.pagination;
    delete older.en.pagination;
    older.vi.title = "Tin tức của chúng tôi";
    expect(pageDocumentSchema("news").safeParse(older).success).toBe(false);
    await t.db
      .insertInto("pages")
      .values({ key: "news", published: JSON.stringify(older) })
      .execute();
    await t.db
      .insertInto("content_versions")
      .values({ entity_type: "page", entity_key: "news", document: JSON.stringify(older), fields: "[]" })
      .execute();
    await migrateToLatest(t.db, t.schema);

    const page = await t.db.selectFrom("pages").select("published").where("key", "=", "news").executeTakeFirstOrThrow();
    const version = await t.db
      .selectFrom("content_versions")
      .select("document")
      .where("entity_key", "=", "news")
      .executeTakeFirstOrThrow();
    for (const json of [page.published, version.document]) {
      const document = JSON.parse(json);
      expect(pageDocumentSchema("news").safeParse(document).success).toBe(true);
      expect(document.vi.title).toBe("Tin tức của chúng tôi");
      expect(document.en.pagination.next).toBe("Older news");
    }
  });
});
