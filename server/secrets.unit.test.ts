import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

// the server's secrets at start-up (config.ts, then secrets.ts; decision 023): JWT_SECRET must be
// random, the two-factor key is its own (TWO_FACTOR_KEY or $DATA_DIR/two-factor-key), a secret
// file that is there but damaged or unreadable stops the start instead of being replaced, and the
// first admin's SEED_ADMIN_PASSWORD follows the password rule

const GOOD_SECRET = "8wBpknOpc97KtSbO6l4tg6D8vRETd+wrHYA63u6s+ERDi46o";
const GOOD_KEY = "uf4DnVmVfoCuhQC4PgfOyd6fenE5ZGI4g1yxGgxELyE=";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "secrets-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// the one line the start-up prints (start-up.ts: "Configuration error: " + message)
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: "d", ...env }, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).not.toContain("\n");
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("JWT_SECRET", () => {
  it.each([
    ["a repeat", "a".repeat(40)],
    ["a repeated word", "passwordpasswordpasswordpassword"],
    ["a repeated pattern", "abc123abc123abc123abc123abc123abc123"],
    ["a sequence", "abcdefghijklmnopqrstuvwxyz0123456789"],
    ["a keyboard run", "qwertyuiopasdfghjklzxcvbnm1234567890"],
    ["words anyone would pick", "my-super-secret-jwt-key-for-production"],
    ["a l33t password repeated", "Tr0ub4dor&3-Tr0ub4dor&3-Tr0ub4dor&3"],
    ["digits counting up", "0123456789012345678901234567890123456789"],
    ["a word repeated", "secretsecretsecretsecretsecretsecret"],
  ])("is refused when guessable: %s", (_shape, secret) => {
    const error = configError({ JWT_SECRET: secret, TWO_FACTOR_KEY: GOOD_KEY });
    expect(error.variable).toBe("JWT_SECRET");
    expect(error.message).toMatch(/is guessable/);
    expect(error.message).toContain("openssl rand -base64 48");
    expect(error.message).not.toContain(secret);
  });

  it("is refused when shorter than 32 characters, even random", () => {
    const error = configError({ JWT_SECRET: GOOD_SECRET.slice(0, 31), TWO_FACTOR_KEY: GOOD_KEY });
    expect(error.message).toBe(
      "JWT_SECRET: must be at least 32 characters long; make one with: openssl rand -base64 48",
    );
  });

  it("is accepted when random (openssl rand -base64 48, -hex 32, -base64 24)", () => {
    for (const secret of [
      GOOD_SECRET,
      "f66513a2bed5a78b859d5719a32052617410dd9bcc59ce7d0bcb9885a30de3f4",
      "6t5AEDBzg1cIAUmtkWSbwvCauVn9RFyE",
    ]) {
      const config = loadConfig({ DATA_DIR: "d", JWT_SECRET: secret, TWO_FACTOR_KEY: GOOD_KEY }, dir);
      expect(config.jwtSecret).toBe(secret);
      expect(config.jwtSecretSource).toEqual({ from: "env" });
    }
  });

  it("needs TWO_FACTOR_KEY beside it (several servers must share both)", () => {
    const error = configError({ JWT_SECRET: GOOD_SECRET });
    expect(error.variable).toBe("TWO_FACTOR_KEY");
    expect(error.message).toContain("must be set when JWT_SECRET is");
    expect(error.message).toContain("openssl rand -base64 32");
  });
});

describe("the two-factor key", () => {
  it("comes from TWO_FACTOR_KEY, as base64 or hex", () => {
    const fromBase64 = loadConfig({ DATA_DIR: "d", TWO_FACTOR_KEY: GOOD_KEY }, dir);
    expect(fromBase64.twoFactorKey).toEqual(Buffer.from(GOOD_KEY, "base64"));
    expect(fromBase64.twoFactorKeySource).toEqual({ from: "env" });
    const hex = Buffer.from(GOOD_KEY, "base64").toString("hex");
    expect(loadConfig({ DATA_DIR: "d", TWO_FACTOR_KEY: hex }, dir).twoFactorKey).toEqual(Buffer.from(hex, "hex"));
    // no file is written when the variable is set
    expect(existsSync(path.join(dir, "d", "two-factor-key"))).toBe(false);
  });

  it.each([
    ["too short", "c2hvcnQta2V5", /32 bytes as base64 or 64 hex digits/],
    ["a passphrase", "correct horse battery staple, all of it", /32 bytes as base64 or 64 hex digits/],
    ["not random", "0".repeat(64), /not random/],
    ["a repeat in base64", Buffer.alloc(32, "ab").toString("base64"), /not random/],
  ])("TWO_FACTOR_KEY %s is refused with how to make one", (_shape, value, pattern) => {
    const error = configError({ TWO_FACTOR_KEY: value });
    expect(error.variable).toBe("TWO_FACTOR_KEY");
    expect(error.message).toMatch(pattern);
    expect(error.message).toContain("openssl rand -base64 32");
  });

  it("else is generated once into $DATA_DIR/two-factor-key, readable by its owner only, and kept", () => {
    const first = loadConfig({ DATA_DIR: "d" }, dir);
    const file = path.join(dir, "d", "two-factor-key");
    expect(first.twoFactorKeySource).toEqual({ from: "file", file, created: true });
    expect(first.twoFactorKey).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64")).toEqual(first.twoFactorKey);
    const again = loadConfig({ DATA_DIR: "d" }, dir);
    expect(again.twoFactorKey).toEqual(first.twoFactorKey);
    expect(again.twoFactorKeySource).toEqual({ from: "file", file, created: false });
    // not the JWT secret, nor derived from it
    expect(again.twoFactorKey.toString("base64")).not.toContain(again.jwtSecret.slice(0, 10));
  });
});

