import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

// Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the
// browser's window, profile and services, as Playwright's own headless runs use), driven by
// playwright-core (no browser download needed). It costs about a third less CPU than the whole
// browser (decision 039); CHROMIUM_PATH=/usr/bin/chromium runs the tests in the whole browser.
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

const launchArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

// a page that records every console error and uncaught exception
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

// the public header's two disclosures (<details> elements: app/components/layout/): the language
// list and, on a phone, the menu; their toggles are <summary> elements
export const languageMenu = (page: Page) => page.locator("details[data-menu=list]");
export const phoneMenu = (page: Page) => page.locator("details[data-menu=nav]");
export const isOpen = (menu: ReturnType<Page["locator"]>) =>
  menu.evaluate((element) => (element as HTMLDetailsElement).open);
// the words of a toggle a screen reader reads: those of its text that are not display: none
export const shownLabel = (toggle: ReturnType<Page["locator"]>) =>
  toggle.evaluate((element) =>
    [...element.querySelectorAll("span")]
      .filter((span) => getComputedStyle(span).display !== "none")
      .map((span) => span.textContent)
      .join(""),
  );

// opens a page and waits until it answers: a content page once the site's script has run, a page
// that hydrates (the contact form, the back office) once React has (app/lib/page-scripts.tsx)
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}
