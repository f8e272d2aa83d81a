import { createHash } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// a second factor that cannot be ground down, and a rule for every staff member (issue 20, parts
// 3 and 4): wrong codes counted per account whatever the address, three codes per challenge, the
// code step closed for an hour after ten wrong codes in a row (recovery codes still work, the
// company's address is told), recovery codes of 119 bits kept as Argon2id hashes

const t = appWithStaff(
  { boss: { role: 2, user_name: "Giám đốc" } },
  {
    env: {
      LOGIN_RATE_LIMIT_MAX: "1000",
      // notifications configured: the lock is told to the company's address (the outbox keeps it)
      SMTP_URL: "smtp://127.0.0.1:1",
      NOTIFY_EMAIL_TO: "it@abc-electric.vn",
    },
  },
);

const code = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
// each request from an address of its own: the per-address counters play no part here
let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = { "accept-language": "en" }) =>
  t.app.inject({ method: "POST", url, headers, payload, remoteAddress: nextAddress() });

async function enrolled(login_name: string, role: 1 | 2 = 1) {
  const user = await insertUser(t, { login_name, role, user_name: `Kỹ sư ${login_name}` });
  const token = await login(t, login_name);
  const { secret } = (await post("/api/auth/two-factor/setup", { password: "password-123" }, bearer(token))).json();
  const enabled = await post("/api/auth/two-factor/enable", { code: code(secret) }, bearer(token));
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { id: user.id, secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}
const challengeFor = async (login_name: string) =>
  (await post("/api/auth/login", { login_name, password: "password-123" })).json().challenge as string;

describe(`a second factor that cannot be ground down (${testDialect})`, () => {
  it("takes at most three codes per challenge: then the password again", async () => {
    const { secret } = await enrolled("ba.lan");
    const challenge = await challengeFor("ba.lan");
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/auth/login/two-factor", { challenge, code: "000000" })).statusCode).toBe(401);
    }
    const fourth = await post("/api/auth/login/two-factor", { challenge, code: code(secret, 1) });
    expect(fourth.statusCode).toBe(401);
    expect(fourth.json()).toMatchObject({
      message: "Too many wrong codes for this sign-in. Please enter your password again.",
      errors: [{ path: "challenge" }],
    });
    // a new challenge: the right code signs in
    const fresh = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("ba.lan"),
      code: code(secret, 1),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("closes the code step for an hour after 10 wrong codes in a row from any addresses; recovery codes still work", async () => {
    const { id, secret, recoveryCodes } = await enrolled("bon.minh");
    // ten wrong codes over four challenges, each from other addresses
    let wrong = 0;
    while (wrong < 10) {
      const challenge = await challengeFor("bon.minh");
      for (let i = 0; i < 3 && wrong < 10; i++, wrong++) {
        expect((await post("/api/auth/login/two-factor", { challenge, code: "111111" })).statusCode).toBe(401);
      }
    }
    const user = await t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(Date.parse(user.totp_locked_until ?? "")).toBeGreaterThan(Date.now() + 59 * 60_000);

    // the right code from the app: refused until then, saying when, in the visitor's language
    const locked = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("bon.minh"),
      code: code(secret, 1),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^After 10 wrong codes in a row, codes from the app are refused for this account until \d\d:\d\d \(Vietnam time\)\. Sign in with a recovery code, or wait\.$/,
    );
    const lockedVi = await post(
      "/api/auth/login/two-factor",
      { challenge: await challengeFor("bon.minh"), code: code(secret, 1) },
      { "accept-language": "vi" },
    );
    expect(lockedVi.json().message).toMatch(/đến \d\d:\d\d \(giờ Việt Nam\)/);

    // the company's notification address is told, and the audit trail has it
    const alert = await t.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("kind", "=", "second_factor_locked")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(alert.recipients)).toEqual(["it@abc-electric.vn"]);
    expect(alert.subject).toBe("Cảnh báo bảo mật / Security alert: bon.minh");
    expect(alert.body_text).toContain("10 wrong two-factor codes in a row");
    const audit = await t.db
      .selectFrom("audit_log")
      .select("details")
      .where("entity_id", "=", id)
      .orderBy("id", "desc")
      .execute();
    expect(audit.some((row) => row.details.includes("two_factor"))).toBe(true);

    // a recovery code still signs in, and ends the lock
    const recovered = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("bon.minh"),
      code: recoveryCodes[0] as string,
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const after = await t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ totp_failures: 0, totp_locked_until: null });
    const app = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("bon.minh"),
      code: code(secret, 1),
    });
    expect(app.statusCode, app.body).toBe(200);
  });

  it("forgets wrong codes after a right one: only ten in a row close it", async () => {
    const { id, secret } = await enrolled("nam.son");
    for (let i = 0; i < 2; i++) {
      const challenge = await challengeFor("nam.son");
      await post("/api/auth/login/two-factor", { challenge, code: "222222" });
      await post("/api/auth/login/two-factor", { challenge, code: "222223" });
    }
    const user = await t.db.selectFrom("users").select("totp_failures").where("id", "=", id).executeTakeFirstOrThrow();
    expect(user.totp_failures).toBe(4);
    expect(
      (await post("/api/auth/login/two-factor", { challenge: await challengeFor("nam.son"), code: code(secret, 1) }))
        .statusCode,
    ).toBe(200);
    const reset = await t.db.selectFrom("users").select("totp_failures").where("id", "=", id).executeTakeFirstOrThrow();
    expect(reset.totp_failures).toBe(0);
  });

  it("accepts a recovery code made before they were lengthened, once, and asks for new ones", async () => {
    const { id } = await enrolled("sau.ha");
    // a code of the earlier kind: 10 characters, kept as SHA-256
    await t.db
      .insertInto("user_recovery_codes")
      .values({ user_id: id, code_hash: createHash("sha256").update("k7m2p9xq4t").digest("hex") })
      .execute();
    const token = await login(t, "boss");
    expect(token).toBeTruthy();
    const signedIn = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("sau.ha"),
      code: "K7M2P-9XQ4T",
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const again = await post("/api/auth/login/two-factor", {
      challenge: await challengeFor("sau.ha"),
      code: "k7m2p-9xq4t",
    });
    expect(again.statusCode).toBe(401);
  });
});

