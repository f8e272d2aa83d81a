import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// every setting the server reads, parsed once; a bad value stops start-up with one line naming it

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
    this.variable = variable;
  }
}

export const UPLOADS_STORES = ["folder", "database"] as const;
export type UploadsStore = (typeof UPLOADS_STORES)[number];

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  // where uploaded images live (UPLOADS_STORE): files in uploadsDir, or a table of the database
  // that every server on it reads (docs/decisions/016)
  uploadsStore: UploadsStore;
  database: DatabaseConfig;
  seedAdminLogin: string;
  seedAdminPassword: string | undefined;
  seedDemoContent: boolean;
  jwtSecret: string;
  publicOrigin: string;
  logLevel: string;
  isProduction: boolean;
  tokenTtlHours: number;
  contactRateLimit: { max: number; windowMinutes: number };
  loginRateLimit: { max: number; windowMinutes: number };
  captcha: CaptchaConfig | undefined;
  // whose X-Forwarded-* headers to believe: false (none), true (any), a hop count or addresses
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  companyFile: string;
  analytics: { provider: "ga4" | "plausible"; id: string } | null;
  // e-mail to staff about each new contact message; off unless both are set
  // the outbox's worker looks for due e-mails every pollMs (EMAIL_POLL_SECONDS) and waits
  // retryDelaysMs after each failed try, the last one repeating (EMAIL_RETRY_SECONDS)
  notifications: { smtpUrl: string; to: string[]; from: string; pollMs: number; retryDelaysMs: number[] } | null;
  // memory for rendered public pages (PAGE_CACHE_MB); null: every request renders anew
  pageCache: { maxBytes: number } | null;
  // how long a stop (SIGTERM, SIGINT) waits for the requests in flight (SHUTDOWN_GRACE_SECONDS)
  shutdownGraceMs: number;
  // how long a client may take to send one whole request, headers and body (REQUEST_TIMEOUT_SECONDS):
  // a body that trickles in is answered 408 and its connection closed after that
  requestTimeoutMs: number;
  // the per-client counters (rate limits) shared by every instance (REDIS_URL); null: this
  // process's memory
  redis: RedisConfig | null;
  // GET /metrics: with a token, only for its bearer; null: only from this machine (METRICS_TOKEN)
  metricsToken: string | null;
}

export interface RedisConfig {
  url: string;
  // put before every key, so that several sites (or staging and production) can share one Redis
  keyPrefix: string;
}

export interface CaptchaConfig {
  provider: "turnstile" | "recaptcha";
  siteKey: string;
  secret: string;
  verifyUrl: string;
}

const CAPTCHA_VERIFY_URLS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
} as const;

function positiveInt(variable: string, raw: string | undefined, fallback: number, max: number): number {
  const value = blankToUndefined(raw);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    throw new ConfigError(variable, `must be a whole number from 1 to ${max} (got "${value}")`);
  }
  return parsed;
}

function parseTrustProxy(raw: string | undefined): Config["trustProxy"] {
  const value = blankToUndefined(raw)?.toLowerCase();
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^[1-9]\d?$/.test(value)) {
    // the nearest n hops are our proxies
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  if (/^[0-9a-f.:/,\s]+$/.test(value)) return value;
  throw new ConfigError(
    "TRUST_PROXY",
    `must be false, true, a number of proxy hops or a list of proxy addresses (got "${raw}")`,
  );
}

function parseAnalytics(env: Env): Config["analytics"] {
  const provider = blankToUndefined(env.ANALYTICS_PROVIDER)?.toLowerCase();
  if (!provider || provider === "none" || provider === "off") return null;
  if (provider !== "ga4" && provider !== "plausible") {
    throw new ConfigError("ANALYTICS_PROVIDER", `must be ga4, plausible or none (got "${provider}")`);
  }
  const id = blankToUndefined(env.ANALYTICS_ID);
  if (!id) throw new ConfigError("ANALYTICS_ID", `is required when ANALYTICS_PROVIDER=${provider}`);
  const valid = provider === "ga4" ? /^G-[A-Z0-9]{4,20}$/ : /^[a-z0-9.-]+\.[a-z]{2,}$/i;
  if (!valid.test(id)) {
    throw new ConfigError(
      "ANALYTICS_ID",
      provider === "ga4"
        ? `must be a GA4 measurement id like G-ABC123 (got "${id}")`
        : `must be the site's domain (got "${id}")`,
    );
  }
  return { provider, id };
}

