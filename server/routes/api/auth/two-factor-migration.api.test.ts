import { createCipheriv, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.ts";
import {
  decryptSecret,
  migrateTwoFactorSecrets,
  newSecret,
  type TwoFactorKeys,
  twoFactorKeys,
} from "../../../services/two-factor.ts";
import { cliEnv, runCli } from "../../../test-support/cli.ts";
import { createTestApp, insertUser, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// two-factor secrets from before the two-factor key ("v1", encrypted under a key derived from
// JWT_SECRET) move to the two-factor key at start-up (decision 023): nobody is locked out, the
// move is idempotent and safe with several servers starting at once, and afterwards the codes no
// longer depend on JWT_SECRET

let t: TestApp;
let keys: TwoFactorKeys;
beforeAll(async () => {
  // its own database: db:migrate runs on it as a process
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" }, undefined, { ownDatabase: true });
  keys = twoFactorKeys(t.config);
});
afterAll(() => t.close());

// what the previous version stored: "v1.<iv>.<tag>.<data>" under HMAC(JWT_SECRET, purpose)
function oldEncrypt(jwtSecret: string, base32: string): string {
  const legacy = twoFactorKeys({ jwtSecret, twoFactorKey: Buffer.alloc(32) }).legacy;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", legacy, iv);
  const data = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(
    ".",
  );
}

const code = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

// a user of the previous version with two-factor sign-in on
async function oldUser(login_name: string, jwtSecret = t.config.jwtSecret) {
  const secret = newSecret();
  await insertUser(t, { login_name });
  await t.db
    .updateTable("users")
    .set({ totp_secret: oldEncrypt(jwtSecret, secret), totp_pending: oldEncrypt(jwtSecret, newSecret()) })
    .where("login_name", "=", login_name)
    .execute();
  return secret;
}

const stored = (login_name: string) =>
  t.db
    .selectFrom("users")
    .select(["totp_secret", "totp_pending"])
    .where("login_name", "=", login_name)
    .executeTakeFirstOrThrow();

async function signIn(app: (typeof t)["app"], login_name: string, typed: string) {
  const first = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { login_name, password: "password-123" },
  });
  expect(first.json().twoFactorRequired, first.body).toBe(true);
  return app.inject({
    method: "POST",
    url: "/api/auth/login/two-factor",
    payload: { challenge: first.json().challenge, code: typed },
  });
}

describe(`two-factor secrets of the previous version (${testDialect})`, () => {
  it("are read before the move, re-encrypted under the two-factor key by it, and a code still signs in", async () => {
    const secret = await oldUser("an.tran");
    // not yet moved (a server of this version beside one of the previous): still read
    expect((await signIn(t.app, "an.tran", code(secret, -1))).statusCode).toBe(200);

    const moved = await migrateTwoFactorSecrets(t.db, keys);
    expect(moved).toEqual({ migrated: 2, unreadable: [] });
    const after = await stored("an.tran");
    expect(after.totp_secret).toMatch(/^v2\./);
    expect(after.totp_pending).toMatch(/^v2\./);
    expect(decryptSecret(keys, after.totp_secret)).toBe(secret);
    // the same value once more: nothing to do
    expect(await migrateTwoFactorSecrets(t.db, keys)).toEqual({ migrated: 0, unreadable: [] });
    expect(await stored("an.tran")).toEqual(after);

    const signedIn = await signIn(t.app, "an.tran", code(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));

    // JWT_SECRET no longer matters to the codes: a server with another one still reads them
    const config = { ...t.config, jwtSecret: "PtArplOT8Qhyf8f6taDuCqgfP4tesP+G3tIADK3TBIDhv711" };
    const other = await buildApp({ config, db: t.db, storage: t.storage, strictResponses: true, logger: false });
    await other.ready();
    try {
      expect((await signIn(other, "an.tran", code(secret, 1))).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("several servers moving them at once: each value moved once, none lost", async () => {
    const secrets = [];
    for (let index = 0; index < 6; index++) secrets.push(await oldUser(`many.${index}`));
    const runs = await Promise.all([1, 2, 3].map(() => migrateTwoFactorSecrets(t.db, keys)));
    expect(runs.reduce((sum, run) => sum + run.migrated, 0)).toBe(12);
    for (const [index, secret] of secrets.entries()) {
      const after = await stored(`many.${index}`);
      expect(after.totp_secret).toMatch(/^v2\./);
      expect(decryptSecret(keys, after.totp_secret)).toBe(secret);
    }
  });

  it("a value the old key cannot read is left as it is and named", async () => {
    await oldUser("lost.key", "a-JWT_SECRET-of-another-installation-0123456789");
    const before = await stored("lost.key");
    expect(await migrateTwoFactorSecrets(t.db, keys)).toEqual({ migrated: 0, unreadable: ["lost.key"] });
    // left alone: its user signs in with a recovery code and a Super Admin resets it
    expect(await stored("lost.key")).toEqual(before);
  });

  it("are moved by the start-up (npm run db:migrate runs it as npm start does), which says so", async () => {
    const secret = await oldUser("binh.le");
    await t.db.updateTable("users").set({ totp_secret: null }).where("login_name", "=", "lost.key").execute();
    const migrate = await runCli("migrate.ts", [], cliEnv(t));
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain("Two-factor sign-in: 2 secrets re-encrypted with the two-factor key.");
    expect((await stored("binh.le")).totp_secret).toMatch(/^v2\./);
    expect((await signIn(t.app, "binh.le", code(secret))).statusCode).toBe(200);
    const again = await runCli("migrate.ts", [], cliEnv(t));
    expect(again.stdout).not.toContain("re-encrypted");
  });
});
