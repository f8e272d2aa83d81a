import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { startSite } from "../../bench/support.ts";
import { createPostgresDatabase } from "../../server/test-support/test-app.ts";
import { logIn, toast } from "./support/admin.ts";
import { axeViolations } from "./support/axe.ts";
import { gotoHydrated, viewports } from "./support/browser.ts";
import { afterAll, beforeAll, describe, expect, inject, it } from "./support/fixture.ts";

// staff change the home page's title in both languages: saved as a draft visitors do not see,
// previewed through its link on a phone, scheduled and live on time, then the version before
// restored from the history, in both admin languages and on both databases (PostgreSQL: a server
// of its own; Vietnamese on one, English on the other); published at once; and a publish with a text empty in one language is refused,
// naming the field.

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
    publishAt: "Hẹn giờ xuất bản",
    scheduleTitle: "Hẹn giờ xuất bản",
    publishAtLabel: "Thời điểm xuất bản (giờ Việt Nam)",
    schedule: "Hẹn giờ",
    scheduled: "Đã hẹn giờ xuất bản",
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
    publishAt: "Publish at…",
    scheduleTitle: "Schedule the publication",
    publishAtLabel: "Publish at (Vietnam time)",
    schedule: "Schedule",
    scheduled: "Publication scheduled",
  },
} as const;

const heading = async (site: Page, path: string, base = baseURL) => {
  await gotoHydrated(site, `${base}${path}`);
  return (await site.getByRole("heading", { level: 1 }).textContent())?.trim();
};

// a time a few seconds ahead as the schedule's field takes it: dd/mm/yyyy hh:mm:ss on Vietnam's
// wall clock, to the second
const vietnamInput = (instant: Date) => {
  const [day, time] = new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).split("T");
  const [year, month, date] = (day ?? "").split("-");
  return `${date}/${month}/${year} ${time}`;
};

// the server the flow runs against: the tests' own (SQLite), or one started on a PostgreSQL
// database of its own
interface Server {
  url: string;
  login: string;
  password: string;
}
const databases = process.env.TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
const POSTGRES_PASSWORD = "pages-flow-password";

