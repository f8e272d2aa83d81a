import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { logIn, toast } from "./support/admin.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// staff change the home page's title in both languages: saved as a draft visitors do not see,
// previewed through its link, published, then the version before restored from the history; and a
// publish with a text empty in one language is refused, naming the field. In both admin languages.

const baseURL = inject("baseURL");

const texts = {
  vi: {
    home: "Trang chủ",
    titleVi: "Tiêu đề (tiếng Việt)",
    titleEn: "Tiêu đề (tiếng Anh)",
    save: "Lưu bản nháp",
    saved: "Đã lưu bản nháp",
    preview: "Xem trước",
    previewTitle: "Xem trước bản nháp",
    close: "Đóng",
    publish: "Xuất bản ngay",
    publishTitle: "Xuất bản trang?",
    published: "Đã xuất bản trang",
    history: "Lịch sử",
    content: "Nội dung",
    compare: "So với bản đang hiển thị",
    versions: "Các phiên bản, mới nhất trước",
    restore: "Khôi phục",
    restoreTitle: "Khôi phục phiên bản này?",
    restored: "Đã khôi phục và xuất bản phiên bản",
    heroTitle: "Phần mở đầu › Tiêu đề (tiếng Việt)",
    missingEn: "Thiếu tiếng Anh",
    missingCount: "1 trường chưa đủ hai ngôn ngữ",
    incomplete: "Chưa xuất bản: còn trường trống ở một ngôn ngữ",
    fieldEmpty: "Bắt buộc trước khi xuất bản",
    heroTitleEn: "Phần mở đầu › Tiêu đề (tiếng Anh)",
    discard: "Bỏ bản nháp",
    discardTitle: "Bỏ bản nháp?",
    discarded: "Đã bỏ bản nháp",
  },
  en: {
    home: "Home page",
    titleVi: "Title (Vietnamese)",
    titleEn: "Title (English)",
    save: "Save draft",
    saved: "Draft saved",
    preview: "Preview",
    previewTitle: "Preview the draft",
    close: "Close",
    publish: "Publish now",
    publishTitle: "Publish the page?",
    published: "Page published",
    history: "History",
    content: "Content",
    compare: "Compare with live",
    versions: "Versions, newest first",
    restore: "Restore",
    restoreTitle: "Restore this version?",
    restored: "Version restored and published",
    heroTitle: "Top of the page › Title (Vietnamese)",
    missingEn: "English missing",
    missingCount: "1 field is missing a language",
    incomplete: "Not published: some fields are empty in one language",
    fieldEmpty: "Required before publishing",
    heroTitleEn: "Top of the page › Title (English)",
    discard: "Discard draft",
    discardTitle: "Discard the draft?",
    discarded: "Draft discarded",
  },
} as const;

const heading = async (site: Page, path: string) => {
  await gotoHydrated(site, `${baseURL}${path}`);
  return (await site.getByRole("heading", { level: 1 }).textContent())?.trim();
};

