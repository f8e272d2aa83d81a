import { viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";
import { enPath, publicPages } from "./support/pages.ts";

// every public page works with JavaScript turned off (issue 37; decision 040): it is read, its
// menus open, its language switch, its carousel and its project cards lead where they should —
// HTML and CSS alone (<details>, links, a scrolling row)
const baseURL = inject("baseURL");
const DEMO = "tram-bien-ap-22-kv-cho-nha-may-may-mac";

describe("the public site without JavaScript", () => {
  it("shows every page in both languages, complete", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop, contextOptions: { javaScriptEnabled: false } });
    for (const { path, vi, en } of publicPages) {
      for (const [url, heading] of [
        [path, vi],
        [enPath(path), en],
      ] as const) {
        const response = await page.goto(`${baseURL}${url}`);
        expect(response?.status(), url).toBe(200);
        expect(await page.locator("h1").first().textContent(), url).toBe(heading);
        // the frame is all there: the navigation (the wide one and the phone's, six links each), the footer
        expect(await page.locator("header nav a").count(), url).toBe(12);
        expect(await page.locator("footer a").count(), url).toBeGreaterThan(5);
      }
    }
    // the projects of the portfolio and of the home page are in the HTML, with their pictures
    await page.goto(`${baseURL}/en/projects`);
    expect(await page.locator("main a[aria-haspopup=dialog] h3").count()).toBeGreaterThan(2);
    expect(await page.locator("main a[aria-haspopup=dialog] img[alt]").count()).toBeGreaterThan(2);
  });

  it("opens the phone menu and the language list, and switches language", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone, contextOptions: { javaScriptEnabled: false } });
    await page.goto(`${baseURL}/about`);
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
    await page.locator("details[data-menu=nav] > summary").click();
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    await page.locator("#mobile-menu").getByRole("link", { name: "Dự án" }).click();
    await page.waitForURL(`${baseURL}/projects`);
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);

    await page.locator("details[data-menu=list] > summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseURL}/en/projects`);
    expect(await page.locator("h1").textContent()).toBe("Work we are proud of");
  });

  it("a project card is the project's page, and the carousel's dots reach each certificate", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop, contextOptions: { javaScriptEnabled: false } });
    await page.goto(`${baseURL}/en/projects`);
    await page.getByRole("link", { name: /22 kV substation for a garment factory/ }).click();
    await page.waitForURL(`${baseURL}/en/projects/${DEMO}`);
    expect(await page.locator("h1").textContent()).toBe("22 kV substation for a garment factory");

    await page.goto(`${baseURL}/`);
    const carousel = page.locator("[data-carousel]");
    // the arrows need the script: hidden without it
    expect(await carousel.locator("button").first().isVisible()).toBe(false);
    await carousel.getByRole("link", { name: "Xem chứng chỉ 3" }).click();
    await expect
      .poll(() =>
        carousel.evaluate((element) => {
          const track = element.querySelector("[data-slides]") as HTMLElement;
          return Math.round(track.scrollLeft / track.clientWidth);
        }),
      )
      .toBe(2);
  });
});
