import type { Browser, BrowserContext, Page } from "playwright-core";
import { test as base } from "vitest";
import { launchBrowser, openPage, viewports } from "./browser.ts";

// the browser set-up every end-to-end test shares, as Vitest fixtures:
// - `browser`: one Chromium per test file, closed after the file's last test;
// - `open(options)`: a fresh browser context (its own cookies and storage) with a page that records
//   console errors and uncaught exceptions; every context a test opens is closed when it ends,
//   passed or failed, so no test leaks a window into the next.
// A test asks only for what it uses: `it("…", async ({ open }) => { const { page } = await open(); … })`.

export interface OpenOptions {
  viewport?: { width: number; height: number };
  // the back office's language, stored as the admin's language switch stores it
  adminLanguage?: "vi" | "en";
  // any other browser-context option (locale, JavaScript off, …)
  contextOptions?: Parameters<Browser["newContext"]>[0];
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

// the type of `open`, for a helper a test passes it to
export type Open = (options?: OpenOptions) => Promise<Opened>;

export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern (none here)
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("open", async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    });
    const open: Open = async (options = {}) => {
      const context = await browser.newContext({
        viewport: options.viewport ?? viewports.desktop,
        ...options.contextOptions,
      });
      contexts.push(context);
      if (options.adminLanguage) {
        await context.addInitScript((language) => {
          if (!window.localStorage.getItem("i18nextLng")) window.localStorage.setItem("i18nextLng", language);
        }, options.adminLanguage);
      }
      const { page, errors } = await openPage(context);
      return { context, page, errors };
    };
    return open;
  });

export const it = test;
export { afterAll, beforeAll, describe, expect, inject } from "vitest";