describe("the pages' words", () => {
  it("the list and the editors (a rich text too) have no axe violation, on a phone and a wide screen", async ({
    open,
  }) => {
    const found: string[] = [];
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page, errors } = await open({ adminLanguage: "vi", viewport });
      await logIn(page, undefined, undefined, "/admin/pages");
      // again, without the login's toast
      await gotoHydrated(page, `${baseURL}/admin/pages`);
      await page.locator("table tbody tr").first().waitFor();
      found.push(...(await axeViolations(page, `list ${viewport.width}`)));
      for (const key of ["home", "privacy"]) {
        await gotoHydrated(page, `${baseURL}/admin/pages/${key}`);
        await page.locator("[data-page-form]").waitFor();
        if (key === "privacy") await page.locator("#page-en-sections-0-body").waitFor();
        found.push(...(await axeViolations(page, `${key} ${viewport.width}`)));
      }
      expect(errors).toEqual([]);
    }
    expect(found).toEqual([]);
  });

  for (const language of ["vi", "en"] as const) {
    const t = texts[language];

    it(`a title saved as a draft is previewed, published, and restored from the history (admin in ${language})`, async ({
      open,
    }) => {
      const id = randomBytes(3).toString("hex");
      const newVi = `Tiêu đề thử nghiệm ${id}`;
      const newEn = `Trial title ${id}`;
      const { page, errors } = await open({ adminLanguage: language });
      await logIn(page, undefined, undefined, "/admin/pages");
      await page.getByRole("link", { name: t.home, exact: true }).click();
      await page.waitForURL(`${baseURL}/admin/pages/home`);
      const vi = page.getByLabel(t.titleVi, { exact: true }).first();
      const en = page.getByLabel(t.titleEn, { exact: true }).first();
      expect(await vi.getAttribute("id")).toBe("page-vi-hero-title");
      expect(await en.getAttribute("id")).toBe("page-en-hero-title");
      const oldVi = await vi.inputValue();
      const oldEn = await en.inputValue();
      await vi.fill(newVi);
      await en.fill(newEn);
      await page.getByRole("button", { name: t.save }).click();
      await toast(page, t.saved);

      // the draft is not on the site
      const { page: site, errors: siteErrors } = await open();
      expect(await heading(site, "/")).toBe(oldVi);

      // its preview link shows it
      await page.getByRole("button", { name: t.preview, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: t.previewTitle });
      const link = dialog.locator("#page-preview-vi");
      await link.waitFor();
      const previewVi = await link.inputValue();
      const previewEn = await dialog.locator("#page-preview-en").inputValue();
      await site.goto(previewVi);
      await site.getByRole("heading", { level: 1, name: newVi }).waitFor();
      await site.goto(previewEn);
      await site.getByRole("heading", { level: 1, name: newEn }).waitFor();
      await dialog.getByRole("button", { name: t.close }).click();

      // published: on the site in both languages
      await page.getByRole("button", { name: t.publish }).click();
      await page.getByRole("dialog", { name: t.publishTitle }).getByRole("button", { name: t.publish }).click();
      await toast(page, t.published);
      expect(await heading(site, "/")).toBe(newVi);
      expect(await heading(site, "/en")).toBe(newEn);

      // the history: the version before, compared with the live page, then restored
      await page.getByRole("tab", { name: t.history }).click();
      const rows = page.getByRole("list", { name: t.versions }).getByRole("listitem");
      await rows.nth(1).waitFor();
      await rows
        .nth(1)
        .getByRole("button", { name: new RegExp(`^${t.compare}`) })
        .click();
      const comparison = page.locator("[data-testid=version-comparison]");
      await comparison.getByText(t.heroTitle, { exact: true }).waitFor();
      await comparison.getByText(oldVi, { exact: true }).waitFor();
      await comparison.getByText(newVi, { exact: true }).waitFor();
      await rows
        .nth(1)
        .getByRole("button", { name: new RegExp(`^${t.restore}`) })
        .click();
      await page.getByRole("dialog", { name: t.restoreTitle }).getByRole("button", { name: t.restore }).click();
      await toast(page, t.restored);
      expect(await heading(site, "/")).toBe(oldVi);
      expect(await heading(site, "/en")).toBe(oldEn);
      // the editor shows the live page again
      await page.getByRole("tab", { name: t.content }).click();
      await expect.poll(() => page.locator("#page-vi-hero-title").inputValue()).toBe(oldVi);
      expect(errors).toEqual([]);
      expect(siteErrors).toEqual([]);
    });

    it(`a publish with the English title empty is refused, naming the field (admin in ${language})`, async ({
      open,
    }) => {
      const { page, errors } = await open({ adminLanguage: language });
      await logIn(page, undefined, undefined, "/admin/pages/home");
      const en = page.locator("#page-en-hero-title");
      await en.fill("");
      // marked while it is written
      await page.locator('[data-field="hero.title"] [data-language="en"]').getByText(t.missingEn).waitFor();
      await page.getByTestId("missing-fields").getByText(t.missingCount).waitFor();
      await page.getByRole("button", { name: t.publish }).click();
      await page.getByRole("dialog", { name: t.publishTitle }).getByRole("button", { name: t.publish }).click();
      await toast(page, t.incomplete);
      // the refusal is on the field, and in the list of empty fields
      await expect.poll(() => en.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#page-en-hero-title-error").textContent()).toBe(t.fieldEmpty);
      expect(await en.getAttribute("aria-describedby")).toContain("page-en-hero-title-error");
      await page.getByTestId("missing-fields").getByRole("link", { name: t.heroTitleEn }).waitFor();
      // the site is unchanged; the draft goes
      const { page: site } = await open();
      expect(await heading(site, "/en")).not.toBe("");
      await page.getByRole("button", { name: t.discard }).click();
      await page.getByRole("dialog", { name: t.discardTitle }).getByRole("button", { name: t.discard }).click();
      await toast(page, t.discarded);
      await expect.poll(() => en.inputValue()).not.toBe("");
      // the refused publish is the one failed request the browser reports
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    });
  }
});
