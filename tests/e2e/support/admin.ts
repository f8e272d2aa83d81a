import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { gotoHydrated, openPage, viewports } from "./browser.ts";

// an admin session in the browser, in the language asked for

export async function adminContext(
  browser: Browser,
  language: "vi" | "en" = "en",
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem("i18nextLng")) window.localStorage.setItem("i18nextLng", lang);
  }, language);
  const { page, errors } = await openPage(context);
  return { context, page, errors };
}

export async function logIn(
  page: Page,
  loginName = inject("adminLogin"),
  password = inject("adminPassword"),
  path = "/admin",
) {
  await gotoHydrated(page, `${inject("baseURL")}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.locator("#login-name").fill(loginName);
  await page.locator("#login-password").fill(password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(`${inject("baseURL")}${path}`);
}

// the text of the newest toast
export async function toast(page: Page, text: string | RegExp) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
}
