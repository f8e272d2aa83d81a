import { randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Secret, TOTP } from "otpauth";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// the staff's side of issue 20 in the browser, in both languages: the idle timeout said on the
// login page, the password asked again for what keeps an account, and the two-factor rule for
// every staff member

const baseURL = inject("baseURL");
const PASSWORD = "a-long-staff-password-1";

const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function newStaff(prefix: string, role: 1 | 2 = 1): Promise<{ login: string; id: number }> {
  const login = `${prefix}${randomBytes(3).toString("hex")}`;
  const created = await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
    body: JSON.stringify({ login_name: login, user_name: `Kỹ sư ${login}`, password: PASSWORD, role, status: 1 }),
  });
  expect(created.status).toBe(201);
  return { login, id: (await created.json()).user.id };
}

// the session a browser holds (its token names it)
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { sid: string }).sid;

describe("staff security in the back office", () => {
  it("says on the login page that a session ended after an hour without activity", async ({ open }) => {
    const { login } = await newStaff("idle");
    const { page } = await open({ adminLanguage: "vi" });
    await logIn(page, login, PASSWORD);
    const token = (await page.evaluate(() => window.localStorage.getItem("token"))) ?? "";
    // the screen closed (its polling would meet the timeout first), its last request an hour and
    // a minute ago, as if the computer had been left
    await page.goto("about:blank");
    const database = new DatabaseSync(path.join(inject("dataDir"), "app.db"), { timeout: 5000 });
    database
      .prepare("update user_sessions set last_seen_at = ? where id = ?")
      .run(new Date(Date.now() - 61 * 60_000).toISOString(), sessionOf(token));
    database.close();
    await gotoHydrated(page, `${baseURL}/admin/contacts`);
    await page.waitForURL(/\/admin\/login/);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "không hoạt động" }).textContent())
      .toBe("Phiên đăng nhập đã kết thúc sau 60 phút không hoạt động. Vui lòng đăng nhập lại.");
  });

  it("asks for the password again to turn on two-factor sign-in and to change one's own password", async ({ open }) => {
    const { login, id } = await newStaff("reauth");
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, login, PASSWORD, "/admin/security");
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await toast(page, "The password is not correct.");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByTestId("two-factor-key").waitFor();

    // one's own password: the current one too, then every session ends
    await gotoHydrated(page, `${baseURL}/admin/users`);
    await page.getByRole("button", { name: `Change password for Kỹ sư ${login}` }).click();
    const form = page.getByRole("dialog");
    await form.getByText("enter your current password to confirm").waitFor();
    await form.getByLabel(/^Current password/).fill("not-my-password");
    await form.getByLabel(/^New password/).fill("another-long-password-2");
    await form.getByLabel(/^Confirm new password/).fill("another-long-password-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("The password is not correct.").first().waitFor();
    await form.getByLabel(/^Current password/).fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed successfully");
    await page.waitForURL(/\/admin\/login/);
    const signedIn = await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_name: login, password: "another-long-password-2" }),
    });
    expect((await signedIn.json()).user.id).toBe(id);
  });

  it("lets a Super Admin require two-factor sign-in of every staff member, in Vietnamese", async ({ open }) => {
    const { login } = await newStaff("rule");
    // a Super Admin with two-factor sign-in of their own (a rule that covers oneself needs it)
    const owner = await newStaff("owner", 2);
    const call = async (url: string, token: string, body: object) =>
      (
        await fetch(`${baseURL}${url}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json();
    const first = await call("/api/auth/login", "", { login_name: owner.login, password: PASSWORD });
    const key = String((await call("/api/auth/two-factor/setup", first.token, { password: PASSWORD })).secret);
    await call("/api/auth/two-factor/enable", first.token, { code: codeFor(key) });

    const { page } = await open({ adminLanguage: "vi" });
    await gotoHydrated(page, `${baseURL}/admin/login?redirect=%2Fadmin%2Fsecurity`);
    await page.locator("#login-name").fill(owner.login);
    await page.locator("#login-password").fill(PASSWORD);
    await page.locator("form button[type=submit]").click();
    await page.getByLabel("Mã xác thực").fill(codeFor(key, 1));
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(`${baseURL}/admin/security`);
    await page.getByRole("heading", { name: "Quy định xác thực hai lớp" }).waitFor();
    try {
      // saved at once (the choice shows once the server has it)
      await page.getByRole("radio", { name: "Bắt buộc với mọi nhân viên" }).click();
      await toast(page, "Đã lưu chính sách bảo mật.");
      await expect.poll(() => page.getByRole("radio", { name: "Bắt buộc với mọi nhân viên" }).isChecked()).toBe(true);
      // the staff member is asked to set it up before anything else
      const staff = await open({ adminLanguage: "en" });
      await logIn(staff.page, login, PASSWORD, "/admin/security");
      await staff.page
        .getByRole("alert")
        .filter({ hasText: "Two-factor sign-in is required for your account" })
        .waitFor();
      const refused = await fetch(`${baseURL}/api/contact`, {
        headers: {
          authorization: `Bearer ${await staff.page.evaluate(() => window.localStorage.getItem("token"))}`,
        },
      });
      expect(refused.status).toBe(403);
    } finally {
      await page.getByRole("radio", { name: "Không bắt buộc" }).click();
    }
    await expect.poll(() => page.getByRole("radio", { name: "Không bắt buộc" }).isChecked()).toBe(true);
  });
});
