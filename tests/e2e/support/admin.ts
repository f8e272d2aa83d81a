import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { gotoHydrated } from "./browser.ts";

export async function logIn(
  page: Page,
  loginName = inject("adminLogin"),
  password = inject("adminPassword"),
  path = "/admin",
  // another server than the tests' own (one started on PostgreSQL)
  base = inject("baseURL"),
) {
  await gotoHydrated(page, `${base}/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.locator("#login-name").fill(loginName);
  await page.locator("#login-password").fill(password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(`${base}${path}`);
}

// the text of the newest toast
export async function toast(page: Page, text: string | RegExp) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
}

// the screen's content has loaded: its heading, and no spinner or "Loading…" left
export async function settled(page: Page) {
  await page.locator("#admin-main h1").first().waitFor();
  await expect
    .poll(() =>
      page
        .locator("#admin-main")
        .getByText(/^(Loading…|Đang tải…)$/)
        .count(),
    )
    .toBe(0);
}
