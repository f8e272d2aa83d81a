import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDocumentSchema } from "../../contract/pages/index.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { pageSeeds } from "./page-seeds.ts";

// migration 0029_contact_page_quote on a site whose staff edited the contact page before the
// request for a quote: their words stay, the quote's words are added to the published page, its
// draft and every version kept, and each then fits the page's schema (a restore works)

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

// the contact page as it was stored before: today's seed without the quote's words, edited
function asStoredBefore(title: string) {
  const document = structuredClone(pageSeeds.contact) as unknown as {
    vi: { form: Record<string, unknown> };
    en: { form: Record<string, unknown> };
  };
  delete document.vi.form.quote;
  delete document.en.form.quote;
  document.vi.form.title = title;
  return document;
}

describe(`the contact page's quote words migration (${testDialect})`, () => {
  it("adds the quote's words to the stored contact page, its draft and its versions, keeping staff's edits", async () => {
    await migrateTo(t.db, "0028_lead_attribution", t.schema);
    const published = asStoredBefore("Liên hệ với chúng tôi");
    expect(pageDocumentSchema("contact").safeParse(published).success).toBe(false);
    await t.db
      .insertInto("pages")
      .values({
        key: "contact",
        published: JSON.stringify(published),
        draft: JSON.stringify(asStoredBefore("Bản nháp")),
      })
      .execute();
    await t.db
      .insertInto("content_versions")
      .values({
        entity_type: "page",
        entity_key: "contact",
        document: JSON.stringify(asStoredBefore("Phiên bản cũ")),
        fields: "[]",
        actor_id: null,
        actor_name: null,
      })
      .execute();
    await migrateToLatest(t.db, t.schema);

    const page = await t.db.selectFrom("pages").selectAll().where("key", "=", "contact").executeTakeFirstOrThrow();
    const version = await t.db
      .selectFrom("content_versions")
      .select("document")
      .where("entity_key", "=", "contact")
      .executeTakeFirstOrThrow();
    const documents = [page.published, page.draft ?? "", version.document].map((json) => JSON.parse(json));
    expect(documents.map((document) => document.vi.form.title)).toEqual([
      "Liên hệ với chúng tôi",
      "Bản nháp",
      "Phiên bản cũ",
    ]);
    for (const document of documents) {
      expect(pageDocumentSchema("contact").safeParse(document).success).toBe(true);
      expect(document.vi.form.quote.kindQuote).toBe("Yêu cầu báo giá");
      expect(document.en.form.quote.services.testing).toBe("Testing and commissioning");
    }
  });
});
