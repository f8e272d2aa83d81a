import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Page } from "playwright-core";
import { adminContacts } from "../../app/admin/content/contacts.ts";
import { adminDashboard } from "../../app/admin/content/dashboard.ts";
import routes from "../../app/routes.ts";
import { logIn, settled } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { beforeAll, describe, expect, inject, it } from "./support/fixture.ts";

// the back office on a phone (issue 35): every admin screen of the route table, at 390 × 844 in
// both languages, scrolls only up and down, shows every tab's whole label, has no axe violation
// (each tab too), and on the dashboard and the leads screen the first lead is on the first screen,
// not below the figures

const baseURL = inject("baseURL");
const phone = viewports.phone;

// the admin screens as app/routes.ts declares them (a new screen is walked without a change here)
function adminPaths(): string[] {
  const admin = routes.find((entry) => entry.path === "admin");
  if (!admin) throw new Error("app/routes.ts has no admin route");
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[] | undefined, prefix: string) => {
    for (const entry of entries ?? []) {
      const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
      // an optional segment ("contacts/:id?") is two screens: without it and with it
      const optional = /\/:(\w+)\?$/.exec(path);
      if (optional) paths.push(path.slice(0, optional.index), path.slice(0, -1));
      else if (entry.index || entry.path) paths.push(path);
      walk(entry.children, path);
    }
  };
  walk(admin.children, "");
  return paths;
}

// a real item for each screen of one record; a new screen with a parameter fails here until it
// says which item to open
let realItems: Record<string, () => string>;
let contactId: number;

function screenAddress(path: string): string {
  if (path === "/*") return "/admin/no-such-screen";
  if (!path.includes(":")) return `/admin${path}`;
  const item = realItems[path];
  if (!item) throw new Error(`admin-phone.test.ts: say which real item to open for /admin${path}`);
  return `/admin${item()}`;
}

// the views of a screen that its address chooses beyond the route table
const moreViews: Record<string, string[]> = { "/contacts": ["/admin/contacts?view=board"] };

beforeAll(async () => {
  const token = await adminToken();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const pages = (await (await fetch(`${baseURL}/api/pages`, { headers })).json()) as { pages: { key: string }[] };
  // the home page: the editor with the most fields (and the longest search-engine title)
  const pageKey = pages.pages.find((page) => page.key === "home")?.key;
  expect(pageKey).toBeTruthy();
  // a lead whose next step was due long ago, so the dashboard lists it first, as the most overdue
  const sent = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Khách Điện Thoại",
      email: "dien.thoai@nhamay.vn",
      message: "Cần báo giá bảo trì trạm biến áp 1 000 kVA, xem trên điện thoại.",
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
  const list = (await (
    await fetch(`${baseURL}/api/contact?search=${encodeURIComponent("dien.thoai@nhamay.vn")}`, { headers })
  ).json()) as { contacts: { id: number }[] };
  contactId = list.contacts[0]?.id ?? 0;
  const updated = await fetch(`${baseURL}/api/contact/${contactId}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ stage: "contacted", next_action_on: "2001-01-01" }),
  });
  expect(updated.status).toBe(200);
  // a company with a person and a lead: the lead above, linked to one made by hand
  const made = await fetch(`${baseURL}/api/companies`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Công ty Cổ phần Điện Thoại Di Động Miền Bắc", province: "Hà Nội" }),
  });
  expect(made.status).toBe(201);
  const companyId = ((await made.json()) as { company: { id: number } }).company.id;
  const linked = await fetch(`${baseURL}/api/contact/${contactId}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ company_id: companyId }),
  });
  expect(linked.status).toBe(200);
  realItems = {
    "/pages/:key": () => `/pages/${pageKey}`,
    "/contacts/:id": () => `/contacts/${contactId}`,
    "/companies/:id": () => `/companies/${companyId}`,
  };
});

