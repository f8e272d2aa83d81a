import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { apiMessages } from "../contract/messages.ts";
import { parseTrustProxy, type TrustProxy, TrustProxyError } from "./lib/client-address.ts";
import { ConfigError } from "./lib/config-error.ts";
import {
  type Context,
  flag,
  matching,
  oneOf,
  provider,
  refuse,
  text,
  textWhere,
  tuning,
  url,
  whole,
  wholeNumber,
} from "./lib/environment-values.ts";
import { passwordProblemNow } from "./lib/password-strength.ts";
import { decodeKey, jwtSecretProblem, MAKE_KEY, readServerSecrets, type ServerSecrets, usableKey } from "./secrets.ts";

// every variable the server reads, parsed by one zod schema: each variable on its own, then the
// rules between them, then the configuration made of them. The first refusal stops start-up with
// one line naming the variable (ConfigError). Secrets are read or made after that (secrets.ts)

export type { SecretSource } from "./secrets.ts";
export { ConfigError };

export const UPLOADS_STORES = ["folder", "database"] as const;
export type UploadsStore = (typeof UPLOADS_STORES)[number];
export const API_DOCS_MODES = ["staff", "public", "off"] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const TWO_FACTOR_RULES = ["none", "super_admins", "all"] as const;

// schema: a schema of PostgreSQL's, given by the tests only (one per test file)
export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

const CAPTCHA_VERIFY_URLS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
} as const;
const DEFAULT_RETRY_SECONDS = "30,60,120,300,600,1200,1800,3600";
const REDIS_EXPECTED = "expected redis://[user:password@]host:6379[/db], or rediss://… for TLS";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---- the environment: every variable the server reads, with its default ----