function parseNotifications(env: Env): Config["notifications"] {
  const smtpUrl = blankToUndefined(env.SMTP_URL);
  const toRaw = blankToUndefined(env.NOTIFY_EMAIL_TO);
  if (!smtpUrl && !toRaw) return null;
  if (!smtpUrl)
    throw new ConfigError("SMTP_URL", "is required when NOTIFY_EMAIL_TO is set (smtp://user:password@host:587)");
  if (!toRaw)
    throw new ConfigError(
      "NOTIFY_EMAIL_TO",
      "is required when SMTP_URL is set (one or more addresses, comma-separated)",
    );
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError("SMTP_URL", "is not a valid URL; expected smtp://user:password@host:587 or smtps://…:465");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new ConfigError("SMTP_URL", `uses "${url.protocol}" but must start with smtp:// or smtps://`);
  }
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const to = toRaw
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = to.find((address) => !email.test(address));
  if (wrong) throw new ConfigError("NOTIFY_EMAIL_TO", `"${wrong}" is not an e-mail address`);
  const from = blankToUndefined(env.NOTIFY_EMAIL_FROM) ?? `Website <no-reply@${url.hostname || "localhost"}>`;
  const pollMs = positiveInt("EMAIL_POLL_SECONDS", env.EMAIL_POLL_SECONDS, 10, 600) * 1000;
  const retryRaw = blankToUndefined(env.EMAIL_RETRY_SECONDS) ?? "30,60,120,300,600,1200,1800,3600";
  const retryDelaysMs = retryRaw.split(",").map((part) => {
    const seconds = Number(part.trim());
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
      throw new ConfigError(
        "EMAIL_RETRY_SECONDS",
        `must be whole numbers of seconds from 1 to 86400, comma-separated (got "${retryRaw}")`,
      );
    }
    return seconds * 1000;
  });
  return { smtpUrl, to, from, pollMs, retryDelaysMs };
}

function parseCaptcha(env: Env): CaptchaConfig | undefined {
  const provider = blankToUndefined(env.CAPTCHA_PROVIDER)?.toLowerCase();
  if (!provider || provider === "none" || provider === "off") return undefined;
  if (provider !== "turnstile" && provider !== "recaptcha") {
    throw new ConfigError("CAPTCHA_PROVIDER", `must be turnstile, recaptcha or none (got "${provider}")`);
  }
  const secret = blankToUndefined(env.CAPTCHA_SECRET);
  if (!secret) throw new ConfigError("CAPTCHA_SECRET", `is required when CAPTCHA_PROVIDER=${provider}`);
  const siteKey = blankToUndefined(env.CAPTCHA_SITE_KEY);
  if (!siteKey) throw new ConfigError("CAPTCHA_SITE_KEY", `is required when CAPTCHA_PROVIDER=${provider}`);
  const verifyUrl = blankToUndefined(env.CAPTCHA_VERIFY_URL) ?? CAPTCHA_VERIFY_URLS[provider];
  try {
    new URL(verifyUrl);
  } catch {
    throw new ConfigError("CAPTCHA_VERIFY_URL", `is not a valid URL (got "${verifyUrl}")`);
  }
  return { provider, siteKey, secret, verifyUrl };
}

