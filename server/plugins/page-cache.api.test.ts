import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MessageResponseSchema } from "../../contract/common.ts";
import { pageCacheKey } from "../lib/page-parameters.ts";
import { announceEverythingChanged } from "../services/content-changes.ts";
import { appWithStaff } from "../test-support/staff-app.ts";
import { bearer, createTestApp, type TestApp, testDialect } from "../test-support/test-app.ts";

// the page cache through the real HTTP stack, the built pages and the real database

const t = appWithStaff({ editor: {}, owner: { role: 2 } }, { options: { pages: true } });

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });

const project = (overrides: object = {}) => ({
  title: "Cached substation retrofit",
  title_vi: "Cải tạo trạm biến áp đã lưu",
  location: "Long An",
  location_vi: "Long An",
  description: "Two 1,000 kVA transformers.",
  description_vi: "Hai máy biến áp 1.000 kVA.",
  services_provided: "Installation",
  services_provided_vi: "Lắp đặt",
  status: 1,
  display_order: 0,
  image_path: null,
  ...overrides,
});

// POST /api/projects, as the editor unless said
const postProject = (overrides: object = {}, token = t.tokens.editor) =>
  t.app.inject({ method: "POST", url: "/api/projects", headers: bearer(token), payload: project(overrides) });

// the sha256 sources of the executable inline scripts of a document (not data blocks: JSON-LD,
// an island's props)
function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|type="application\/(ld\+)?json"/.test(match[1] ?? "")) continue;
    sources.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return sources;
}

// every public page whose content the projects change, in both languages
const projectPages = ["/", "/en", "/projects", "/en/projects", "/sitemap.xml", "/api/projects"];

