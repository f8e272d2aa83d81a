import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

const t = appWithStaff({ boss: { role: 2, user_name: "Giám đốc" } }, { env: { LOGIN_RATE_LIMIT_MAX: "1000" } });

const en = { "accept-language": "en" };
const postLogin = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", headers, payload });

describe(`POST /api/auth/login (${testDialect})`, () => {
  it("returns the user, a token and the spec's message, and records the login time", async () => {
    await insertUser(t, { login_name: "lan.nguyen", password: "mat-khau-123", user_name: "Nguyễn Lan" });
    const response = await postLogin({ login_name: "lan.nguyen", password: "mat-khau-123" }, en);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "Signed in." });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ login_name: "lan.nguyen", user_name: "Nguyễn Lan", role: 1, status: 1 });
    expect(Date.parse(body.user.login_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    const stored = await t.db
      .selectFrom("users")
      .select("login_timestamp")
      .where("login_name", "=", "lan.nguyen")
      .executeTakeFirst();
    expect(stored?.login_timestamp).toBe(body.user.login_timestamp);
  });

  it("accepts the login name in any letter case with surrounding spaces", async () => {
    const response = await postLogin({ login_name: "  LAN.Nguyen ", password: "mat-khau-123" });
    expect(response.statusCode).toBe(200);
  });

  it("answers a wrong password, an unknown name and an inactive user with the same 401", async () => {
    await insertUser(t, { login_name: "nghi.viec", status: 0 });
    const attempts = [
      { login_name: "lan.nguyen", password: "wrong-password" },
      { login_name: "nobody-here", password: "mat-khau-123" },
      { login_name: "nghi.viec", password: "password-123" },
    ];
    for (const payload of attempts) {
      const response = await postLogin(payload, en);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: "Wrong username or password" });
    }
  });

  it("refuses blank fields with 400 and field errors", async () => {
    const response = await postLogin({ login_name: "   ", password: " " }, en);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([
      { msg: "This field is required.", path: "login_name" },
      { msg: "This field is required.", path: "password" },
    ]);
  });

  it("locks a login name from one address for 10 minutes after 5 failures, whatever its letter case", async () => {
    await insertUser(t, { login_name: "khoa", password: "right-password" });
    for (const name of ["khoa", "KHOA", " Khoa", "khoA ", "kHoa"]) {
      const response = await postLogin({ login_name: name, password: "bad-password" });
      expect(response.statusCode).toBe(401);
    }
    // now even the right password is refused, with a message that says when to retry
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      headers: en,
      payload: { login_name: "KHOA", password: "right-password" },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-ins for this account. Try again in 10 minutes.");
    const vi = await postLogin({ login_name: "khoa", password: "right-password" });
    expect(vi.json().message).toBe("Đăng nhập sai quá nhiều lần với tài khoản này. Vui lòng thử lại sau 10 phút.");
    // other names are not affected
    expect((await postLogin({ login_name: "lan.nguyen", password: "mat-khau-123" })).statusCode).toBe(200);

    // ten minutes later the name may log in again
    await t.db
      .updateTable("login_failures")
      .set({ first_failed_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .execute();
    const later = await postLogin({ login_name: "khoa", password: "right-password" });
    expect(later.statusCode).toBe(200);
  });
});

describe(`password guesses at one login name (${testDialect})`, () => {
  const guess = (login_name: string, password: string, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { login_name, password } });

  it("checks at most 5 of 50 guesses sent at once, and then refuses the right password too", async () => {
    await insertUser(t, { login_name: "binh", password: "right-password" });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => guess("binh", `wrong-${i}`, "10.1.1.1")));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(45);
    expect((await guess("binh", "right-password", "10.1.1.1")).statusCode).toBe(429);
  });

  it("lets the staff member in from another address: one address cannot lock an account", async () => {
    await insertUser(t, { login_name: "chau", password: "right-password" });
    for (let i = 0; i < 6; i++) await guess("chau", "wrong", "10.2.2.2");
    expect((await guess("chau", "right-password", "10.2.2.2")).statusCode).toBe(429);
    expect((await guess("chau", "right-password", "10.3.3.3")).statusCode).toBe(200);
  });

  it("locks the name for every address after 100 attempts from many addresses", async () => {
    await insertUser(t, { login_name: "dung", password: "right-password" });
    for (let i = 0; i < 25; i++) {
      await Promise.all(Array.from({ length: 4 }, () => guess("dung", "wrong", `10.9.0.${i}`)));
    }
    const fresh = await guess("dung", "right-password", "10.8.8.8");
    expect(fresh.statusCode).toBe(429);
  });
});

