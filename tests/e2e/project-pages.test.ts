import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// a page per project: staff rename a project and its old address still leads to it; a visitor
// opens a shared address; on /projects the dialog gives the address to copy

const baseURL = inject("baseURL");
const created: number[] = [];
afterAll(async () => {
  // the other tests count the demo projects
  for (const id of created) await api("DELETE", `/api/projects/${id}`);
});

async function api(method: string, path: string, body?: object) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      "x-language": "en",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

const DEMO = "tram-bien-ap-22-kv-cho-nha-may-may-mac";

describe("project pages", () => {
  it("staff rename a project in the admin; its old address leads to the new page in both languages", async ({
    open,
  }) => {
    const id = randomBytes(3).toString("hex");
    // a picture the site already has (a demo project's)
    const image = (await api("GET", "/api/projects")).body.projects.find(
      (project: { slug: string }) => project.slug === DEMO,
    ).image_path as string;
    const saved = await api("POST", "/api/projects", {
      image_path: image,
      title: `Cable tray retrofit ${id}`,
      title_vi: `Cải tạo máng cáp ${id}`,
      location: "Tan Uyen, Binh Duong",
      location_vi: "Tân Uyên, Bình Dương",
      description: "Replacement of corroded cable trays in a chemical plant.",
      description_vi: "Thay thế máng cáp bị ăn mòn trong nhà máy hóa chất.",
      services_provided: "Installation",
      services_provided_vi: "Lắp đặt",
    });
    expect(saved.status).toBe(201);
    created.push(saved.body.project.id);
    const oldSlug = `cai-tao-mang-cap-${id}`;
    expect(saved.body.project.slug).toBe(oldSlug);
    // the page is visited (and cached) before the rename
    expect((await fetch(`${baseURL}/projects/${oldSlug}`)).status).toBe(200);

    const { context, page, errors } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/projects");
    await page.getByLabel("Search projects").fill(id);
    await page.getByRole("button", { name: `Edit: Cable tray retrofit ${id}` }).click();
    const form = page.getByRole("dialog");
    const slug = form.getByLabel("Page address (slug)");
    expect(await slug.inputValue()).toBe(oldSlug);
    // the address follows the Vietnamese title, and the form says the old one will redirect
    await form.getByLabel("Title (Vietnamese)").fill(`Cải tạo máng cáp nhà máy hóa chất ${id}`);
    const newSlug = `cai-tao-mang-cap-nha-may-hoa-chat-${id}`;
    expect(await slug.inputValue()).toBe(newSlug);
    await form.getByText(`The old address /projects/${oldSlug} will lead to the new one`).waitFor();
    await form.getByLabel("Image description (Vietnamese)").fill("Máng cáp mới dọc hành lang kỹ thuật");
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "Project updated successfully");
    await context.close();
    expect(errors).toEqual([]);

    const { page: visitor, errors: visitorErrors } = await open({ viewport: viewports.desktop });
    // a link shared before the rename, in Vietnamese and in English
    const vi = await gotoHydrated(visitor, `${baseURL}/projects/${oldSlug}`);
    expect(visitor.url()).toBe(`${baseURL}/projects/${newSlug}`);
    expect(vi?.status()).toBe(200);
    expect(await visitor.locator("h1").textContent()).toBe(`Cải tạo máng cáp nhà máy hóa chất ${id}`);
    expect(await visitor.locator("main figure img").getAttribute("alt")).toBe("Máng cáp mới dọc hành lang kỹ thuật");

    await gotoHydrated(visitor, `${baseURL}/en/projects/${oldSlug}`);
    expect(visitor.url()).toBe(`${baseURL}/en/projects/${newSlug}`);
    expect(await visitor.locator("h1").textContent()).toBe(`Cable tray retrofit ${id}`);
    expect(visitorErrors).toEqual([]);
  });

  it("a visitor opens a shared project address: the whole page, in Vietnamese and in English", async ({ open }) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, errors } = await open({ viewport: viewport });
      const response = await gotoHydrated(page, `${baseURL}/projects/${DEMO}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").textContent()).toBe("Trạm biến áp 22 kV cho nhà máy may mặc");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("vi");
      const trail = page.getByRole("navigation", { name: "Vị trí trang" });
      expect(await trail.getByRole("listitem").allTextContents()).toEqual([
        "Trang chủ",
        "Dự án",
        "Trạm biến áp 22 kV cho nhà máy may mặc",
      ]);
      const main = page.locator("main");
      expect(await main.textContent()).toContain("KCN VSIP II, TP. Hồ Chí Minh");
      expect(await main.textContent()).toMatch(/Tháng \d{1,2} năm 2026|tháng \d{1,2} năm 2026/);
      expect(await main.getByRole("heading", { name: "Thông tin dự án" }).isVisible()).toBe(true);
      // the picture in the sizes of the upload, described
      const image = page.locator("main figure img");
      expect(await image.getAttribute("srcset")).toMatch(/-480w\.webp 480w/);
      expect(await image.getAttribute("alt")).toBe("Hình minh họa: cột điện và đường dây tải điện");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // the breadcrumb leads back to the portfolio
      await trail.getByRole("link", { name: "Dự án" }).click();
      await page.waitForURL(`${baseURL}/projects`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Những công trình chúng tôi tự hào");

      await gotoHydrated(page, `${baseURL}/en/projects/${DEMO}`);
      expect(await page.locator("h1").textContent()).toBe("22 kV substation for a garment factory");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
      const trailEn = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await trailEn.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/en");
      expect(await page.locator("main").textContent()).toContain("VSIP II Industrial Park, Ho Chi Minh City");
      expect(await page.locator("main figure img").getAttribute("alt")).toBe("Illustration: power pylons and lines");
      expect(errors).toEqual([]);
    }
  });

  it("on /projects a card opens the dialog with the project's address to copy, and a link to its page", async ({
    open,
  }) => {
    for (const [path, language] of [
      ["/projects", "vi"],
      ["/en/projects", "en"],
    ] as const) {
      const { page, errors, context } = await open({
        viewport: language === "vi" ? viewports.phone : viewports.desktop,
      });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await gotoHydrated(page, `${baseURL}${path}`);
      const card = page.getByRole("link", {
        name: language === "vi" ? /Trạm biến áp 22 kV cho nhà máy may mặc/ : /22 kV substation for a garment factory/,
      });
      await card.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      // still the spec's dialog: the page did not change
      expect(page.url()).toBe(`${baseURL}${path}`);
      const address = `${baseURL}${language === "en" ? "/en" : ""}/projects/${DEMO}`;
      expect(await dialog.getByTestId("project-address").textContent()).toBe(address);

      await dialog.getByRole("button", { name: language === "vi" ? "Sao chép" : "Copy" }).click();
      await dialog
        .getByRole("status")
        .getByText(
          language === "vi" ? "Đã sao chép địa chỉ trang dự án." : "The address of the project page has been copied.",
        )
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

      await dialog.getByRole("link", { name: language === "vi" ? "Mở trang dự án" : "Open the project page" }).click();
      await page.waitForURL(address);
      await expect
        .poll(() => page.locator("h1").textContent())
        .toBe(language === "vi" ? "Trạm biến áp 22 kV cho nhà máy may mặc" : "22 kV substation for a garment factory");
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(errors).toEqual([]);
    }
  });

  it("a card opened in a new tab (Ctrl+click) is the project's page", async ({ open }) => {
    const { page, errors: _errors, context } = await open({ viewport: viewports.desktop });
    await gotoHydrated(page, `${baseURL}/en/projects`);
    const opened = context.waitForEvent("page");
    await page.getByRole("link", { name: /22 kV substation for a garment factory/ }).click({ modifiers: ["Control"] });
    const tab = await opened;
    // a new tab starts at about:blank, and may have loaded it before it navigates to the link
    await tab.waitForURL(`${baseURL}/en/projects/${DEMO}`, { timeout: 10_000 }).catch(() => undefined);
    expect(tab.url()).toBe(`${baseURL}/en/projects/${DEMO}`);
    expect(await page.getByRole("dialog").isVisible()).toBe(false);
  });
});
