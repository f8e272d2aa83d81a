import type { Db } from "../db/connect.ts";
import { analyticsRepository } from "../repositories/analytics.ts";
import { jobLeaseRepository } from "../repositories/job-leases.ts";
import type { JobRunner } from "./jobs.ts";
import { monthsBefore } from "./lead-retention.ts";

// Issue 25: the visits' daily counts are kept 25 months, then summed into their months. One of
// the jobs: every instance looks every few minutes, and the one that claims the day's run
// (job_leases) rolls the days before the first of the month 25 months back into months.

export const ANALYTICS_RETENTION_JOB = "analytics_retention";
export const ANALYTICS_DAILY_MONTHS = 25;
const DAY_MS = 24 * 3_600_000;
const POLL_MS = 10 * 60_000;

interface Logger {
  info(object: object, message: string): void;
}

// the first day kept day by day: the first of the month 25 months before today (Vietnam's days),
// so that a month is rolled up whole
export function firstDailyDay(now: Date): string {
  const vietnam = new Date(now.getTime() + 7 * 3_600_000);
  return `${monthsBefore(vietnam, ANALYTICS_DAILY_MONTHS).toISOString().slice(0, 7)}-01`;
}

export function startAnalyticsRetention(options: { db: Db; jobs: JobRunner; log: Logger; pollMs?: number }): void {
  const leases = jobLeaseRepository(options.db);
  const analytics = analyticsRepository(options.db);
  options.jobs.add({
    name: "analytics retention",
    everyMs: options.pollMs ?? POLL_MS,
    run: async () => {
      const now = new Date();
      if (!(await leases.claim(ANALYTICS_RETENTION_JOB, now, DAY_MS))) return false;
      const before = firstDailyDay(now);
      const rolled = await analytics.rollUp(before);
      if (rolled > 0) options.log.info({ rolled, before }, "analytics retention: old days summed into their months");
      return false;
    },
  });
}
