import type { Db } from "../db/connect.ts";
import { contactRepository } from "../repositories/contacts.ts";
import { jobLeaseRepository } from "../repositories/job-leases.ts";
import { personRepository } from "../repositories/people.ts";
import { writeAuditEntry } from "./audit-log.ts";
import type { JobRunner } from "./jobs.ts";

// Law 91/2025/QH15 and the privacy policy: a lead is kept CONTACT_RETENTION_MONTHS (24) from the
// day it was received, then deleted with its timeline and e-mails. One of the jobs: every
// instance looks every few minutes, and the one that claims the day's run (job_leases) deletes;
// the audit trail says how many went, and nothing about whom.

export const LEAD_RETENTION_JOB = "lead_retention";
const DAY_MS = 24 * 3_600_000;
const POLL_MS = 10 * 60_000;

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

// the same day and time `months` months earlier (the 31st of a shorter month: its last day)
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  const day = then.getUTCDate();
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(day, lastDay));
  return then;
}

export function startLeadRetention(options: {
  db: Db;
  dialect: "sqlite" | "postgres";
  months: number;
  jobs: JobRunner;
  log: Logger;
  // tests: how often an instance looks
  pollMs?: number;
}): void {
  const leases = jobLeaseRepository(options.db);
  const contacts = contactRepository(options.db, options.dialect);
  options.jobs.add({
    name: "lead retention",
    everyMs: options.pollMs ?? POLL_MS,
    run: async () => {
      const now = new Date();
      if (!(await leases.claim(LEAD_RETENTION_JOB, now, DAY_MS))) return false;
      const before = monthsBefore(now, options.months).toISOString();
      const deleted = await contacts.deleteOlderThan(before);
      // the people no lead names any more, kept no longer than their leads (companies stay: they
      // are the business's, not a person's data)
      const people = await personRepository(options.db).deleteUnusedBefore(before);
      if (people > 0) options.log.info({ people, before }, "lead retention: deleted the people no lead names");
      if (deleted > 0) {
        options.log.info({ deleted, before }, "lead retention: deleted the leads received before the keeping time");
        await writeAuditEntry(options.db, {
          actor_id: null,
          actor_name: null,
          action: "delete",
          entity_type: "contact",
          entity_id: null,
          label: null,
          label_vi: null,
          details: JSON.stringify({ fields: ["retention"], values: {}, count: deleted }),
          ip: null,
        });
      }
      return false;
    },
  });
}
