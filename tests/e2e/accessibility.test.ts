import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { logIn } from "./support/admin.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, isOpen, languageMenu, phoneMenu, shownLabel, viewports } from "./support/browser.ts";
import { describe, expect, inject, it, type Open } from "./support/fixture.ts";
import { htmlcsErrors } from "./support/htmlcs.ts";
import { enPath, publicPages } from "./support/pages.ts";

// axe-core over every public page in both languages and every admin screen, at a phone's and a
// desktop's width, with the menus and dialogs open too: zero violations of any impact; and a
// second engine, HTML_CodeSniffer (WCAG 2 AA), over the public pages: zero errors. And the
// keyboard behaviour neither can see: Escape, arrow keys, where the focus goes, what covers it.

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
  // two engines over 24 pages: longer than the default minute on a busy machine
  it("every page has no axe violation and no HTML_CodeSniffer error, in both languages", { timeout: 300_000 }, async ({
    open,
  }) => {
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
        found.push(...(await axeViolations(page, url)), ...(await htmlcsErrors(page, url)));
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
    found.push(...(await axeViolations(page, "language menu")), ...(await htmlcsErrors(page, "language menu")));
    await page.keyboard.press("Escape");
    if (viewport === viewports.phone) {
      await phoneMenu(page).locator("summary").click();
      await page.locator("#mobile-menu").waitFor();
      found.push(...(await axeViolations(page, "phone menu")), ...(await htmlcsErrors(page, "phone menu")));
      await page.keyboard.press("Escape");
    }
    await page.locator("a[aria-haspopup=dialog]").first().click();
    await page.getByRole("dialog").waitFor();
    found.push(...(await axeViolations(page, "project dialog")), ...(await htmlcsErrors(page, "project dialog")));
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
      found.push(...(await axeViolations(page, label)), ...(await htmlcsErrors(page, label)));
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

describe.each(sizes)("the back office at the %s width", (_name, viewport) => {
  // every screen of the back office in both languages, some with a dialog: minutes on a busy machine
  it("the login page, every screen and the dialogs have no axe violation, in both languages", {
    timeout: 180_000,
  }, async ({ open }) => {
    const found: string[] = [];
    // a message to open on the contacts screen
    const sent = await fetch(`${baseURL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Khách Tiếp Cận",
        email: `tiep.can.${viewport.width}@nhamay.vn`,
        message: `Cần báo giá kiểm tra rơ le bảo vệ (${viewport.width}).`,
        consent: true,
      }),
    });
    expect(sent.status).toBe(201);
    for (const language of ["vi", "en"] as const) {
      const { context, page } = await open({ adminLanguage: language, viewport: viewport });
      await gotoHydrated(page, `${baseURL}/admin/login`);
      found.push(...(await axeViolations(page, `${language} /admin/login`)));
      await logIn(page);
      // the forms that open as dialogs, opened on their screen once its own check is done (the
      // screen is not loaded a second time for them)
      const dialogs: Record<string, { vi: string; en: string }> = {
        "/projects": { vi: "Thêm dự án", en: "Add project" },
        "/users": { vi: "Thêm người dùng", en: "Add user" },
        "/news": { vi: "Viết tin mới", en: "Write a news item" },
        "/redirects": { vi: "Thêm chuyển hướng", en: "Add redirect" },
        "/media": { vi: "Sửa mô tả", en: "Edit description" },
      };
      for (const screen of [
        "",
        "/projects",
        "/contacts",
        "/contacts?view=board",
        "/users",
        "/management",
        "/news",
        "/certificates",
        "/media",
        "/redirects",
        "/settings",
        "/audit",
        "/security",
        "/no-such-screen",
      ]) {
        await gotoHydrated(page, `${baseURL}/admin${screen}`);
        await page.locator("#admin-main h1").first().waitFor();
        // the lists have loaded (no spinner left)
        await expect
          .poll(() =>
            page
              .locator("#admin-main")
              .getByText(/^(Loading…|Đang tải…)$/)
              .count(),
          )
          .toBe(0);
        found.push(...(await axeViolations(page, `${language} /admin${screen}`)));
        const button = dialogs[screen];
        if (button) {
          await page.getByRole("button", { name: button[language] }).first().click();
          await page.getByRole("dialog").waitFor();
          found.push(...(await axeViolations(page, `${language} /admin${screen}, ${button[language]}`)));
        }
        if (screen === "") {
          // the dashboard's Website tab: its charts, their tables and the figures' tables (a
          // person's visit first: the test's headless browser is counted as a robot)
          await fetch(`${baseURL}/api/analytics/collect`, {
            method: "POST",
            headers: {
              "content-type": "text/plain",
              "user-agent":
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            },
            body: JSON.stringify({ path: "/", entry: true, width: 390 }),
          });
          await page.getByRole("tab", { name: "Website" }).click();
          await page.locator("#admin-main canvas").first().waitFor();
          await page
            .getByRole("button", { name: { vi: "Xem dạng bảng", en: "Show as a table" }[language] })
            .first()
            .click();
          found.push(...(await axeViolations(page, `${language} /admin, the Website tab`)));
        }
        if (screen === "/contacts") {
          // a message in full: the lead, its timeline and the reply form open
          await page
            .getByRole("button", { name: /Khách Tiếp Cận/ })
            .first()
            .click();
          await page.getByRole("dialog").waitFor();
          await page
            .getByRole("button", { name: { vi: "Trả lời qua e-mail", en: "Reply by e-mail" }[language] })
            .click();
          await page.getByRole("dialog").locator("textarea").first().waitFor();
          found.push(...(await axeViolations(page, `${language} /admin/contacts, a message and its reply`)));
        }
        if (screen === "/security") {
          // two-factor sign-in being set up: the QR code, the key and the code field
          await page
            .getByLabel({ vi: "Mật khẩu hiện tại", en: "Current password" }[language])
            .fill(inject("adminPassword"));
          await page
            .getByRole("button", { name: { vi: "Bật xác thực hai lớp", en: "Turn on two-factor sign-in" }[language] })
            .click();
          await page.getByTestId("two-factor-key").waitFor();
          found.push(...(await axeViolations(page, `${language} /admin/security, set-up`)));
        }
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});

describe("the back office with a keyboard", () => {
  async function signedIn(open: Open, viewport: { width: number; height: number }): Promise<Page> {
    const { page } = await open({ adminLanguage: "en", viewport: viewport });
    await logIn(page);
    return page;
  }

  it("each screen has its own title", async ({ open }) => {
    const page = await signedIn(open, viewports.desktop);
    await expect.poll(() => page.title()).toBe("Dashboard · Admin");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await nav.getByRole("link", { name: "Projects" }).click();
    await expect.poll(() => page.title()).toBe("Projects · Admin");
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect.poll(() => page.title()).toBe("Settings · Admin");
    await gotoHydrated(page, `${baseURL}/admin/no-such-screen`);
    await expect.poll(() => page.title()).toMatch(/ · Admin$/);
    expect(await page.title()).not.toBe("Dashboard · Admin");
    await page.context().close();
  });

  it("the skip link says where it goes and its target takes the focus", async ({ open }) => {
    const page = await signedIn(open, viewports.desktop);
    // a screen opened afresh: the first Tab reaches the skip link
    await gotoHydrated(page, `${baseURL}/admin/contacts`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("admin-main");
    await page.context().close();
  });

  it("on a phone the closed sidebar is out of the tab order; open, Escape closes it; its toggle says what it does", async ({
    open,
  }) => {
    const page = await signedIn(open, viewports.phone);
    const sidebar = page.locator("#admin-sidebar");
    expect(await sidebar.getAttribute("inert")).not.toBeNull();
    // tabbing from the top never reaches a sidebar link while it is closed
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#admin-sidebar")))).toBe(false);
    }
    const toggle = page.locator("button[aria-controls=admin-sidebar]");
    expect(await toggle.getAttribute("aria-label")).toBe("Open menu");
    await toggle.click();
    expect(await sidebar.getAttribute("inert")).toBeNull();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await toggle.getAttribute("aria-label")).toBe("Close menu");
    // the focus is in the drawer, on its first link
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("#admin-sidebar nav") !== null))
      .toBe(true);
    expect(await axeViolations(page, "open sidebar")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => sidebar.getAttribute("inert")).not.toBeNull();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-controls")))
      .toBe("admin-sidebar");
    await page.context().close();
  });
});
