import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../contract/constants.ts";
import { PAGE_PARAMETERS, pageCacheKey } from "../lib/page-parameters.ts";
import { compressForms, type PageCache } from "../services/page-cache.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../test-support/test-app.ts";

// issue 20: a page cache a flood cannot move — query strings a page does not read share its
// entry, misses wait in a bounded queue, and the first answer does not wait for brotli

let t: TestApp;
let cache: PageCache;
let address: string;
let token: string;
// while set, the compressed forms wait for it to be resolved
let held: Promise<void> | null = null;
const MAX_WAITING = 2;

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    pages: true,
    pageCache: {
      maxWaiting: MAX_WAITING,
      compress: async (body) => {
        if (held) await held;
        return compressForms(body);
      },
    },
  });
  if (!t.app.pageCache) throw new Error("the page cache is on by default");
  cache = t.app.pageCache;
  address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  await insertUser(t, { login_name: "flood-editor" });
  token = await login(t, "flood-editor");
});
afterAll(() => t.close());

const fetchPage = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${address}${path}`, { headers, redirect: "manual" });

const MARKETING =
  "utm_source=zalo&utm_medium=social&utm_campaign=tet-2027&fbclid=IwAR0abc&gclid=Cj0K&zarsrc=30&zarsource=x&_gl=1*abc*_ga*MTI";

describe(`page cache keys (${testDialect})`, () => {
  it("keys a page by its path and the parameters it reads, in one declared list", () => {
    expect(PAGE_PARAMETERS["/projects"]).toEqual(["page"]);
    expect(pageCacheKey("/en/about")).toBe("/en/about");
    expect(pageCacheKey(`/?${MARKETING}`)).toBe("/");
    expect(pageCacheKey("/en/about?x=1&lng=zz")).toBe("/en/about");
    expect(pageCacheKey("/projects?utm_source=zalo&page=2&page=3")).toBe("/projects?page=2");
    expect(pageCacheKey("/en/projects/?fbclid=1&page=3")).toBe("/en/projects/?page=3");
    expect(pageCacheKey("/en/projects?x=1")).toBe("/en/projects");
    // a project's own page reads nothing
    expect(pageCacheKey("/projects/tram-bien-ap?page=2")).toBe("/projects/tram-bien-ap");
    // a client navigation's data request keeps what React Router reads
    expect(pageCacheKey("/en/projects.data?page=2&x=1&_routes=routes%2Fprojects")).toBe(
      "/en/projects.data?_routes=routes%2Fprojects&page=2",
    );
    expect(pageCacheKey("/_root.data?x=1&_routes=routes%2Fhome")).toBe("/_root.data?_routes=routes%2Fhome");
    // React Router's route manifest reads every parameter, p as often as given: a link's routes
    // must never be answered with another link's (the browser reloads the page on a mismatch)
    const manifest = "/__manifest?p=%2Fen%2Fabout&p=%2Fen%2Fcontact&version=3f2a1b";
    expect(pageCacheKey(manifest)).toBe(manifest);
  });
});

describe(`a flood of query strings over real HTTP (${testDialect})`, () => {
  it("answers marketing parameters from the page's own entry: same bytes and ETag, a hit, no render", async () => {
    const page = await fetchPage("/en/about", { "accept-encoding": "identity" });
    expect(page.status).toBe(200);
    const body = await page.text();
    const misses = cache.misses;
    const hits = cache.hits;
    for (const query of [MARKETING, "utm_source=facebook", "fbclid=IwAR1xyz", "zarsrc=31&utm_source=zalo"]) {
      const tagged = await fetchPage(`/en/about?${query}`, { "accept-encoding": "identity" });
      expect(tagged.status).toBe(200);
      expect(tagged.headers.get("etag")).toBe(page.headers.get("etag"));
      expect(await tagged.text()).toBe(body);
    }
    expect(cache.misses).toBe(misses);
    expect(cache.hits).toBe(hits + 4);
    // the canonical link is the page's own
    expect(body).toMatch(/<link rel="canonical" href="[^"]*\/en\/about"/);

    // the first request may be the tagged one: it fills the page's own entry
    const first = await fetchPage(`/en/services?${MARKETING}`);
    expect(first.status).toBe(200);
    const missesAfter = cache.misses;
    const plain = await fetchPage("/en/services");
    expect(plain.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(cache.misses).toBe(missesAfter);
  });

  it("answers a parameter the page does not read from the page's own entry", async () => {
    for (const path of ["/", "/en/contact", "/en/no-such-page"]) {
      const page = await fetchPage(path);
      await page.arrayBuffer();
      const misses = cache.misses;
      for (let x = 1; x <= 20; x++) {
        const other = await fetchPage(`${path}?x=${x}&lng=zz`);
        expect(other.status).toBe(page.status);
        expect(other.headers.get("etag")).toBe(page.headers.get("etag"));
        await other.arrayBuffer();
      }
      expect(cache.misses, path).toBe(misses);
    }
    // a language asked for is still a redirect, decided before the cache
    const asked = await fetchPage("/en/contact?lng=vi&utm_source=zalo");
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe("/contact?utm_source=zalo");
  });

  it("still tells the pages of the portfolio apart by `page`", async () => {
    for (let i = 0; i <= LIMITS.projectsPerPagePublic; i++) {
      const created = await fetch(`${address}/api/projects`, {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({
          title: `Flood test project ${i}`,
          title_vi: `Công trình thử ${i}`,
          location: "Long An",
          location_vi: "Long An",
          description: "A project.",
          description_vi: "Một công trình.",
          services_provided: "Installation",
          services_provided_vi: "Lắp đặt",
          status: 1,
          display_order: i,
          image_path: null,
        }),
      });
      expect(created.status).toBe(201);
    }
    const first = await fetchPage("/en/projects");
    const second = await fetchPage("/en/projects?page=2");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).not.toBe(first.headers.get("etag"));
    const secondBody = await second.text();
    expect(await first.text()).not.toBe(secondBody);
    const misses = cache.misses;
    for (const path of [
      "/en/projects?page=2&utm_source=zalo",
      "/en/projects?fbclid=abc&page=2",
      "/en/projects?page=2&x=1&page=5",
    ]) {
      const tagged = await fetchPage(path);
      expect(tagged.headers.get("etag"), path).toBe(second.headers.get("etag"));
      expect(await tagged.text()).toBe(secondBody);
    }
    expect(cache.misses).toBe(misses);
    // page 1 and no page are two entries (the value is kept as written)
    const one = await fetchPage("/en/projects?page=1&utm_source=zalo");
    expect(one.status).toBe(200);
    expect(cache.misses).toBe(misses + 1);
    expect(cache.peek("/en/projects?page=1")).toBeDefined();
  });

  it("sends the first answer before its brotli form exists, and the brotli form later, with the same ETag", async () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const first = await fetchPage("/en/privacy", { "accept-encoding": "br, gzip" });
      expect(first.status).toBe(200);
      expect(first.headers.get("content-encoding")).toBeNull();
      const body = await first.text();
      expect(cache.peek("/en/privacy")?.br).toBeNull();
      // and so is every request until the form is made
      const meanwhile = await fetchPage("/en/privacy?utm_source=zalo", { "accept-encoding": "br" });
      expect(meanwhile.headers.get("content-encoding")).toBeNull();
      expect(meanwhile.headers.get("etag")).toBe(first.headers.get("etag"));
      await meanwhile.arrayBuffer();
      release();
      await cache.compressed();
      const entry = cache.peek("/en/privacy");
      expect(entry?.br).not.toBeNull();
      expect(brotliDecompressSync(entry?.br ?? Buffer.alloc(0)).toString()).toBe(body);
      const later = await fetchPage("/en/privacy", { "accept-encoding": "br, gzip" });
      expect(later.headers.get("content-encoding")).toBe("br");
      expect(later.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(await later.text()).toBe(body);
    } finally {
      held = null;
      release();
    }
  });

  it("refuses renders beyond its queue with a 503 page and Retry-After, and shares one render per page", async () => {
    const refused = cache.refused;
    const misses = cache.misses;
    // the renders are held until every request has reached the cache
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const fill = cache.fill.bind(cache);
    cache.fill = (key, render) =>
      fill(key, async () => {
        await gate;
        return render();
      });
    let answers: Response[];
    try {
      // distinct pages that are not cached yet: 2 render at once and MAX_WAITING wait
      const pending = Array.from({ length: 40 }, (_, i) =>
        fetchPage(`/en/flood-${i}`, { "accept-encoding": "identity" }),
      );
      await expect.poll(() => cache.misses - misses, { timeout: 10_000 }).toBe(40);
      expect(cache.refused - refused).toBe(40 - 2 - MAX_WAITING);
      open();
      answers = await Promise.all(pending);
    } finally {
      cache.fill = fill;
      open();
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(2 + MAX_WAITING);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable).toHaveLength(40 - 2 - MAX_WAITING);
    for (const answer of unavailable) {
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("content-type")).toContain("text/html");
    }
    expect(await unavailable[0]?.text()).toContain('lang="en"');
    for (const answer of answers) if (!answer.bodyUsed) await answer.arrayBuffer();

    // 40 requests for one page not cached yet: one render, none refused
    const before = cache.misses;
    const same = await Promise.all(Array.from({ length: 40 }, () => fetchPage("/en/terms?x=flood")));
    expect(same.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(cache.misses - before).toBe(1);
    for (const answer of same) await answer.arrayBuffer();

    // the page answers again once the flood has passed
    expect((await fetchPage("/en/flood-39")).status).toBe(404);
  });
});
