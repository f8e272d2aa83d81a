import type { Page } from "playwright-core";
import { startSite } from "../../bench/support.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

const baseURL = inject("baseURL");
describe("layout", () => {
  it("has the floating call and Zalo buttons, the footer's links and social links in new tabs", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/en`);
    expect(await page.getByRole("link", { name: "Call the hotline 0900 000 000" }).getAttribute("href")).toBe(
      "tel:+84900000000",
    );
    expect(await page.getByRole("link", { name: "Chat on Zalo with 0900 000 000" }).getAttribute("href")).toBe(
      "https://zalo.me/0900000000",
    );
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["About", "/en/about"],
      ["Services", "/en/services"],
      ["Projects", "/en/projects"],
      ["Contact", "/en/contact"],
      ["Privacy policy", "/en/privacy"],
      ["Terms of use", "/en/terms"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    for (const name of [/YouTube channel/, /TikTok channel/, /Facebook page/]) {
      const link = footer.getByRole("link", { name });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("offers a skip link as the first stop of the keyboard", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Chuyển đến nội dung chính");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");
  });
});

describe("moves between pages", () => {
  // the animation of the page coming in, for a kind of page, as the stylesheet gives it (the
  // browser plays it in its cross-document view transition: app/theme.css)
  const incoming = (page: Page, kind: string, reducedMotion: boolean) =>
    page.evaluate(
      ({ kind, reducedMotion }) => {
        const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
        const inside = rules.flatMap((rule) =>
          rule instanceof CSSMediaRule && rule.conditionText.includes("reduce") === reducedMotion
            ? [...rule.cssRules]
            : [],
        );
        const pool = reducedMotion ? inside : rules;
        const rule = pool.find(
          (item) => item instanceof CSSStyleRule && item.selectorText.includes(`::view-transition-new(${kind})`),
        ) as CSSStyleRule | undefined;
        return rule ? `${rule.style.animationName} ${rule.style.animationDuration}` : null;
      },
      { kind, reducedMotion },
    );

  it("start at the top of the next page, which comes in with the spec's movement for its kind", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/about`);
    // the stylesheet asks for the browser's view transition between the site's documents
    expect(
      await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .some((rule) => rule.cssText.replace(/\s+/g, " ").includes("@view-transition { navigation: auto; }")),
      ),
    ).toBe(true);
    const main = page.locator("main");
    expect(await main.evaluate((element) => getComputedStyle(element).viewTransitionName)).toBe("page-default");
    // the first paint plays nothing
    expect(await main.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Liên hệ", exact: true }).click();
    await page.waitForURL(`${baseURL}/contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator("main").evaluate((element) => getComputedStyle(element).viewTransitionName)).toBe(
      "page-contact",
    );
    expect(await incoming(page, "page-contact", false)).toBe("page-slide-vertical 0.3s");
    expect(await incoming(page, "page-home", false)).toBe("page-scale 0.3s");
    expect(await incoming(page, "page-default", false)).toBe("page-slide 0.3s");
  });

  it("become a plain fade for a visitor who asks for reduced motion", async ({ open }) => {
    const { page } = await open({ contextOptions: { viewport: viewports.desktop, reducedMotion: "reduce" } });
    await gotoHydrated(page, `${baseURL}/`);
    for (const kind of ["page-home", "page-contact", "page-default"]) {
      expect(await incoming(page, kind, true)).toBe("page-fade 0.3s");
    }
  });
});

describe("analytics", () => {
  it("loads nothing from a third party when unconfigured", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL) && !request.url().startsWith("data:")) external.push(request.url());
    });
    await gotoHydrated(page, `${baseURL}/`);
    await page.waitForLoadState("load");
    expect(external).toEqual([]);
  });

  it("starts the configured provider after the page has loaded, allowed by the CSP", async ({ open }) => {
    const site = await startSite({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-TEST1234" });
    try {
      const response = await fetch(`${site.url}/`);
      expect(response.headers.get("content-security-policy")).toContain("https://www.googletagmanager.com");
      const { context, page } = await open({ viewport: viewports.desktop });
      // the network here reaches no third party: answer the provider's script locally
      const loaded: string[] = [];
      await page.route("https://www.googletagmanager.com/**", (route) => {
        loaded.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
      });
      await gotoHydrated(page, `${site.url}/`);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
        .toBe(true);
      expect(loaded).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]);
      const dataLayer = await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer),
      );
      expect(dataLayer).toContain("G-TEST1234");
      await context.close();
    } finally {
      await site.stop();
    }
  });
});

describe("a site with no projects yet", () => {
  it("shows the coming-soon state on /projects and the static projects on the home page", async ({ open }) => {
    const site = await startSite({ SEED_DEMO_CONTENT: "false" });
    try {
      const { context, page, errors } = await open({ viewport: viewports.phone });
      await gotoHydrated(page, `${site.url}/en/projects`);
      expect(await page.getByRole("heading", { name: "Coming soon" }).isVisible()).toBe(true);
      await gotoHydrated(page, `${site.url}/projects`);
      expect(await page.getByRole("heading", { name: "Sắp ra mắt" }).isVisible()).toBe(true);
      await gotoHydrated(page, `${site.url}/en`);
      // the projects stream in after the page's shell: the static ones once the empty list arrives
      await expect
        .poll(() => page.locator("#projects li h3").allTextContents())
        .toEqual([
          "22 kV substation for a manufacturing plant",
          "Main switchboards for an office tower",
          "SCADA system for a water treatment plant",
        ]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
    }
  });
});

describe("projects in the server-rendered HTML", () => {
  it("are readable without JavaScript, with their images in several widths", async () => {
    const html = await (await fetch(`${baseURL}/en/projects`)).text();
    for (const title of [
      "22 kV substation for a garment factory",
      "Main switchboards for an office tower",
      "Preventive maintenance for a food processing plant",
    ]) {
      expect(html).toContain(title);
    }
    expect(html).toMatch(/srcSet="\/uploads\/demo\/\d{4}\/\d{2}\/[0-9a-f]{24}-480w\.webp 480w/);
  });
});

describe("the contact page's map", () => {
  it("is embedded once the page has loaded and the visitor nears it, and at once without scripts", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/contact`);
    const frame = page.locator("iframe[data-src]");
    expect(await frame.getAttribute("title")).toBe("Bản đồ vị trí trụ sở chính");
    // below the first screen: no address yet, so the maps service's megabyte waits
    await page.waitForLoadState("load");
    expect(await frame.getAttribute("src")).toBeNull();
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => frame.getAttribute("src")).toBe(await frame.getAttribute("data-src"));
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.google\.com\/maps\?/);

    const { page: plain } = await open({ viewport: viewports.phone, contextOptions: { javaScriptEnabled: false } });
    await plain.goto(`${baseURL}/en/contact`);
    expect(await plain.locator("iframe[data-src]").isVisible()).toBe(false);
    const shown = plain.locator("iframe[src^='https://www.google.com/maps']");
    expect(await shown.count()).toBe(1);
    await shown.scrollIntoViewIfNeeded();
    expect(await shown.isVisible()).toBe(true);
  });
});