const variables = {
  PORT: whole(3000, 1, 65535, "must be a whole number between 1 and 65535"),
  HOST: text.transform((value) => value ?? "localhost"),
  // paths: relative to the working folder (environmentSchema)
  DATA_DIR: text,
  UPLOADS_DIR: text,
  COMPANY_FILE: text,
  UPLOADS_STORE: oneOf(
    UPLOADS_STORES,
    "folder",
    "must be folder (files in UPLOADS_DIR) or database (a table every server on the database reads)",
  ),
  DATABASE_URL: url(
    ["postgres:", "postgresql:"],
    {
      invalid:
        "is not a valid URL; expected postgres://user:password@host:5432/database, or leave it unset for the embedded SQLite database",
      scheme: (protocol) =>
        `uses "${protocol}" but only postgres:// URLs are supported; leave it unset for the embedded SQLite database`,
    },
    (parsed) =>
      !parsed.hostname
        ? "has no host name"
        : parsed.pathname.length <= 1
          ? "names no database (…/database_name)"
          : undefined,
  ),
  SEED_ADMIN_LOGIN: matching(
    /^[A-Za-z0-9._@-]{3,50}$/,
    "must be 3 to 50 characters of letters, digits, dot, underscore, @ or hyphen",
  ).transform((value) => value ?? "admin"),
  // its strength, which depends on the login name, is a rule between variables
  SEED_ADMIN_PASSWORD: textWhere((value) => value.length >= 10, "must be at least 10 characters long"),
  SEED_TWO_FACTOR_RULE: oneOf(TWO_FACTOR_RULES, "super_admins", "must be none, super_admins or all"),
  SEED_DEMO_CONTENT: flag("true"),
  JWT_SECRET: text.transform((value, ctx) => {
    const problem = value === undefined ? undefined : jwtSecretProblem(value, "");
    return problem ? refuse(ctx, problem) : value;
  }),
  TWO_FACTOR_KEY: text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const key = decodeKey(value);
    if (!key) return refuse(ctx, `must be 32 bytes as base64 or 64 hex digits; ${MAKE_KEY}`);
    return usableKey(key) ? key : refuse(ctx, `is not random (too few different bytes); ${MAKE_KEY}`);
  }),
  PUBLIC_ORIGIN: textWhere(
    (value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol),
    (value) => `must be an http(s) origin such as https://example.com (got "${value}")`,
  ).transform((value) => value && new URL(value).origin),
  LOG_LEVEL: oneOf(LOG_LEVELS, "info", `must be one of ${LOG_LEVELS.join(", ")}`),
  PAGE_CACHE_MB: whole(32, 0, 4096, "must be a whole number of megabytes from 0 (off) to 4096"),
  // as given: production is exactly "production", as for the libraries that read it too
  NODE_ENV: z.string().optional(),
  TOKEN_TTL_HOURS: whole(12, 1, 24 * 30),
  SESSION_IDLE_MINUTES: whole(60, 1, 24 * 60),
  CONTACT_RATE_LIMIT_MAX: whole(5, 1, 10_000),
  CONTACT_RATE_LIMIT_WINDOW_MINUTES: whole(10, 1, 1440),
  CONTACT_RETENTION_MONTHS: whole(24, 1, 120),
  REPLY_LIMIT_PER_HOUR: whole(30, 1, 10_000),
  REPLY_LIMIT_PER_DAY: whole(200, 1, 100_000),
  LOGIN_RATE_LIMIT_MAX: whole(30, 1, 10_000),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: whole(10, 1, 1440),
  CAPTCHA_PROVIDER: provider(["turnstile", "recaptcha"]),
  CAPTCHA_SECRET: text,
  CAPTCHA_SITE_KEY: text,
  CAPTCHA_VERIFY_URL: tuning(
    textWhere(
      (value) => URL.canParse(value),
      (value) => `is not a valid URL (got "${value}")`,
    ),
  ),
  TRUST_PROXY: text.transform((value, ctx): TrustProxy => {
    if (value === undefined) return false;
    try {
      return parseTrustProxy(value);
    } catch (error) {
      if (!(error instanceof TrustProxyError)) throw error;
      const expected =
        "expected false, true, a number of proxy hops, or proxy addresses and networks separated by commas";
      return refuse(ctx, `${error.message}; ${expected}`);
    }
  }),
  // unset: staff in production, else public
  API_DOCS: oneOf(API_DOCS_MODES, undefined, "must be staff, public or off"),
  ANALYTICS_PROVIDER: provider(["ga4", "plausible"]),
  ANALYTICS_ID: text,
  SMTP_URL: url(["smtp:", "smtps:"], {
    invalid: "is not a valid URL; expected smtp://user:password@host:587 or smtps://…:465",
    scheme: (protocol) => `uses "${protocol}" but must start with smtp:// or smtps://`,
  }),
  NOTIFY_EMAIL_TO: text.transform((value, ctx) => {
    const to = value?.split(",").flatMap((address) => address.trim() || []);
    const wrong = to?.find((address) => !EMAIL.test(address));
    return wrong ? refuse(ctx, `"${wrong}" is not an e-mail address`) : to;
  }),
  NOTIFY_EMAIL_FROM: text,
  EMAIL_POLL_SECONDS: tuning(whole(10, 1, 600)),
  EMAIL_RETRY_SECONDS: tuning(
    text.transform((value = DEFAULT_RETRY_SECONDS, ctx) => {
      const seconds = value.split(",").map((part) => wholeNumber(part.trim(), 1, 86_400));
      if (seconds.every((second) => second !== undefined)) return seconds;
      return refuse(ctx, `must be whole numbers of seconds from 1 to 86400, comma-separated (got "${value}")`);
    }),
  ),
  REDIS_URL: url(
    ["redis:", "rediss:"],
    {
      invalid: `is not a valid URL; ${REDIS_EXPECTED}`,
      scheme: (protocol) => `uses "${protocol}" but must start with redis:// or rediss://; ${REDIS_EXPECTED}`,
    },
    (parsed) => {
      const db = parsed.pathname.replace(/^\//, "");
      if (!parsed.hostname) return `has no host name; ${REDIS_EXPECTED}`;
      if (db !== "" && !/^\d{1,4}$/.test(db))
        return `names the database "${db}", which is not a number; ${REDIS_EXPECTED}`;
      return parsed.search || parsed.hash ? `takes no query or fragment; ${REDIS_EXPECTED}` : undefined;
    },
  ),
  // several sites (or staging and production) can share one Redis
  REDIS_KEY_PREFIX: tuning(
    matching(
      /^[A-Za-z0-9:_.-]{1,64}$/,
      (value) => `must be 1 to 64 letters, digits, colons, dots, underscores or hyphens (got "${value}")`,
    ),
  ),
  METRICS_TOKEN: matching(
    /^[\x21-\x7e]{16,512}$/,
    "must be 16 to 512 printable characters without spaces (for example the output of `openssl rand -hex 32`)",
  ),
  SHUTDOWN_GRACE_SECONDS: whole(10, 1, 600),
  REQUEST_TIMEOUT_SECONDS: whole(60, 1, 3600),
  // read by server/memory-settings.ts before anything else is loaded (the process restarts itself)
  SITE_MEMORY_SETTINGS: text,
};

