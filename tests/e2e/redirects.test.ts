import { randomBytes } from "node:crypto";
import { logIn, toast } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// issue 24, "an old address set in Redirects sends a visitor to the new page" and "a 404 hit
// appears on the Redirects screen and is redirected from there": staff add a redirect on the
// Redirects screen, in either language, and a visitor who opens the old address (with a
// campaign's query) lands on the new page; a live page is refused on the form; deleted, the old
// address is a 404 again. A visitor's 404 is listed under the redirects, and "Redirect this"
// opens the form with it filled in

const baseURL = inject("baseURL");
const texts = {
  vi: {
    title: "Chuyển hướng",
    add: "Thêm chuyển hướng",
    save: "Lưu",
    added: "Đã thêm chuyển hướng",
    livePage: "là một trang đang hoạt động",
    deleteConfirm: "Xóa",
    removeTitle: "Xóa chuyển hướng?",
    missing: "Địa chỉ không tìm thấy",
    recent: "Gần đây nhất",
    redirectThis: "Chuyển hướng:",
    redirectedTo: "Đã chuyển đến",
    deleted: "Đã xóa chuyển hướng",
  },
  en: {
    title: "Redirects",
    add: "Add redirect",
    save: "Save",
    added: "Redirect added",
    livePage: "is a page of the site",
    deleteConfirm: "Delete",
    removeTitle: "Delete the redirect?",
    missing: "Addresses not found",
    recent: "Most recent",
    redirectThis: "Redirect this:",
    redirectedTo: "Redirected to",
    deleted: "Redirect deleted",
  },
} as const;

describe.each(["vi", "en"] as const)("redirects (admin in %s)", (language) => {
  const t = texts[language];

  it("an old address set on the Redirects screen sends a visitor to the new page", async ({ open }) => {
    const old = `/trang-cu-${randomBytes(3).toString("hex")}.html`;
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/redirects");
    await page.getByRole("heading", { level: 1, name: t.title }).waitFor();

    // a live page cannot be redirected: the server says so on the field
    await page.getByRole("button", { name: t.add }).click();
    const form = page.getByRole("dialog");
    await form.locator("#redirect-from").fill("/about");
    await form.locator("#redirect-to").fill("/contact");
    await form.getByRole("button", { name: t.save }).click();
    await form.getByText(t.livePage).waitFor();

    await form.locator("#redirect-from").fill(old);
    await form.locator("#redirect-to").fill("/services/electrical");
    await form.getByRole("button", { name: t.save }).click();
    await toast(page, t.added);
    await page.getByRole("cell", { name: old, exact: true }).waitFor();

    // the visitor follows the old link (answered by the front door, from memory)
    const { page: visitor, errors: visitorErrors } = await open();
    const answer = await visitor.goto(`${baseURL}${old}?utm_source=zalo`);
    expect(new URL(visitor.url()).pathname).toBe("/services/electrical");
    expect(new URL(visitor.url()).search).toBe("?utm_source=zalo");
    expect(answer?.status()).toBe(200);
    const first = await fetch(`${baseURL}${old}`, { redirect: "manual" });
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe("/services/electrical");
    expect(visitorErrors).toEqual([]);

    // deleted: a 404 again
    await page.getByRole("button", { name: `${t.deleteConfirm}: ${old}` }).click();
    await page.getByRole("dialog", { name: t.removeTitle }).getByRole("button", { name: t.deleteConfirm }).click();
    await toast(page, t.deleted);
    expect((await fetch(`${baseURL}${old}`, { redirect: "manual" })).status).toBe(404);
    // the one refusal asked for (the live page) is the only failed request
    expect(errors).toEqual(["console: Failed to load resource: the server responded with a status of 409 (Conflict)"]);
  });

  it("a visitor's 404 is listed on the Redirects screen and redirected from there", async ({ open }) => {
    const lost = `/du-an-cu-${randomBytes(3).toString("hex")}`;
    for (let n = 0; n < 2; n++) {
      // a person's browser (a script's own user agent is counted as a robot's)
      const missing = await fetch(`${baseURL}${lost}`, {
        headers: {
          referer: "https://zalo.me/g/abc?x=1",
          "user-agent":
            "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
        },
      });
      expect(missing.status).toBe(404);
    }
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/redirects");
    const missing = page.getByRole("region", { name: t.missing });
    await missing.getByRole("button", { name: t.recent }).click();
    const row = missing.getByRole("row", { name: new RegExp(lost) });
    await row.waitFor();
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("2");
    await row.getByText("https://zalo.me/g/abc").waitFor();

    await row.getByRole("button", { name: `${t.redirectThis} ${lost}` }).click();
    const form = page.getByRole("dialog");
    expect(await form.locator("#redirect-from").inputValue()).toBe(lost);
    await form.locator("#redirect-to").fill("/projects");
    await form.getByRole("button", { name: t.save }).click();
    await toast(page, t.added);
    await row.getByText(`${t.redirectedTo} /projects`).waitFor();
    const now = await fetch(`${baseURL}${lost}`, { redirect: "manual" });
    expect(now.status).toBe(301);
    expect(now.headers.get("location")).toBe("/projects");
    expect(errors).toEqual([]);
  });
});
