import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { logIn, toast } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// issue 24, "an image uploaded once is picked for a project and a news item, its description
// changed once shows in both places, its deletion is refused until both let go": staff upload an
// image to the media library, pick it from the library in a project's form and in a news item's,
// describe it once on the Media screen, and visitors read that description on both pages; the
// library refuses to delete it, naming both, until each form lets it go

const baseURL = inject("baseURL");
const texts = {
  vi: {
    library: "Thư viện ảnh",
    uploaded: "Đã tải lên",
    search: "Tìm ảnh",
    fromLibrary: "Chọn từ thư viện",
    pick: "Chọn ảnh",
    editProject: "Sửa:",
    projectUpdated: "Đã cập nhật dự án thành công",
    removeProjectImage: "Gỡ ảnh",
    editNews: "Sửa:",
    newsUpdated: "Đã cập nhật tin",
    removeNewsImage: "Bỏ ảnh",
    save: "Lưu",
    usedIn2: "Đang dùng ở 2 nơi",
    editDescription: "Sửa mô tả:",
    descriptionVi: "Mô tả (tiếng Việt)",
    descriptionEn: "Mô tả (tiếng Anh)",
    saved: "Đã lưu mô tả ảnh",
    delete: "Xóa",
    deleteTitle: "Xóa ảnh?",
    inUse: "Ảnh này vẫn đang được dùng ở",
    deleted: "Đã xóa ảnh",
  },
  en: {
    library: "Media library",
    uploaded: "Uploaded",
    search: "Search images",
    fromLibrary: "Choose from library",
    pick: "Choose image",
    editProject: "Edit:",
    projectUpdated: "Project updated successfully",
    removeProjectImage: "Remove image",
    editNews: "Edit:",
    newsUpdated: "News item updated",
    removeNewsImage: "Remove picture",
    save: "Save",
    usedIn2: "Used in 2 places",
    editDescription: "Edit description:",
    descriptionVi: "Description (Vietnamese)",
    descriptionEn: "Description (English)",
    saved: "Image description saved",
    delete: "Delete",
    deleteTitle: "Delete image?",
    inUse: "This image is still used by",
    deleted: "Image deleted",
  },
} as const;

// the alt text of the page's picture at `path`
async function altOnPage(url: string, path: string): Promise<string | undefined> {
  const html = await (await fetch(`${baseURL}${url}`)).text();
  const tag = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((img) => img.includes(`src="${path}"`));
  return tag ? /alt="([^"]*)"/.exec(tag)?.[1] : undefined;
}

