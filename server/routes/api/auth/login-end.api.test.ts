import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "../../../services/login-lockout.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// a login ends the same way whether it took the password alone or the password and a code
// (routes/api/auth/complete-login.ts, decision 025): the failures counted for the name cleared,
// the login time written, a session on the server for the token, the same answer

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload });
const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate();
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { sid: string }).sid;

// what a successful login left behind, after one wrong password before it
async function tracesOf(loginName: string, answer: { token: string; user: { login_timestamp: string } }) {
  const user = await t.db
    .selectFrom("users")
    .select(["id", "login_timestamp"])
    .where("login_name", "=", loginName)
    .executeTakeFirstOrThrow();
  const session = await t.db
    .selectFrom("user_sessions")
    .select(["user_id", "ended_at"])
    .where("id", "=", sessionOf(answer.token))
    .executeTakeFirst();
  const failures = await t.db
    .selectFrom("login_failures")
    .select("failures")
    .where("login_key", "=", nameKey(loginName))
    .executeTakeFirst();
  return {
    loginTimeStored: user.login_timestamp === answer.user.login_timestamp,
    session: session && { mine: session.user_id === user.id, ended: session.ended_at !== null },
    failuresLeft: failures?.failures ?? 0,
    tokenWorks: (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(answer.token) })).statusCode,
  };
}

describe(`the end of a login (${testDialect})`, () => {
  it("is the same after the password alone and after the password and a code", async () => {
    await insertUser(t, { login_name: "mot.buoc" });
    await insertUser(t, { login_name: "hai.buoc" });
    // two-factor sign-in on for the second
    const setupToken = await login(t, "hai.buoc");
    const setup = await post("/api/auth/two-factor/setup", { password: "password-123" }, setupToken);
    const { secret } = setup.json();
    expect((await post("/api/auth/two-factor/enable", { code: code(secret) }, setupToken)).statusCode).toBe(200);
    // the code of the set-up is spent: the next login waits for the next step's code
    await t.db.updateTable("users").set({ totp_last_step: null }).where("login_name", "=", "hai.buoc").execute();

    for (const name of ["mot.buoc", "hai.buoc"]) {
      expect((await post("/api/auth/login", { login_name: name, password: "wrong-password" })).statusCode).toBe(401);
    }

    const direct = await post("/api/auth/login", { login_name: "mot.buoc", password: "password-123" });
    expect(direct.statusCode, direct.body).toBe(200);
    const first = await post("/api/auth/login", { login_name: "hai.buoc", password: "password-123" });
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    const second = await post("/api/auth/login/two-factor", { challenge: first.json().challenge, code: code(secret) });
    expect(second.statusCode, second.body).toBe(200);

    const expected = { loginTimeStored: true, session: { mine: true, ended: false }, failuresLeft: 0, tokenWorks: 200 };
    expect(await tracesOf("mot.buoc", direct.json())).toEqual(expected);
    expect(await tracesOf("hai.buoc", second.json())).toEqual(expected);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(direct.json()).sort());
    expect(second.json().message).toBe(direct.json().message);
  });
});
