import type { Db } from "../db/connect.ts";

// the runs of a job that must happen once a period however many instances share the database
// (migration 0025): each instance asks; the one whose conditional update moves the next run
// forward runs it, the others find it moved and wait for the next period

export function jobLeaseRepository(db: Db) {
  return {
    // true: this instance runs the job now, and the next run is `everyMs` later
    async claim(name: string, now: Date, everyMs: number): Promise<boolean> {
      await db
        .insertInto("job_leases")
        .values({ name, next_run_at: new Date(0).toISOString() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const result = await db
        .updateTable("job_leases")
        .set({ next_run_at: new Date(now.getTime() + everyMs).toISOString() })
        .where("name", "=", name)
        .where("next_run_at", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // the same for a run at a time of day: true when this instance runs the job now — the
    // run due at `due` (the first ever too), whose next is at `next`
    async claimRun(name: string, now: Date, due: Date, next: Date): Promise<boolean> {
      await db
        .insertInto("job_leases")
        .values({ name, next_run_at: due.toISOString() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const result = await db
        .updateTable("job_leases")
        .set({ next_run_at: next.toISOString() })
        .where("name", "=", name)
        .where("next_run_at", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