function parseRedis(env: Env): RedisConfig | null {
  const value = blankToUndefined(env.REDIS_URL);
  if (!value) return null;
  const expected = "expected redis://[user:password@]host:6379[/db], or rediss://… for TLS";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError("REDIS_URL", `is not a valid URL; ${expected}`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new ConfigError("REDIS_URL", `uses "${url.protocol}" but must start with redis:// or rediss://; ${expected}`);
  }
  if (!url.hostname) throw new ConfigError("REDIS_URL", `has no host name; ${expected}`);
  const db = url.pathname.replace(/^\//, "");
  if (db !== "" && !/^\d{1,4}$/.test(db)) {
    throw new ConfigError("REDIS_URL", `names the database "${db}", which is not a number; ${expected}`);
  }
  if (url.search || url.hash) throw new ConfigError("REDIS_URL", `takes no query or fragment; ${expected}`);
  const keyPrefix = blankToUndefined(env.REDIS_KEY_PREFIX) ?? "site:";
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    throw new ConfigError(
      "REDIS_KEY_PREFIX",
      `must be 1 to 64 letters, digits, colons, dots, underscores or hyphens (got "${keyPrefix}")`,
    );
  }
  return { url: value, keyPrefix };
}

function parseMetricsToken(raw: string | undefined): string | null {
  const value = blankToUndefined(raw);
  if (value === undefined) return null;
  if (value.length < 16 || value.length > 512 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError(
      "METRICS_TOKEN",
      "must be 16 to 512 printable characters without spaces (for example the output of `openssl rand -hex 32`)",
    );
  }
  return value;
}

type Env = Record<string, string | undefined>;

function parseUploadsStore(raw: string | undefined): UploadsStore {
  const value = blankToUndefined(raw)?.toLowerCase() ?? "folder";
  if (!(UPLOADS_STORES as readonly string[]).includes(value)) {
    throw new ConfigError(
      "UPLOADS_STORE",
      `must be folder (files in UPLOADS_DIR) or database (a table every server on the database reads) (got "${raw?.trim()}")`,
    );
  }
  return value as UploadsStore;
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

const portSchema = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

function parse<T>(variable: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(variable, `${issue?.message ?? "invalid value"} (got "${String(value)}")`);
  }
  return result.data;
}

export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  const value = blankToUndefined(raw);
  if (!value) return { kind: "sqlite", file: path.join(dataDir, "app.db") };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      "DATABASE_URL",
      "is not a valid URL; expected postgres://user:password@host:5432/database, or leave it unset for the embedded SQLite database",
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(
      "DATABASE_URL",
      `uses "${url.protocol}" but only postgres:// URLs are supported; leave it unset for the embedded SQLite database`,
    );
  }
  if (!url.hostname) throw new ConfigError("DATABASE_URL", "has no host name");
  if (url.pathname.length <= 1) throw new ConfigError("DATABASE_URL", "names no database (…/database_name)");
  return { kind: "postgres", url: value };
}