describe.each(databases)("a staff member's change of the home page, on %s", (database) => {
  const server: Server = { url: baseURL, login: inject("adminLogin"), password: inject("adminPassword") };
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    if (database === "sqlite") return;
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const started = await startSite({
      DATABASE_URL: created.url,
      SEED_ADMIN_PASSWORD: POSTGRES_PASSWORD,
      JWT_SECRET: "Jm0b3Wc7k1pQ9xRzT4vY8nA2sD6fG0hK5lE3uI7oP1qW",
      TWO_FACTOR_KEY: "3pHPsnlfHkwP0Tq534sJ/w9ExFipaC9Ob6M88+78PZ8=",
    });
    cleanups.unshift(started.stop);
    Object.assign(server, { url: started.url, login: "admin", password: POSTGRES_PASSWORD });
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  // the back office in Vietnamese on SQLite, in English on PostgreSQL (without PostgreSQL, both
  // on SQLite): each language and each database once, rather than the flow four times (~70 s)
  const languages = process.env.TEST_DATABASE_URL
    ? ([database === "sqlite" ? "vi" : "en"] as const)
    : (["vi", "en"] as const);
  for (const language of languages) {
    const t = texts[language];

    it(`is saved as a draft, previewed on a phone, scheduled, goes live on time, and is restored from the history (admin in ${language})`, async ({
      open,
    }) => {
      const base = server.url;
      const id = randomBytes(3).toString("hex");
      const newVi = `Tiêu đề thử nghiệm ${id}`;
      const newEn = `Trial title ${id}`;
      const { page, errors } = await open({ adminLanguage: language });
      await logIn(page, server.login, server.password, "/admin/pages", base);
      await page.getByRole("link", { name: t.home, exact: true }).click();
      await page.waitForURL(`${base}/admin/pages/home`);
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
      expect(await heading(site, "/", base)).toBe(oldVi);

      // its preview links show it, on a phone, in both languages
      await page.getByRole("button", { name: t.preview, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: t.previewTitle });
      const link = dialog.locator("#page-preview-vi");
      await link.waitFor();
      const previewVi = await link.inputValue();
      const previewEn = await dialog.locator("#page-preview-en").inputValue();
      expect(previewVi.startsWith(`${base}/?preview=`)).toBe(true);
      const { page: phone, errors: phoneErrors } = await open({ viewport: viewports.phone });
      await phone.goto(previewVi);
      await phone.getByRole("heading", { level: 1, name: newVi }).waitFor();
      // each says at the top that it is a preview, and until when its link works (Vietnam's time)
      const banner = phone.getByRole("complementary", { name: "Bản xem trước", exact: true });
      expect(await banner.textContent()).toMatch(
        /^Bản xem trước — chưa xuất bản · Liên kết hết hạn lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(giờ Việt Nam\)\.$/,
      );
      // and it stays in view as the page scrolls
      await phone.evaluate(() => window.scrollTo(0, 1500));
      await phone.waitForFunction(() => window.scrollY > 0);
      expect((await banner.boundingBox())?.y).toBe(0);
      await phone.goto(previewEn);
      await phone.getByRole("heading", { level: 1, name: newEn }).waitFor();
      expect(await phone.getByRole("complementary", { name: "Preview", exact: true }).textContent()).toMatch(
        /^Preview — not published · The link expires \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(Vietnam time\)\.$/,
      );
      // the published page has none
      expect(await site.getByTestId("preview-banner").count()).toBe(0);
      await dialog.getByRole("button", { name: t.close }).click();

      // scheduled a few seconds ahead: not live before its time, live within 5 s of it
      await page.getByRole("button", { name: t.publishAt }).click();
      const schedule = page.getByRole("dialog", { name: t.scheduleTitle });
      const at = new Date(Date.now() + 8_000);
      await schedule.getByLabel(t.publishAtLabel).fill(vietnamInput(at));
      await schedule.getByRole("button", { name: t.schedule, exact: true }).click();
      await toast(page, t.scheduled);
      expect(await heading(site, "/", base)).toBe(oldVi);
      expect(Date.now()).toBeLessThan(at.getTime());
      await expect.poll(() => heading(site, "/", base), { timeout: 20_000, interval: 250 }).toBe(newVi);
      expect(Date.now() - at.getTime()).toBeLessThan(6_500);
      expect(await heading(site, "/en", base)).toBe(newEn);

      // the history: the version before, compared with the live page, then restored
      await page.getByRole("tab", { name: t.history }).click();
      const rows = page.getByRole("list", { name: t.versions }).getByRole("listitem");
      await rows.nth(1).waitFor();
      await rows.nth(1).getByRole("button", { name: t.compare }).click();
      const comparison = page.locator("[data-testid=version-comparison]");
      await comparison.getByText(t.heroTitle, { exact: true }).waitFor();
      await comparison.getByText(oldVi, { exact: true }).waitFor();
      await comparison.getByText(newVi, { exact: true }).waitFor();
      await rows.nth(1).getByRole("button", { name: t.restore }).click();
      await page.getByRole("dialog", { name: t.restoreTitle }).getByRole("button", { name: t.restore }).click();
      await toast(page, t.restored);
      expect(await heading(site, "/", base)).toBe(oldVi);
      expect(await heading(site, "/en", base)).toBe(oldEn);
      // the editor shows the live page again
      await page.getByRole("tab", { name: t.content }).click();
      await expect.poll(() => page.locator("#page-vi-hero-title").inputValue()).toBe(oldVi);
      expect(errors).toEqual([]);
      expect(siteErrors).toEqual([]);
      expect(phoneErrors).toEqual([]);
    });
  }
});

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

  it("Publish now makes a draft live at once, in both languages, with the share image chosen for one", async ({
    open,
  }) => {
    const t = texts.en;
    const id = randomBytes(3).toString("hex");
    const { page, errors } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/pages/home");
    const vi = page.locator("#page-vi-hero-title");
    const en = page.locator("#page-en-hero-title");
    const [oldVi, oldEn] = [await vi.inputValue(), await en.inputValue()];
    await vi.fill(`Tiêu đề ngay ${id}`);
    await en.fill(`At once ${id}`);
    // a share image for the English page, uploaded as it is chosen
    await page.getByRole("button", { name: "Add share image (Zalo, Facebook)" }).click();
    const picture = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#0b4f8a" } })
      .png()
      .toBuffer();
    await page
      .locator("#page-en-meta-image")
      .setInputFiles({ name: "share.png", mimeType: "image/png", buffer: picture });
    await page.locator('[data-field="meta.image"] [data-language="en"] img').waitFor();
    await page.getByRole("button", { name: t.publish }).click();
    await page.getByRole("dialog", { name: t.publishTitle }).getByRole("button", { name: t.publish }).click();
    await toast(page, t.published);
    const { page: site } = await open();
    expect(await heading(site, "/")).toBe(`Tiêu đề ngay ${id}`);
    expect(await heading(site, "/en")).toBe(`At once ${id}`);
    // Zalo and Facebook show the English page with its picture, the Vietnamese one with the site's
    const shareImage = async (path: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(await (await fetch(`${baseURL}${path}`)).text())?.[1];
    const english = await shareImage("/en");
    expect(english).toMatch(new RegExp(`^${baseURL}/uploads/[\\w./-]+$`));
    expect((await fetch(english as string)).headers.get("content-type")).toMatch(/^image\//);
    expect(await shareImage("/")).toBe(`${baseURL}/og-image.png`);
    // put back as it was
    await page.getByRole("button", { name: "Remove share image (Zalo, Facebook)" }).first().click();
    await vi.fill(oldVi);
    await en.fill(oldEn);
    await page.getByRole("button", { name: t.publish }).click();
    // the first publish's toast may still show: wait for this publish's answer itself
    const published = page.waitForResponse(
      (response) => response.url().endsWith("/api/pages/home/publish") && response.request().method() === "POST",
    );
    await page.getByRole("dialog", { name: t.publishTitle }).getByRole("button", { name: t.publish }).click();
    expect((await published).status()).toBe(200);
    await toast(page, t.published);
    expect(await heading(site, "/en")).toBe(oldEn);
    expect(await shareImage("/en")).toBe(`${baseURL}/og-image.png`);
    expect(errors).toEqual([]);
  });

  for (const language of ["vi", "en"] as const) {
    const t = texts[language];

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
