import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDocumentSchema } from "../../contract/pages/index.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { pageSeeds } from "./page-seeds.ts";

// migration 0042_privacy_template_note (issue 35): the note "this is a template … a lawyer must
// review it" leaves the stored privacy policy — published, draft and every version — since it was
// for the company, not its visitors (the page editor shows it to staff now). A notice staff
// wrote in their own words stays.

const NOTE = {
  vi: "Đây là văn bản mẫu do đơn vị phát triển website soạn sẵn. Trước khi áp dụng chính thức, nội dung cần được luật sư hoặc bộ phận pháp chế của {{company}} rà soát và điều chỉnh theo hoạt động xử lý dữ liệu thực tế của Công ty.",
  en: "This is a template prepared by the website's developers. Before it is used, {{company}}'s lawyer or legal department must review it and adapt it to how the Company actually processes personal data.",
};
type Privacy = typeof pageSeeds.privacy;
const withNotice = (notice: { vi: string; en: string }): Privacy => {
  const document = structuredClone(pageSeeds.privacy);
  document.vi.notice = notice.vi;
  document.en.notice = notice.en;
  return document;
};

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe(`the privacy policy's template note migration (${testDialect})`, () => {
  it("takes the shipped note out of the published policy, its draft and its versions; staff's own notice stays", async () => {
    await migrateTo(t.db, "0040_contact_received_email", t.schema);
    const shipped = JSON.stringify(withNotice(NOTE));
    const own = { vi: "Chính sách này được cập nhật theo Luật 91/2025/QH15.", en: "Updated for Law 91/2025/QH15." };
    await t.db.insertInto("pages").values({ key: "privacy", published: shipped, draft: shipped }).execute();
    await t.db
      .insertInto("content_versions")
      .values([
        {
          entity_type: "page",
          entity_key: "privacy",
          document: shipped,
          fields: "[]",
          created_at: "2026-11-20T00:00:00Z",
        },
        {
          entity_type: "page",
          entity_key: "privacy",
          document: JSON.stringify(withNotice(own)),
          fields: '["vi.notice","en.notice"]',
          created_at: "2026-11-21T00:00:00Z",
        },
      ])
      .execute();

    await migrateToLatest(t.db, t.schema);

    const page = await t.db.selectFrom("pages").selectAll().where("key", "=", "privacy").executeTakeFirstOrThrow();
    const versions = await t.db
      .selectFrom("content_versions")
      .select("document")
      .where("entity_key", "=", "privacy")
      .orderBy("id")
      .execute();
    for (const json of [page.published, page.draft, versions[0]?.document]) {
      const document = JSON.parse(json ?? "null");
      expect(document.vi.notice).toBeUndefined();
      expect(document.en.notice).toBeUndefined();
      expect(json).not.toContain("văn bản mẫu");
      expect(json).not.toContain("template prepared");
      // still a whole policy, as today's seed reads
      expect(pageDocumentSchema("privacy").safeParse(document).success).toBe(true);
      expect(document).toEqual(pageSeeds.privacy);
    }
    const kept = JSON.parse(versions[1]?.document ?? "null");
    expect(kept.vi.notice).toBe(own.vi);
    expect(kept.en.notice).toBe(own.en);
  });
});
