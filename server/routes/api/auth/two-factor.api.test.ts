import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// two-factor sign-in through the real HTTP stack and database: set-up, the login's second step,
// replays, the shared lockout, recovery codes, turning it off, the Super Admins' policy and a
// Super Admin's reset

const t = appWithStaff({ boss: { role: 2, user_name: "Giám đốc" } }, { env: { LOGIN_RATE_LIMIT_MAX: "1000" } });

const en = { "accept-language": "en" };
// the code an authenticator app shows for this secret, `offset` steps from now
const code = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function post(url: string, token: string | null, payload?: object) {
  return t.app.inject({ method: "POST", url, headers: token ? bearer(token) : en, ...(payload ? { payload } : {}) });
}

async function passwordStep(login_name: string, password = "password-123") {
  return post("/api/auth/login", null, { login_name, password });
}

// a user with two-factor sign-in on: their secret and recovery codes
async function enrolled(login_name: string, role: 1 | 2 = 1) {
  await insertUser(t, { login_name, role, user_name: `Kỹ sư ${login_name}` });
  const token = await login(t, login_name);
  // the account's password first: a session alone cannot link a phone
  const withoutPassword = await post("/api/auth/two-factor/setup", token, {});
  expect(withoutPassword.statusCode).toBe(400);
  const wrongPassword = await post("/api/auth/two-factor/setup", token, { password: "not-the-password" });
  expect(wrongPassword.statusCode).toBe(400);
  expect(wrongPassword.json()).toMatchObject({
    message: "The password is not correct.",
    errors: [{ path: "password", msg: "The password is not correct." }],
  });
  const setup = await post("/api/auth/two-factor/setup", token, { password: "password-123" });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/ABC%20Electric:${login_name}\\?.*secret=${secret}`));
  expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(qrSvg).not.toMatch(/style=|<script/);
  const enableCode = code(secret);
  const enabled = await post("/api/auth/two-factor/enable", token, { code: enableCode });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json();
  return { secret: secret as string, recoveryCodes: recoveryCodes as string[], oldToken: token, enableCode };
}

describe(`two-factor sign-in (${testDialect})`, () => {
  it("is set up with a code from the app; then the login asks for a code, once per code", async () => {
    const { secret, recoveryCodes, oldToken, enableCode } = await enrolled("hai.tran");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // 24 characters of 31 (119 bits), in groups of four; kept as Argon2id hashes, never as such
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){5}$/);
    const kept = await t.db.selectFrom("user_recovery_codes").select("code_hash").execute();
    expect(kept.length).toBeGreaterThanOrEqual(10);
    for (const { code_hash } of kept) expect(code_hash).toMatch(/^\$argon2id\$/);
    // the session it was turned on from goes on, and says so
    const meNow = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(oldToken) });
    expect(meNow.json().user.two_factor_enabled).toBe(true);

    // the password alone: no token, a challenge
    const first = await passwordStep("hai.tran");
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toEqual({
      success: true,
      twoFactorRequired: true,
      challenge: expect.any(String),
      message: "Enter the code from your authenticator app.",
    });
    // the challenge is no session token
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(answer.challenge) })).statusCode,
    ).toBe(401);
    // the code used to turn it on cannot be used again (that code itself: the clock may have
    // reached the next step since, whose code is a new one)
    const replayed = await post("/api/auth/login/two-factor", null, {
      challenge: answer.challenge,
      code: enableCode,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("The code is not valid. Check the time on your phone and try again.");
    // the next step's code signs in
    const next = code(secret, 1);
    const signedIn = await post("/api/auth/login/two-factor", null, { challenge: answer.challenge, code: next });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      success: true,
      message: "Signed in.",
      two_factor_setup_required: false,
    });
    expect(signedIn.json().user).toMatchObject({ login_name: "hai.tran", two_factor_enabled: true });
    const token = signedIn.json().token;
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(200);
    // and that code, once more, does not
    const again = await post("/api/auth/login/two-factor", null, {
      challenge: (await passwordStep("hai.tran")).json().challenge,
      code: next,
    });
    expect(again.statusCode).toBe(401);

    // the secret never leaves again: not in me, the users list or the status
    for (const url of ["/api/auth/me", "/api/auth/users", "/api/auth/two-factor"]) {
      const body = (await t.app.inject({ method: "GET", url, headers: bearer(token) })).body;
      expect(body).not.toContain(secret);
      expect(body).not.toMatch(/totp|v1\./);
    }
    const status = await t.app.inject({ method: "GET", url: "/api/auth/two-factor", headers: bearer(token) });
    expect(status.json().twoFactor).toEqual({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
      recoveryCodesOutdated: false,
      required: "none",
      requiredForMe: false,
    });
  });

  it("counts wrong codes with wrong passwords: the 6th try is refused even with the right code", async () => {
    const { secret } = await enrolled("tuan.le");
    let challenge = "";
    for (let attempt = 1; attempt <= 5; attempt++) {
      // a right password does not reset the count: the code is still to come
      challenge = (await passwordStep("tuan.le")).json().challenge ?? challenge;
      const wrong = await post("/api/auth/login/two-factor", null, { challenge, code: "000000" });
      expect([401, 429]).toContain(wrong.statusCode);
    }
    const right = await post("/api/auth/login/two-factor", null, { challenge, code: code(secret, 1) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed sign-ins for this account/);
  });

  it("takes a recovery code once, and new ones void the old", async () => {
    const { secret, recoveryCodes } = await enrolled("mai.pham");
    const challenge = () => passwordStep("mai.pham").then((response) => response.json().challenge);
    const first = recoveryCodes[0] as string;
    const used = await post("/api/auth/login/two-factor", null, {
      challenge: await challenge(),
      code: first.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    const token = used.json().token;
    expect(
      (await post("/api/auth/login/two-factor", null, { challenge: await challenge(), code: first })).statusCode,
    ).toBe(401);
    const status = await t.app.inject({ method: "GET", url: "/api/auth/two-factor", headers: bearer(token) });
    expect(status.json().twoFactor.recoveryCodesLeft).toBe(9);

    // a code and the password
    const noPassword = await post("/api/auth/two-factor/recovery-codes", token, { code: code(secret, 1) });
    expect(noPassword.statusCode).toBe(400);
    const renewed = await post("/api/auth/two-factor/recovery-codes", token, {
      code: code(secret, 1),
      password: "password-123",
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = recoveryCodes[1] as string;
    expect(
      (await post("/api/auth/login/two-factor", null, { challenge: await challenge(), code: old })).statusCode,
    ).toBe(401);
    expect(
      (await post("/api/auth/login/two-factor", null, { challenge: await challenge(), code: fresh[0] as string }))
        .statusCode,
    ).toBe(200);
  });

  it("is turned off with the password, and then the login is one step again", async () => {
    const { secret } = await enrolled("long.vo");
    const challenge = (await passwordStep("long.vo")).json().challenge;
    const token = (await post("/api/auth/login/two-factor", null, { challenge, code: code(secret, 1) })).json().token;
    const wrong = await post("/api/auth/two-factor/disable", token, { password: "not-the-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("The password is not correct.");
    const off = await post("/api/auth/two-factor/disable", token, { password: "password-123" });
    expect(off.statusCode, off.body).toBe(200);
    const again = await passwordStep("long.vo");
    expect(again.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect(again.json().user.two_factor_enabled).toBe(false);
  });

  it("refuses a code that is not one, in the API's words, with no 5xx", async () => {
    await insertUser(t, { login_name: "thu.do" });
    const token = await login(t, "thu.do");
    expect((await post("/api/auth/two-factor/enable", token, { code: "123456" })).json().message).toBe(
      "Start the set-up first: scan the QR code, then enter a code.",
    );
    await post("/api/auth/two-factor/setup", token, { password: "password-123" });
    const letters = await post("/api/auth/two-factor/enable", token, { code: "abcdef" });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toMatch(/6 digits/);
    const expired = await post("/api/auth/login/two-factor", null, { challenge: "1.0.1.x", code: "123456" });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("The sign-in took too long. Please enter your password again.");
  });

  it("can be required for every Super Admin, who must then set it up before anything else", async () => {
    await insertUser(t, { login_name: "clerk.2fa", role: 1 });
    const clerk = await login(t, "clerk.2fa");
    const put = (token: string, value: boolean) =>
      t.app.inject({
        method: "PUT",
        url: "/api/auth/two-factor/policy",
        headers: bearer(token),
        payload: { required: value ? "super_admins" : "none" },
      });
    expect((await put(clerk, true)).statusCode).toBe(403);

    await insertUser(t, { login_name: "chief", role: 2, user_name: "Trưởng phòng" });
    const chief = await login(t, "chief");
    // a Super Admin without it cannot make a rule that would shut them out too
    const ownFirst = await put(t.tokens.boss, true);
    expect(ownFirst.statusCode).toBe(409);
    expect(ownFirst.json().message).toBe(
      "Turn on two-factor sign-in for your own account first: this rule would also require it of you.",
    );
    const { oldToken: owner } = await enrolled("policy.owner", 2);
    const saved = await put(owner, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().twoFactor.required).toBe("super_admins");
    try {
      // the Super Admin without it: refused elsewhere, told why; an Admin is not concerned
      const refused = await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(chief) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Two-factor sign-in is required for your account. Set it up to continue.");
      expect((await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(clerk) })).statusCode).toBe(
        200,
      );
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(chief) });
      expect(me.json().two_factor_setup_required).toBe(true);
      expect((await passwordStep("chief")).json().two_factor_setup_required).toBe(true);
      // who sets it up may go on
      const fresh = await login(t, "chief");
      const { secret } = (await post("/api/auth/two-factor/setup", fresh, { password: "password-123" })).json();
      expect((await post("/api/auth/two-factor/enable", fresh, { code: code(secret) })).statusCode).toBe(200);
      const challenge = (await passwordStep("chief")).json().challenge;
      const token = (await post("/api/auth/login/two-factor", null, { challenge, code: code(secret, 1) })).json().token;
      expect((await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) })).statusCode).toBe(
        200,
      );
      // and cannot turn it off while it is required
      const off = await post("/api/auth/two-factor/disable", token, { password: "password-123" });
      expect(off.statusCode).toBe(403);
    } finally {
      // the boss has no two-factor sign-in: the policy is turned off through the database
      await t.db
        .updateTable("security_policy")
        .set({ two_factor_required: "none", two_factor_for_super_admins: 0 })
        .where("id", "=", 1)
        .execute();
    }
  });

  it("is reset by a Super Admin for someone else, in the audit trail; an Admin cannot", async () => {
    const { secret, oldToken } = await enrolled("lost.phone");
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("login_name", "=", "lost.phone")
      .executeTakeFirstOrThrow();
    await insertUser(t, { login_name: "clerk.reset", role: 1 });
    const clerk = await login(t, "clerk.reset");
    const url = `/api/auth/users/${user.id}/two-factor`;
    expect((await t.app.inject({ method: "DELETE", url, headers: bearer(clerk) })).statusCode).toBe(403);
    const reset = await t.app.inject({ method: "DELETE", url, headers: bearer(t.tokens.boss) });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe("Two-factor sign-in was turned off for this user.");
    // the account's sessions ended; one step again
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    const again = await passwordStep("lost.phone");
    expect(again.json().token).toEqual(expect.any(String));
    expect(code(secret)).toMatch(/^\d{6}$/);
    const trail = await t.app.inject({
      method: "GET",
      url: `/api/audit?entity_type=user&entity_id=${user.id}`,
      headers: bearer(t.tokens.boss),
    });
    const entries = trail.json().entries as { actor_name: string; action: string; fields: string[] }[];
    const byBoss = entries.find((entry) => entry.actor_name === "Giám đốc" && entry.fields.includes("two_factor"));
    expect(byBoss?.action).toBe("update");
    // not on oneself
    const self = await t.db.selectFrom("users").select("id").where("login_name", "=", "boss").executeTakeFirstOrThrow();
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/auth/users/${self.id}/two-factor`,
          headers: bearer(t.tokens.boss),
        })
      ).statusCode,
    ).toBe(400);
  });
});