describe("instant navigation", () => {
  it("the Speculation Rules prerender the links to public pages, and no other", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/projects`);
    // the page's own rules, read as Chromium reads a document rule: href_matches as URL patterns
    // against the page's address, selector_matches on the link (URLPattern and matches() are the
    // browser's own; prerendering itself is off while a test drives the browser)
    const chosen = await page.evaluate(() => {
      type Where = {
        and?: Where[];
        not?: Where;
        href_matches?: string | string[];
        selector_matches?: string | string[];
      };
      const rules = JSON.parse(document.querySelector('script[type="speculationrules"]')?.textContent ?? "{}") as {
        prerender: { where: Where; eagerness: string }[];
      };
      const holds = (where: Where, link: HTMLAnchorElement): boolean => {
        if (where.and) return where.and.every((part) => holds(part, link));
        if (where.not) return !holds(where.not, link);
        if (where.href_matches) {
          return [where.href_matches]
            .flat()
            .some((pattern) => new URLPattern(pattern, document.baseURI).test(link.href));
        }
        if (where.selector_matches) return [where.selector_matches].flat().some((selector) => link.matches(selector));
        return false;
      };
      const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")];
      // a page's own links, and the addresses a rule must never take wherever they appear
      for (const href of ["/admin", "/admin/contacts", "/api/projects", "/uploads/a.webp", "/en?lng=vi"]) {
        const link = document.createElement("a");
        link.href = href;
        links.push(link);
      }
      return {
        eagerness: rules.prerender.map((rule) => rule.eagerness),
        yes: links
          .filter((link) => rules.prerender.some((rule) => holds(rule.where, link)))
          .map((link) => link.getAttribute("href")),
        no: links
          .filter((link) => !rules.prerender.some((rule) => holds(rule.where, link)))
          .map((link) => link.getAttribute("href")),
      };
    });
    expect(chosen.eagerness).toEqual(["moderate"]);
    for (const path of ["/about", "/services", "/news", "/contact", "/privacy", "/en/projects"]) {
      expect(chosen.yes).toContain(path);
    }
    expect(chosen.yes.some((href) => href?.startsWith("/projects/"))).toBe(true);
    for (const path of [
      "/admin",
      "/admin/contacts",
      "/api/projects",
      "/uploads/a.webp",
      "/en?lng=vi",
      "/projects?page=2",
    ]) {
      expect(chosen.no).toContain(path);
    }
    // links that open elsewhere (the social links, Zalo, the phone) are never prerendered (a link
    // within the page, the skip link's #main, is no navigation: the browser leaves it)
    expect(chosen.yes.filter((href) => !href?.startsWith("/") && !href?.startsWith("#"))).toEqual([]);
  });
});
