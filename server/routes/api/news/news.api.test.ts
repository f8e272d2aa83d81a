import { describe, expect, it } from "vitest";
import { pageHtml, section, structuredData } from "../../../test-support/pages.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// news staff publish is on the home page (the three latest), on /news and on a page of its own,
// in both languages, at once; a draft is nowhere on the site

const t = staffApp("writer", { user_name: "Ngô Minh Khoa" }, { options: { pages: true } });

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/news${url}`,
    headers: bearer(t.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string) => t.app.inject({ method: "GET", url });
const page = (url: string) => pageHtml(t, url);
// the JSON-LD blocks of a page, a graph's items one by one
const graphItems = (html: string) => structuredData(html).flatMap((data) => data["@graph"] ?? [data]);
const item = (overrides: object = {}) => ({
  title: "Substation handed over in Binh Duong",
  title_vi: "Bàn giao trạm biến áp tại Bình Dương",
  summary: "A 2,000 kVA substation for a furniture factory was energised this week.",
  summary_vi: "Trạm biến áp 2.000 kVA cho nhà máy nội thất đã được đóng điện trong tuần này.",
  body: "The first paragraph.\n\nThe second paragraph,\nwritten on two lines.",
  body_vi: "Đoạn thứ nhất.\n\nĐoạn thứ hai,\nviết trên hai dòng.",
  published_on: "2026-11-20",
  published: 1,
  ...overrides,
});

describe(`news API and pages (${testDialect})`, () => {
  it("needs a login to read or write the news through the API", async () => {
    expect((await get("/api/news")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/news", payload: item() })).statusCode).toBe(401);
  });

  it("has no news section on the home page, an empty list and 404 pages while there is none", async () => {
    expect(section(await page("/"), "activities")).toBe("");
    expect(await page("/news")).toContain(">Chưa có tin tức nào. Quý khách vui lòng quay lại sau.</p>");
    expect(await page("/en/news")).toContain(">No news yet. Please come back later.</p>");
    expect((await get("/news/khong-co-tin-nay")).statusCode).toBe(404);
    expect((await get("/en/news/Not_A_Slug")).statusCode).toBe(404);
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const cases: [object, string, string][] = [
      [{ title_vi: " " }, "title_vi", "This field is required."],
      [{ body: "" }, "body", "This field is required."],
      [{ summary: "x".repeat(501) }, "summary", "This field is too long."],
      [{ published_on: "2026-13-01" }, "published_on", "Enter a date as YYYY-MM-DD."],
      [{ published_on: "2026-02-30" }, "published_on", "Enter a date as YYYY-MM-DD."],
      [{ published_on: "" }, "published_on", "Enter a date as YYYY-MM-DD."],
      [
        { slug: "Có Dấu" },
        "slug",
        "Use lower-case letters a–z, digits and single hyphens, at most 120 characters (for example tram-bien-ap-22-kv).",
      ],
      [
        { image_path: "file:///etc/passwd" },
        "image_path",
        "The image must be an uploaded file (/uploads/…), one of the site's pictures (/images/…) or an https:// address, written plainly (no .., %-escapes, \\ or spaces).",
      ],
    ];
    for (const [change, path, message] of cases) {
      const response = await call("POST", "", item(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const error = response.json().errors.find((entry: { path: string }) => entry.path === path);
      expect(error?.msg ?? response.body, JSON.stringify(change)).toBe(message);
    }
    expect((await call("GET", "")).json().news).toEqual([]);
    expect((await call("PUT", "/424242", item())).statusCode).toBe(404);
    expect((await call("DELETE", "/424242")).statusCode).toBe(404);
  });

  it("publishes: the home page, the list and the item's own page in both languages, with NewsArticle data and the sitemap", async () => {
    await page("/");
    await page("/en/news");
    const created = await call("POST", "", item());
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json().news;
    expect(news.slug).toBe("ban-giao-tram-bien-ap-tai-binh-duong");
    expect(created.json().message).toBe("News item saved");

    const home = section(await page("/"), "activities");
    expect(home).toContain('href="/news/ban-giao-tram-bien-ap-tai-binh-duong"');
    expect(home).toContain("Bàn giao trạm biến áp tại Bình Dương");
    expect(home).toContain('<time dateTime="2026-11-20">20/11/2026</time>');
    expect(section(await page("/en"), "activities")).toContain("20 November 2026");
    expect(await page("/en/news")).toContain('href="/en/news/ban-giao-tram-bien-ap-tai-binh-duong"');

    const vi = await page("/news/ban-giao-tram-bien-ap-tai-binh-duong");
    expect(vi).toContain(">Bàn giao trạm biến áp tại Bình Dương</h1>");
    expect(vi).toContain('<p class="mt-4 leading-relaxed text-slate-700">Đoạn thứ hai, viết trên hai dòng.</p>');
    expect(vi).toContain('<meta property="og:type" content="article"/>');
    expect(vi).toContain(`<meta name="description" content="${item().summary_vi}"/>`);
    const article = graphItems(vi).find((data) => data["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: "Bàn giao trạm biến áp tại Bình Dương",
      datePublished: "2026-11-20",
      inLanguage: "vi-VN",
      url: "http://localhost:3000/news/ban-giao-tram-bien-ap-tai-binh-duong",
    });
    const trail = graphItems(vi).find((data) => data["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((entry: { name: string }) => entry.name)).toEqual([
      "Trang chủ",
      "Tin tức",
      "Bàn giao trạm biến áp tại Bình Dương",
    ]);
    const en = await page("/en/news/ban-giao-tram-bien-ap-tai-binh-duong");
    expect(en).toContain(">Substation handed over in Binh Duong</h1>");
    expect(en).toContain('hrefLang="vi" href="http://localhost:3000/news/ban-giao-tram-bien-ap-tai-binh-duong"');

    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/news</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/en/news/ban-giao-tram-bien-ap-tai-binh-duong</loc>");
  });

  it("keeps drafts off the site, gives each item its own address, and refuses an address another item has", async () => {
    const draft = await call("POST", "", item({ published: 0, published_on: "2026-11-21" }));
    expect(draft.statusCode).toBe(201);
    // the same title: the next free address
    expect(draft.json().news.slug).toBe("ban-giao-tram-bien-ap-tai-binh-duong-2");
    expect((await get("/news/ban-giao-tram-bien-ap-tai-binh-duong-2")).statusCode).toBe(404);
    expect(await page("/news")).not.toContain("ban-giao-tram-bien-ap-tai-binh-duong-2");
    expect((await get("/sitemap.xml")).body).not.toContain("ban-giao-tram-bien-ap-tai-binh-duong-2");

    const taken = await call("POST", "", item({ slug: "ban-giao-tram-bien-ap-tai-binh-duong" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ path: "slug" });
    expect(taken.json().message).toContain("Substation handed over in Binh Duong");

    // a rename keeps the address; publishing puts it on the site
    const id = draft.json().news.id;
    const published = await call(
      "PUT",
      `/${id}`,
      item({ title_vi: "Tin đã đổi tên", published: 1, published_on: "2026-11-21" }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().news.slug).toBe("ban-giao-tram-bien-ap-tai-binh-duong-2");
    expect(await page("/news/ban-giao-tram-bien-ap-tai-binh-duong-2")).toContain(">Tin đã đổi tên</h1>");
    // newest first on the home page
    const home = section(await page("/"), "activities");
    expect(home.indexOf("Tin đã đổi tên")).toBeLessThan(home.indexOf("Bàn giao trạm biến áp tại Bình Dương"));

    // unpublished again: its page is the 404 at once
    expect((await call("PUT", `/${id}`, item({ title_vi: "Tin đã đổi tên", published: 0 }))).statusCode).toBe(200);
    expect((await get("/news/ban-giao-tram-bien-ap-tai-binh-duong-2")).statusCode).toBe(404);
  });

  it("shows the three latest on the home page, deletes, and records every change in the audit trail", async () => {
    for (const day of ["2026-11-01", "2026-11-02", "2026-11-03"]) {
      const response = await call(
        "POST",
        "",
        item({ title_vi: `Tin ngày ${day}`, title: `News of ${day}`, published_on: day }),
      );
      expect(response.statusCode).toBe(201);
    }
    const home = section(await page("/"), "activities");
    expect(home.match(/<li /g)).toHaveLength(3);
    expect(home).toContain("Bàn giao trạm biến áp tại Bình Dương");
    expect(home).toContain("Tin ngày 2026-11-03");
    expect(home).toContain("Tin ngày 2026-11-02");
    expect(home).not.toContain("Tin ngày 2026-11-01");
    expect(home).toContain('href="/news"');

    const first = (await call("GET", ""))
      .json()
      .news.find((entry: { slug: string }) => entry.slug === "ban-giao-tram-bien-ap-tai-binh-duong");
    const removed = await call("DELETE", `/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get("/news/ban-giao-tram-bien-ap-tai-binh-duong")).statusCode).toBe(404);
    expect(section(await page("/"), "activities")).toContain("Tin ngày 2026-11-01");

    const trail = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_name", "label_vi"])
      .where("entity_type", "=", "news")
      .orderBy("id")
      .execute();
    expect(trail.map((entry) => entry.action)).toEqual([
      "create",
      "create",
      "update",
      "update",
      "create",
      "create",
      "create",
      "delete",
    ]);
    expect(trail.every((entry) => entry.actor_name === "Ngô Minh Khoa")).toBe(true);
    expect(trail.at(-1)?.label_vi).toBe("Bàn giao trạm biến áp tại Bình Dương");
  });
});
