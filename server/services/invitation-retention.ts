import type { Db } from "../db/connect.ts";
import { invitationRepository } from "../repositories/invitations.ts";
import { jobLeaseRepository } from "../repositories/job-leases.ts";
import type { JobRunner } from "./jobs.ts";

// Issue 35: an invitation that expired stays on the Users screen for a week ("Expired", with
// Re-send), then is deleted. One of the jobs: every instance looks every few minutes, and the one
// that claims the hour's run (job_leases) deletes.

export const INVITATION_RETENTION_JOB = "invitation_retention";
export const KEEP_EXPIRED_INVITATION_MS = 7 * 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const POLL_MS = 10 * 60_000;

interface Logger {
  info(object: object, message: string): void;
}

export function startInvitationRetention(options: { db: Db; jobs: JobRunner; log: Logger; pollMs?: number }): void {
  const leases = jobLeaseRepository(options.db);
  const invitations = invitationRepository(options.db);
  options.jobs.add({
    name: "invitation retention",
    everyMs: options.pollMs ?? POLL_MS,
    run: async () => {
      const now = new Date();
      if (!(await leases.claim(INVITATION_RETENTION_JOB, now, HOUR_MS))) return false;
      const deleted = await invitations.deleteExpired(new Date(now.getTime() - KEEP_EXPIRED_INVITATION_MS));
      if (deleted > 0)
        options.log.info({ deleted }, "invitation retention: deleted the invitations expired a week ago");
      return false;
    },
  });
}
