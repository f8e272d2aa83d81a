import { describe, expect, it } from "vitest";
import { countRows } from "../../../test-support/rows.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// a news item written like an article (issue 24): its text a rich text — headings, lists, a
// quote, bold, italic and links — rendered by the server as those elements only, external links
// with rel="noopener noreferrer"; a plain string is still taken (its paragraphs); a script node,
// an onclick attribute, a javascript: link or a nesting 1 000 deep is refused, nothing stored

const t = appWithStaff({ admin: { role: 2 } }, { options: { pages: true } });

const text = (value: string, marks?: object[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });
const article = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text("Kết quả thí nghiệm")] },
    paragraph(text("Đo điện trở cách điện "), text("đạt yêu cầu", [{ type: "bold" }]), text(".")),
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [paragraph(text("Máy biến áp 22/0,4 kV"))] },
        { type: "listItem", content: [paragraph(text("Tủ trung thế RMU"))] },
      ],
    },
    { type: "blockquote", content: [paragraph(text("An toàn là trên hết.", [{ type: "italic" }]))] },
    {
      type: "image",
      attrs: {
        src: "/uploads/images/2026/11/tram-bien-ap-1600w.webp",
        alt: "Tủ trung thế sau khi thí nghiệm",
        title: "Tủ RMU 24 kV tại trạm",
        width: 1600,
        height: 1067,
      },
    },
    paragraph(
      text("Xem ", []),
      text("tiêu chuẩn IEC", [{ type: "link", attrs: { href: "https://webstore.iec.ch/" } }]),
      text(" hoặc "),
      text("liên hệ", [{ type: "link", attrs: { href: "/contact" } }]),
    ),
  ],
};
const item = (overrides: object = {}) => ({
  title: "Test report",
  title_vi: `Báo cáo thí nghiệm ${Math.random().toString(36).slice(2, 8)}`,
  summary: "Summary.",
  summary_vi: "Tóm tắt.",
  body: "A plain first paragraph.\n\nAnd a second.",
  body_vi: article,
  published_on: "2026-11-20",
  published: 1,
  ...overrides,
});
const post = (payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/news",
    headers: { ...bearer(t.tokens.admin), "accept-language": "en" },
    payload,
  });
const count = () => countRows(t.db, "news");

describe(`a news item's rich text (${testDialect})`, () => {
  it("is stored and rendered as written: a heading, a list, a quote, bold, italic and links", async () => {
    const created = await post(item());
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json().news;
    expect(news.body_vi).toEqual(article);
    // the plain string: its paragraphs
    expect(news.body.content.map((block: { type: string }) => block.type)).toEqual(["paragraph", "paragraph"]);

    const page = (await t.app.inject({ method: "GET", url: `/news/${news.slug}` })).body;
    expect(page).toContain(">Kết quả thí nghiệm</h2>");
    expect(page).toMatch(/<ul[^>]*><li[^>]*><p[^>]*>Máy biến áp 22\/0,4 kV<\/p><\/li>/);
    expect(page).toMatch(/<blockquote[^>]*><p[^>]*><em>An toàn là trên hết.<\/em><\/p><\/blockquote>/);
    expect(page).toContain("<strong>đạt yêu cầu</strong>");
    expect(page).toMatch(
      /<a href="https:\/\/webstore.iec.ch\/"[^>]*rel="noopener noreferrer"[^>]*>tiêu chuẩn IEC<\/a>/,
    );
    expect(page).toMatch(/<a href="\/contact"[^>]*>liên hệ<\/a>/);
    expect(page).toMatch(
      /<figure[^>]*><img src="\/uploads\/images\/2026\/11\/tram-bien-ap-1600w.webp" alt="Tủ trung thế sau khi thí nghiệm" width="1600" height="1067"[^>]*\/><figcaption[^>]*>Tủ RMU 24 kV tại trạm<\/figcaption><\/figure>/,
    );
    const english = (await t.app.inject({ method: "GET", url: `/en/news/${news.slug}` })).body;
    expect(english).toContain("And a second.");
  });

  it("refuses a script node, an onclick attribute, a javascript: link and a nesting 1000 deep, storing nothing", async () => {
    let deep: object = paragraph(text("deep"));
    for (let n = 0; n < 1000; n++) deep = { type: "blockquote", content: [deep] };
    const cases: object[] = [
      { type: "doc", content: [{ type: "script", content: [text("alert(1)")] }] },
      { type: "doc", content: [{ type: "paragraph", attrs: { onclick: "alert(1)" }, content: [text("x")] }] },
      {
        type: "doc",
        content: [paragraph(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))],
      },
      { type: "doc", content: [deep] },
      { type: "doc", content: [{ type: "image", attrs: { src: "javascript:alert(1)", alt: "x" } }] },
      { type: "doc", content: [{ type: "image", attrs: { src: "http://example.com/a.png", alt: "x" } }] },
      { type: "doc", content: [{ type: "image", attrs: { src: "/uploads/a.webp", alt: "" } }] },
      { type: "doc", content: [] },
    ];
    const before = await count();
    for (const body_vi of cases) {
      const refused = await post(item({ body_vi }));
      expect(refused.statusCode, JSON.stringify(body_vi).slice(0, 80)).toBe(400);
      expect(
        refused
          .json()
          .errors.map((error: { path: string }) => error.path)
          .some((path: string) => path.startsWith("body_vi")),
      ).toBe(true);
    }
    expect(await count()).toBe(before);
  });
});
