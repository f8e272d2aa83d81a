import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_ADMIN_PASSWORD, startSite } from "../../bench/support.ts";
import { pageSeeds } from "../../server/db/page-seeds.ts";

// The site in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core: no
// browser is downloaded). The end-to-end suite runs in Chromium; this file walks what a visitor
// and a staff member do most in the other engine, on the built site served as `npm start` serves
// it: the home page in both languages, the keyboard's skip link and the language switch, the
// contact form sent, and the back office's sign-in, dashboard and the Website tab's chart and
// table. A script error or a failed request of the site's own fails the test.

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
if (!existsSync(FIREFOX)) throw new Error(`Firefox not found at ${FIREFOX}: apt-get install firefox-esr`);

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite(),
    puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// a new page at a size, in a fresh context, with the site's own script errors and failed requests collected (Firefox's
// own messages, about its profile or its updates, are not the site's)
async function open(width: number): Promise<{ page: Page; errors: string[] }> {
  // a context of its own: no language chosen in another test (its cookie sends /en pages to
  // Vietnamese ones), no session
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    const from = message.location().url ?? "";
    if (message.type() === "error" && from.startsWith(site.url)) errors.push(`${from}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.url().startsWith(site.url) && response.status() >= 400) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return { page, errors };
}

const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent?.trim() ?? "");
// until a condition holds in the page (a hydrated React app answers a moment after load), asked
// every 100 ms: a headless Firefox may not run animation frames, Puppeteer's default
const until = (page: Page, condition: string) => page.waitForFunction(condition, { timeout: 15_000, polling: 100 });
// a page's own requests done (React Router asks for the routes of the links it shows once the
// page is idle) before the test navigates away: on a busy machine that request was still under
// way, and the navigation cut it ("Failed to fetch manifest patches")
const settled = (page: Page) => page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 });

describe("the site in Firefox", () => {
  it("home in both languages: the heading, the skip link from the keyboard and the language switch", async () => {
    const { page, errors } = await open(390);
    for (const [path, language, skip] of [
      ["/", "vi", "Chuyển đến nội dung chính"],
      ["/en", "en", "Skip to main content"],
    ] as const) {
      await page.goto(`${site.url}${path}`, { waitUntil: "load" });
      await settled(page);
      expect(await page.$eval("html", (element) => element.lang)).toBe(language);
      expect(await text(page, "h1")).toBe(pageSeeds.home[language].hero.title);
      // the first Tab reaches the skip link; Enter moves the focus into the main content
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(skip);
      await page.keyboard.press("Enter");
      await until(page, "document.activeElement?.closest('main') !== null");
    }
    // a content page runs no framework (decision 040); Firefox has no Speculation Rules, so a link
    // the pointer comes over is fetched ahead by the site's script
    await page.goto(`${site.url}/en/about`, { waitUntil: "load" });
    await settled(page);
    expect(await page.$$eval("script[type=module]", (scripts) => scripts.length)).toBe(0);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    await page.hover('footer a[href="/en/services"]');
    await expect.poll(() => asked, { timeout: 10_000 }).toContain(`${site.url}/en/services`);
    // the language switch: its toggle opens the list, and Vietnamese takes the visitor to the same
    // page in Vietnamese
    await page.locator("details[data-menu=list] > summary").click();
    await page.locator('details[data-menu=list] a[hreflang="vi"]').click();
    await until(page, "location.pathname === '/about' && document.documentElement.lang === 'vi'");
    await settled(page);
    // the page it shows is the one the server sends for that address
    const shown = await text(page, "h1");
    await page.goto(`${site.url}/about`, { waitUntil: "load" });
    expect(await text(page, "h1")).toBe(shown);
    expect(await page.$eval("html", (element) => element.lang)).toBe("vi");
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it("sends the contact form and thanks the visitor", async () => {
    const { page, errors } = await open(390);
    await page.goto(`${site.url}/en/contact`, { waitUntil: "load" });
    // the form as the app runs it (before that, a send is the browser's own form post)
    await page.waitForSelector("html[data-hydrated]");
    const id = Date.now().toString(36);
    await page.locator("#contact-name").fill("Trần Văn Firefox");
    await page.locator("#contact-email").fill(`firefox.${id}@example.vn`);
    await page.locator("#contact-phone").fill("+84 28 3822 1234");
    await page.locator("#contact-message").fill(`Please quote a thermal scan of our switchboards (ref ${id}).`);
    // from the keyboard, as the floating contact bar may cover the box at a phone's width
    await page.focus("#contact-consent");
    await page.keyboard.press(" ");
    expect(await page.$eval("#contact-consent", (box) => (box as HTMLInputElement).checked)).toBe(true);
    await page.focus('form button[type="submit"]');
    await page.keyboard.press("Enter");
    // the thank-you banner (another status region, the page's own, may come first)
    const thanks = () =>
      page.$$eval("[role=status]", (regions) =>
        regions.map((region) => region.textContent?.trim() ?? "").filter((words) => words.startsWith("Thank you")),
      );
    await until(
      page,
      "[...document.querySelectorAll('[role=status]')].some((r) => r.textContent.includes('Thank you'))",
    );
    expect(await thanks()).toEqual(["Thank you for your message! We will get back to you soon."]);
    expect(await page.$eval("#contact-name", (input) => (input as HTMLInputElement).value)).toBe("");
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it("back office: signs in, shows the dashboard, draws the Website tab's chart with its table and takes a typed date", async () => {
    const { page, errors } = await open(1280);
    // the back office in English (about:blank, where this runs first too, has no storage)
    await page.evaluateOnNewDocument(() => {
      try {
        localStorage.setItem("i18nextLng", "en");
      } catch {}
    });
    await page.goto(`${site.url}/admin/login`, { waitUntil: "load" });
    await page.locator("#login-name").fill("admin");
    await page.locator("#login-password").fill(BENCH_ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    await until(page, "document.querySelector('h1')?.textContent.startsWith('Welcome back')");
    // the Website tab: its line chart is drawn on a canvas, and its table is one click away
    await page.locator('::-p-xpath(//button[@role="tab"][normalize-space()="Website"])').click();
    await until(page, "document.querySelector('canvas') !== null && document.querySelector('canvas').width > 0");
    await page.locator('::-p-xpath(//button[normalize-space()="Show as a table"])').click();
    await until(page, "[...document.querySelectorAll('th')].some((cell) => cell.textContent.trim() === 'Day')");
    // the back office's own date field, typed into (Firefox's date box wrote days its own way):
    // the audit trail's "From" takes "1 Nov 2026" and filters by that day
    await settled(page);
    await page.locator('::-p-xpath(//nav//a[normalize-space()="Audit trail"])').click();
    await page.locator("#audit-from").click();
    await page.keyboard.type("1 Nov 2026");
    await until(page, "new URLSearchParams(location.search).get('from') === '2026-11-01'");
    await until(page, "document.getElementById('audit-from-hint')?.textContent.includes('Read as 1 November 2026.')");
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
