import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.ts";
import { encryptSecret, twoFactorKeys } from "../../../services/two-factor.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// a two-factor secret the server cannot decrypt (its key changed: a restore into a new data folder
// without the old two-factor-key, another TWO_FACTOR_KEY; or a damaged value) is the server's problem, not
// the person's: the code step says to use a recovery code or ask an administrator (never "check
// the time on your phone"), logs one error for the operator without the secret, and a recovery
// code still signs in

let t: TestApp;
const log: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" }, undefined, { log });
});
afterAll(() => t.close());

const code = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

type App = (typeof t)["app"];
const post = (app: App, url: string, payload: object, headers: Record<string, string> = { "accept-language": "en" }) =>
  app.inject({ method: "POST", url, headers, payload });

async function enrolled(login_name: string) {
  await insertUser(t, { login_name, user_name: `Kỹ sư ${login_name}` });
  const token = await login(t, login_name);
  const setup = await post(t.app, "/api/auth/two-factor/setup", { password: "password-123" }, bearer(token));
  const secret: string = setup.json().secret;
  const enabled = await post(t.app, "/api/auth/two-factor/enable", { code: code(secret) }, bearer(token));
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

async function codeStep(app: App, login_name: string, typed: string, language = "en") {
  const first = await post(app, "/api/auth/login", { login_name, password: "password-123" });
  expect(first.json().twoFactorRequired, first.body).toBe(true);
  return post(
    app,
    "/api/auth/login/two-factor",
    { challenge: first.json().challenge, code: typed },
    {
      "accept-language": language,
    },
  );
}

const unreadableEn =
  "Your code cannot be checked because of a problem on the server. Sign in with one of your recovery codes, or contact an administrator.";
const unreadableVi =
  "Không thể kiểm tra mã do sự cố trên máy chủ. Vui lòng đăng nhập bằng một mã khôi phục hoặc liên hệ quản trị viên.";

const errorsAbout = (login_name: string) =>
  log.filter((line) => line.level === 50 && line.loginName === login_name && String(line.msg).includes("two-factor"));

describe(`a two-factor secret the server cannot read (${testDialect})`, () => {
  it("after the key changed: a recovery code or an administrator, in both languages; a recovery code works", async () => {
    const { secret, recoveryCodes } = await enrolled("khoa.pham");
    // the same database, served with another key (as after a restore that generated a new one)
    const config = { ...t.config, twoFactorKey: Buffer.alloc(32, 7) };
    const app = await buildApp({ config, db: t.db, storage: t.storage, strictResponses: true, logger: false });
    await app.ready();
    try {
      const refused = await codeStep(app, "khoa.pham", code(secret, 1));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(unreadableEn);
      const vi = await codeStep(app, "khoa.pham", code(secret, 1), "vi");
      expect(vi.json().message).toBe(unreadableVi);
      // the attempts were given back: five more do not lock the account out of its recovery codes
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await codeStep(app, "khoa.pham", code(secret))).json().message).toBe(unreadableEn);
      }
      const recovered = await codeStep(app, "khoa.pham", recoveryCodes[0] as string);
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect(recovered.json().token).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
    // the app with the right key still takes the codes
    expect((await codeStep(t.app, "khoa.pham", code(secret, 1))).statusCode).toBe(200);
  });

  it("a damaged stored secret: the same answer, and the operator is told once per user, never the secret", async () => {
    const { secret } = await enrolled("mai.do");
    await t.db
      .updateTable("users")
      .set({ totp_secret: encryptSecret(twoFactorKeys({ ...t.config, twoFactorKey: Buffer.alloc(32, 9) }), secret) })
      .where("login_name", "=", "mai.do")
      .execute();
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await codeStep(t.app, "mai.do", code(secret));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(unreadableEn);
      expect(refused.body).not.toContain("phone");
    }
    const errors = errorsAbout("mai.do");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toContain(
      "cannot be decrypted with this server's two-factor key (TWO_FACTOR_KEY, or two-factor-key",
    );
    expect(errors[0]?.msg).toContain("recovery codes still work");
    expect(JSON.stringify(log)).not.toContain(secret);
    // a wrong code for a readable secret keeps its own message
    const { secret: other } = await enrolled("son.vu");
    const wrong = await codeStep(t.app, "son.vu", code(other, -5));
    expect(wrong.json().message).toBe("The code is not valid. Check the time on your phone and try again.");
    expect(errorsAbout("son.vu")).toHaveLength(0);
  });
});
