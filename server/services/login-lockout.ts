import type { Db } from "../db/connect.ts";

// after MAX_FAILURES failed logins for one login name within WINDOW, that name is locked for LOCK

export const MAX_FAILURES = 5;
const WINDOW_MS = 10 * 60 * 1000;
const LOCK_MS = 10 * 60 * 1000;

// letter case and surrounding spaces do not make a different name
export function loginKey(loginName: string): string {
  return loginName.trim().toLowerCase().slice(0, 100);
}

export function createLoginLockout(db: Db, now: () => number = Date.now) {
  return {
    // milliseconds until the name may try again, or 0 when it is not locked
    async lockedFor(key: string): Promise<number> {
      const row = await db
        .selectFrom("login_failures")
        .select("locked_until")
        .where("login_key", "=", key)
        .executeTakeFirst();
      if (!row?.locked_until) return 0;
      return Math.max(0, Date.parse(row.locked_until) - now());
    },

    async recordFailure(key: string): Promise<void> {
      const at = now();
      const row = await db.selectFrom("login_failures").selectAll().where("login_key", "=", key).executeTakeFirst();
      const windowOpen = row && at - Date.parse(row.first_failed_at) < WINDOW_MS && !row.locked_until;
      const failures = windowOpen ? row.failures + 1 : 1;
      const firstFailedAt = windowOpen ? row.first_failed_at : new Date(at).toISOString();
      const lockedUntil = failures >= MAX_FAILURES ? new Date(at + LOCK_MS).toISOString() : null;
      await db
        .insertInto("login_failures")
        .values({ login_key: key, failures, first_failed_at: firstFailedAt, locked_until: lockedUntil })
        .onConflict((conflict) =>
          conflict
            .column("login_key")
            .doUpdateSet({ failures, first_failed_at: firstFailedAt, locked_until: lockedUntil }),
        )
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom("login_failures").where("login_key", "=", key).execute();
    },
  };
}
