import { randomBytes } from "node:crypto";
import { logIn, toast } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// issue 24, "an old address set in Redirects sends a visitor to the new page": staff add a
// redirect on the Redirects screen, in either language, and a visitor who opens the old address
// (with a campaign's query) lands on the new page; a live page is refused on the form; deleted,
// the old address is a 404 again

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
});
