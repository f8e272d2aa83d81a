import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./lib/config-error.ts";
import { secretGuessesLog10Now } from "./lib/password-strength.ts";

// the server's two secrets (decision 023): the JWT signing secret and the key of the two-factor
// secrets, each from its variable, else read from the data folder, else generated into it once.
// This is the step after the environment is parsed (config.ts): the only one that touches the disk

// where a secret came from, for backup and restore to name (never the secret itself)
export type SecretSource = { from: "env" } | { from: "file"; file: string; created: boolean };

export interface ServerSecrets {
  jwtSecret: string;
  jwtSecretSource: SecretSource;
  // AES-256-GCM, 32 bytes
  twoFactorKey: Buffer;
  twoFactorKeySource: SecretSource;
}

export const MAKE_KEY = "make one with: openssl rand -base64 32";
const MAKE_SECRET = "make one with: openssl rand -base64 48";
// zxcvbn's estimate of the guesses needed (10^25 ≈ 2^83): far below a random secret of 32
// characters, far above words, names, keyboard runs and repeats
const MIN_SECRET_GUESSES_LOG10 = 25;

// what is wrong with a JWT secret (`where`: "" for the variable, "unset, and <file> " for the file)
export function jwtSecretProblem(value: string, where: string): string | undefined {
  if (value.length < 32) return `${where}must be at least 32 characters long; ${MAKE_SECRET}`;
  if (secretGuessesLog10Now(value) < MIN_SECRET_GUESSES_LOG10) {
    return `${where}is guessable (words, names, a keyboard run, a sequence or a repeat): it must be random; ${MAKE_SECRET}`;
  }
  return undefined;
}

// 32 bytes as 64 hex digits or as base64 (base64url too); null when it is neither
export function decodeKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

// random bytes give about 30 different ones of 32; "0000…" or "abab…" a few
export function usableKey(key: Buffer): boolean {
  return new Set(key).size >= 16;
}

// a secret file that exists is used as it is, or stops the start: replacing it would sign everyone
// out (jwt-secret) or lock out every two-factor user (two-factor-key) without a word
function readSecretFile(variable: string, file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      variable,
      `unset, and ${file} exists but cannot be read (${code}): give it back to the user the server runs as (chmod 600), or set ${variable}; it is not replaced`,
    );
  }
}

function writeSecretFile(dataDir: string, file: string, text: string): SecretSource {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  return { from: "file", file, created: true };
}

function jwtSecret(given: string | undefined, dataDir: string): Pick<ServerSecrets, "jwtSecret" | "jwtSecretSource"> {
  if (given) return { jwtSecret: given, jwtSecretSource: { from: "env" } };
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    const generated = randomBytes(48).toString("base64url");
    return { jwtSecret: generated, jwtSecretSource: writeSecretFile(dataDir, file, generated) };
  }
  const stored = readSecretFile("JWT_SECRET", file);
  if (stored.length < 32) {
    throw new ConfigError(
      "JWT_SECRET",
      `unset, and ${file} holds ${stored.length} characters, fewer than 32: it is damaged or cut short. Put the right file back (from a backup of the data folder), or remove it to have a new one generated — every session then ends; it is not replaced by itself`,
    );
  }
  const problem = jwtSecretProblem(stored, `unset, and ${file} `);
  if (problem) throw new ConfigError("JWT_SECRET", problem);
  return { jwtSecret: stored, jwtSecretSource: { from: "file", file, created: false } };
}

function twoFactorKey(
  given: Buffer | undefined,
  dataDir: string,
): Pick<ServerSecrets, "twoFactorKey" | "twoFactorKeySource"> {
  if (given) return { twoFactorKey: given, twoFactorKeySource: { from: "env" } };
  const file = path.join(dataDir, "two-factor-key");
  if (!existsSync(file)) {
    const generated = randomBytes(32);
    return {
      twoFactorKey: generated,
      twoFactorKeySource: writeSecretFile(dataDir, file, generated.toString("base64")),
    };
  }
  const stored = readSecretFile("TWO_FACTOR_KEY", file);
  const decoded = decodeKey(stored);
  if (!decoded || !usableKey(decoded)) {
    throw new ConfigError(
      "TWO_FACTOR_KEY",
      `unset, and ${file} does not hold a key (32 random bytes in base64; it has ${stored.length} characters): it is damaged or cut short. Put the right file back (from a backup of the data folder); without it two-factor users sign in with a recovery code. It is not replaced by itself`,
    );
  }
  return { twoFactorKey: decoded, twoFactorKeySource: { from: "file", file, created: false } };
}

// the secrets the environment gave, else those of the data folder (a ConfigError when one there
// is damaged or unreadable), else new ones written there
export function readServerSecrets(
  dataDir: string,
  given: { jwtSecret: string | undefined; twoFactorKey: Buffer | undefined },
): ServerSecrets {
  return { ...jwtSecret(given.jwtSecret, dataDir), ...twoFactorKey(given.twoFactorKey, dataDir) };
}