// what is wrong with the screen as shown: sideways scrolling, tabs cut off
async function problems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const width = window.innerWidth;
    const { documentElement: html, body } = document;
    if (html.scrollWidth > width) out.push(`the page is ${html.scrollWidth - width} px wider than the screen`);
    if (body.scrollWidth > width) out.push(`the body is ${body.scrollWidth - width} px wider than the screen`);
    // a box of the screen that scrolls sideways (a table wider than the phone), unless it is meant
    // to: a named region the keyboard can scroll (the lead board's columns, the Website tab's
    // figures tables)
    for (const box of document.querySelectorAll<HTMLElement>("#admin-main *")) {
      const { overflowX } = getComputedStyle(box);
      if ((overflowX !== "auto" && overflowX !== "scroll") || box.scrollWidth <= box.clientWidth + 1) continue;
      if (box.tabIndex === 0 && box.hasAttribute("aria-label")) continue;
      const name = box.querySelector("caption, h2, h3")?.textContent ?? box.className;
      out.push(`"${name}" scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
    }
    for (const list of document.querySelectorAll<HTMLElement>("[role=tablist]")) {
      const name = list.getAttribute("aria-label");
      if (list.scrollWidth > list.clientWidth) out.push(`the tab row "${name}" hides tabs beyond its edge`);
      for (const tab of list.querySelectorAll<HTMLElement>("[role=tab]")) {
        const box = tab.getBoundingClientRect();
        if (tab.scrollWidth > tab.clientWidth) out.push(`the tab "${tab.textContent?.trim()}" clips its label`);
        else if (box.left < 0 || box.right > width)
          out.push(`the tab "${tab.textContent?.trim()}" is cut by the screen`);
      }
    }
    return [...new Set(out)];
  });
  return found.map((problem) => `${where}: ${problem}`);
}

// the first lead's row, wholly on the first screen (the page not scrolled)
async function firstLeadOnFirstScreen(page: Page, region: string, where: string): Promise<string[]> {
  const row = page.getByRole("region", { name: region, exact: true }).getByRole("listitem").first();
  try {
    await row.waitFor({ timeout: 5_000 });
  } catch {
    return [`${where}: no lead row in "${region}"`];
  }
  const bottom = await row.evaluate((element) => window.scrollY + element.getBoundingClientRect().bottom);
  return bottom <= phone.height
    ? []
    : [`${where}: the first lead ends at ${Math.round(bottom)} px, below the first screen`];
}

// the screens seen signed out, checked before signing in
const signedOut = ["/login", "/invitation/:token"];

describe("the back office on a phone", () => {
  // every screen and tab in both languages, with axe on each in Vietnamese: minutes on a busy machine
  it("every admin screen fits 390 px in both languages, tabs whole, no axe violation, the first lead on the first screen", {
    timeout: 240_000,
  }, async ({ open }) => {
    const paths = adminPaths();
    // the route table was read: the screens and the one with an item are among them
    expect(paths).toEqual(expect.arrayContaining(["", "/contacts", "/pages/:key", "/login", "/*"]));
    const found: string[] = [];
    for (const language of ["vi", "en"] as const) {
      const { page, errors } = await open({ viewport: phone, adminLanguage: language });
      await gotoHydrated(page, `${baseURL}/admin/login`);
      await page.locator("#login-name").waitFor();
      found.push(
        ...(await problems(page, `${language} /admin/login`)),
        ...(await axeViolations(page, `${language} /admin/login`)),
      );
      // an invitation's page, signed out (a link no longer valid: the invitation e2e shows the form)
      await page.goto(`${baseURL}/admin/invitation/${"x".repeat(43)}`);
      await page.locator("h1").first().waitFor();
      found.push(...(await problems(page, `${language} /admin/invitation/…`)));
      // the invitation's read answers 404 there, as it should: the console says so, nothing else
      expect(errors).toEqual([
        "console: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
      errors.length = 0;
      await logIn(page);
      for (const path of paths.filter((path) => !signedOut.includes(path))) {
        for (const address of [screenAddress(path), ...(moreViews[path] ?? [])]) {
          const where = `${language} ${address}`;
          await page.goto(`${baseURL}${address}`);
          await settled(page);
          // axe in Vietnamese here, in English at a desktop's width (accessibility-admin.test.ts):
          // each language once at each width; the layout in both
          const axe = (label: string) => (language === "vi" ? axeViolations(page, label) : Promise.resolve([]));
          found.push(...(await problems(page, where)), ...(await axe(where)));
          // each tab of the screen's tab rows, opened in turn
          const tabs = page.locator("#admin-main [role=tab]");
          for (let index = 1; index < (await tabs.count()); index++) {
            await tabs.nth(index).click();
            await settled(page);
            const tab = `${where}, tab "${(await tabs.nth(index).textContent())?.trim()}"`;
            found.push(...(await problems(page, tab)), ...(await axe(tab)));
          }
          if (path === "") {
            await page.goto(`${baseURL}${address}`);
            await settled(page);
            found.push(...(await firstLeadOnFirstScreen(page, adminDashboard[language].overview.leads, where)));
          }
          if (address === "/admin/contacts") {
            found.push(...(await firstLeadOnFirstScreen(page, adminContacts[language].list.heading, where)));
          }
        }
      }
      expect(errors).toEqual([]);
    }
    expect(found).toEqual([]);
  });

  it("the dashboard's lead opens that lead at its own address", async ({ open }) => {
    const { page, errors } = await open({ viewport: phone, adminLanguage: "en" });
    await logIn(page);
    const leads = page.getByRole("region", { name: adminDashboard.en.overview.leads, exact: true });
    const first = leads.getByRole("listitem").first();
    await expect.poll(() => first.textContent()).toContain("Khách Điện Thoại");
    expect(await first.textContent()).toContain("Overdue");
    await first.getByRole("link").click();
    // the lead's own address, with its details open
    await page.waitForURL(`${baseURL}/admin/contacts/${contactId}`);
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("dien.thoai@nhamay.vn");
    expect(errors).toEqual([]);
  });
});
