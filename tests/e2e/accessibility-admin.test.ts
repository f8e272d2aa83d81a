import type { Page } from "playwright-core";
import { logIn, settled } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it, type Open } from "./support/fixture.ts";

// the back office's accessibility: axe-core over the login page, every screen (in English) and the
// forms that open as dialogs (in both languages), at a desktop's width: zero violations of any
// impact (at a phone's width admin-phone.test.ts runs axe on every screen of the route table and
// each of its tabs in Vietnamese as it checks the layout in both); and the keyboard: titles, the
// skip link, the phone's sidebar.
// The public site's: accessibility-public.test.ts.

const baseURL = inject("baseURL");

describe("the back office at a desktop's width", () => {
  const viewport = viewports.desktop;
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
        // its company, to open on the company's page
        company: `Công ty Tiếp Cận ${viewport.width}`,
        consent: true,
      }),
    });
    expect(sent.status).toBe(201);
    const companies = (await (
      await fetch(`${baseURL}/api/companies?search=${encodeURIComponent(`Tiếp Cận ${viewport.width}`)}`, {
        headers: { authorization: `Bearer ${await adminToken()}` },
      })
    ).json()) as { companies: { id: number }[] };
    const companyPage = `/companies/${companies.companies[0]?.id}`;
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
        "/companies": { vi: "Thêm công ty", en: "Add company" },
        [companyPage]: { vi: "Gộp vào công ty khác", en: "Merge into another company" },
      };
      for (const screen of [
        "",
        "/projects",
        "/contacts",
        "/contacts?view=board",
        "/companies",
        companyPage,
        "/reports",
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
        // the lists have loaded (no spinner left)
        await settled(page);
        // every screen in English here; in Vietnamese at a phone's width (admin-phone.test.ts),
        // so that each language is checked once at each width; the dialogs in both
        if (language === "en") found.push(...(await axeViolations(page, `${language} /admin${screen}`)));
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
