import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

const baseURL = inject("baseURL");
describe("logging in to the back office", () => {
  it("refuses blank fields and a wrong password, then returns to the page first asked for", async ({ open }) => {
    const { page, errors } = await open({ adminLanguage: "en" });
    await gotoHydrated(page, `${baseURL}/admin/projects`);
    await page.waitForURL(`${baseURL}/admin/login?redirect=%2Fadmin%2Fprojects`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in to the back office");

    await page.getByRole("button", { name: "Sign in" }).click();
    await toast(page, "Sign-in failed. Check your username and password.");

    await page.locator("#login-name").fill(inject("adminLogin"));
    await page.locator("#login-password").fill("not-the-password");
    // the show/hide toggle
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await page.locator("#login-password").getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await page.locator("#login-password").getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await toast(page, "Wrong username or password");
    expect(page.url()).toContain("/admin/login");

    await page.locator("#login-password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await toast(page, "Signed in.");
    await page.waitForURL(`${baseURL}/admin/projects`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects");

    // the session survives a reload
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    expect(await page.getByTestId("admin-user-name").textContent()).toBe("Super Admin");
    expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
  });

  it("sends a visitor with a broken or expired token to the login page, remembering the page", async ({ open }) => {
    const { context, page } = await open({ adminLanguage: "en" });
    await context.addInitScript(() => window.localStorage.setItem("token", "not.a.valid-token"));
    await gotoHydrated(page, `${baseURL}/admin/users`);
    await page.waitForURL(`${baseURL}/admin/login?redirect=%2Fadmin%2Fusers`);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  });

  it("shows the layout: sidebar links, the user's initial, name and role, language and site links; logs out", async ({
    open,
  }) => {
    const { page } = await open({ adminLanguage: "vi" });
    await logIn(page);
    const nav = page.getByRole("navigation", { name: "Điều hướng quản trị" });
    await expect
      .poll(() => nav.getByRole("link").allTextContents())
      .toEqual([
        "Bảng điều khiển",
        "Dự án",
        "Khách hàng tiềm năng",
        "Công ty khách hàng",
        "Báo cáo",
        "Người dùng",
        "Danh mục",
        "Tin tức",
        "Chứng chỉ",
        "Thư viện ảnh",
        "Trang nội dung",
        "Chuyển hướng",
        "Cài đặt",
        "Nhật ký hoạt động",
        "Bảo mật",
      ]);
    expect(await page.getByText("Quản trị cấp cao", { exact: true }).isVisible()).toBe(true);
    const site = page.getByRole("link", { name: "Xem website" });
    expect(await site.getAttribute("target")).toBe("_blank");
    expect(await site.getAttribute("href")).toBe("/");

    // the interface switches language in place
    await page.getByRole("button", { name: /Tiếng Việt/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    const englishNav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect.poll(() => englishNav.getByRole("link").first().textContent()).toBe("Dashboard");
    expect(await page.getByRole("link", { name: "View website" }).getAttribute("href")).toBe("/en");

    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(`${baseURL}/admin/login`);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    // the session ended on the server: the token no longer works, wherever it was copied to
    const me = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await gotoHydrated(page, `${baseURL}/admin`);
    await page.waitForURL(/\/admin\/login/);
  });

  it("says on the login page why a session ended, and logs out on every device from the Security screen", async ({
    open,
  }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page);
    // ended from elsewhere while the screen is closed (its polling would meet the end first and,
    // the page then reloaded, leave no message to show): the next visit goes to the login page,
    // which says why
    await page.goto("about:blank");
    const elsewhere = await adminToken();
    const ended = await fetch(`${baseURL}/api/auth/logout/everywhere`, {
      method: "POST",
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect(ended.status).toBe(200);
    // (the back office's next call, or a visit later: the same answer)
    await gotoHydrated(page, `${baseURL}/admin/users`);
    await page.waitForURL(/\/admin\/login/);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Your session has ended" }).textContent())
      .toBe(
        "Your session has ended: you were signed out on another device or by an administrator. Please sign in again.",
      );

    // in Vietnamese, from the Security screen: every session of the account, this one included
    const { page: vi } = await open({ adminLanguage: "vi" });
    await logIn(vi);
    const other = await adminToken();
    await gotoHydrated(vi, `${baseURL}/admin/security`);
    await vi.getByRole("button", { name: "Đăng xuất trên mọi thiết bị" }).click();
    await vi.getByRole("dialog").getByRole("button", { name: "Đăng xuất trên mọi thiết bị" }).click();
    await vi.waitForURL(`${baseURL}/admin/login`);
    const otherMe = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${other}` } });
    expect(otherMe.status).toBe(401);
  });

  it("lets the keyboard skip to the login form first", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    await gotoHydrated(page, `${baseURL}/admin/login`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("login-main");
  });

  it("opens and closes the sidebar on a phone", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en", viewport: viewports.phone });
    await logIn(page);
    const sidebar = page.locator("#admin-sidebar");
    const isOnScreen = () => sidebar.evaluate((element) => element.getBoundingClientRect().right > 0);
    await expect.poll(isOnScreen).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(isOnScreen).toBe(true);
    await sidebar.getByRole("link", { name: "Leads" }).click();
    await page.waitForURL(`${baseURL}/admin/contacts`);
    await expect.poll(isOnScreen).toBe(false);
  });
});