describe(`the page cache (${testDialect})`, () => {
  it("renders a page once and answers later requests from memory", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    const missesBefore = cache.misses;
    const first = await get(t, "/en/about");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<html lang="en"');
    const second = await get(t, "/en/about");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(cache.misses).toBe(missesBefore + 1);

    // a change made behind the server's back (not through the entry point) is not seen: the
    // page is not rendered again
    const probe = await postProject({ title: "Invalidation probe", title_vi: "Công trình kiểm tra" });
    expect(probe.statusCode).toBe(201);
    expect((await get(t, "/en/projects")).body).toContain("Invalidation probe");
    await sql`update projects set title = 'Changed behind the cache' where id = ${probe.json().project.id}`.execute(
      t.db,
    );
    expect((await get(t, "/en/projects")).body).toContain("Invalidation probe");
    // and the next write through the API drops it
    const other = await postProject({ title: "Second probe", title_vi: "Công trình kiểm tra thứ hai" });
    expect(other.statusCode).toBe(201);
    const fresh = (await get(t, "/en/projects")).body;
    expect(fresh).toContain("Changed behind the cache");
    expect(fresh).toContain("Second probe");
  });

  it("shows every kind of project write at once, in both languages, on the home page, the list, the sitemap and the API", async () => {
    // fill the cache first
    for (const url of projectPages) expect((await get(t, url)).statusCode).toBe(200);
    const etags = async () => Promise.all(projectPages.map(async (url) => (await get(t, url)).headers.etag));
    let before = await etags();

    const created = await postProject();
    expect(created.statusCode).toBe(201);
    const id = created.json().project.id as number;
    expect((await get(t, "/")).body).toContain("Cải tạo trạm biến áp đã lưu");
    expect((await get(t, "/en")).body).toContain("Cached substation retrofit");
    expect((await get(t, "/projects")).body).toContain("Cải tạo trạm biến áp đã lưu");
    expect((await get(t, "/en/projects")).body).toContain("Cached substation retrofit");
    expect((await get(t, "/api/projects")).json().projects.map((p: { id: number }) => p.id)).toContain(id);
    let after = await etags();
    // the sitemap's date is the day, which may well be the same: the other five must change
    for (const [index, url] of projectPages.entries()) {
      if (url !== "/sitemap.xml") expect(after[index], url).not.toBe(before[index]);
    }

    before = after;
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      headers: bearer(t.tokens.editor),
      payload: project({ title: "Renamed retrofit", title_vi: "Cải tạo đã đổi tên" }),
    });
    expect(updated.statusCode).toBe(200);
    expect((await get(t, "/")).body).toContain("Cải tạo đã đổi tên");
    expect((await get(t, "/en/projects")).body).toContain("Renamed retrofit");
    expect((await get(t, "/en/projects")).body).not.toContain("Cached substation retrofit");
    after = await etags();
    expect(after[0]).not.toBe(before[0]);

    const toggled = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}/toggle-status`,
      headers: bearer(t.tokens.editor),
    });
    expect(toggled.json().project.status).toBe(0);
    expect((await get(t, "/")).body).not.toContain("Cải tạo đã đổi tên");
    expect((await get(t, "/en/projects")).body).not.toContain("Renamed retrofit");
    expect((await get(t, "/api/projects")).json().projects.map((p: { id: number }) => p.id)).not.toContain(id);

    await t.app.inject({ method: "PUT", url: `/api/projects/${id}/toggle-status`, headers: bearer(t.tokens.editor) });
    expect((await get(t, "/en")).body).toContain("Renamed retrofit");
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${id}`,
      headers: bearer(t.tokens.editor),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(t, "/en")).body).not.toContain("Renamed retrofit");
    expect((await get(t, "/projects")).body).not.toContain("Cải tạo đã đổi tên");
  });

  it("keeps pages that a write does not touch, and keeps every page on a refused write", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    await get(t, "/en/about");
    await get(t, "/en/projects");
    const misses = cache.misses;
    // a refused write (invalid input) changes nothing
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(t.tokens.editor),
      payload: { title: "" },
    });
    expect(refused.statusCode).toBe(400);
    await get(t, "/en/projects");
    expect(cache.misses).toBe(misses);
    // a contact message changes no public page
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        customer_name: "Nguyễn Văn An",
        email: "an@example.vn",
        phone_number: "0901234567",
        consent: true,
        message: "Xin báo giá bảo trì trạm biến áp.",
      },
    });
    expect(sent.statusCode).toBe(201);
    await get(t, "/en/about");
    await get(t, "/en/projects");
    expect(cache.misses).toBe(misses);
    // a project write drops the pages that show projects, not the about page
    await postProject();
    await get(t, "/en/about");
    expect(cache.misses).toBe(misses);
    await get(t, "/en/projects");
    expect(cache.misses).toBe(misses + 1);
  });

  it("drops every page when the company details change", async () => {
    const before = await get(t, "/en/about");
    expect(before.body).not.toContain("028 3999 0000");
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    await get(t, "/");
    expect(cache.size).toBeGreaterThan(1);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: bearer(t.tokens.owner),
      payload: { hotline: "028 3999 0000" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // dropped before the answer left: the next request renders with the new hotline
    expect(cache.size).toBe(0);
    expect((await get(t, "/en/about")).body).toContain("028 3999 0000");
    expect((await get(t, "/")).body).toContain("028 3999 0000");
  });

  it("allows exactly the page's own inline scripts, by hash, with no nonce and no 'unsafe-inline'", async () => {
    for (const url of ["/", "/en/contact", "/does-not-exist"]) {
      const response = await get(t, url);
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      const own = inlineScriptSources(response.body);
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(hashes)).toEqual(new Set(own));
      // from the cache, the same policy again
      expect((await get(t, url)).headers["content-security-policy"]).toBe(csp);
    }
  });

  it("allows exactly the page's inline stylesheet, by hash, and no other inline style", async () => {
    for (const url of ["/", "/en/contact", "/does-not-exist"]) {
      const response = await get(t, url);
      const csp = String(response.headers["content-security-policy"]);
      const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(styleSrc).not.toContain("'unsafe-inline'");
      expect(csp).not.toMatch(/style-src-(elem|attr)/);
      // the one <style> element of the page (the site's stylesheet), and no style attribute
      const styles = [...response.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
        ([, text]) =>
          `'sha256-${createHash("sha256")
            .update(text ?? "", "utf8")
            .digest("base64")}'`,
      );
      expect(styles).toHaveLength(1);
      expect(styleSrc.filter((source) => source !== "'self'")).toEqual(styles);
      expect(response.body).not.toMatch(/<[^>]+\sstyle=/);
    }
  });

  it("answers a matching If-None-Match with 304 and lets caches revalidate", async () => {
    for (const url of ["/about", "/api/projects"]) {
      const first = await get(t, url);
      expect(first.headers["cache-control"]).toBe("public, no-cache");
      expect(first.headers.vary).toBe("Accept-Encoding");
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const revalidated = await get(t, url, { "if-none-match": etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      expect(revalidated.headers.etag).toBe(etag);
      expect((await get(t, url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
    }
    // after an edit the old version is no longer valid
    const etag = String((await get(t, "/projects")).headers.etag);
    await postProject();
    expect((await get(t, "/projects", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("keeps brotli and gzip forms of each page and sends the one the client accepts", async () => {
    const plain = await get(t, "/en/services");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // made after the first answer
    await t.app.pageCache?.compressed();
    const br = await get(t, "/en/services", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(t, "/en/services", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get(t, "/en/services", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("redirects a visitor who chose the other language before it looks in the cache", async () => {
    expect((await get(t, "/en/terms")).statusCode).toBe(200);
    const redirected = await get(t, "/en/terms", { cookie: "i18next=vi" });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe("/terms");
    const asked = await get(t, "/terms?lng=en");
    expect(asked.statusCode).toBe(302);
    expect(asked.headers.location).toBe("/en/terms");
    expect(String(asked.headers["set-cookie"])).toContain("i18next=en");
    // the same choice as the URL: the cached page, which holds nothing of the visitor
    const same = await get(t, "/en/terms", { cookie: "i18next=en; other=1" });
    expect(same.statusCode).toBe(200);
    expect(same.body).toBe((await get(t, "/en/terms")).body);
  });

  it("answers unknown pages with the cached 404 page", async () => {
    const first = await get(t, "/en/no-such-page");
    expect(first.statusCode).toBe(404);
    const second = await get(t, "/en/no-such-page");
    expect(second.statusCode).toBe(404);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("noindex");
  });

  it("stops start-up when a writing API route does not say what it changes", async () => {
    await expect(
      createTestApp({}, (app) => {
        app.post("/api/forgetful", { schema: { response: { 200: MessageResponseSchema } } }, async () => ({
          success: true,
          message: "",
        }));
      }),
    ).rejects.toThrow(/POST \/api\/forgetful: declare config.changes/);
  });
});

describe(`two server processes on one database (${testDialect})`, () => {
  it("an edit through one is seen by the other within a second", async () => {
    const second = await createTestApp({}, undefined, { pages: true, database: t });
    try {
      const before = await get(second, "/en/projects");
      expect(before.statusCode).toBe(200);
      expect(before.body).not.toContain("Made on the first server");
      expect(second.app.pageCache?.usable).toBe(true);
      // in the second server's cache (a notice of an earlier test's change may still drop it once)
      const key = pageCacheKey("/en/projects");
      await expect
        .poll(async () => {
          await get(second, "/en/projects");
          return second.app.pageCache?.peek(key) !== undefined;
        })
        .toBe(true);
      const created = await postProject({ title: "Made on the first server", title_vi: "Tạo trên máy chủ thứ nhất" });
      expect(created.statusCode).toBe(201);
      // the second server drops its copy within a second of the write (the change's notice is the
      // figure; rendering the page again is not, and takes longer on a busy machine)
      const started = Date.now();
      await expect.poll(() => second.app.pageCache?.peek(key), { timeout: 1000, interval: 10 }).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await get(second, "/en/projects")).body).toContain("Made on the first server");
      expect((await get(second, "/api/projects")).body).toContain("Made on the first server");
    } finally {
      await second.close();
    }
  });

  it.runIf(testDialect === "postgres")("drops every page on npm run cache:clear", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    await get(t, "/en/about");
    await get(t, "/en/services");
    expect(cache.size).toBeGreaterThan(1);
    await announceEverythingChanged(t.db, t.config.database);
    await expect.poll(() => cache.size, { timeout: 1000, interval: 20 }).toBe(0);
  });

  it.runIf(testDialect === "postgres")(
    "renders uncached while the change channel is down (keeping what it holds for a database outage), and clears everything when it is back",
    async () => {
      const cache = t.app.pageCache;
      if (!cache) throw new Error("the page cache is on by default");
      await get(t, "/en/about");
      expect(cache.size).toBeGreaterThan(0);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query like 'listen site_content%' and pid <> pg_backend_pid()
        and query like ${`%${t.schema ?? ""}%`}`.execute(t.db);
      await expect.poll(() => cache.usable, { timeout: 2000, interval: 20 }).toBe(false);
      // kept, not used: a change could go unnoticed (with the database down it would be served)
      expect(cache.size).toBeGreaterThan(0);
      expect(cache.get("/en/about")).toBeUndefined();
      expect((await get(t, "/en/about")).statusCode).toBe(200);
      await expect.poll(() => cache.usable, { timeout: 5000, interval: 50 }).toBe(true);
      expect(cache.size).toBe(0);
    },
  );
});

describe(`the front door over real HTTP (${testDialect})`, () => {
  it("answers cached pages with the same bytes and headers as the page route, and hands everything else on", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    for (const path of ["/en/services/electrical", "/api/projects"]) {
      // the first answer comes through Fastify and fills the cache
      const first = await fetch(`${address}${path}`, { headers: { "accept-encoding": "br" } });
      const firstBody = await first.text();
      // the first answer leaves before its brotli form is made; the front door sends that form
      await cache.compressed();
      const hits = cache.hits;
      const second = await fetch(`${address}${path}`, { headers: { "accept-encoding": "br" } });
      expect(cache.hits).toBe(hits + 1);
      expect(second.headers.get("content-encoding")).toBe("br");
      expect(await second.text()).toBe(firstBody);
      const third = await fetch(`${address}${path}`, { headers: { "accept-encoding": "br" } });
      for (const name of [
        "content-type",
        "content-security-policy",
        "etag",
        "cache-control",
        "vary",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
      ]) {
        expect(second.headers.get(name), `${path} ${name}`).toBe(first.headers.get(name));
        expect(third.headers.get(name), `${path} ${name}`).toBe(first.headers.get(name));
      }
      const etag = second.headers.get("etag") ?? "";
      const unchanged = await fetch(`${address}${path}`, { headers: { "if-none-match": etag } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get("etag")).toBe(etag);
      const head = await fetch(`${address}${path}`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(firstBody));
    }
    // a stored language choice is still answered with a redirect, by the page route
    const redirected = await fetch(`${address}/en/services/electrical`, {
      headers: { cookie: "i18next=vi" },
      redirect: "manual",
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/services/electrical");
    // and a write through the API is seen at once
    const created = await fetch(`${address}/api/projects`, {
      method: "POST",
      headers: { ...bearer(t.tokens.editor), "content-type": "application/json" },
      body: JSON.stringify(project({ title: "Through the front door" })),
    });
    expect(created.status).toBe(201);
    expect(await (await fetch(`${address}/api/projects`)).text()).toContain("Through the front door");
    expect(await (await fetch(`${address}/en`)).text()).toContain("Through the front door");
  });
});
