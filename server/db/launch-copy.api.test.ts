import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDocumentSchema } from "../../contract/pages/index.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";
import { aboutSeed } from "./page-seeds/about.ts";
import { homeSeed } from "./page-seeds/home.ts";
import { sharedSeed } from "./page-seeds/shared.ts";

// migration 0043_launch_copy (issue 35): the pages an installation already stores lose the About
// page's own list of brands and the home page's newsletter box — published, draft and versions,
// so that each still fits its schema — and the words that read as they shipped follow the
// glossary; words staff changed are left as they are

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

// the About page as the previous release shipped it: five brands, "Thư điện tử", "Cấp bởi"
function shippedAbout() {
  const document = clone(aboutSeed) as unknown as Record<"vi" | "en", Record<string, Record<string, unknown>>>;
  document.vi.brands = {
    ...document.vi.brands,
    title: "Đối tác của 5 thương hiệu thiết bị điện hàng đầu thế giới",
    items: [{ name: "ABB", text: "Tủ trung thế UniGear." }],
  };
  document.en.brands = {
    ...document.en.brands,
    title: "Partner of five of the world's leading electrical equipment brands",
    items: [{ name: "ABB", text: "UniGear MV switchgear." }],
  };
  (document.vi.experience as { profile: Record<string, string> }).profile.email = "Thư điện tử";
  (document.vi.experience as { profile: Record<string, string> }).profile.hotline = "Đường dây nóng";
  document.vi.certifications = { ...document.vi.certifications, issuedBy: "Cấp bởi {{issuer}}" };
  document.en.certifications = { ...document.en.certifications, issuedBy: "Issued by {{issuer}}" };
  return document;
}

function shippedHome() {
  const document = clone(homeSeed) as unknown as Record<"vi" | "en", Record<string, Record<string, unknown>>>;
  Object.assign(document.vi.social as object, {
    newsletterTitle: "Nhận bản tin kỹ thuật",
    newsletterText: "Để lại thông tin, chúng tôi sẽ gửi bản tin về bảo trì và an toàn điện.",
    newsletterLink: "Đăng ký qua trang liên hệ",
  });
  Object.assign(document.en.social as object, {
    newsletterTitle: "Get our technical newsletter",
    newsletterText: "Leave your details and we will send you news on maintenance and electrical safety.",
    newsletterLink: "Sign up on the contact page",
  });
  return document;
}

describe(`the pages' words made ready to launch (${testDialect})`, () => {
  it("drop the old lists everywhere, reword what still reads as shipped, and keep what staff wrote", async () => {
    await migrateTo(t.db, "0040_contact_received_email", t.schema);
    const about = shippedAbout();
    // a draft staff reworded: its title is theirs
    const aboutDraft = shippedAbout();
    aboutDraft.vi.brands = { ...aboutDraft.vi.brands, title: "Đối tác chính thức của ABB và Siemens" };
    const home = shippedHome();
    const shared = clone(sharedSeed) as unknown as Record<"vi" | "en", { footer: { about: string } }>;
    shared.vi.footer.about =
      "Nhà thầu cơ điện, tự động hóa và bảo trì cho nhà máy, tòa nhà và công trình năng lượng tại Việt Nam.";
    await t.db
      .insertInto("pages")
      .values([
        { key: "about", published: JSON.stringify(about), draft: JSON.stringify(aboutDraft) },
        { key: "home", published: JSON.stringify(home), draft: null },
        { key: "shared", published: JSON.stringify(shared), draft: null },
      ] as never)
      .execute();
    await t.db
      .insertInto("content_versions")
      .values({
        entity_type: "page",
        entity_key: "home",
        document: JSON.stringify(home),
        fields: "[]",
      } as never)
      .execute();

    await migrateToLatest(t.db, t.schema);

    const read = async (key: string) => {
      const row = await t.db
        .selectFrom("pages")
        .select(["published", "draft"])
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      return {
        published: JSON.parse(row.published),
        draft: row.draft === null ? null : JSON.parse(row.draft),
      };
    };
    const aboutNow = await read("about");
    // it fits today's schema, published and draft
    expect(pageDocumentSchema("about").safeParse(aboutNow.published).success).toBe(true);
    expect(pageDocumentSchema("about").safeParse(aboutNow.draft).success).toBe(true);
    expect(aboutNow.published.vi.brands.title).toBe(
      "Đối tác của {{brands}} thương hiệu thiết bị điện hàng đầu thế giới",
    );
    expect(aboutNow.published.en.brands.title).toBe(
      "Partner of {{brands}} of the world's leading electrical equipment brands",
    );
    expect(aboutNow.published.vi.experience.profile).toMatchObject({ email: "E-mail", hotline: "Hotline" });
    expect(aboutNow.published.vi.certifications.issuedBy).toBe("Đơn vị cấp: {{issuer}}");
    expect(aboutNow.published.en.certifications.issuedBy).toBe("Issuer: {{issuer}}");
    // the draft's own words stay
    expect(aboutNow.draft.vi.brands.title).toBe("Đối tác chính thức của ABB và Siemens");
    expect(aboutNow.draft.vi.brands).not.toHaveProperty("items");

    const homeNow = await read("home");
    expect(pageDocumentSchema("home").safeParse(homeNow.published).success).toBe(true);
    expect(JSON.stringify(homeNow.published)).not.toContain("newsletter");
    const version = await t.db
      .selectFrom("content_versions")
      .select("document")
      .where("entity_key", "=", "home")
      .executeTakeFirstOrThrow();
    expect(pageDocumentSchema("home").safeParse(JSON.parse(version.document)).success).toBe(true);

    expect((await read("shared")).published.vi.footer.about).toBe(
      "Nhà thầu điện, tự động hóa và bảo trì cho nhà máy, tòa nhà và công trình năng lượng tại Việt Nam.",
    );
  });
});