describe("a secret file that is there but damaged", () => {
  it.each([
    ["jwt-secret", "JWT_SECRET", "too-short\n", /holds 9 characters, fewer than 32: it is damaged or cut short/],
    ["jwt-secret", "JWT_SECRET", "\n", /holds 0 characters/],
    [
      "two-factor-key",
      "TWO_FACTOR_KEY",
      "uf4DnVmVfoCuhQC4\n",
      /does not hold a key .*it has 16 characters.*damaged or cut short/,
    ],
  ])("%s short: the start stops with a message and the file stays as it was", (name, variable, content, pattern) => {
    mkdirSync(path.join(dir, "d"));
    const file = path.join(dir, "d", name);
    writeFileSync(file, content, { mode: 0o600 });
    const error = configError({});
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(file);
    expect(error.message).toMatch(pattern);
    expect(error.message).toContain("It is not replaced by itself".slice(1));
    expect(readFileSync(file, "utf8")).toBe(content);
  });

  it("a guessable jwt-secret written by hand is refused like the variable", () => {
    mkdirSync(path.join(dir, "d"));
    writeFileSync(path.join(dir, "d", "jwt-secret"), "a".repeat(40));
    expect(configError({}).message).toMatch(/^JWT_SECRET: unset, and .*jwt-secret is guessable/);
  });

  it("unreadable: the start stops with a message and nothing is replaced", () => {
    for (const [name, variable] of [
      ["jwt-secret", "JWT_SECRET"],
      ["two-factor-key", "TWO_FACTOR_KEY"],
    ] as const) {
      const data = path.join(dir, `d-${name}`);
      // a folder where the file should be: unreadable whoever the server runs as (even root)
      mkdirSync(path.join(data, name), { recursive: true });
      if (name === "two-factor-key") loadConfig({ DATA_DIR: data, TWO_FACTOR_KEY: GOOD_KEY }, dir);
      try {
        loadConfig({ DATA_DIR: data }, dir);
        throw new Error("expected a ConfigError");
      } catch (error) {
        expect((error as ConfigError).variable).toBe(variable);
        expect((error as Error).message).toContain(`${path.join(data, name)} exists but cannot be read (EISDIR)`);
        expect((error as Error).message).toContain("it is not replaced");
      }
      expect(statSync(path.join(data, name)).isDirectory()).toBe(true);
    }
  });

  it.skipIf(process.getuid?.() === 0)("unreadable for its permissions: the same", () => {
    loadConfig({ DATA_DIR: "d" }, dir);
    const file = path.join(dir, "d", "two-factor-key");
    chmodSync(file, 0o000);
    expect(configError({}).message).toContain(`${file} exists but cannot be read (EACCES)`);
    chmodSync(file, 0o600);
  });
});

describe("SEED_ADMIN_PASSWORD", () => {
  it.each([
    ["password1234", /too common/],
    ["qwertyuiop12", /too common|keyboard pattern/],
    ["khoa.pham.2026", /contains the username/],
  ])("%s is refused at start-up, saying why", (password, pattern) => {
    const error = configError({ SEED_ADMIN_LOGIN: "khoa.pham", SEED_ADMIN_PASSWORD: password });
    expect(error.variable).toBe("SEED_ADMIN_PASSWORD");
    expect(error.message).toMatch(/^SEED_ADMIN_PASSWORD: is too weak\. /);
    expect(error.message).toMatch(pattern);
  });

  it("a strong one is taken", () => {
    expect(loadConfig({ DATA_DIR: "d", SEED_ADMIN_PASSWORD: "Tram-bien-ap-22kV-Long-An" }, dir).seedAdminPassword).toBe(
      "Tram-bien-ap-22kV-Long-An",
    );
  });
});
