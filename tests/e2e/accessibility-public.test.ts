import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, isOpen, languageMenu, phoneMenu, shownLabel, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";
import { htmlcsErrors } from "./support/htmlcs.ts";
import { enPath, publicPages } from "./support/pages.ts";

// the public site's accessibility: axe-core over every public page in both languages, at a phone's
// and a desktop's width, with the menus and dialogs open too: zero violations of any impact; a
// second engine, HTML_CodeSniffer (WCAG 2 AA), over the same pages and states: zero errors (its
// rules read the markup, not the layout, so once, at the phone's width). And the keyboard
// behaviour neither can see: Escape, arrow keys, where the focus goes, what covers it. The back
// office's: accessibility-admin.test.ts.

const baseURL = inject("baseURL");
let projectSlug: string;
let newsSlug: string;
beforeAll(async () => {
  projectSlug = /href="\/projects\/([^"]+)"/.exec(await (await fetch(`${baseURL}/projects`)).text())?.[1] ?? "";
  newsSlug = /href="\/news\/([^"]+)"/.exec(await (await fetch(`${baseURL}/news`)).text())?.[1] ?? "";
  expect(projectSlug && newsSlug).toBeTruthy();
});

const sizes = [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const;

describe.each(sizes)("public pages at the %s width", (_name, viewport) => {
  // HTML_CodeSniffer's errors at the phone's width only: its checks are of the markup
  const markupErrors = (page: Page, where: string) =>
    viewport === viewports.phone ? htmlcsErrors(page, where) : Promise.resolve([]);
  // two engines over 24 pages: longer than the default minute on a busy machine
  it("every page has no axe violation (nor, on a phone, an HTML_CodeSniffer error), in both languages", {
    timeout: 300_000,
  }, async ({ open }) => {
    const { context, page } = await open({ viewport });
    const paths = [
      ...publicPages.map((entry) => entry.path),
      `/projects/${projectSlug}`,
      `/news/${newsSlug}`,
      "/no-such-page",
    ];
    const found: string[] = [];
    for (const path of paths) {
      for (const url of [path, enPath(path)]) {
        await gotoHydrated(page, `${baseURL}${url}`);
        found.push(...(await axeViolations(page, url)), ...(await markupErrors(page, url)));
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it("the open language menu, the open project dialog and (on a phone) the open menu have none either", async ({
    open,
  }) => {
    const { context, page } = await open({ viewport });
    await gotoHydrated(page, `${baseURL}/en/projects`);
    const found: string[] = [];
    await languageMenu(page).locator("summary").click();
    await page.getByRole("link", { name: "Tiếng Việt" }).waitFor();
    found.push(...(await axeViolations(page, "language menu")), ...(await markupErrors(page, "language menu")));
    await page.keyboard.press("Escape");
    if (viewport === viewports.phone) {
      await phoneMenu(page).locator("summary").click();
      await page.locator("#mobile-menu").waitFor();
      found.push(...(await axeViolations(page, "phone menu")), ...(await markupErrors(page, "phone menu")));
      await page.keyboard.press("Escape");
    }
    await page.locator("a[aria-haspopup=dialog]").first().click();
    await page.getByRole("dialog").waitFor();
    found.push(...(await axeViolations(page, "project dialog")), ...(await markupErrors(page, "project dialog")));
    // the contact form as a request for a quote, with its problems shown, in both languages
    for (const [url, quote, send] of [
      ["/contact", "Yêu cầu báo giá", "Gửi yêu cầu báo giá"],
      ["/en/contact", "Request a quote", "Send the request"],
    ] as const) {
      await gotoHydrated(page, `${baseURL}${url}`);
      await page.getByRole("radio", { name: quote }).check();
      await page.getByRole("textbox", { name: /tax code|mã số thuế/i }).fill("0100109107");
      await page.getByRole("button", { name: send }).click();
      await page.locator("#contact-tax-code-error").waitFor();
      const label = `${url}, a request for a quote refused`;
      found.push(...(await axeViolations(page, label)), ...(await markupErrors(page, label)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  // WCAG 2.2 2.4.11 Focus Not Obscured, stricter: no part of a focused element under the floating
  // call and Zalo buttons or the sticky header, walking every page with Tab
  it("nothing that takes the focus is under the floating buttons or the header", { timeout: 300_000 }, async ({
    open,
  }) => {
    const { context, page } = await open({ viewport });
    const covered: string[] = [];
    for (const path of [...publicPages.map((entry) => entry.path), `/projects/${projectSlug}`, `/news/${newsSlug}`]) {
      await gotoHydrated(page, `${baseURL}${path}`);
      for (let step = 0; step < 400; step++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(async () => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          // a frame that took the focus (the map) is moved from under the bar after this
          // window's blur, a moment after the key
          if (element instanceof HTMLIFrameElement) await new Promise((resolve) => setTimeout(resolve, 100));
          const overlap = (a: DOMRect, b: DOMRect) =>
            a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          const rect = element.getBoundingClientRect();
          const floating = document.querySelector("aside.fixed");
          const header = document.querySelector("header");
          const inside = (container: Element | null) => Boolean(container?.contains(element));
          const under = [
            !inside(floating) && floating && overlap(rect, floating.getBoundingClientRect()) ? "floating buttons" : "",
            !inside(header) && header && overlap(rect, header.getBoundingClientRect()) ? "header" : "",
          ].filter(Boolean);
          return {
            html: element.outerHTML.slice(0, 120),
            under,
            last: inside(floating) && !element.nextElementSibling,
          };
        });
        if (!focus) break;
        // the skip link shows itself above the header, on purpose
        if (focus.under.length > 0 && !focus.html.includes('href="#main"')) {
          covered.push(`${path}: under the ${focus.under.join(" and ")}: ${focus.html}`);
        }
        // the floating buttons' last link ends the page's tab order
        if (focus.last) break;
      }
    }
    await context.close();
    expect(covered).toEqual([]);
  });
});

describe("the public site with a keyboard", () => {
  it("Escape closes the phone menu and gives the focus back to its toggle", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/en`);
    const toggle = phoneMenu(page).locator("summary");
    expect(await shownLabel(toggle)).toBe("Open menu");
    await toggle.click();
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(true);
    // the toggle says what it does next, and its state is the disclosure's
    expect(await shownLabel(toggle)).toBe("Close menu");
    expect(await isOpen(phoneMenu(page))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest("details")?.dataset.menu)).toBe("nav");
    expect(await shownLabel(toggle)).toBe("Open menu");
  });

  it("the language menu answers the arrow keys, and a switch opens the page in that language, remembered", async ({
    open,
  }) => {
    const { page } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/en/about`);
    const button = languageMenu(page).locator("summary");
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Tiếng Việt");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("English");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Tiếng Việt");
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("English");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Tiếng Việt");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/about`);
    // the other language's page is a new document: the keyboard starts at its top (the skip link)
    // and the choice is kept for the next visit
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("vi");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
  });

  it("the floating call and Zalo buttons sit in a landmark of their own", async ({ open }) => {
    const { page } = await open({ viewport: viewports.phone });
    await gotoHydrated(page, `${baseURL}/`);
    const aside = page.getByRole("complementary", { name: "Liên hệ nhanh" });
    expect(await aside.getByRole("link").count()).toBe(2);
  });
});