describe(`per-IP limit on the login route (${testDialect})`, () => {
  it("answers 429 after the limit, also through a trailing slash", async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "3" });
    const statuses: number[] = [];
    for (const url of ["/api/auth/login", "/api/auth/login/", "/api/auth/login", "/api/auth/login/"]) {
      const response = await limited.app.inject({
        method: "POST",
        url,
        headers: en,
        payload: { login_name: `user${statuses.length}`, password: "whatever-1" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          /^Too many sign-in attempts from your network\. Try again in (?:\d+ minutes|a minute)\.$/,
        );
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // a path in other letter case is not the login route at all
    const upper = await limited.app.inject({ method: "POST", url: "/API/AUTH/LOGIN", payload: {} });
    expect(upper.statusCode).toBe(404);
    await limited.close();
  });
});

describe(`tokens (${testDialect})`, () => {
  it("GET /api/auth/me returns the user of a valid token and 401 without one", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(t.tokens.boss) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, user: { login_name: "boss", role: 2 } });

    const none = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: en });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe("Please sign in: this action needs a signed-in session.");

    for (const authorization of ["Bearer not.a.token", "Bearer ", "Basic abc", `Bearer ${t.tokens.boss}x`]) {
      const bad = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization } });
      expect(bad.statusCode, authorization).toBe(401);
    }
  });

  it("refuses a token signed with another secret or already expired", async () => {
    const other = await createTestApp({ JWT_SECRET: "PtArplOT8Qhyf8f6taDuCqgfP4tesP+G3tIADK3TBIDhv711" });
    const user = await t.db.selectFrom("users").selectAll().where("login_name", "=", "boss").executeTakeFirstOrThrow();
    const foreign = other.app.jwt.sign({ sub: String(user.id), ver: user.token_version, sid: "a-session-id" });
    await other.close();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(foreign) })).statusCode).toBe(401);

    const expired = t.app.jwt.sign({ sub: String(user.id), ver: user.token_version }, { expiresIn: -10 });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(expired) })).statusCode).toBe(401);
  });

  it("refuses a token signed with the real secret that has no expiry, or outlives the lifetime", async () => {
    const user = await t.db.selectFrom("users").selectAll().where("login_name", "=", "boss").executeTakeFirstOrThrow();
    // made by hand with the server's own secret, as someone who learned it would
    const sign = (claims: Record<string, unknown>) => {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
      const signature = createHmac("sha256", t.config.jwtSecret).update(unsigned).digest("base64url");
      return `${unsigned}.${signature}`;
    };
    const now = Math.floor(Date.now() / 1000);
    // a real session of the server's, so that only the lifetime differs
    const sid = await t.app.sessions.start(user.id, 3600_000);
    const claims = { sub: String(user.id), ver: user.token_version, sid };
    const me = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    // the same claims with a proper lifetime are accepted: the test signs like the server
    expect((await me(sign({ ...claims, iat: now, exp: now + 3600 }))).statusCode).toBe(200);
    expect((await me(sign({ ...claims, iat: now }))).statusCode).toBe(401);
    expect((await me(sign(claims))).statusCode).toBe(401);
    // made two days ago, ending next year
    expect((await me(sign({ ...claims, iat: now - 2 * 86_400, exp: now + 365 * 86_400 }))).statusCode).toBe(401);
  });

  it("expires tokens after TOKEN_TTL_HOURS", async () => {
    const response = await postLogin({ login_name: "boss", password: "password-123" });
    const payload = t.app.jwt.decode<{ exp: number; iat: number }>(response.json().token);
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(12 * 3600);
  });

  it("stop working at once when the user changes password, is deactivated or deleted", async () => {
    for (const change of ["password", "deactivate", "delete"] as const) {
      const user = await insertUser(t, { login_name: `temp-${change}` });
      const token = await login(t, user.login_name);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(200);
      const url = `/api/auth/users/${user.id}`;
      const response =
        change === "delete"
          ? await t.app.inject({ method: "DELETE", url, headers: bearer(t.tokens.boss) })
          : await t.app.inject({
              method: "PUT",
              url,
              headers: bearer(t.tokens.boss),
              payload: change === "password" ? { password: "new-password-1" } : { user_name: "T", role: 1, status: 0 },
            });
      expect(response.statusCode, change).toBe(200);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode,
        change,
      ).toBe(401);
    }
  });
});
