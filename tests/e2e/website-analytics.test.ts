import type { Page } from "playwright-core";
import { logIn } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// issue 25: "a test sends views from browsers, robots and a visitor with DNT: 1, and the dashboard
// shows exactly the browsers' views; an end-to-end test opens the Website tab in both languages
// and reads a chart's table". People's browsers open pages (one follows a link on the site); a
// search engine's robot and a visitor whose browser
// sends DNT: 1 open the same pages; staff then read the counts on the Website tab.

const baseURL = inject("baseURL");
// a person's Chromium (headless Chromium says "HeadlessChrome", which is a robot's name)
const PERSON =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const texts = {
  vi: {
    showTable: "Xem dạng bảng",
    chartTitle: "Lượt xem và lượt truy cập theo ngày",
    pages: "Trang được xem nhiều nhất",
    terms: "Điều khoản sử dụng",
    // the site counts from today: nothing in the 30 days before to compare with
    noneBefore: "30 ngày trước đó chưa có số liệu",
  },
  en: {
    showTable: "Show as a table",
    chartTitle: "Page views and visits per day",
    pages: "Most viewed pages",
    terms: "Terms of use",
    noneBefore: "No figures for the 30 days before",
  },
} as const;

type Summary = {
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number }[];
};
async function summary(token: string): Promise<Summary> {
  const answer = await fetch(`${baseURL}/api/analytics/summary?from=${today()}&to=${today()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Summary;
}
const views = (data: Summary, path: string) => data.pages.find((page) => page.path === path)?.views ?? 0;

// a page opened and its beacon answered
async function visit(page: Page, path: string) {
  const beacon = page.waitForResponse((response) => response.url().endsWith("/api/analytics/collect"));
  await page.goto(`${baseURL}${path}`);
  expect((await beacon).status()).toBe(204);
}

describe("the website's visits", () => {
  it("counts exactly the people's views, and the Website tab shows them in both languages", async ({ open }) => {
    const { page: staff } = await open({ adminLanguage: "vi" });
    await logIn(staff, undefined, undefined, "/admin");
    const token = (await staff.evaluate(() => window.localStorage.getItem("token"))) as string;
    const before = await summary(token);

    // a robot and a visitor asking not to be tracked: their pages send a beacon, not counted
    const { page: robot } = await open({ contextOptions: { userAgent: ROBOT } });
    await visit(robot, "/terms");
    await visit(robot, "/en/terms");
    const { page: private_ } = await open({ contextOptions: { userAgent: PERSON, extraHTTPHeaders: { DNT: "1" } } });
    await visit(private_, "/terms");

    // two people: one reads the terms and follows the footer's link to the privacy policy (each
    // page counted once), the other reads the English terms
    const { page: person } = await open({ contextOptions: { userAgent: PERSON } });
    await visit(person, "/terms");
    const next = person.waitForResponse((response) => response.url().endsWith("/api/analytics/collect"));
    await person.locator("footer").getByRole("link", { name: "Chính sách bảo mật" }).click();
    await person.waitForURL(`${baseURL}/privacy`);
    expect((await next).status()).toBe(204);
    const { page: reader } = await open({ contextOptions: { userAgent: PERSON } });
    await visit(reader, "/en/terms");

    const after = await summary(token);
    expect(views(after, "/terms") - views(before, "/terms")).toBe(1);
    expect(views(after, "/privacy") - views(before, "/privacy")).toBe(1);
    expect(views(after, "/en/terms") - views(before, "/en/terms")).toBe(1);
    const day = (data: Summary) => data.days.find((entry) => entry.day === today()) ?? { views: 0, visitors: 0 };
    expect(day(after).views - day(before).views).toBe(3);
    expect(day(after).visitors - day(before).visitors).toBe(2);

    // the Website tab, in both languages: the chart's table has today's figures, the pages' table
    // the terms' views
    for (const language of ["vi", "en"] as const) {
      const { page } = await open({ adminLanguage: language });
      await logIn(page, undefined, undefined, "/admin");
      await page.getByRole("tab", { name: "Website" }).click();
      // each total beside the days before (none here: the test's site counts from today)
      await expect.poll(() => page.getByText(texts[language].noneBefore).count()).toBe(3);
      const figure = page.getByRole("figure", { name: texts[language].chartTitle });
      await figure.locator("canvas").waitFor();
      await figure.getByRole("button", { name: texts[language].showTable }).click();
      const todayText =
        language === "vi"
          ? today().split("-").reverse().join("/")
          : new Intl.DateTimeFormat("en-GB", {
              day: "numeric",
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            }).format(new Date(`${today()}T00:00:00Z`));
      const row = figure.getByRole("row", { name: new RegExp(`^${todayText} `) });
      const cells = await row.getByRole("cell").allTextContents();
      const shown = await summary(token);
      expect(cells.map((text) => Number(text.replace(/[.,]/g, "")))).toEqual([day(shown).views, day(shown).visitors]);
      const pages = page.getByRole("table", { name: texts[language].pages });
      // each page by its name, its address beneath
      const terms = await pages
        .getByRole("row", { name: new RegExp(`^${texts[language].terms} /terms `) })
        .getByRole("cell")
        .first()
        .textContent();
      expect(Number(terms?.replace(/[.,]/g, ""))).toBe(views(shown, "/terms"));
    }
  });
});