async function api(page: Page, method: string, path: string, body?: object) {
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": "en" },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

describe.each(["vi", "en"] as const)("the media library (admin in %s)", (language) => {
  const t = texts[language];

  it("an image uploaded once is picked for a project and a news item, described once, deleted once both let go", async ({
    open,
  }) => {
    const id = randomBytes(3).toString("hex");
    const fileName = `tram-${id}.png`;
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/media");
    await page.getByRole("heading", { level: 1, name: t.library }).waitFor();

    // a project and a news item, without pictures yet
    const { project } = await api(page, "POST", "/api/projects", {
      title: `Library substation ${id}`,
      title_vi: `Trạm biến áp thư viện ${id}`,
      location: "Long An",
      location_vi: "Long An",
      services_provided: "Installation",
      services_provided_vi: "Lắp đặt",
      status: 1,
      display_order: 0,
    });
    const { news } = await api(page, "POST", "/api/news", {
      title: `Library news ${id}`,
      title_vi: `Tin thư viện ${id}`,
      summary: "Switchgear delivered.",
      summary_vi: "Đã bàn giao tủ điện.",
      body: "The panels were tested.",
      body_vi: "Các tủ đã được thử nghiệm.",
      published_on: "2026-11-20",
      published: 1,
    });

    // uploaded once, to the library
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await page
      .locator("#admin-main input[type=file][multiple]")
      .setInputFiles({ name: fileName, mimeType: "image/png", buffer: png });
    await page.getByRole("list").getByText(t.uploaded).first().waitFor();
    await page.getByText(fileName).first().waitFor();

    // picked from the library in the project's form
    const pick = async () => {
      const picker = page.getByRole("dialog").filter({ has: page.getByLabel(t.search) });
      await picker.getByLabel(t.search).fill(id);
      await picker.getByRole("button", { name: `${t.pick} ${fileName}` }).click();
      await picker.waitFor({ state: "hidden" });
    };
    await page.goto(`${baseURL}/admin/projects`);
    await page
      .getByRole("button", { name: `${t.editProject} ${project.title_vi}` })
      .or(page.getByRole("button", { name: `${t.editProject} ${project.title}` }))
      .first()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: t.fromLibrary }).click();
    await pick();
    await page.getByRole("dialog").getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.projectUpdated);

    // and in the news item's
    await page.goto(`${baseURL}/admin/news`);
    const newsTitle = language === "vi" ? news.title_vi : news.title;
    await page.getByRole("button", { name: `${t.editNews} ${newsTitle}` }).click();
    // the text editors arrive after the form: wait for both, so the picker's button stays put
    await page.getByRole("dialog").locator("[contenteditable=true]").nth(1).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: t.fromLibrary }).click();
    await pick();
    await page.getByRole("dialog").getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.newsUpdated);

    // described once on the Media screen: both pages show it, in both languages
    await page.goto(`${baseURL}/admin/media`);
    await page.getByLabel(t.search).fill(id);
    const tile = page.getByRole("listitem").filter({ hasText: fileName });
    await tile.getByText(t.usedIn2).waitFor();
    await tile.getByRole("button", { name: `${t.editDescription} ${fileName}` }).click();
    const form = page.getByRole("dialog");
    await form.getByText(project.title_vi).or(form.getByText(project.title)).first().waitFor();
    await form.getByLabel(t.descriptionVi).fill(`Trạm biến áp ${id} nhìn từ cổng`);
    await form.getByLabel(t.descriptionEn).fill(`Substation ${id} seen from the gate`);
    await form.getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.saved);
    const { items } = await api(page, "GET", `/api/media?search=${id}`);
    const path = items[0].path as string;
    expect(await altOnPage(`/projects/${project.slug}`, path)).toBe(`Trạm biến áp ${id} nhìn từ cổng`);
    expect(await altOnPage(`/en/projects/${project.slug}`, path)).toBe(`Substation ${id} seen from the gate`);
    expect(await altOnPage(`/news/${news.slug}`, path)).toBe(`Trạm biến áp ${id} nhìn từ cổng`);
    expect(await altOnPage(`/en/news/${news.slug}`, path)).toBe(`Substation ${id} seen from the gate`);

    // deletion refused while either uses it
    const remove = async () => {
      await page
        .getByRole("listitem")
        .filter({ hasText: fileName })
        .getByRole("button", { name: `${t.delete}: ${fileName}` })
        .click();
      await page.getByRole("dialog", { name: t.deleteTitle }).getByRole("button", { name: t.delete }).click();
    };
    await remove();
    await toast(page, t.inUse);
    await page.getByText(fileName).first().waitFor();

    // the project lets go; still refused for the news item
    await page.goto(`${baseURL}/admin/projects`);
    await page
      .getByRole("button", { name: `${t.editProject} ${project.title_vi}` })
      .or(page.getByRole("button", { name: `${t.editProject} ${project.title}` }))
      .first()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: t.removeProjectImage }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.projectUpdated);
    await page.goto(`${baseURL}/admin/media`);
    await page.getByLabel(t.search).fill(id);
    await remove();
    await toast(page, new RegExp(`${t.inUse}.*${id}`));

    // the news item lets go: deleted, its files gone
    await page.goto(`${baseURL}/admin/news`);
    await page.getByRole("button", { name: `${t.editNews} ${newsTitle}` }).click();
    // the text editors arrive after the form: wait for both, so the picker's button stays put
    await page.getByRole("dialog").locator("[contenteditable=true]").nth(1).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: t.removeNewsImage }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.newsUpdated);
    await page.goto(`${baseURL}/admin/media`);
    await page.getByLabel(t.search).fill(id);
    await remove();
    await toast(page, t.deleted);
    await expect.poll(() => page.getByText(fileName).count()).toBe(0);
    expect((await fetch(`${baseURL}${path}`)).status).toBe(404);
    // the two refusals asked for are the only failed requests
    expect(errors).toEqual(
      Array(2).fill("console: Failed to load resource: the server responded with a status of 409 (Conflict)"),
    );
  });
});
