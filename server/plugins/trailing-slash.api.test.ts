import { beforeAll, describe, expect, it } from "vitest";
import { projectInput, savedRecord } from "../test-support/records.ts";
import { staffApp } from "../test-support/staff-app.ts";
import { testDialect } from "../test-support/test-app.ts";
import { withoutTrailingSlash } from "./react-router.ts";

// a public page asked for with a slash at the end answers 301 to the address its canonical link
// names, through the page route and through the page cache's front door alike

const t = staffApp("editor", {}, { options: { pages: true } });
let slug: string;
beforeAll(async () => {
  const project = projectInput({
    title: "Slash test substation",
    title_vi: "Trạm biến áp thử dấu gạch",
    display_order: 0,
    image_path: null,
  });
  slug = (await savedRecord<{ slug: string }>(t, t.token, "projects", project)).slug;
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("withoutTrailingSlash", () => {
  it("drops the slashes at the end of a page's path and keeps the query", () => {
    expect(withoutTrailingSlash("/about/")).toBe("/about");
    expect(withoutTrailingSlash("/en/")).toBe("/en");
    expect(withoutTrailingSlash("/en/news///")).toBe("/en/news");
    expect(withoutTrailingSlash("/projects/?page=2&utm_source=zalo")).toBe("/projects?page=2&utm_source=zalo");
    expect(withoutTrailingSlash("/about?next=/contact/")).toBeNull();
  });

  it("leaves the home page, addresses without the slash, the API, the back office and '//' alone", () => {
    for (const url of [
      "/",
      "/?lng=en",
      "/about",
      "/api/projects/",
      "/admin/",
      "/admin/projects/",
      "//evil.example/",
      "/\\evil.example/",
    ]) {
      expect(withoutTrailingSlash(url), url).toBeNull();
    }
  });
});

describe(`a page's address with a slash at the end (${testDialect})`, () => {
  it("answers 301 to the address without it, which is the page's canonical address", async () => {
    for (const [asked, target] of [
      ["/about/", "/about"],
      ["/contact/", "/contact"],
      ["/en/", "/en"],
      ["/en/news/", "/en/news"],
      ["/services/electrical/", "/services/electrical"],
      [`/projects/${slug}/`, `/projects/${slug}`],
      [`/en/projects/${slug}/`, `/en/projects/${slug}`],
    ] as const) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await get(asked, method);
        expect(response.statusCode, `${method} ${asked}`).toBe(301);
        expect(response.headers.location, asked).toBe(target);
      }
      const page = await get(target);
      expect(page.statusCode, target).toBe(200);
      expect(canonicalOf(page.body), target).toBe(`http://localhost:3000${target}`);
    }
    // the home pages: "/" is its own address, "/en" is the English one's
    expect((await get("/")).statusCode).toBe(200);
    expect(canonicalOf((await get("/")).body)).toBe("http://localhost:3000/");
    expect(canonicalOf((await get("/en")).body)).toBe("http://localhost:3000/en");
  });

  it("keeps the query string, and an unknown page is the 404 at its address without the slash", async () => {
    const response = await get("/projects/?page=1&utm_source=zalo");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/projects?page=1&utm_source=zalo");
    const unknown = await get("/no-such-page/");
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe("/no-such-page");
    expect((await get("/no-such-page")).statusCode).toBe(404);
  });

  it("never sends a visitor to another site, and leaves the back office and the API as they were", async () => {
    for (const url of ["//evil.example/", "/\\evil.example/"]) {
      const response = await get(url);
      expect(String(response.headers.location ?? ""), url).not.toMatch(/^(\/\/|\/\\)/);
    }
    expect((await get("/admin/")).statusCode).toBe(200);
    expect((await get("/api/projects/")).statusCode).not.toBe(301);
  });

  it("is never answered from the page cache, over real HTTP through the front door too", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // the page itself is cached…
    expect((await fetch(`${address}/en/about`)).status).toBe(200);
    expect(cache.peek("/en/about")).toBeTruthy();
    // …its address with a slash is answered 301 by the page route, every time
    for (let round = 0; round < 2; round++) {
      const hits = cache.hits;
      const response = await fetch(`${address}/en/about/?utm_source=zalo`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/en/about?utm_source=zalo");
      expect(cache.hits).toBe(hits);
    }
    expect(cache.peek("/en/about/")).toBeUndefined();
    // a browser that follows it lands on the cached page
    const followed = await fetch(`${address}/en/about/`);
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname).toBe("/en/about");
  });
});
