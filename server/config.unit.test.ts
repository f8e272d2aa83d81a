import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from "./config.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "config-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function expectConfigError(env: Record<string, string>, variable: string, pattern: RegExp) {
  try {
    loadConfig(env, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(pattern);
    expect((error as ConfigError).message).not.toContain("\n");
    return;
  }
  throw new Error(`expected a ConfigError for ${variable}`);
}

describe("loadConfig", () => {
  it("has safe defaults for local use", () => {
    const config = loadConfig({}, dir);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.dataDir).toBe(path.join(dir, "data"));
    expect(config.uploadsDir).toBe(path.join(dir, "data", "uploads"));
    expect(config.uploadsStore).toBe("folder");
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(dir, "data", "app.db") });
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.seedAdminLogin).toBe("admin");
    expect(config.seedAdminPassword).toBeUndefined();
    expect(config.seedDemoContent).toBe(true);
    expect(config.seedTwoFactorRule).toBe("super_admins");
    expect(config.sessionIdleMs).toBe(60 * 60_000);
  });

  // the second load checks the kept secret with zxcvbn, whose worker loads its dictionaries first:
  // seconds on a busy machine
  it("generates a JWT secret once and keeps it in the data folder", { timeout: 30_000 }, () => {
    const first = loadConfig({ DATA_DIR: "d" }, dir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "d", "jwt-secret"), "utf8").trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: "d" }, dir).jwtSecret).toBe(first.jwtSecret);
  });

  it("uses JWT_SECRET when set and refuses a short one (the rest: secrets.unit.test.ts)", () => {
    const secret = "8wBpknOpc97KtSbO6l4tg6D8vRETd+wrHYA63u6s+ERDi46o";
    const key = "uf4DnVmVfoCuhQC4PgfOyd6fenE5ZGI4g1yxGgxELyE=";
    expect(loadConfig({ JWT_SECRET: secret, TWO_FACTOR_KEY: key }, dir).jwtSecret).toBe(secret);
    expectConfigError({ JWT_SECRET: "short" }, "JWT_SECRET", /at least 32/);
  });

  it("keeps uploads in a folder or in the database (UPLOADS_STORE), and names a wrong value", () => {
    expect(loadConfig({ UPLOADS_STORE: "database" }, dir).uploadsStore).toBe("database");
    expect(loadConfig({ UPLOADS_STORE: " Folder " }, dir).uploadsStore).toBe("folder");
    expect(loadConfig({ UPLOADS_STORE: "" }, dir).uploadsStore).toBe("folder");
    expectConfigError({ UPLOADS_STORE: "s3" }, "UPLOADS_STORE", /must be folder .* or database .*\(got "s3"\)/);
  });

  it("accepts a PostgreSQL DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }, dir);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/test" });
    expect(loadConfig({ DATABASE_URL: "postgresql://u:p@db/app" }, dir).database.kind).toBe("postgres");
  });

  it.each([
    ["not a url", /not a valid URL/],
    ["mysql://root@localhost/app", /only postgres:\/\//],
    ["postgres://127.0.0.1:5432", /names no database/],
  ])("rejects DATABASE_URL=%s with one line naming the variable", (value, pattern) => {
    expectConfigError({ DATABASE_URL: value }, "DATABASE_URL", pattern);
  });

  it.each(["0", "70000", "abc", "3.5"])("rejects PORT=%s", (value) => {
    expectConfigError({ PORT: value }, "PORT", /whole number between 1 and 65535/);
  });

  it("rejects a bad PUBLIC_ORIGIN, SEED_ADMIN_PASSWORD, SEED_ADMIN_LOGIN and LOG_LEVEL", () => {
    expectConfigError({ PUBLIC_ORIGIN: "example.com" }, "PUBLIC_ORIGIN", /http\(s\) origin/);
    expectConfigError({ SEED_ADMIN_PASSWORD: "short" }, "SEED_ADMIN_PASSWORD", /at least 10/);
    expectConfigError({ SEED_ADMIN_LOGIN: "a b" }, "SEED_ADMIN_LOGIN", /3 to 50 characters/);
    expectConfigError({ LOG_LEVEL: "loud" }, "LOG_LEVEL", /must be one of/);
    expectConfigError({ SEED_DEMO_CONTENT: "maybe" }, "SEED_DEMO_CONTENT", /true or false/);
    expectConfigError({ SEED_TWO_FACTOR_RULE: "admins" }, "SEED_TWO_FACTOR_RULE", /none, super_admins or all/);
    expectConfigError({ SESSION_IDLE_MINUTES: "0" }, "SESSION_IDLE_MINUTES", /whole number/);
  });

  it("reads the limits, with defaults from the spec", () => {
    const config = loadConfig({}, dir);
    expect(config.tokenTtlHours).toBe(12);
    expect(config.contactRateLimit).toEqual({ max: 5, windowMinutes: 10 });
    expect(config.loginRateLimit).toEqual({ max: 30, windowMinutes: 10 });
    expect(loadConfig({ CONTACT_RATE_LIMIT_MAX: "8", TOKEN_TTL_HOURS: "2" }, dir)).toMatchObject({
      contactRateLimit: { max: 8 },
      tokenTtlHours: 2,
    });
    expectConfigError({ CONTACT_RATE_LIMIT_MAX: "0" }, "CONTACT_RATE_LIMIT_MAX", /whole number from 1/);
    expectConfigError({ TOKEN_TTL_HOURS: "forever" }, "TOKEN_TTL_HOURS", /whole number from 1/);
  });

  it("shares the per-client counters through Redis only when REDIS_URL is set", () => {
    expect(loadConfig({}, dir).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }, dir).redis).toEqual({
      url: "redis://127.0.0.1:6379",
      keyPrefix: "site:",
    });
    expect(
      loadConfig({ REDIS_URL: "rediss://user:secret@cache.internal:6380/2", REDIS_KEY_PREFIX: "prod:" }, dir).redis,
    ).toEqual({ url: "rediss://user:secret@cache.internal:6380/2", keyPrefix: "prod:" });
  });

  it.each([
    ["localhost:6379", /must start with redis:\/\/ or rediss:\/\//],
    ["not a url", /not a valid URL; expected redis:\/\//],
    ["http://cache:6379", /uses "http:"/],
    ["redis://cache:6379/sessions", /names the database "sessions", which is not a number/],
    ["redis://cache:6379/0?family=6", /takes no query/],
  ])("rejects REDIS_URL=%s with one line naming the variable", (value, pattern) => {
    expectConfigError({ REDIS_URL: value }, "REDIS_URL", pattern);
  });

  it("rejects a REDIS_KEY_PREFIX that is not a plain name", () => {
    expectConfigError(
      { REDIS_URL: "redis://127.0.0.1", REDIS_KEY_PREFIX: "my site" },
      "REDIS_KEY_PREFIX",
      /1 to 64 letters/,
    );
  });

  it("reads METRICS_TOKEN, and refuses a short one", () => {
    expect(loadConfig({}, dir).metricsToken).toBeNull();
    const token = "0123456789abcdef0123456789abcdef";
    expect(loadConfig({ METRICS_TOKEN: token }, dir).metricsToken).toBe(token);
    expectConfigError({ METRICS_TOKEN: "secret" }, "METRICS_TOKEN", /16 to 512 printable characters/);
    expectConfigError({ METRICS_TOKEN: "a token with spaces in it" }, "METRICS_TOKEN", /without spaces/);
  });

  it("gives requests in flight 10 s to finish on a stop, or SHUTDOWN_GRACE_SECONDS", () => {
    expect(loadConfig({}, dir).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: "30" }, dir).shutdownGraceMs).toBe(30_000);
    expect(loadConfig({}, dir).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: "15" }, dir).requestTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "0" }, dir)).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expectConfigError({ SHUTDOWN_GRACE_SECONDS: "0" }, "SHUTDOWN_GRACE_SECONDS", /whole number from 1 to 600/);
  });

  it("turns the CAPTCHA on only with a provider, a site key and a secret", () => {
    expect(loadConfig({}, dir).captcha).toBeUndefined();
    expect(loadConfig({ CAPTCHA_PROVIDER: "none" }, dir).captcha).toBeUndefined();
    expect(
      loadConfig({ CAPTCHA_PROVIDER: "recaptcha", CAPTCHA_SITE_KEY: "k", CAPTCHA_SECRET: "s" }, dir).captcha,
    ).toEqual({
      provider: "recaptcha",
      siteKey: "k",
      secret: "s",
      verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
    });
    expectConfigError({ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER", /turnstile, recaptcha or none/);
    expectConfigError({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SITE_KEY: "k" }, "CAPTCHA_SECRET", /is required/);
    expectConfigError({ CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "s" }, "CAPTCHA_SITE_KEY", /is required/);
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    type Rule = (address: string, hop: number) => boolean;
    const rule = (value: string) => loadConfig({ TRUST_PROXY: value }, dir).trustProxy as Rule;
    expect(loadConfig({}, dir).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }, dir).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }, dir).trustProxy).toBe(false);
    // a number: the nearest hops, whatever their address; `true` is `1` (the peer only), no
    // longer every hop (which let any client write its own address)
    const two = rule("2");
    expect([two("203.0.113.1", 0), two("203.0.113.1", 1), two("203.0.113.1", 2)]).toEqual([true, true, false]);
    for (const one of [rule("1"), rule("true"), rule("TRUE")]) {
      expect([one("203.0.113.1", 0), one("203.0.113.1", 1)]).toEqual([true, false]);
    }
    // a list of addresses and networks, IPv4 and IPv6, at any hop
    const list = rule(" 10.0.0.5, 192.168.0.0/16 ,fd00::/8, 2001:db8::7, loopback ");
    for (const address of [
      "10.0.0.5",
      "::ffff:10.0.0.5",
      "192.168.44.1",
      "fd12:3456::1",
      "2001:db8::7",
      "127.0.0.1",
      "::1",
    ]) {
      expect([list(address, 0), list(address, 3)], address).toEqual([true, true]);
    }
    for (const address of ["10.0.0.6", "172.16.0.1", "2001:db8::8", "fe80::1", "203.0.113.1", "not an address"]) {
      expect(list(address, 0), address).toBe(false);
    }
    for (const wrong of [
      "nginx please",
      "10.0.0.256",
      "10.0.0.0/33",
      "fd00::/129",
      "10.0.0.1/8/1",
      "10.0.0.1,,proxy",
      "100",
    ]) {
      expectConfigError({ TRUST_PROXY: wrong }, "TRUST_PROXY", /TRUST_PROXY: .*(not an IPv4 or IPv6|hops)/);
    }
  });

  it("shows the API's documentation to staff in production, to anyone otherwise, unless API_DOCS says", () => {
    expect(loadConfig({}, dir).apiDocs).toBe("public");
    expect(loadConfig({ NODE_ENV: "development" }, dir).apiDocs).toBe("public");
    expect(loadConfig({ NODE_ENV: "production" }, dir).apiDocs).toBe("staff");
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "Public" }, dir).apiDocs).toBe("public");
    expect(loadConfig({ API_DOCS: "off" }, dir).apiDocs).toBe("off");
    expect(loadConfig({ API_DOCS: " staff " }, dir).apiDocs).toBe("staff");
    expectConfigError({ API_DOCS: "private" }, "API_DOCS", /API_DOCS: must be staff, public or off \(got "private"\)/);
  });

  it("turns analytics on only with a known provider and a valid id", () => {
    expect(loadConfig({}, dir).analytics).toBeNull();
    expect(loadConfig({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "G-ABC123" }, dir).analytics).toEqual({
      provider: "ga4",
      id: "G-ABC123",
    });
    expect(loadConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ID: "congty.vn" }, dir).analytics).toEqual({
      provider: "plausible",
      id: "congty.vn",
    });
    expectConfigError({ ANALYTICS_PROVIDER: "matomo" }, "ANALYTICS_PROVIDER", /ga4, plausible or none/);
    expectConfigError({ ANALYTICS_PROVIDER: "ga4" }, "ANALYTICS_ID", /is required/);
    expectConfigError({ ANALYTICS_PROVIDER: "ga4", ANALYTICS_ID: "UA-1" }, "ANALYTICS_ID", /measurement id/);
  });

  it("e-mails staff only with an SMTP server and recipients", () => {
    expect(loadConfig({}, dir).notifications).toBeNull();
    expect(
      loadConfig({ SMTP_URL: "smtps://u:p@mail.congty.vn:465", NOTIFY_EMAIL_TO: "a@congty.vn, b@congty.vn" }, dir)
        .notifications,
    ).toEqual({
      smtpUrl: "smtps://u:p@mail.congty.vn:465",
      to: ["a@congty.vn", "b@congty.vn"],
      from: "Website <no-reply@mail.congty.vn>",
      pollMs: 10_000,
      retryDelaysMs: [30_000, 60_000, 120_000, 300_000, 600_000, 1_200_000, 1_800_000, 3_600_000],
    });
    const mail = { SMTP_URL: "smtp://mail.congty.vn", NOTIFY_EMAIL_TO: "a@congty.vn" };
    expect(
      loadConfig({ ...mail, EMAIL_POLL_SECONDS: "2", EMAIL_RETRY_SECONDS: "1, 5,60" }, dir).notifications,
    ).toMatchObject({ pollMs: 2000, retryDelaysMs: [1000, 5000, 60_000] });
    expectConfigError({ ...mail, EMAIL_RETRY_SECONDS: "30,soon" }, "EMAIL_RETRY_SECONDS", /whole numbers/);
    expectConfigError({ ...mail, EMAIL_POLL_SECONDS: "0" }, "EMAIL_POLL_SECONDS", /./);
    expectConfigError({ SMTP_URL: "smtp://mail.congty.vn" }, "NOTIFY_EMAIL_TO", /is required/);
    expectConfigError({ NOTIFY_EMAIL_TO: "a@congty.vn" }, "SMTP_URL", /is required/);
    expectConfigError({ SMTP_URL: "http://x", NOTIFY_EMAIL_TO: "a@congty.vn" }, "SMTP_URL", /smtp:\/\/ or smtps:\/\//);
    expectConfigError(
      { SMTP_URL: "smtp://x", NOTIFY_EMAIL_TO: "not-mail" },
      "NOTIFY_EMAIL_TO",
      /not an e-mail address/,
    );
  });

  it("checks each variable on its own first, then the rules between them", () => {
    // an address that is no address is named as such, whether or not SMTP_URL is set
    expectConfigError({ NOTIFY_EMAIL_TO: "not-mail" }, "NOTIFY_EMAIL_TO", /not an e-mail address/);
    expectConfigError({ NOTIFY_EMAIL_TO: "a@congty.vn" }, "SMTP_URL", /is required when NOTIFY_EMAIL_TO is set/);
    // the strength of the seed password takes the login name into account
    expectConfigError(
      { SEED_ADMIN_LOGIN: "khoa.pham", SEED_ADMIN_PASSWORD: "khoa.pham.2026" },
      "SEED_ADMIN_PASSWORD",
      /is too weak/,
    );
    expectConfigError(
      { JWT_SECRET: "8wBpknOpc97KtSbO6l4tg6D8vRETd+wrHYA63u6s+ERDi46o" },
      "TWO_FACTOR_KEY",
      /must be set when JWT_SECRET is/,
    );
  });

  it("reads the e-mail timings, the CAPTCHA's address and the Redis prefix only for what is on", () => {
    const off = {
      EMAIL_POLL_SECONDS: "0",
      EMAIL_RETRY_SECONDS: "soon",
      CAPTCHA_VERIFY_URL: "nowhere",
      REDIS_KEY_PREFIX: "a b",
    };
    expect(loadConfig(off, dir)).toMatchObject({ notifications: null, captcha: undefined, redis: null });
    expectConfigError(
      { CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SITE_KEY: "k", CAPTCHA_SECRET: "s", CAPTCHA_VERIFY_URL: "nowhere" },
      "CAPTCHA_VERIFY_URL",
      /is not a valid URL \(got "nowhere"\)/,
    );
  });

  it("writes no secret into the data folder when a variable is refused", () => {
    for (const env of [{ PORT: "0" }, { TOKEN_TTL_HOURS: "forever" }, { CAPTCHA_PROVIDER: "turnstile" }]) {
      expect(() => loadConfig({ DATA_DIR: "d", ...env }, dir)).toThrow(ConfigError);
      expect(existsSync(path.join(dir, "d", "jwt-secret"))).toBe(false);
      expect(existsSync(path.join(dir, "d", "two-factor-key"))).toBe(false);
    }
  });

  it("keeps only the origin of PUBLIC_ORIGIN", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://example.vn/some/path" }, dir).publicOrigin).toBe("https://example.vn");
  });
});

describe("the configuration table (docs/configuration.md)", () => {
  // the variables named in the first column of the table under "## Variables"
  const doc = readFileSync(path.join(import.meta.dirname, "..", "docs", "configuration.md"), "utf8");
  const section = doc.slice(doc.indexOf("\n## Variables\n")).split(/\n## /)[1] ?? "";
  const listed = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));

  it("lists every variable the server reads", () => {
    expect(listed.length).toBeGreaterThan(30);
    for (const variable of ENVIRONMENT_VARIABLES) expect(listed, variable).toContain(variable);
  });

  it("lists no variable the server does not read", () => {
    for (const variable of listed) expect(ENVIRONMENT_VARIABLES, variable).toContain(variable);
  });
});
