import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RichTextSchema } from "../../contract/rich-text.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";

// migration 0033_news_rich_text on a site with news written as plain paragraphs: each text
// becomes a rich text of those paragraphs (a single line break a space, as it was shown)

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe(`the news texts' rich-text migration (${testDialect})`, () => {
  it("makes each plain body the paragraphs it showed", async () => {
    await migrateTo(t.db, "0032_news_pages", t.schema);
    await t.db
      .insertInto("news")
      .values({
        slug: "ban-giao",
        title: "Handover",
        title_vi: "Bàn giao",
        summary: "S.",
        summary_vi: "T.",
        body: "First paragraph,\non two lines.\n\nSecond.",
        body_vi: "Đoạn một.\n\n\nĐoạn hai.",
        published_on: "2026-11-20",
        published: 1,
      })
      .execute();
    await migrateToLatest(t.db, t.schema);
    const row = await t.db.selectFrom("news").select(["body", "body_vi"]).executeTakeFirstOrThrow();
    const body = RichTextSchema.parse(JSON.parse(row.body));
    expect(body).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "First paragraph, on two lines." }] },
        { type: "paragraph", content: [{ type: "text", text: "Second." }] },
      ],
    });
    expect(RichTextSchema.parse(JSON.parse(row.body_vi)).content).toHaveLength(2);
  });
});