// the signing secret: from JWT_SECRET, else generated once and kept in the data folder
function resolveJwtSecret(raw: string | undefined, dataDir: string): string {
  const value = blankToUndefined(raw);
  if (value) {
    if (value.length < 32) throw new ConfigError("JWT_SECRET", "must be at least 32 characters long");
    return value;
  }
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const generated = randomBytes(48).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = parse("PORT", portSchema, blankToUndefined(env.PORT) ?? "3000");
  const host = blankToUndefined(env.HOST) ?? "localhost";
  const dataDir = path.resolve(cwd, blankToUndefined(env.DATA_DIR) ?? "data");
  const uploadsDir = path.resolve(cwd, blankToUndefined(env.UPLOADS_DIR) ?? path.join(dataDir, "uploads"));
  const database = parseDatabaseUrl(env.DATABASE_URL, dataDir);
  const uploadsStore = parseUploadsStore(env.UPLOADS_STORE);

  const seedAdminLogin = blankToUndefined(env.SEED_ADMIN_LOGIN) ?? "admin";
  if (!/^[A-Za-z0-9._@-]{3,50}$/.test(seedAdminLogin)) {
    throw new ConfigError(
      "SEED_ADMIN_LOGIN",
      "must be 3 to 50 characters of letters, digits, dot, underscore, @ or hyphen",
    );
  }
  const seedAdminPassword = blankToUndefined(env.SEED_ADMIN_PASSWORD);
  if (seedAdminPassword !== undefined && seedAdminPassword.length < 10) {
    throw new ConfigError("SEED_ADMIN_PASSWORD", "must be at least 10 characters long");
  }

  const seedDemo = (blankToUndefined(env.SEED_DEMO_CONTENT) ?? "true").toLowerCase();
  if (!["true", "false", "1", "0"].includes(seedDemo)) {
    throw new ConfigError("SEED_DEMO_CONTENT", `must be true or false (got "${env.SEED_DEMO_CONTENT}")`);
  }

  const originRaw = blankToUndefined(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`;
  let publicOrigin: string;
  try {
    const url = new URL(originRaw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    publicOrigin = url.origin;
  } catch {
    throw new ConfigError(
      "PUBLIC_ORIGIN",
      `must be an http(s) origin such as https://example.com (got "${originRaw}")`,
    );
  }

  const logLevel = blankToUndefined(env.LOG_LEVEL) ?? "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    throw new ConfigError(
      "LOG_LEVEL",
      `must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`,
    );
  }

  const pageCacheRaw = blankToUndefined(env.PAGE_CACHE_MB) ?? "32";
  const pageCacheMb = Number(pageCacheRaw);
  if (!Number.isInteger(pageCacheMb) || pageCacheMb < 0 || pageCacheMb > 4096) {
    throw new ConfigError(
      "PAGE_CACHE_MB",
      `must be a whole number of megabytes from 0 (off) to 4096 (got "${pageCacheRaw}")`,
    );
  }

  return {
    port,
    host,
    dataDir,
    uploadsDir,
    uploadsStore,
    database,
    seedAdminLogin,
    seedAdminPassword,
    seedDemoContent: seedDemo === "true" || seedDemo === "1",
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    publicOrigin,
    logLevel,
    isProduction: env.NODE_ENV === "production",
    tokenTtlHours: positiveInt("TOKEN_TTL_HOURS", env.TOKEN_TTL_HOURS, 12, 24 * 30),
    contactRateLimit: {
      max: positiveInt("CONTACT_RATE_LIMIT_MAX", env.CONTACT_RATE_LIMIT_MAX, 5, 10_000),
      windowMinutes: positiveInt("CONTACT_RATE_LIMIT_WINDOW_MINUTES", env.CONTACT_RATE_LIMIT_WINDOW_MINUTES, 10, 1440),
    },
    loginRateLimit: {
      max: positiveInt("LOGIN_RATE_LIMIT_MAX", env.LOGIN_RATE_LIMIT_MAX, 30, 10_000),
      windowMinutes: positiveInt("LOGIN_RATE_LIMIT_WINDOW_MINUTES", env.LOGIN_RATE_LIMIT_WINDOW_MINUTES, 10, 1440),
    },
    captcha: parseCaptcha(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    companyFile: path.resolve(cwd, blankToUndefined(env.COMPANY_FILE) ?? path.join(dataDir, "company.json")),
    analytics: parseAnalytics(env),
    notifications: parseNotifications(env),
    pageCache: pageCacheMb === 0 ? null : { maxBytes: pageCacheMb * 1024 * 1024 },
    shutdownGraceMs: positiveInt("SHUTDOWN_GRACE_SECONDS", env.SHUTDOWN_GRACE_SECONDS, 10, 600) * 1000,
    requestTimeoutMs: positiveInt("REQUEST_TIMEOUT_SECONDS", env.REQUEST_TIMEOUT_SECONDS, 60, 3600) * 1000,
    redis: parseRedis(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

// reads ./.env when present, without overriding variables already set
export function loadDotEnv(cwd = process.cwd()): void {
  const file = path.join(cwd, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
