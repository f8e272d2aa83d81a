import { LIMITS } from "../../../contract/constants.ts";
import type { LastSubmission } from "../../../contract/spam.ts";

// the browser's own records of SPEC.md section 3: a rate-limit record and the last submission

export interface RateLimitRecord {
  attempts: number;
  lastAttempt: number;
  blocked: boolean;
  blockUntil: number;
}

export const RATE_LIMIT_KEY = "contactFormRateLimit";
export const LAST_SUBMISSION_KEY = "contactFormLastSubmission";
// attempts beyond the warning within the window block the form until blockUntil
export const BLOCK_AFTER_ATTEMPTS = LIMITS.rateLimitWarningAttempts + 1;

const empty = (): RateLimitRecord => ({ attempts: 0, lastAttempt: 0, blocked: false, blockUntil: 0 });

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the server's own limits still apply
  }
}

// the current record, with an expired block or an old window already reset
export function readRateLimit(now = Date.now()): RateLimitRecord {
  const record = { ...empty(), ...read<RateLimitRecord>(RATE_LIMIT_KEY) };
  if (record.blocked && now >= record.blockUntil) return empty();
  if (!record.blocked && now - record.lastAttempt > LIMITS.rateLimitWindowMs) return empty();
  return record;
}

export function recordAttempt(now = Date.now()): RateLimitRecord {
  const current = readRateLimit(now);
  const attempts = current.attempts + 1;
  const blocked = attempts >= BLOCK_AFTER_ATTEMPTS;
  const next: RateLimitRecord = {
    attempts,
    lastAttempt: now,
    blocked,
    blockUntil: blocked ? now + LIMITS.rateLimitWindowMs : 0,
  };
  write(RATE_LIMIT_KEY, next);
  return next;
}

export function shouldWarn(record: RateLimitRecord): boolean {
  return record.attempts >= LIMITS.rateLimitWarningAttempts;
}

export function readLastSubmission(): (LastSubmission & { timestamp: number }) | null {
  return read<LastSubmission & { timestamp: number }>(LAST_SUBMISSION_KEY);
}

export function saveLastSubmission(email: string, message: string, now = Date.now()) {
  write(LAST_SUBMISSION_KEY, { email, message, timestamp: now });
}
