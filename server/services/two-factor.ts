import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { USER_ROLE } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";
import type { TwoFactorRequirement, User } from "../db/database.ts";
import { twoFactorRepository } from "../repositories/two-factor.ts";
import { userTwoFactorRepository } from "../repositories/users.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

// Two-factor sign-in with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s, what Google
// Authenticator, Microsoft Authenticator and 2FAS read from a QR code). docs/decisions/021.
// - the secret is kept encrypted (AES-256-GCM) under the two-factor key (TWO_FACTOR_KEY, or
//   $DATA_DIR/two-factor-key), not JWT_SECRET: a copy of the database alone does not give the
//   codes, and a new signing secret does not lock anyone out (decision 023);
// - a code is accepted for the current 30-second step or the one before or after (a phone's clock
//   a little off), and never for a step at or before the last one accepted: a code seen once
//   cannot be used again;
// - ten recovery codes of 24 random characters (119 bits), kept as Argon2id hashes, each usable once;
// - wrong codes are counted per account whatever the address: 10 in a row close the code step
//   for an hour (recovery codes still work), and one challenge takes at most 3 codes;
// - between the password and the code, the browser holds a challenge: signed with its own key
//   (not the tokens' one, so it can never pass as a session token), for one user and 5 minutes.

const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
// codes one challenge (one password step) may try
export const CODES_PER_CHALLENGE = 3;
// wrong codes in a row that close the account's code step, and for how long
export const FAILURES_BEFORE_LOCK = 10;
export const LOCK_MS = 60 * 60 * 1000;

export interface TwoFactorKeys {
  // TWO_FACTOR_KEY (or $DATA_DIR/two-factor-key): what every secret is encrypted with ("v2.…")
  encryption: Buffer;
  // the key derived from JWT_SECRET that secrets were encrypted with before ("v1.…"): still read,
  // until migrateTwoFactorSecrets has re-encrypted them at start-up
  legacy: Buffer;
  challenge: Buffer;
}

export function twoFactorKeys(config: { jwtSecret: string; twoFactorKey: Buffer }): TwoFactorKeys {
  const derive = (purpose: string) => createHmac("sha256", config.jwtSecret).update(`two-factor:${purpose}`).digest();
  return { encryption: config.twoFactorKey, legacy: derive("secret-encryption"), challenge: derive("challenge") };
}

const VERSION = "v2";

// "v2.<iv>.<tag>.<ciphertext>", base64url, under the two-factor key
export function encryptSecret(keys: TwoFactorKeys, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.encryption, iv);
  const data = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

// null when it cannot be read (another key, a damaged value). "v1.…" values (before the
// two-factor key) are read with the key derived from JWT_SECRET
export function decryptSecret(keys: TwoFactorKeys, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, data] = stored.split(".");
  const key = version === VERSION ? keys.encryption : version === "v1" ? keys.legacy : null;
  if (!key || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// which key a stored value needs: "two-factor" (v2) or "jwt" (v1, from before the two-factor key)
export function secretKeyKind(stored: string): "two-factor" | "jwt" {
  return stored.startsWith("v1.") ? "jwt" : "two-factor";
}

// "v1" secrets (encrypted under the key derived from JWT_SECRET) re-encrypted under the two-factor
// key, at start-up. Each row is changed only if it still holds the value read (a conditional
// update), so several servers starting at once, or a user enrolling meanwhile, lose nothing; run
// again it finds nothing to do. A value the legacy key cannot read is left as it is (its user signs
// in with a recovery code; the code step logs it). Answers how many values were moved and left.
export async function migrateTwoFactorSecrets(
  db: Db,
  keys: TwoFactorKeys,
): Promise<{ migrated: number; unreadable: string[] }> {
  const users = userTwoFactorRepository(db);
  const rows = await users.olderSecrets();
  let migrated = 0;
  const unreadable: string[] = [];
  for (const row of rows) {
    for (const column of ["totp_secret", "totp_pending"] as const) {
      const stored = row[column];
      if (!stored?.startsWith("v1.")) continue;
      const plain = decryptSecret(keys, stored);
      if (plain === null) {
        if (column === "totp_secret") unreadable.push(row.login_name);
        continue;
      }
      migrated += (await users.replaceSecret(row.id, column, stored, encryptSecret(keys, plain))) ? 1 : 0;
    }
  }
  return { migrated, unreadable };
}

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(base32: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  }).toString();
}