// every variable the server reads (docs/configuration.md's table lists them all)
export const ENVIRONMENT_VARIABLES = Object.keys(variables) as (keyof typeof variables)[];

type Environment = z.output<z.ZodObject<typeof variables>>;

// the rules that take several variables; each refusal names the variable to change
function crossChecks(env: Environment, ctx: Context): void {
  // a tuning variable is refused only when what it tunes is on
  const checkTuning = (variable: string, on: unknown, { refusal }: { refusal?: string }) => {
    if (on && refusal !== undefined) refuse(ctx, refusal, variable);
  };
  // the same rule as every password set in the back office (contract/password-strength.ts)
  const seedProblem = env.SEED_ADMIN_PASSWORD && passwordProblemNow(env.SEED_ADMIN_PASSWORD, [env.SEED_ADMIN_LOGIN]);
  if (seedProblem) refuse(ctx, `is too weak. ${apiMessages[seedProblem].en}`, "SEED_ADMIN_PASSWORD");
  // servers that each generated their own two-factor key would each lock out the others' users
  if (env.JWT_SECRET && !env.TWO_FACTOR_KEY) {
    const why = "every server of the site needs the same one; the two-factor secrets are encrypted with it";
    refuse(ctx, `must be set when JWT_SECRET is (${why}); ${MAKE_KEY}`, "TWO_FACTOR_KEY");
  }
  if (env.CAPTCHA_PROVIDER) {
    const on = `is required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`;
    if (!env.CAPTCHA_SECRET) refuse(ctx, on, "CAPTCHA_SECRET");
    else if (!env.CAPTCHA_SITE_KEY) refuse(ctx, on, "CAPTCHA_SITE_KEY");
    else checkTuning("CAPTCHA_VERIFY_URL", true, env.CAPTCHA_VERIFY_URL);
  }
  const { ANALYTICS_PROVIDER: analytics, ANALYTICS_ID: id } = env;
  if (analytics && !id) refuse(ctx, `is required when ANALYTICS_PROVIDER=${analytics}`, "ANALYTICS_ID");
  else if (analytics === "ga4" && !/^G-[A-Z0-9]{4,20}$/.test(id ?? "")) {
    refuse(ctx, `must be a GA4 measurement id like G-ABC123 (got "${id}")`, "ANALYTICS_ID");
  } else if (analytics === "plausible" && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(id ?? "")) {
    refuse(ctx, `must be the site's domain (got "${id}")`, "ANALYTICS_ID");
  }
  if (env.NOTIFY_EMAIL_TO && !env.SMTP_URL) {
    refuse(ctx, "is required when NOTIFY_EMAIL_TO is set (smtp://user:password@host:587)", "SMTP_URL");
  } else if (env.SMTP_URL && !env.NOTIFY_EMAIL_TO) {
    refuse(ctx, "is required when SMTP_URL is set (one or more addresses, comma-separated)", "NOTIFY_EMAIL_TO");
  }
  const mailOn = env.SMTP_URL && env.NOTIFY_EMAIL_TO;
  checkTuning("EMAIL_POLL_SECONDS", mailOn, env.EMAIL_POLL_SECONDS);
  checkTuning("EMAIL_RETRY_SECONDS", mailOn, env.EMAIL_RETRY_SECONDS);
  checkTuning("REDIS_KEY_PREFIX", env.REDIS_URL, env.REDIS_KEY_PREFIX);
}

