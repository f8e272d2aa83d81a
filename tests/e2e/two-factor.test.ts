import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// two-factor sign-in as a staff member uses it: turned on in the browser with a code computed
// here from the key on the screen (as an authenticator app would), then the login asks for a
// code — from the app, a recovery code, a wrong one — in English and in Vietnamese

const baseURL = inject("baseURL");
const PASSWORD = "hai-lop-mat-khau-1";

// what an authenticator app shows for this key, `offset` 30-second steps from now
const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function api(path: string, token: string, body?: object) {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-language": "en" },
    body: JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newUser(prefix: string): Promise<string> {
  const login = `${prefix}${randomBytes(3).toString("hex")}`;
  const created = await api("/api/auth/register", await adminToken(), {
    login_name: login,
    user_name: `Kỹ sư ${login}`,
    password: PASSWORD,
    role: 1,
    status: 1,
  });
  expect(created.status).toBe(201);
  return login;
}

// turned on through the API, as the Security screen does: the key
async function turnedOn(login: string): Promise<string> {
  const { token } = (await (
    await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_name: login, password: PASSWORD }),
    })
  ).json()) as { token: string };
  const key = String((await api("/api/auth/two-factor/setup", token, { password: PASSWORD })).body.secret);
  expect((await api("/api/auth/two-factor/enable", token, { code: codeFor(key) })).status).toBe(200);
  return key;
}

async function passwordStep(page: Page, login: string) {
  await gotoHydrated(page, `${baseURL}/admin/login`);
  await page.locator("#login-name").fill(login);
  await page.locator("#login-password").fill(PASSWORD);
  await page.locator("form button[type=submit]").click();
}

describe("two-factor sign-in", () => {
  it("is turned on in the browser; then a login needs the app's code or a recovery code, and a wrong code is refused", async ({
    open,
  }) => {
    const login = await newUser("tf");
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, login, PASSWORD, "/admin/security");
    await page.getByRole("heading", { level: 1, name: "Security" }).waitFor();
    expect(await page.title()).toMatch(/^Security · /);
    // the account's password first
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code that adds this account to an authenticator app" }).waitFor();
    const key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("6-digit code from the app").fill(codeFor(key));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await toast(page, "Two-factor sign-in is on. Keep your recovery codes somewhere safe.");
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 unused recovery codes left.").waitFor();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();

    // password, then the app's code (the next step's: the one used to turn it on is spent)
    await passwordStep(page, login);
    await page.getByRole("heading", { level: 1, name: "Two-factor sign-in" }).waitFor();
    const codeField = page.getByLabel("Verification code");
    expect(await codeField.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("login-code");
    await codeField.fill(codeFor(key, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${baseURL}/admin`);
    // the dashboard shown (its heading) before it is left: on a busy machine a click on the way in
    // could land on the screen being replaced
    await page.locator("#admin-main h1").first().waitFor();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    // (the sign-out ends the session on the server first: a login page opened before it has
    // finished still finds the token, and goes on to the dashboard)
    await page.waitForURL(/\/admin\/login/);

    // password, then a recovery code
    await passwordStep(page, login);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${baseURL}/admin`);
    // the dashboard shown (its heading) before it is left: on a busy machine a click on the way in
    // could land on the screen being replaced
    await page.locator("#admin-main h1").first().waitFor();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();

    // a wrong code: refused, still asked for a code
    await passwordStep(page, login);
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await toast(page, "The code is not valid. Check the time on your phone and try again.");
    await page.getByRole("heading", { level: 1, name: "Two-factor sign-in" }).waitFor();
    expect(page.url()).toBe(`${baseURL}/admin/login`);
  });

  it("asks for the code in Vietnamese", async ({ open }) => {
    const login = await newUser("tfvi");
    const key = await turnedOn(login);

    const { page, errors } = await open({ adminLanguage: "vi" });
    await passwordStep(page, login);
    await page.getByRole("heading", { level: 1, name: "Xác thực hai lớp" }).waitFor();
    await page.getByText("Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số đang hiển thị.").waitFor();
    await page.getByLabel("Mã xác thực").fill(codeFor(key, 1));
    await page.getByRole("button", { name: "Xác nhận" }).click();
    await page.waitForURL(`${baseURL}/admin`);
    await toast(page, "Đã đăng nhập.");
    expect(errors).toEqual([]);
  });

  it("is turned off by a Super Admin for someone who lost their phone", async ({ open }) => {
    const login = await newUser("tflost");
    await turnedOn(login);
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/users");
    const row = page.getByRole("row").filter({ hasText: login });
    await row.getByText("Two-factor", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Turn off two-factor sign-in for Kỹ sư ${login}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/They are signed out everywhere/).waitFor();
    await dialog.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await toast(page, "Two-factor sign-in was turned off for this user.");
    await expect.poll(() => row.getByText("Two-factor", { exact: true }).count()).toBe(0);
    // the password alone signs them in again
    const answer = await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_name: login, password: PASSWORD }),
    });
    expect(((await answer.json()) as { token?: string }).token).toEqual(expect.any(String));
  });
});
