import { logIn, toast } from "./support/admin.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// the back office's one way to read data (app/admin/lib/api-query.ts), seen through its screens: what a
// refusal and an unreachable server say, and that only the newest answer is shown

const baseURL = inject("baseURL");

describe("reading data in the back office", () => {
  it("a refused read shows the server's message; an unreachable server shows the screen's network text", async ({
    open,
  }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page);
    await page.route("**/api/projects/admin", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "The database is being upgraded. Try again in a minute." }),
      }),
    );
    await gotoHydrated(page, `${baseURL}/admin/projects`);
    await toast(page, "The database is being upgraded. Try again in a minute.");

    await page.unroute("**/api/projects/admin");
    await page.route("**/api/projects/admin", (route) => route.abort("connectionrefused"));
    await gotoHydrated(page, `${baseURL}/admin/projects`);
    await toast(page, "Error fetching projects");

    // a screen without a text of its own says what every screen says
    await page.route("**/api/news", (route) => route.abort("connectionrefused"));
    await gotoHydrated(page, `${baseURL}/admin/news`);
    await toast(page, "Could not reach the server. Please try again.");
  });

  it("when the filters change while a page of the trail is on its way, the late answer is dropped", async ({
    open,
  }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page);
    // the unfiltered page answers late; the filtered one at once
    await page.route("**/api/audit?*", async (route) => {
      if (!new URL(route.request().url()).searchParams.has("entity_type")) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => {
        // the request was aborted meanwhile: what the test is about
      });
    });
    await page.goto(`${baseURL}/admin/audit`);
    await page.waitForSelector("html[data-hydrated]");
    await page.locator("#audit-type").selectOption("user");
    await page.locator("[data-audit-entry]").first().waitFor();
    await page.waitForTimeout(2000);
    const records = await page.locator("[data-audit-entry] td:nth-child(4) > span.text-slate-600").allTextContents();
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).toMatch(/^User\b/);
  });
});
