import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { logIn, toast } from "./support/admin.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// staff add a certificate with its picture, and visitors see it in the home carousel and the
// /about gallery; hidden, it is gone from both

const baseURL = inject("baseURL");
describe("certificates", () => {
  it("a certificate added with an image appears in the home carousel and on /about, and leaves when hidden", async ({
    open,
  }) => {
    const id = randomBytes(3).toString("hex");
    const titleVi = `Chứng nhận an toàn điện ${id}`;
    const title = `Electrical safety certificate ${id}`;
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/certificates");
    await page.getByRole("heading", { level: 1, name: "Chứng chỉ" }).waitFor();

    await page.getByRole("button", { name: "Thêm chứng chỉ" }).click();
    const form = page.getByRole("dialog");
    await form.locator("#certificate-title_vi").fill(titleVi);
    await form.locator("#certificate-title").fill(title);
    await form.locator("#certificate-issuer_vi").fill("Sở Công Thương TP. Hồ Chí Minh");
    await form.locator("#certificate-valid_until").fill("30/06/2030");
    await form.locator("#certificate-display_order").fill("0");
    // saving without a picture is refused on the spot
    await form.getByRole("button", { name: "Lưu" }).click();
    await form.getByText("Vui lòng chọn ảnh.").waitFor();

    const png = await sharp({ create: { width: 1200, height: 848, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await form
      .locator("#certificate-image_path")
      .setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: png });
    await form.getByAltText("Xem trước ảnh chứng chỉ").waitFor();
    await form.getByRole("button", { name: "Lưu" }).click();
    await toast(page, "Đã thêm chứng chỉ");
    await page.getByRole("cell", { name: new RegExp(`^${titleVi}`) }).waitFor();
    expect(errors).toEqual([]);

    // the visitor's home page: the new certificate is the carousel's first slide (order 0)
    const { page: home, errors: homeErrors } = await open();
    await gotoHydrated(home, `${baseURL}/`);
    const carousel = home.locator('section[aria-roledescription="carousel"]');
    const slide = carousel.getByRole("img", { name: titleVi });
    await slide.waitFor();
    expect(await slide.isVisible()).toBe(true);
    expect(await slide.getAttribute("src")).toMatch(/^\/uploads\/images\/.+\.webp$/);
    // the picture itself is served
    const picture = await fetch(`${baseURL}${await slide.getAttribute("src")}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    await gotoHydrated(home, `${baseURL}/en/about`);
    const gallery = home.locator("#certifications");
    await gallery.getByText(title).waitFor();
    await gallery.getByText("Valid until 30 June 2030").waitFor();
    expect(homeErrors).toEqual([]);

    // hidden: kept in the admin, gone from the site
    await page.getByRole("button", { name: `Sửa: ${titleVi}` }).click();
    await form.getByLabel("Hiển thị trên website").uncheck();
    await form.getByRole("button", { name: "Lưu" }).click();
    await toast(page, "Đã cập nhật chứng chỉ");
    await page
      .getByRole("row", { name: new RegExp(titleVi) })
      .getByText("Đang ẩn")
      .waitFor();
    await gotoHydrated(home, `${baseURL}/`);
    expect(await home.getByRole("img", { name: titleVi }).count()).toBe(0);

    // then deleted
    await page.getByRole("button", { name: `Xóa: ${titleVi}` }).click();
    await page.getByRole("dialog", { name: "Xóa chứng chỉ?" }).getByRole("button", { name: "Xóa" }).click();
    await toast(page, "Đã xóa chứng chỉ");
    await expect.poll(() => page.getByRole("cell", { name: new RegExp(`^${titleVi}`) }).count()).toBe(0);

    // the audit trail names each step: added, hidden (a change of state), deleted
    await gotoHydrated(page, `${baseURL}/admin/audit?entity_type=certificate`);
    const entries = page.locator("tbody tr").filter({ hasText: titleVi });
    await expect.poll(() => entries.count()).toBe(3);
    const actions = (await entries.allTextContents()).join(" | ");
    for (const action of ["Tạo mới", "Đổi trạng thái", "Xóa"]) expect(actions).toContain(action);
  });
});
