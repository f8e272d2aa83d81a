import { createHash } from "node:crypto";
import type { Db } from "../db/connect.ts";
import { counterKey } from "../lib/client-address.ts";
import { loginFailureRepository } from "../repositories/login-failures.ts";

// guesses at a staff member's password: every login attempt claims one of a limited number of
// tries BEFORE its password is checked, in one conditional statement of the database, so that
// however many arrive at once (or through however many server processes) no more are checked:
// - at most PAIR_MAX_ATTEMPTS per login name from one client address (an IPv6 client: its /64)
//   within WINDOW (a person who mistypes, or one attacker): then that pair waits for the window
//   to end;
// - at most NAME_MAX_ATTEMPTS per login name from all addresses together within WINDOW (a
//   distributed attack): then the name waits, whatever the address.
// A stranger can therefore not lock a staff member out from one address with 5 requests; it
// takes 100 wrong attempts within 10 minutes. A successful login clears both counts.

export const PAIR_MAX_ATTEMPTS = 5;
export const NAME_MAX_ATTEMPTS = 100;
export const WINDOW_MS = 10 * 60 * 1000;

// letter case and surrounding spaces do not make a different name
export function loginKey(loginName: string): string {
  return loginName.trim().toLowerCase().slice(0, 100);
}

// the counters' keys: hashed, so that any name and address fit the column
const hashed = (kind: string, value: string) => `${kind}:${createHash("sha256").update(value).digest("base64url")}`;
// the address as every per-address limit counts it: an IPv6 client by its /64
export const pairKey = (key: string, address: string) => hashed("pair", `${key}\n${counterKey(address)}`);
export const nameKey = (key: string) => hashed("name", key);

const toMs = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

export function createLoginLockout(db: Db, now: () => number = Date.now) {
  const failures = loginFailureRepository(db);
  // counts one attempt on a counter, atomically; a window older than WINDOW starts anew
  async function claim(counter: string, max: number): Promise<{ allowed: boolean; retryMs: number }> {
    const at = now();
    const nowIso = new Date(at).toISOString();
    const windowStart = new Date(at - WINDOW_MS).toISOString();
    const row = await failures.claim(counter, nowIso, windowStart);
    const allowed = Number(row.failures) <= max;
    return { allowed, retryMs: allowed ? 0 : Math.max(1000, toMs(row.first_failed_at) + WINDOW_MS - at) };
  }

  return {
    // one attempt for this name from this address: whether its password may be checked, and
    // if not, in how long
    async attempt(key: string, address: string): Promise<{ allowed: boolean; retryMs: number }> {
      const pair = await claim(pairKey(key, address), PAIR_MAX_ATTEMPTS);
      if (!pair.allowed) return pair;
      return claim(nameKey(key), NAME_MAX_ATTEMPTS);
    },

    // one code tried with a login's challenge (two-factor sign-in): whether it may be checked —
    // each challenge takes at most `max`, then the password is asked again
    async attemptChallenge(nonce: string, max: number): Promise<boolean> {
      return (await claim(hashed("challenge", nonce), max)).allowed;
    },

    // a right password whose login goes on to a second step (two-factor sign-in): the attempt it
    // counted is given back, so that the count is of failures only, without clearing it (which
    // would give endless tries at the code)
    async refund(key: string, address: string): Promise<void> {
      await failures.refund([pairKey(key, address), nameKey(key)]);
    },

    // after a successful login
    async clear(key: string, address: string): Promise<void> {
      await failures.clear([pairKey(key, address), nameKey(key)]);
    },
  };
}
