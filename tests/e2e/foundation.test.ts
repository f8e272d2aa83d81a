import { createHash } from "node:crypto";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";
import { publicPages } from "./support/pages.ts";

const baseURL = inject("baseURL");
describe("server-rendered pages (raw HTML, no JavaScript)", () => {
  it("sends the Vietnamese home page complete, with lang=vi", async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="vi">/);
    expect(html).toContain("<title>Nhà thầu điện, tự động hóa và bảo trì | ABC Electric</title>");
    expect(html).toContain("Giải pháp kỹ thuật điện trọn gói cho nhà máy và công trình");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/en"/>`);
    // the page comes from the page cache: its inline scripts are allowed by their hashes, and
    // nothing else inline is
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'nonce-");
    // executable inline scripts, that is: JSON-LD data blocks never run
    const inlineScripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes?.includes("src=") && !attributes?.includes("ld+json"),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, , body] of inlineScripts) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    }
  });

  it("sends the English home page under /en with lang=en", async () => {
    const html = await (await fetch(`${baseURL}/en`)).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("End-to-end electrical engineering for factories and buildings");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/en"/>`);
  });

  it("answers an unknown page with HTTP 404 and the spec's text in each language", async () => {
    const vi = await fetch(`${baseURL}/trang-khong-ton-tai`);
    expect(vi.status).toBe(404);
    expect(await vi.text()).toContain("Xin lỗi, trang Quý khách đang tìm không tồn tại hoặc đã được di chuyển.");
    const en = await fetch(`${baseURL}/en/missing-page`);
    expect(en.status).toBe(404);
    const html = await en.text();
    expect(html).toContain("Sorry, the page you are looking for does not exist or has been moved.");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("sends only a loading state for /admin, which renders in the browser", async () => {
    const response = await fetch(`${baseURL}/admin`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="status"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("Bảng điều khiển");
    // rendered for this request, not cached: its inline scripts carry this response's nonce
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = (html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("serves built assets with immutable caching", async () => {
    // public pages carry their CSS inline; the contact page loads its modules after the first paint
    const html = await (await fetch(`${baseURL}/contact`)).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseURL}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // a script is no document: only the headers that matter for it
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-frame-options")).toBeNull();
    // nor the ones a file that never changes does not need (a phone pays for each on every script)
    for (const name of ["etag", "last-modified", "accept-ranges"]) expect(response.headers.get(name)).toBeNull();
  });

  it("draws the icons from one cached SVG sprite that holds every icon a page uses", async () => {
    const html = await (await fetch(`${baseURL}/contact`)).text();
    const uses = [...html.matchAll(/<use href="(\/assets\/icons-[0-9a-f]+\.svg)#([a-z0-9-]+)"/g)];
    expect(uses.length).toBeGreaterThan(3);
    const sprites = new Set(uses.map((use) => use[1]));
    expect(sprites.size).toBe(1);
    const response = await fetch(`${baseURL}${[...sprites][0]}`);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sprite = await response.text();
    for (const use of uses) expect(sprite).toContain(`<symbol id="${use[2]}" viewBox="0 0 24 24">`);
  });
});

describe.each(Object.entries(viewports))("in Chromium at %s width", (_name, viewport) => {
  it("shows the home page without React or console errors and switches language to the other document", async ({
    open,
  }) => {
    const { page, errors } = await open({ viewport });
    await gotoHydrated(page, `${baseURL}/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    await page.getByRole("heading", { level: 1 }).waitFor();

    // a content page runs no framework (decision 040): no module script, no React Router context
    expect(await page.locator("script[type=module], link[rel=modulepreload]").count()).toBe(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // the switch loads the other language's page, a new document: a marker on window is gone
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.locator("details[data-menu=list] > summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseURL}/en`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("End-to-end electrical engineering for factories and buildings");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.title()).toBe("Electrical and automation contractor | ABC Electric");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("renders the admin page in the browser", async ({ open }) => {
    const { page, errors } = await open({ viewport });
    await gotoHydrated(page, `${baseURL}/admin`);
    // without a session, the browser renders the login screen
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Đăng nhập quản trị");
    expect(errors).toEqual([]);
  });
});

describe("pages from the page cache in Chromium", () => {
  it("hydrate every public page, in both languages, with no console error and no CSP violation", async ({ open }) => {
    const { page, errors } = await open({ viewport: viewports.desktop });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const paths = publicPages.flatMap(({ path }) => [path, path === "/" ? "/en" : `/en${path}`]);
    for (const path of [...paths, "/missing-page", "/en/missing-page"]) {
      // the first request may render; the second is the cached copy
      await fetch(`${baseURL}${path}`);
      const response = await gotoHydrated(page, `${baseURL}${path}`);
      expect(response?.headers().etag, path).toMatch(/^W\//);
      // the browser reports the 404 status of a missing page itself; nothing else may appear
      expect(
        errors.filter((error) => !(path.endsWith("missing-page") && /status of 404/.test(error))),
        path,
      ).toEqual([]);
    }
  });

  it("hydrate a campaign link from the page's own cached copy, its query kept in the address bar", async ({ open }) => {
    const { page, errors } = await open({ viewport: viewports.desktop });
    for (const [path, query] of [
      ["/", "utm_source=zalo&utm_campaign=tet&fbclid=IwAR0abc"],
      ["/en/projects", "page=1&utm_source=zalo&x=1"],
      ["/en/contact", "zarsrc=30&_gl=1*abc"],
    ] as const) {
      const own = (await fetch(`${baseURL}${path}${path.endsWith("projects") ? "?page=1" : ""}`)).headers.get("etag");
      const response = await gotoHydrated(page, `${baseURL}${path}?${query}`);
      expect(response?.headers().etag, path).toBe(own);
      expect(new URL(page.url()).search).toBe(`?${query}`);
      expect(errors, path).toEqual([]);
    }
  });
});
