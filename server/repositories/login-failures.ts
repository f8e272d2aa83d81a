import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

// the login lockout's counters (services/login-lockout.ts says what they count and how many tries
// each allows): one row a counter, its tries since the window it started

export function loginFailureRepository(db: Db) {
  return {
    // one try counted, in one conditional statement so that however many arrive at once none is
    // lost; a window that started before `windowStart` starts anew at `now`
    claim: (counter: string, now: string, windowStart: string) =>
      db
        .insertInto("login_failures")
        .values({ login_key: counter, failures: 1, first_failed_at: now, locked_until: null })
        .onConflict((conflict) =>
          conflict.column("login_key").doUpdateSet({
            failures: sql<number>`case when login_failures.first_failed_at < ${windowStart} then 1 else login_failures.failures + 1 end`,
            first_failed_at: sql<string>`case when login_failures.first_failed_at < ${windowStart} then ${now} else login_failures.first_failed_at end`,
          }),
        )
        .returning(["failures", "first_failed_at"])
        .executeTakeFirstOrThrow(),

    // one try given back on each of these counters
    async refund(counters: string[]): Promise<void> {
      await db
        .updateTable("login_failures")
        .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
        .where("login_key", "in", counters)
        .execute();
    },

    async clear(counters: string[]): Promise<void> {
      await db.deleteFrom("login_failures").where("login_key", "in", counters).execute();
    },
  };
}
