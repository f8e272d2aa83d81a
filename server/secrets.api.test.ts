import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptSecret, twoFactorKeys } from "./services/two-factor.ts";
import { cliEnv, runCli } from "./test-support/cli.ts";
import {
  bearer,
  createTestApp,
  insertUser,
  login,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  testDialect,
} from "./test-support/test-app.ts";

// the start-up's secrets, with the start as a process (npm run db:migrate runs the start-up's
// preparation, as npm start does) on each database: a guessable JWT_SECRET and a damaged key file
// stop it with one line; a good JWT_SECRET and TWO_FACTOR_KEY are taken, and the two-factor
// secrets are encrypted with TWO_FACTOR_KEY. The shapes refused: secrets.unit.test.ts

let t: TestApp;
const folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" }, undefined, { ownDatabase: true });
});
afterAll(async () => {
  await t.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// the start in a data folder of its own, on the test's database
async function start(env: Record<string, string>, files: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-secrets-"));
  folders.push(dataDir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dataDir, name), content, { mode: 0o600 });
  const result = await runCli("migrate.ts", [], { ...cliEnv(t), DATA_DIR: dataDir, ...env });
  return { ...result, dataDir };
}

describe(`the start-up's secrets (${testDialect})`, () => {
  it.each([
    ["a repeat", "x".repeat(48)],
    ["words", "my-super-secret-jwt-key-for-production"],
    ["a keyboard run", "qwertyuiopasdfghjklzxcvbnm1234567890"],
    ["too short", "Zx8qP0vL2mN4"],
  ])("a guessable JWT_SECRET (%s) stops it with one line saying how to make one", async (_shape, secret) => {
    const started = await start({ JWT_SECRET: secret });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split("\n")).toHaveLength(1);
    expect(started.stderr).toMatch(/^Configuration error: JWT_SECRET: (is guessable|must be at least 32)/);
    expect(started.stderr).toContain("openssl rand -base64 48");
    expect(started.stderr).not.toContain(secret);
  });

  it("a good JWT_SECRET and TWO_FACTOR_KEY are taken", async () => {
    const started = await start({});
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toContain("Database schema is up to date");
  });

  it("a short key file stops it with the message and is kept as it was", async () => {
    for (const [name, variable] of [
      ["two-factor-key", "TWO_FACTOR_KEY"],
      ["jwt-secret", "JWT_SECRET"],
    ] as const) {
      const started = await start({ JWT_SECRET: "", TWO_FACTOR_KEY: "" }, { [name]: "cut-short\n" });
      expect(started.code).toBe(1);
      const file = path.join(started.dataDir, name);
      expect(started.stderr).toContain(`Configuration error: ${variable}: unset, and ${file}`);
      expect(started.stderr).toContain("damaged or cut short");
      expect(started.stderr.trim().split("\n")).toHaveLength(1);
      expect(readFileSync(file, "utf8")).toBe("cut-short\n");
    }
    // and one that cannot be read (here a folder in its place)
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-secrets-"));
    folders.push(dataDir);
    mkdirSync(path.join(dataDir, "two-factor-key"));
    const unreadable = await runCli("migrate.ts", [], {
      ...cliEnv(t),
      DATA_DIR: dataDir,
      JWT_SECRET: "",
      TWO_FACTOR_KEY: "",
    });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain("two-factor-key exists but cannot be read (EISDIR)");
  });

  it("the two-factor secrets are encrypted with TWO_FACTOR_KEY", async () => {
    await insertUser(t, { login_name: "hoa.vo" });
    const token = await login(t, "hoa.vo");
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/setup",
      headers: bearer(token),
      payload: { password: "password-123" },
    });
    const secret: string = setup.json().secret;
    const codeNow = new TOTP({
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    }).generate();
    const enabled = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/enable",
      headers: bearer(token),
      payload: { code: codeNow },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const row = await t.db
      .selectFrom("users")
      .select("totp_secret")
      .where("login_name", "=", "hoa.vo")
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v2\./);
    const key = Buffer.from(TEST_TWO_FACTOR_KEY, "base64");
    // whatever JWT_SECRET is: the two-factor key alone reads it
    expect(decryptSecret(twoFactorKeys({ jwtSecret: "unrelated", twoFactorKey: key }), row.totp_secret)).toBe(secret);
    expect(
      decryptSecret(
        twoFactorKeys({ jwtSecret: t.config.jwtSecret, twoFactorKey: Buffer.alloc(32, 1) }),
        row.totp_secret,
      ),
    ).toBeNull();
  });
});