describe(`the two-factor rule for all staff (${testDialect})`, () => {
  const setRule = (required: string, token = t.tokens.boss) =>
    t.app.inject({ method: "PUT", url: "/api/auth/two-factor/policy", headers: bearer(token), payload: { required } });

  it("can require it of every staff member: an Admin without it may only set it up, and cannot turn it off", async () => {
    await insertUser(t, { login_name: "nhan.vien", role: 1, user_name: "Nhân viên" });
    const staff = await login(t, "nhan.vien");
    expect((await setRule("all", staff)).statusCode).toBe(403);
    expect((await setRule("sometimes")).statusCode).toBe(400);
    // the boss has no two-factor sign-in: a Super Admin who has sets the rule
    expect((await setRule("all")).statusCode).toBe(409);
    const owner = await enrolled("chu.quan", 2);
    const ownerToken = (
      await post("/api/auth/login/two-factor", {
        challenge: await challengeFor("chu.quan"),
        code: code(owner.secret, 1),
      })
    ).json().token as string;
    const saved = await setRule("all", ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().twoFactor).toMatchObject({ required: "all" });
    try {
      const refused = await t.app.inject({ method: "GET", url: "/api/contact", headers: bearer(staff) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Two-factor sign-in is required for your account. Set it up to continue.");
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(staff) });
      expect(me.json().two_factor_setup_required).toBe(true);
      const status = await t.app.inject({ method: "GET", url: "/api/auth/two-factor", headers: bearer(staff) });
      expect(status.json().twoFactor).toMatchObject({ required: "all", requiredForMe: true, enabled: false });
      // logging out is always allowed
      const elsewhere = await login(t, "nhan.vien");
      const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(elsewhere) });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(elsewhere) })).statusCode).toBe(
        401,
      );
      // set up: then everything, but not turning it off
      const { secret } = (await post("/api/auth/two-factor/setup", { password: "password-123" }, bearer(staff))).json();
      expect((await post("/api/auth/two-factor/enable", { code: code(secret) }, bearer(staff))).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/api/contact", headers: bearer(staff) })).statusCode).toBe(200);
      const off = await post("/api/auth/two-factor/disable", { password: "password-123" }, bearer(staff));
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe("Two-factor sign-in is required for your account: it cannot be turned off.");
    } finally {
      await t.db
        .updateTable("security_policy")
        .set({ two_factor_required: "none", two_factor_for_super_admins: 0 })
        .execute();
    }
  });
});
