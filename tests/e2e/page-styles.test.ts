import type { Page } from "playwright-core";
import { gotoHydrated, languageMenu, phoneMenu, viewports } from "./support/browser.ts";
import { beforeAll, describe, expect, inject, it } from "./support/fixture.ts";
import { publicPages } from "./support/pages.ts";

// a content page's inline stylesheet holds only the rules its HTML can use (issue 37, point 3;
// server/lib/page-styles.ts), and the page looks exactly as it does with the whole stylesheet:
// every element's every computed property, with the menus and a project's dialog open too.
// The whole stylesheet is the contact page's, which runs React and keeps all of it.

const baseURL = inject("baseURL");
const STYLE = 'style[data-href="site-css"]';
let wholeCss: string;
let projectSlug: string;
let newsSlug: string;

const inlineCss = (html: string) => /<style[^>]*data-href="site-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

beforeAll(async () => {
  wholeCss = inlineCss(await (await fetch(`${baseURL}/contact`)).text());
  expect(wholeCss.length).toBeGreaterThan(20_000);
  projectSlug = /href="\/projects\/([^"]+)"/.exec(await (await fetch(`${baseURL}/projects`)).text())?.[1] ?? "";
  newsSlug = /href="\/news\/([^"]+)"/.exec(await (await fetch(`${baseURL}/news`)).text())?.[1] ?? "";
  expect(projectSlug && newsSlug).toBeTruthy();
});

// what differs, element by element, when the page's own stylesheet is replaced by the whole one
// (through the CSSOM, which the page's policy allows), once transitions have ended (a menu's
// chevron turns); worked out in the page, which sends back only the differences
function differences(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    async ({ css, selector, where }) => {
      const settled = () =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      const snapshot = () =>
        [...document.querySelectorAll("*")].map((element) => {
          const style = getComputedStyle(element);
          const values: string[] = [];
          for (let index = 0; index < style.length; index++) {
            const name = style.item(index);
            values.push(`${name}: ${style.getPropertyValue(name)}`);
          }
          return values;
        });
      await settled();
      const own = snapshot();
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      const element = document.querySelector(selector) as HTMLStyleElement;
      element.disabled = true;
      document.adoptedStyleSheets = [sheet];
      await settled();
      const whole = snapshot();
      document.adoptedStyleSheets = [];
      element.disabled = false;
      const elements = [...document.querySelectorAll("*")];
      const found: string[] = [];
      own.forEach((values, index) => {
        const other = whole[index] ?? [];
        const changed = values.map((value, at) => [value, other[at]]).filter(([value, was]) => value !== was);
        if (changed.length > 0) {
          found.push(
            `${where}: ${elements[index]?.outerHTML.slice(0, 100)}: ${changed
              .slice(0, 3)
              .map(([value, was]) => `${value} (whole: ${was})`)
              .join("; ")}`,
          );
        }
      });
      return found.slice(0, 20);
    },
    { css: wholeCss, selector: STYLE, where },
  );
}

describe("a content page's own stylesheet", () => {
  it("is a part of the site's, and a page looks the same with it as with the whole, at both widths", {
    timeout: 240_000,
  }, async ({ open }) => {
    const found: string[] = [];
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, context } = await open({ viewport });
      // every page on a phone; on a wide screen (the same rules, their wide variants) three kinds
      const paths =
        viewport === viewports.phone
          ? [
              ...publicPages.map((entry) => entry.path).filter((path) => path !== "/contact"),
              `/projects/${projectSlug}`,
              `/news/${newsSlug}`,
              "/en/no-such-page",
            ]
          : ["/", "/en/services", `/news/${newsSlug}`];
      for (const path of paths) {
        const where = `${path} at ${viewport.width} px`;
        const response = await gotoHydrated(page, `${baseURL}${path}`);
        const own = inlineCss((await response?.text()) ?? "");
        // cut: well under the whole (about a fifth to a half of it)
        expect(own.length, where).toBeGreaterThan(2_000);
        expect(own.length, where).toBeLessThan(wholeCss.length * 0.7);
        found.push(...(await differences(page, where)));
      }
      // the states a visitor opens: the menus, a project's dialog
      await gotoHydrated(page, `${baseURL}/projects`);
      const menu = viewport === viewports.phone ? phoneMenu(page) : languageMenu(page);
      await menu.locator("summary").click();
      found.push(...(await differences(page, `/projects at ${viewport.width} px, menu open`)));
      await page.keyboard.press("Escape");
      await page.locator("a[aria-haspopup=dialog]").first().click();
      await page.getByRole("dialog").waitFor();
      found.push(...(await differences(page, `/projects at ${viewport.width} px, a project's dialog`)));
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
