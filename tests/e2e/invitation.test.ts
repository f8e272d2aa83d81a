import { BENCH_ADMIN_PASSWORD, startSite } from "../../bench/support.ts";
import { body, startSmtpServer, type TestSmtp, waitFor } from "../../server/test-support/smtp.ts";
import { logIn, toast } from "./support/admin.ts";
import { axeViolations } from "./support/axe.ts";
import { afterAll, beforeAll, describe, expect, it } from "./support/fixture.ts";

// Staff invitations (issue 35), end to end on a server of its own that sends e-mail to a real
// SMTP server in the test: an Admin invites from the Users screen (Sales by default), the link is
// read from the e-mail received, the person invited opens it signed out, chooses a password and
// lands signed in in the back office; the link then works no more.

describe("a staff invitation", () => {
  let smtp: TestSmtp;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSite({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      NOTIFY_EMAIL_FROM: "Công ty Kỹ thuật <web@congty.vn>",
    });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  it("is sent from the Users screen, and its link sets the password and signs the new person in", async ({ open }) => {
    const email = `lan.${Date.now()}@congty.vn`;
    const name = "Trần Thị Lan";
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, "admin", BENCH_ADMIN_PASSWORD, "/admin/users", site.url);
    await page.getByRole("button", { name: "Mời qua e-mail" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel(/^Họ và tên/).fill(name);
    // the least powerful role unless chosen otherwise
    expect(await form.getByLabel(/^Vai trò/).inputValue()).toBe("3");
    await form.getByRole("button", { name: "Gửi lời mời" }).click();
    await toast(page, `Đã gửi lời mời đến ${email}`);
    // pending, under the users
    const pending = page.getByRole("region", { name: "Lời mời đang chờ" });
    const row = pending.getByRole("row", { name: new RegExp(name) });
    await row.getByText("Đã mời").waitFor();
    expect(await row.textContent()).toContain("Kinh doanh");
    // the screen with its pending invitation passes axe (the toasts closed first: sonner's own
    // green on green is below 4.5:1, the library's and not this screen's)
    const toasts = page.locator("[data-sonner-toast]");
    while ((await toasts.count()) > 0) {
      await toasts.first().locator("[data-close-button]").click();
      await toasts.first().waitFor({ state: "detached" });
    }
    expect(await axeViolations(page, "/admin/users with an invitation")).toEqual([]);

    // the e-mail's link, on the site's public origin
    const mail = await waitFor(() => smtp.received.find((entry) => entry.to.includes(email)), 20_000);
    const link = new RegExp(`${site.url}/admin/invitation/[A-Za-z0-9_-]{43}`).exec(body(mail.raw))?.[0];
    expect(link).toBeDefined();

    // signed out, in another browser: the page names the person, refuses a weak password, and
    // the chosen one signs them in
    const invited = await open({ adminLanguage: "vi" });
    await invited.page.goto(link as string);
    await invited.page.getByRole("heading", { name: "Nhận lời mời" }).waitFor();
    await invited.page.getByText(`Xin chào ${name}`).waitFor();
    // and so does the page of the link
    expect(await axeViolations(invited.page, "/admin/invitation/…")).toEqual([]);
    await invited.page.getByLabel(/^Mật khẩu/).fill("password1234");
    await invited.page.getByLabel(/^Nhập lại mật khẩu/).fill("password1234");
    await invited.page.getByRole("button", { name: "Đặt mật khẩu và đăng nhập" }).click();
    // refused on its field (the strength check loads its dictionaries first)
    await invited.page.locator('#invitation-password[aria-invalid="true"]').waitFor();
    await invited.page.getByLabel(/^Mật khẩu/).fill("violet-kettle-93-harbour");
    await invited.page.getByLabel(/^Nhập lại mật khẩu/).fill("violet-kettle-93-harbour");
    await invited.page.getByRole("button", { name: "Đặt mật khẩu và đăng nhập" }).click();
    await invited.page.waitForURL(`${site.url}/admin`);
    await invited.page.getByTestId("admin-user-name").filter({ hasText: name }).waitFor();

    // the link works once
    await invited.page.goto(link as string);
    await invited.page.getByRole("heading", { name: "Không dùng được liên kết này" }).waitFor();
    await invited.page
      .getByRole("alert")
      .getByText(/^Liên kết mời này không còn hợp lệ/)
      .waitFor();
    // and says so in English when the page is switched to it
    await invited.page.getByRole("button", { name: /Tiếng Việt/ }).click();
    await invited.page.locator("button[lang=en]").click();
    await invited.page.getByRole("heading", { name: "This link cannot be used" }).waitFor();
    await invited.page
      .getByRole("alert")
      .getByText(/^This invitation link is not valid/)
      .waitFor();

    // the Users screen: a user now, no longer pending
    const listed = page.waitForResponse((response) => response.url().endsWith("/api/auth/invitations"));
    await page.reload();
    await listed;
    await page
      .getByRole("cell", { name: new RegExp(name) })
      .first()
      .waitFor();
    await expect.poll(() => pending.count()).toBe(0);
    expect(errors).toEqual([]);
    expect(invited.errors.filter((error) => !/status of 40[04]/.test(error))).toEqual([]);
  });
});
