import type { Page } from "playwright-core";
import { gotoHydrated, isOpen, languageMenu, phoneMenu, shownLabel, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";
import { enPath, publicPages } from "./support/pages.ts";

const baseURL = inject("baseURL");
const h1 = (page: Page) => page.locator("h1").first();

describe.each(Object.entries(viewports))("every public page at %s width", (_name, viewport) => {
  it("shows its heading in both languages, fits the screen and logs no errors", async ({ open }) => {
    const { page, errors } = await open({ viewport: viewport });
    for (const { path, vi, en } of publicPages) {
      for (const [url, heading] of [
        [path, vi],
        [enPath(path), en],
      ] as const) {
        await gotoHydrated(page, `${baseURL}${url}`);
        expect(await h1(page).textContent(), url).toBe(heading);
        expect(await page.evaluate(() => document.documentElement.lang), url).toBe(url.startsWith("/en") ? "en" : "vi");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} is wider than the screen`).toBeLessThanOrEqual(0);
        // every image carries an alt text
        expect(await page.locator("img:not([alt])").count(), url).toBe(0);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe("language switch", () => {
  it("goes to the same page in the other language and back, and remembers the choice", async ({ open }) => {
    const { page, errors, context } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/services/maintenance`);
    await languageMenu(page).locator("summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${baseURL}/en/services/maintenance`);
    await expect
      .poll(() => h1(page).textContent())
      .toBe("Electrical maintenance that keeps your plant free of unplanned stops");
    // the frame's shared texts come in the new language with the page's data
    expect(await page.locator('header a[href="/en/about"]').first().textContent()).toBe("About");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("en");

    // the stored choice sends a Vietnamese URL to English
    await gotoHydrated(page, `${baseURL}/about`);
    await page.waitForURL(`${baseURL}/en/about`);

    await languageMenu(page)
      .locator("summary", { hasText: /Choose language/ })
      .click();
    await page.getByRole("link", { name: "Tiếng Việt" }).click();
    await page.waitForURL(`${baseURL}/about`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("vi");
    expect(errors).toEqual([]);
  });

  it("closes the dropdown on Escape and on a click outside", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/`);
    const menu = languageMenu(page);
    const button = menu.locator("summary", { hasText: /Chọn ngôn ngữ/ });
    await button.click();
    expect(await isOpen(menu)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await isOpen(menu)).toBe(false);
    await button.click();
    await page.locator("h1").click();
    expect(await isOpen(menu)).toBe(false);
  });
});

describe("the phone menu", () => {
  it("opens with the toggle, lists the navigation, and closes after a choice", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/`);
    const toggle = phoneMenu(page).locator("summary");
    expect(await shownLabel(toggle)).toBe("Mở menu");
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Trang chủ",
      "Giới thiệu",
      "Dịch vụ",
      "Dự án",
      "Tin tức",
      "Liên hệ",
    ]);
    await menu.getByRole("link", { name: "Dự án" }).click();
    await page.waitForURL(`${baseURL}/projects`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await isOpen(phoneMenu(page))).toBe(false);
  });
});

describe("the certificate carousel", () => {
  it("advances every 5 s, wraps both ways and can be set by its dots", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await page.clock.install();
    await gotoHydrated(page, `${baseURL}/`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    // the caption of the certificate the scrolling row shows (it scrolls smoothly: polled)
    const shown = () =>
      carousel.evaluate((element) => {
        const track = element.querySelector("[data-slides]") as HTMLElement;
        const slides = [...track.querySelectorAll('[aria-roledescription="slide"]')] as HTMLElement[];
        const slide = slides.find((item) => Math.abs(item.offsetLeft - track.scrollLeft) < 2);
        return slide?.querySelector("p")?.textContent ?? null;
      });
    const dots = carousel.getByRole("link", { name: /Xem chứng chỉ/ });
    expect(await dots.count()).toBe(3);
    expect(await shown()).toBe("Chứng nhận rơ le bảo vệ trung thế ABB (mẫu)");

    await page.clock.runFor(5100);
    await expect.poll(shown).toBe("Giấy phép hoạt động điện lực – thí nghiệm điện (mẫu)");
    await page.clock.runFor(5000);
    await expect.poll(shown).toBe("Chứng nhận hệ thống quản lý chất lượng ISO 9001:2015 (mẫu)");
    await page.clock.runFor(5000);
    // wrapped round to the first
    await expect.poll(shown).toBe("Chứng nhận rơ le bảo vệ trung thế ABB (mẫu)");

    await carousel.getByRole("button", { name: "Chứng chỉ trước" }).click();
    await expect.poll(shown).toBe("Chứng nhận hệ thống quản lý chất lượng ISO 9001:2015 (mẫu)");
    await carousel.getByRole("button", { name: "Chứng chỉ tiếp theo" }).click();
    await expect.poll(shown).toBe("Chứng nhận rơ le bảo vệ trung thế ABB (mẫu)");
    await dots.nth(1).click();
    await expect.poll(shown).toBe("Giấy phép hoạt động điện lực – thí nghiệm điện (mẫu)");
    // (once the row has stopped: the end of an earlier scroll that this one cut short may mark
    // the dot under it for a moment)
    await expect.poll(() => dots.nth(1).getAttribute("aria-current")).toBe("true");
    // a dot is a link to its certificate, which works without the script too
    expect(await dots.nth(2).getAttribute("href")).toBe("#certificate-3");
  });
});

