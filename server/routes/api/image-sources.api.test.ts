import { describe, expect, it } from "vitest";
import { pageSeeds } from "../../db/page-seeds.ts";
import { appWithStaff } from "../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../test-support/test-app.ts";

// issue 34: a picture's address is an upload (/uploads/…), one of the site's pictures
// (/images/…) or an https address, in its normal form (contract/image-source.ts) — on every
// resource that takes one, refused with a 400 naming the field in the visitor's language. A body
// or a page stored before with an address refused since is shown without that picture, never as
// raw JSON or as its seed.

const t = appWithStaff({ admin: { role: 2 } });

const HOSTILE = [
  "/uploads/../api/auth/me",
  "/uploads/%2e%2e/api/auth/me",
  "/uploads\\..\\api\\auth\\me",
  "//evil.example/a.png",
  "/api/auth/me",
  "http://cdn.example.com/a.png",
];
// each field's message, in English and Vietnamese, and the addresses it takes
const ANY = {
  en: "The image must be an uploaded file (/uploads/…), one of the site's pictures (/images/…) or an https:// address",
  vi: "Ảnh phải là tệp đã tải lên (/uploads/…), ảnh của trang (/images/…) hoặc một địa chỉ https://",
  taken: [
    "/uploads/images/2026/11/tram-1600w.webp",
    "/images/projects/substation.svg",
    "https://cdn.example.com/tram.webp",
  ],
};
// the fields the release before reads less of (contract/image-source.ts): a rich text's picture…
const RICH_TEXT = {
  en: "A picture in the text must be an uploaded file (/uploads/…) or an https:// address",
  vi: "Ảnh trong nội dung phải là tệp đã tải lên (/uploads/…) hoặc một địa chỉ https://",
  taken: ["/uploads/images/2026/11/tram-1600w.webp", "https://cdn.example.com/tram.webp"],
};
// …and a picture on the home page
const SITE = {
  en: "The picture must be an uploaded file (/uploads/…) or one of the site's pictures (/images/…)",
  vi: "Ảnh phải là tệp đã tải lên (/uploads/…) hoặc ảnh của trang (/images/…)",
  taken: ["/uploads/images/2026/11/tram-1600w.webp", "/images/projects/substation.svg"],
};

const send = (method: "POST" | "PUT", url: string, payload: object, language = "en") =>
  t.app.inject({ method, url, headers: { ...bearer(t.tokens.admin), "accept-language": language }, payload });

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const picture = (src: string) => ({ type: "image", attrs: { src, alt: "Trạm biến áp" } });

const resources: [string, "POST" | "PUT", string, (source: string) => object, string, typeof ANY][] = [
  [
    "a project's image",
    "POST",
    "/api/projects",
    (image_path) => ({
      title: "Substation",
      title_vi: "Trạm biến áp",
      location: "Long An",
      location_vi: "Long An",
      services_provided: "Installation",
      services_provided_vi: "Lắp đặt",
      status: 1,
      image_path,
    }),
    "image_path",
    ANY,
  ],
  [
    "a news item's cover",
    "POST",
    "/api/news",
    (image_path) => ({
      title: "Report",
      title_vi: `Báo cáo ${Math.random().toString(36).slice(2, 8)}`,
      summary: "Summary.",
      summary_vi: "Tóm tắt.",
      body: "Text.",
      body_vi: "Nội dung.",
      published_on: "2026-11-20",
      published: 1,
      image_path,
    }),
    "image_path",
    ANY,
  ],
  [
    "a picture in a news item's text",
    "POST",
    "/api/news",
    (src) => ({
      title: "Report",
      title_vi: `Báo cáo ${Math.random().toString(36).slice(2, 8)}`,
      summary: "Summary.",
      summary_vi: "Tóm tắt.",
      body: "Text.",
      body_vi: { type: "doc", content: [paragraph("Nội dung."), picture(src)] },
      published_on: "2026-11-20",
      published: 1,
    }),
    "body_vi.content.1.attrs.src",
    RICH_TEXT,
  ],
  [
    "a certificate's picture",
    "POST",
    "/api/certificates",
    (image_path) => ({ title: "ISO 9001", title_vi: "ISO 9001", image_path }),
    "image_path",
    ANY,
  ],
  [
    "a brand's logo",
    "POST",
    "/api/management/tools-companies",
    (logo_path) => ({ name: "OMICRON", name_vi: "OMICRON", logo_path }),
    "logo_path",
    ANY,
  ],
  [
    "a page's share picture",
    "PUT",
    "/api/pages/contact",
    (image) => ({
      ...pageSeeds.contact,
      vi: { ...pageSeeds.contact.vi, meta: { ...pageSeeds.contact.vi.meta, image } },
    }),
    "vi.meta.image",
    ANY,
  ],
  [
    "a picture on the home page",
    "PUT",
    "/api/pages/home",
    (image) => {
      const en = structuredClone(pageSeeds.home.en);
      const first = en.projects.fallback[0];
      if (first) first.image = image;
      return { ...pageSeeds.home, en };
    },
    "en.projects.fallback.0.image",
    SITE,
  ],
];