// the QR code of the otpauth:// address, as an SVG document (paths only: no style, no script)
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

// the step a code is accepted for, or null (wrong, or not after the last step accepted)
export function acceptedStep(base32: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(base32),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// what a person typed as a code: six digits, or a recovery code (dashes, spaces and case ignored;
// the 24-character codes, and the 10-character ones made before migration 0018)
export function readCode(typed: string): { kind: "totp"; code: string } | { kind: "recovery"; code: string } | null {
  const compact = typed.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  if (/^[a-z0-9]{24}$/.test(compact) || /^[a-z0-9]{10}$/.test(compact)) return { kind: "recovery", code: compact };
  return null;
}

// 31 letters and digits that cannot be taken for one another (no i, l, o, 0, 1)
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
// 24 of them: log2(31) × 24 ≈ 119 bits, shown in six groups of four
export const RECOVERY_CODE_LENGTH = 24;

function randomRecoveryCode(): string {
  const chars: string[] = [];
  // each byte below 248 (8 × 31) gives one letter without bias; the rest are drawn again
  while (chars.length < RECOVERY_CODE_LENGTH) {
    for (const byte of randomBytes(RECOVERY_CODE_LENGTH)) {
      if (byte < 248 && chars.length < RECOVERY_CODE_LENGTH) chars.push(RECOVERY_ALPHABET[byte % 31] as string);
    }
  }
  return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
}

// ten codes as shown ("k7m2-p9xq-…"), and the hashes kept: Argon2id, salted, slow
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code.replaceAll("-", ""))));
  return { codes, hashes };
}

// whether a typed code (compact) is the one a stored hash was made from: Argon2id, or the
// SHA-256 of a code made before migration 0018
export async function recoveryCodeMatches(stored: string, compact: string): Promise<boolean> {
  if (stored.startsWith("$argon2")) return verifyPassword(stored, compact);
  const given = createHash("sha256").update(compact).digest();
  const kept = Buffer.from(stored, "hex");
  return kept.length === given.length && timingSafeEqual(kept, given);
}

// the challenge between the two steps: "<user id>.<version>.<expires>.<nonce>.<signature>"; the
// nonce names it, so that it takes at most CODES_PER_CHALLENGE codes
export function signChallenge(keys: TwoFactorKeys, userId: number, tokenVersion: number, now = Date.now()): string {
  const body = `${userId}.${tokenVersion}.${now + CHALLENGE_TTL_MS}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${createHmac("sha256", keys.challenge).update(body).digest("base64url")}`;
}

export function readChallenge(
  keys: TwoFactorKeys,
  challenge: string,
  now = Date.now(),
): { userId: number; tokenVersion: number; nonce: string } | null {
  const parts = challenge.split(".");
  if (parts.length !== 5) return null;
  const [id, version, expires, nonce, signature] = parts as [string, string, string, string, string];
  const expected = createHmac("sha256", keys.challenge).update(`${id}.${version}.${expires}.${nonce}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(Number(expires) > now)) return null;
  const userId = Number(id);
  const tokenVersion = Number(version);
  return Number.isInteger(userId) && Number.isInteger(tokenVersion) && nonce ? { userId, tokenVersion, nonce } : null;
}

// who must use it (PUT /api/auth/two-factor/policy): nobody, every Super Admin or every staff member
export function twoFactorRequirement(db: Db): Promise<TwoFactorRequirement> {
  return twoFactorRepository(db).requirement();
}

// whether the rule applies to this staff member
export function requiredOf(user: Pick<User, "role">, requirement: TwoFactorRequirement): boolean {
  return requirement === "all" || (requirement === "super_admins" && user.role === USER_ROLE.SUPER_ADMIN);
}

// a staff member the rule applies to who has not set it up: may only set it up (the auth hook
// refuses the rest)
export function mustSetUp(user: Pick<User, "role" | "totp_secret">, requirement: TwoFactorRequirement): boolean {
  return user.totp_secret === null && requiredOf(user, requirement);
}