describe("signature projects on the home page", () => {
  it("shows the first three projects from the portfolio", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/en`);
    const cards = page.locator("#projects li h3");
    expect(await cards.allTextContents()).toEqual([
      "22 kV substation for a garment factory",
      "Main switchboards for an office tower",
      "SCADA upgrade for a water treatment plant",
    ]);
  });
});

describe("the projects page", () => {
  it("pages through 6 projects at a time with the ends disabled", async ({ open }) => {
    const { page, errors } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/en/projects`);
    const cards = page.locator("main ul li a[aria-haspopup=dialog]");
    expect(await cards.count()).toBe(6);
    const pager = page.getByRole("navigation", { name: "Project pages" });
    expect(await pager.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);
    expect(await pager.getByText("Showing 1–6 of 8 projects").isVisible()).toBe(true);
    await pager.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(`${baseURL}/en/projects?page=2`);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await pager.getByText("Showing 7–8 of 8 projects").isVisible()).toBe(true);
    expect(await pager.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pager.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(`${baseURL}/en/projects`);
    await expect.poll(() => cards.count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it("opens a project's details from the keyboard, keeps focus inside, and returns it to the card", async ({
    open,
  }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/projects`);
    const card = page.getByRole("link", { name: /Trạm biến áp 22 kV cho nhà máy may mặc/ });
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(
      "Trạm biến áp 22 kV cho nhà máy may mặc",
    );
    expect(await dialog.textContent()).toMatch(/KCN VSIP II, TP. Hồ Chí Minh/);
    expect(await dialog.textContent()).toMatch(/tháng \d{1,2} năm 2026/);
    expect(await dialog.textContent()).toMatch(/Cung cấp thiết bị, Lắp đặt, Thí nghiệm và nghiệm thu/);
    // Tab cycles inside the dialog
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/Trạm biến áp 22 kV/);
  });

  it("closes the dialog with its button and with a click outside", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/en/projects`);
    const dialog = page.getByRole("dialog");
    await page.locator("main ul li a[aria-haspopup=dialog]").first().click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) 2026/,
    );
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.locator("main ul li a[aria-haspopup=dialog]").nth(1).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it("replaces a broken image once with a placeholder", async ({ open }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await page.route("**/uploads/demo/**", (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated(page, `${baseURL}/en/projects`);
    const image = page.locator("main ul li a[aria-haspopup=dialog] img").first();
    await expect.poll(() => image.getAttribute("src")).toBe("/images/projects/placeholder.svg");
    expect(await image.getAttribute("alt")).toBe("Project image unavailable");
  });
});

describe("the 404 page", () => {
  it("offers home, back and contact", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    const response = await gotoHydrated(page, `${baseURL}/en/nothing-here`);
    expect(response?.status()).toBe(404);
    expect(await h1(page).textContent()).toBe("Page not found");
    await page.getByRole("link", { name: "Contact" }).last().click();
    await page.waitForURL(`${baseURL}/en/contact`);
    await page.goBack();
    await page.getByRole("link", { name: "Go home" }).click();
    await page.waitForURL(`${baseURL}/en`);
  });
});
