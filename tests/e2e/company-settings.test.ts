import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated, openPage } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// staff change the hotline and Saturday's hours in Settings, and the public site says so at once,
// in both languages: the footer on every page, the contact page (tel: link and hours) and the
// JSON-LD; an Admin only reads the settings; the audit trail names the change

const baseURL = inject("baseURL");
let original: unknown;

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${baseURL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json", ...init.headers },
  });
}

beforeAll(async () => {
  original = ((await (await api("/api/settings")).json()) as { settings: unknown }).settings;
});
afterAll(async () => {
  // the other end-to-end tests expect the seeded details
  if (original) await api("/api/settings", { method: "PUT", body: JSON.stringify(original) });
});

const openingHours = (page: Page, testId: string) => page.getByTestId(testId).locator("li").allInnerTexts();
const businessData = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Electrician");
};

describe("the company settings", () => {
  it("a Super Admin changes the hotline and Saturday's hours, and every public page shows them", async ({ open }) => {
    const { context, page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/settings");
    await page.getByRole("heading", { name: "Cài đặt công ty" }).waitFor();
    await page.locator("#settings-hotline").fill("0283 777 666");
    await page.locator("#settings-hotlineInternational").fill("+84283777666");

    // a closing time before the opening time is refused on the spot, and nothing is saved
    const saturday = page.locator('li[data-day="saturday"]');
    await saturday.getByLabel("Giờ đóng cửa (Thứ Bảy)").fill("07:00");
    await page.getByRole("button", { name: "Lưu thay đổi" }).click();
    await saturday.getByText("Giờ đóng cửa phải sau giờ mở cửa.").waitFor();
    expect(((await (await api("/api/settings")).json()) as { updated_at: string | null }).updated_at).toBeNull();

    await saturday.getByLabel("Giờ đóng cửa (Thứ Bảy)").fill("11:30");
    await page.getByRole("button", { name: "Lưu thay đổi" }).click();
    await toast(page, "Đã lưu cài đặt");
    await page.getByText(/^Lưu lần cuối \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} bởi /).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // the public site, as a visitor opens it right after, page after page in one browser
    const { context: visitor } = await open();
    for (const [path, language] of [
      ["/", "vi"],
      ["/contact", "vi"],
      ["/en", "en"],
      ["/en/contact", "en"],
    ] as const) {
      const { page: publicPage, errors: publicErrors } = await openPage(visitor);
      await gotoHydrated(publicPage, `${baseURL}${path}`);
      const footer = publicPage.locator("footer");
      expect(await footer.getByRole("link", { name: "0283 777 666" }).getAttribute("href")).toBe("tel:+84283777666");
      const saturdayLine = language === "vi" ? "Thứ Bảy: 8:00 – 11:30" : "Saturday: 8:00 – 11:30";
      expect(await openingHours(publicPage, "footer-hours"), path).toContain(saturdayLine);
      if (path.endsWith("contact")) {
        expect(await openingHours(publicPage, "opening-hours")).toEqual(await openingHours(publicPage, "footer-hours"));
        expect(await publicPage.locator("main").getByRole("link", { name: "0283 777 666" }).getAttribute("href")).toBe(
          "tel:+84283777666",
        );
      }
      const data = await businessData(publicPage);
      expect(data.telephone).toBe("+84283777666");
      expect(data.openingHoursSpecification).toContainEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "08:00",
        closes: "11:30",
      });
      expect(publicErrors, path).toEqual([]);
      await publicPage.close();
    }
  });

  it("an Admin reads the settings but cannot change them", async ({ open }) => {
    const login = `clerk${randomBytes(3).toString("hex")}`;
    const created = await api("/api/auth/register", {
      method: "POST",
      body: JSON.stringify({
        login_name: login,
        user_name: "Nhân viên đọc",
        password: "doc-cai-dat-cong-ty-9",
        role: 1,
        status: 1,
      }),
    });
    expect(created.status).toBe(201);
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, login, "doc-cai-dat-cong-ty-9", "/admin/settings");
    await page.getByText("Only a Super Admin can change the company settings.").waitFor();
    expect(await page.locator("#settings-hotline").inputValue()).toBe("0283 777 666");
    expect(await page.locator("#settings-hotline").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save changes" }).count()).toBe(0);
  });

  it("the audit trail names who changed the settings", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/audit?entity_type=settings");
    const row = page.locator("tbody tr").filter({ hasText: "Company settings" }).first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/hotline/i);
  });
});
