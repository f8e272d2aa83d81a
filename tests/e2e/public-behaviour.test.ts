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

describe("route changes", () => {
  it("scroll to the top and play the page's transition, never on the first paint", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/about`);
    const wrapper = page.locator("main > div").first();
    expect(await wrapper.getAttribute("class")).toBeNull();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Liên hệ", exact: true }).click();
    await page.waitForURL(`${baseURL}/contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => wrapper.getAttribute("class")).toBe("page-transition-contact");
    expect(await wrapper.evaluate((element) => getComputedStyle(element).animationName)).toBe("page-slide-vertical");
    expect(await wrapper.evaluate((element) => getComputedStyle(element).animationDuration)).toBe("0.3s");
    await page.getByRole("navigation", { name: "Điều hướng chính" }).getByRole("link", { name: "Trang chủ" }).click();
    await expect.poll(() => wrapper.getAttribute("class")).toBe("page-transition-home");
  });

  it("become a plain fade for a visitor who asks for reduced motion", async ({ open }) => {
    const { page } = await open({ contextOptions: { viewport: viewports.desktop, reducedMotion: "reduce" } });
    await gotoHydrated(page, `${baseURL}/`);
    await page.getByRole("navigation", { name: "Điều hướng chính" }).getByRole("link", { name: "Dịch vụ" }).click();
    await page.waitForURL(`${baseURL}/services`);
    const wrapper = page.locator("main > div").first();
    await expect.poll(() => wrapper.evaluate((element) => getComputedStyle(element).animationName)).toBe("page-fade");
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
      const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer));
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
