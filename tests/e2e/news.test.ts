import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { logIn, toast } from "./support/admin.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// staff write a news item as a draft, publish it, and a visitor opens it from the home page

const baseURL = inject("baseURL");
describe("news", () => {
  it("a published item is on the home page, and its page opens from there in both languages", async ({ open }) => {
    const id = randomBytes(3).toString("hex");
    const titleVi = `Nghiệm thu hệ thống chống sét ${id}`;
    const title = `Lightning protection handed over ${id}`;
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/news");
    await page.getByRole("heading", { level: 1, name: "Tin tức" }).waitFor();
    await page.getByRole("button", { name: "Viết tin mới" }).click();
    const form = page.getByRole("dialog", { name: "Viết tin mới" });
    await form.locator("#news-title_vi").fill(titleVi);
    await form.locator("#news-title").fill(title);
    await form.locator("#news-summary_vi").fill("Hệ thống chống sét của kho lạnh đã được đo kiểm và bàn giao.");
    await form.locator("#news-summary").fill("The cold store's lightning protection was measured and handed over.");
    // the Vietnamese text written like an article: a paragraph, a heading, a list, a link
    const toolbar = form.getByRole("toolbar").first();
    await form.locator("#news-body_vi").click();
    await page.keyboard.type("Đoạn một về công việc.");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Tiêu đề", exact: true }).click();
    await page.keyboard.type("Kết quả đo");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Đoạn hai về kết quả đo điện trở nối đất.");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Danh sách dấu chấm" }).click();
    await page.keyboard.type("Cọc tiếp địa số 1");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Cọc tiếp địa số 2");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Xem trang liên hệ");
    await page.keyboard.down("Shift");
    for (let n = 0; n < "liên hệ".length; n++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.up("Shift");
    page.once("dialog", (dialog) => void dialog.accept("/contact"));
    await toolbar.getByRole("button", { name: "Liên kết" }).click();
    // and a picture, uploaded from the toolbar, described and captioned, after the link
    const answers = ["Cọc tiếp địa sau khi đo", "Đo điện trở nối đất tại kho lạnh"];
    const answer = (dialog: import("playwright-core").Dialog) => void dialog.accept(answers.shift());
    page.on("dialog", answer);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#1e40af" } })
      .png()
      .toBuffer();
    await form
      .locator("#news-body_vi-image")
      .setInputFiles({ name: "coc-tiep-dia.png", mimeType: "image/png", buffer: png });
    await form.locator("#news-body_vi img").waitFor();
    page.off("dialog", answer);
    await form.locator("#news-body").click();
    await page.keyboard.type("A paragraph about the work.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A paragraph about the earth resistance measured.");
    // tomorrow: the newest item, first on the home page
    const [year, month, day] = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).split("-");
    await form.locator("#news-published_on").fill(`${day}/${month}/${year}`);
    await form.getByLabel("Đăng lên website").uncheck();
    await form.getByRole("button", { name: "Lưu" }).click();
    await toast(page, "Đã lưu tin");
    const row = page.getByRole("row", { name: new RegExp(titleVi) });
    await row.getByText("Bản nháp").waitFor();

    // a draft is not on the site
    const { page: site, errors: siteErrors } = await open();
    await gotoHydrated(site, `${baseURL}/`);
    expect(await site.getByRole("link", { name: titleVi }).count()).toBe(0);

    // published
    await page.getByRole("button", { name: `Sửa: ${titleVi}` }).click();
    await page.getByRole("dialog", { name: "Sửa tin" }).getByLabel("Đăng lên website").check();
    await page.getByRole("dialog", { name: "Sửa tin" }).getByRole("button", { name: "Lưu" }).click();
    await toast(page, "Đã cập nhật tin");
    await row.getByText("Đã đăng").waitFor();
    expect(errors).toEqual([]);

    // the visitor finds it under "Hoạt động gần đây" and opens its page
    await gotoHydrated(site, `${baseURL}/`);
    await site.locator("#activities").getByRole("link", { name: titleVi, exact: true }).click();
    await site.waitForURL(/\/news\/nghiem-thu-he-thong-chong-set-/);
    await site.getByRole("heading", { level: 1, name: titleVi }).waitFor();
    await site.getByText("Đoạn hai về kết quả đo điện trở nối đất.").waitFor();
    // as written: the heading under the title, the list, the link in the page's language
    await site.getByRole("heading", { level: 2, name: "Kết quả đo" }).waitFor();
    const article = site.locator("article");
    expect(await article.getByRole("listitem").allTextContents()).toEqual(["Cọc tiếp địa số 1", "Cọc tiếp địa số 2"]);
    expect(await article.getByRole("link", { name: "liên hệ", exact: true }).getAttribute("href")).toBe("/contact");
    const figure = article.locator("figure", { hasText: "Đo điện trở nối đất tại kho lạnh" });
    expect(await figure.getByRole("img", { name: "Cọc tiếp địa sau khi đo" }).getAttribute("src")).toMatch(
      /^\/uploads\/images\/.+\.webp$/,
    );
    const slug = new URL(site.url()).pathname.split("/").pop();
    // the same item in English, from a shared address
    await gotoHydrated(site, `${baseURL}/en/news/${slug}`);
    await site.getByRole("heading", { level: 1, name: title }).waitFor();
    await site.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "News" }).click();
    await site.waitForURL(`${baseURL}/en/news`);
    await site.getByRole("link", { name: title, exact: true }).waitFor();
    expect(siteErrors).toEqual([]);

    // deleted: its page is gone
    await page.getByRole("button", { name: `Xóa: ${titleVi}` }).click();
    await page.getByRole("dialog", { name: "Xóa tin?" }).getByRole("button", { name: "Xóa" }).click();
    await toast(page, "Đã xóa tin");
    expect((await fetch(`${baseURL}/news/${slug}`)).status).toBe(404);

    // the audit trail names each step: written, published (a change of state), deleted
    await gotoHydrated(page, `${baseURL}/admin/audit?entity_type=news`);
    const entries = page.locator("tbody tr").filter({ hasText: titleVi });
    await expect.poll(() => entries.count()).toBe(3);
    const actions = (await entries.allTextContents()).join(" | ");
    for (const action of ["Tạo mới", "Đổi trạng thái", "Xóa"]) expect(actions).toContain(action);
  });
});
