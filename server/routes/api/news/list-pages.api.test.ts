import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the /news list a page at a time (issue 24): ten items a page, newest first, ?page=2 with
// rel=prev/next links and its own canonical address, listed in the sitemap; a page beyond the
// last, or one that is not a number, is the site's 404

const t = appWithStaff({ admin: { role: 2 } }, { options: { pages: true } });

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const get = (url: string) => t.app.inject({ method: "GET", url });
const titles = (html: string) => [...html.matchAll(/<h2[^>]*>\s*<a[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);

describe(`the news list's pages (${testDialect})`, () => {
  it("shows ten items a page with rel=prev/next, and answers 404 beyond the last", async () => {
    for (let n = 1; n <= 23; n++) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/news",
        headers: bearer(t.tokens.admin),
        payload: {
          title: `Site news ${n}`,
          title_vi: `Tin công trường ${n}`,
          summary: `Summary ${n}.`,
          summary_vi: `Tóm tắt ${n}.`,
          body: `Body ${n}.`,
          body_vi: `Nội dung ${n}.`,
          published_on: day(n),
          published: 1,
        },
      });
      expect(created.statusCode).toBe(201);
    }
    const first = await get("/news");
    expect(first.statusCode).toBe(200);
    const firstTitles = titles(first.body);
    expect(firstTitles).toHaveLength(10);
    expect(firstTitles[0]).toBe("Tin công trường 23");
    expect(first.body).toContain('<link rel="next" href="http://localhost:3000/news?page=2"');
    expect(first.body).not.toContain('rel="prev"');
    expect(first.body).toContain('<link rel="canonical" href="http://localhost:3000/news"');

    const second = await get("/en/news?page=2");
    expect(second.statusCode).toBe(200);
    expect(titles(second.body)[0]).toBe("Site news 13");
    expect(second.body).toContain('<link rel="canonical" href="http://localhost:3000/en/news?page=2"');
    expect(second.body).toContain('<link rel="prev" href="http://localhost:3000/en/news"');
    expect(second.body).toContain('<link rel="next" href="http://localhost:3000/en/news?page=3"');
    expect(second.body).toContain("Showing 11–20 of 23 items");

    const last = await get("/news?page=3");
    expect(titles(last.body)).toEqual(["Tin công trường 3", "Tin công trường 2", "Tin công trường 1"]);
    expect(last.body).not.toContain('rel="next"');

    for (const url of ["/news?page=4", "/news?page=0", "/news?page=abc", "/en/news?page=2.5"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }

    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/news?page=2</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/en/news?page=3</loc>");
    expect(sitemap).not.toContain("news?page=4");
  });
});