// the configuration made of the environment, secrets as given (undefined: from the data folder);
// paths are resolved from `cwd`
export const environmentSchema = (cwd: string) =>
  z
    .object(variables)
    .superRefine(crossChecks)
    .transform((env) => {
      const dataDir = path.resolve(cwd, env.DATA_DIR ?? "data");
      const inData = (given: string | undefined, name: string) => path.resolve(cwd, given ?? path.join(dataDir, name));
      const isProduction = env.NODE_ENV === "production";
      const { CAPTCHA_PROVIDER: captcha, SMTP_URL: smtpUrl, NOTIFY_EMAIL_TO: to } = env;
      const pollSeconds = env.EMAIL_POLL_SECONDS.value;
      const retrySeconds = env.EMAIL_RETRY_SECONDS.value;
      const database: DatabaseConfig = env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "sqlite", file: path.join(dataDir, "app.db") };
      return {
        port: env.PORT,
        host: env.HOST,
        dataDir,
        uploadsDir: inData(env.UPLOADS_DIR, "uploads"),
        uploadsStore: env.UPLOADS_STORE,
        database,
        seedAdminLogin: env.SEED_ADMIN_LOGIN,
        seedAdminPassword: env.SEED_ADMIN_PASSWORD,
        seedDemoContent: env.SEED_DEMO_CONTENT,
        seedTwoFactorRule: env.SEED_TWO_FACTOR_RULE,
        jwtSecret: env.JWT_SECRET,
        twoFactorKey: env.TWO_FACTOR_KEY,
        publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
        logLevel: env.LOG_LEVEL,
        isProduction,
        tokenTtlHours: env.TOKEN_TTL_HOURS,
        sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
        contactRateLimit: { max: env.CONTACT_RATE_LIMIT_MAX, windowMinutes: env.CONTACT_RATE_LIMIT_WINDOW_MINUTES },
        // the most replies to leads one staff member may send
        replyLimits: { perHour: env.REPLY_LIMIT_PER_HOUR, perDay: env.REPLY_LIMIT_PER_DAY },
        contactRetentionMonths: env.CONTACT_RETENTION_MONTHS,
        loginRateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, windowMinutes: env.LOGIN_RATE_LIMIT_WINDOW_MINUTES },
        captcha: captcha && {
          provider: captcha,
          siteKey: env.CAPTCHA_SITE_KEY ?? "",
          secret: env.CAPTCHA_SECRET ?? "",
          verifyUrl: env.CAPTCHA_VERIFY_URL.value ?? CAPTCHA_VERIFY_URLS[captcha],
        },
        // whose X-Forwarded-* headers to believe (server/lib/client-address.ts)
        trustProxy: env.TRUST_PROXY,
        apiDocs: env.API_DOCS ?? (isProduction ? "staff" : "public"),
        companyFile: inData(env.COMPANY_FILE, "company.json"),
        analytics: env.ANALYTICS_PROVIDER ? { provider: env.ANALYTICS_PROVIDER, id: env.ANALYTICS_ID ?? "" } : null,
        // the outbox waits retryDelaysMs after each failed try, the last one repeating
        notifications:
          smtpUrl && to && pollSeconds !== undefined && retrySeconds !== undefined
            ? {
                smtpUrl,
                to,
                from: env.NOTIFY_EMAIL_FROM ?? `Website <no-reply@${new URL(smtpUrl).hostname || "localhost"}>`,
                pollMs: pollSeconds * 1000,
                retryDelaysMs: retrySeconds.map((seconds) => seconds * 1000),
              }
            : null,
        pageCache: env.PAGE_CACHE_MB === 0 ? null : { maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 },
        shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
        // a request (headers and body) slower than this is answered 408
        requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
        redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX.value ?? "site:" } : null,
        // null: GET /metrics only from this machine
        metricsToken: env.METRICS_TOKEN ?? null,
      };
    });

// the environment as parsed, before the secrets step; nothing read from or written to the disk
export type ParsedEnvironment = z.output<ReturnType<typeof environmentSchema>>;
// the configuration: the parsed environment with the secrets it gave, or those of the data folder
export type Config = Omit<ParsedEnvironment, keyof ServerSecrets> & ServerSecrets;
export type CaptchaConfig = NonNullable<Config["captcha"]>;
export type RedisConfig = NonNullable<Config["redis"]>;

type Env = Record<string, string | undefined>;

// the environment parsed, or a ConfigError naming the first variable refused
export function parseEnvironment(env: Env = process.env, cwd = process.cwd()): ParsedEnvironment {
  const result = environmentSchema(cwd).safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(String(issue?.path[0] ?? "environment"), issue?.message ?? "invalid value");
}

// what every entry point loads: the parsed environment, then the secrets step (secrets.ts)
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const { jwtSecret, twoFactorKey, ...settings } = parseEnvironment(env, cwd);
  return { ...settings, ...readServerSecrets(settings.dataDir, { jwtSecret, twoFactorKey }) };
}

// reads ./.env when present, without overriding variables already set
export function loadDotEnv(cwd = process.cwd()): void {
  const file = path.join(cwd, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