describe(`a picture's address on every resource (${testDialect})`, () => {
  it.each(resources)(
    "%s: refused with 400 naming the field, in both languages",
    async (_name, method, url, payload, field, rule) => {
      for (const source of HOSTILE) {
        const refused = await send(method, url, payload(source));
        expect(refused.statusCode, `${source}: ${refused.body}`).toBe(400);
        const errors = refused.json().errors as { path: string; msg: string }[];
        expect(errors.find((error) => error.path === field)?.msg, source).toContain(rule.en);
      }
      const vi = await send(method, url, payload(HOSTILE[0] as string), "vi");
      expect(vi.json().errors.find((error: { path: string }) => error.path === field)?.msg).toContain(rule.vi);
    },
  );

  it.each(resources)(
    "%s: the addresses the field takes are taken (the others refused)",
    async (_name, method, url, payload, field, rule) => {
      for (const source of ANY.taken.filter((source) => !rule.taken.includes(source))) {
        const refused = await send(method, url, payload(source));
        expect(refused.statusCode, source).toBe(400);
        expect(refused.json().errors.map((error: { path: string }) => error.path)).toContain(field);
      }
      for (const source of rule.taken) {
        const taken = await send(method, url, payload(source));
        expect(taken.statusCode, `${source}: ${taken.body}`).toBeLessThan(300);
      }
    },
  );

  it("a news text stored before with a picture refused since reads as its text without it", async () => {
    const newsWithPicture = resources[2]?.[3];
    if (!newsWithPicture) throw new Error("the news resource");
    const created = await send("POST", "/api/news", newsWithPicture("/uploads/a.webp"));
    expect(created.statusCode).toBe(201);
    const id = created.json().news.id as number;
    const stored = { type: "doc", content: [paragraph("Nội dung cũ."), picture("/uploads/../api/auth/me")] };
    await t.db
      .updateTable("news")
      .set({ body_vi: JSON.stringify(stored) })
      .where("id", "=", id)
      .execute();
    const list = await t.app.inject({ method: "GET", url: "/api/news", headers: bearer(t.tokens.admin) });
    const item = list.json().news.find((news: { id: number }) => news.id === id);
    expect(item.body_vi).toEqual({ type: "doc", content: [paragraph("Nội dung cũ.")] });
  });

  it("a page stored before with an http: share picture keeps its words, with the site's own picture", async () => {
    const document = structuredClone(pageSeeds.about);
    document.vi.meta = { ...document.vi.meta, title: "Giới thiệu (đã sửa)", image: "http://old.example/share.png" };
    await t.db
      .updateTable("pages")
      .set({ published: JSON.stringify(document) })
      .where("key", "=", "about")
      .execute();
    const copy = await t.app.pages.published("about", "vi");
    expect(copy.meta.title).toBe("Giới thiệu (đã sửa)");
    expect(copy.meta.image).toBe("");
  });
});
