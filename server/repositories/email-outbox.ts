import type { Db } from "../db/connect.ts";
import type { NewOutboxEmail, OutboxEmail } from "../db/database.ts";
import type { ErasurePlace } from "./erasure.ts";

// the outbox's rows (decision 017): written in the transaction of the event an e-mail tells
// about, claimed by the worker for a lease, then marked sent, waiting for a retry or failed. When
// to retry and what a send is belongs to services/email-outbox.ts; these are the statements, each
// conditional on the row still being in the state the worker read, so that two workers (or a
// lease that ran out) never record over each other.

const iso = (ms: number) => new Date(ms).toISOString();

// what the dashboard's mail status is made from
export interface OutboxFigures {
  waiting: number;
  failed: number;
  retrying: number;
  lastSentAt: string | null;
  lastFailedAt: string | null;
  lastError: string | null;
}

// takes a transaction as well as the database: an e-mail is written with the event it tells about
export function emailOutboxRepository(db: Db) {
  return {
    async enqueue(email: NewOutboxEmail): Promise<number> {
      const row = await db.insertInto("email_outbox").values(email).returning("id").executeTakeFirstOrThrow();
      return row.id;
    },

    // an e-mail not being sent nor sent yet goes; the others stay as they are
    async withdraw(id: number): Promise<void> {
      await db.deleteFrom("email_outbox").where("id", "=", id).where("status", "=", "waiting").execute();
    },

    // the e-mails sent before `before`; answers how many went
    async deleteSent(before: number): Promise<number> {
      const result = await db
        .deleteFrom("email_outbox")
        .where("status", "=", "sent")
        .where("sent_at", "<", iso(before))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // up to `limit` due rows claimed until now + leaseMs; each claim counts as a try (attempts + 1)
    async claimDue(
      dialect: "sqlite" | "postgres",
      options: { limit: number; leaseMs: number; now: number },
    ): Promise<OutboxEmail[]> {
      const { now } = options;
      const claim = { next_attempt_at: iso(now + options.leaseMs) };
      // the due rows, oldest first
      const due = (q: Db) =>
        q
          .selectFrom("email_outbox")
          .select("id")
          .where("status", "=", "waiting")
          .where("next_attempt_at", "<=", iso(now))
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(options.limit);
      if (dialect === "postgres") {
        return db.transaction().execute(async (trx) => {
          const rows = await due(trx).forUpdate().skipLocked().execute();
          if (rows.length === 0) return [];
          return trx
            .updateTable("email_outbox")
            .set((eb) => ({ ...claim, attempts: eb("attempts", "+", 1) }))
            .where(
              "id",
              "in",
              rows.map((row) => row.id),
            )
            .returningAll()
            .execute();
        });
      }
      // one statement: SQLite writes one at a time, so no other claim can come between
      return db
        .updateTable("email_outbox")
        .set((eb) => ({ ...claim, attempts: eb("attempts", "+", 1) }))
        .where("id", "in", due(db))
        .returningAll()
        .execute();
    },

    // a claimed row sent
    async markSent(row: OutboxEmail, at: number): Promise<void> {
      await db
        .updateTable("email_outbox")
        .set({ status: "sent", sent_at: iso(at), last_attempt_at: iso(at), last_error: null })
        .where("id", "=", row.id)
        .where("status", "=", "waiting")
        .execute();
    },

    // a claimed row not sent: tried again at `next`, or given up on
    async markNotSent(row: OutboxEmail, outcome: { giveUp: boolean; at: number; next: number; reason: string }) {
      await db
        .updateTable("email_outbox")
        .set({
          status: outcome.giveUp ? "failed" : "waiting",
          next_attempt_at: iso(outcome.next),
          last_attempt_at: iso(outcome.at),
          last_error: outcome.reason,
        })
        .where("id", "=", row.id)
        .where("status", "=", "waiting")
        // unless another worker has claimed it since (the lease ran out): its claim stands
        .where("attempts", "=", row.attempts)
        .execute();
    },

    // a claimed row not sent at all: due again at once, and the claim does not count as a try
    async giveBack(row: OutboxEmail): Promise<void> {
      await db
        .updateTable("email_outbox")
        .set((eb) => ({ next_attempt_at: iso(Date.now()), attempts: eb("attempts", "-", 1) }))
        .where("id", "=", row.id)
        .where("status", "=", "waiting")
        .where("attempts", "=", row.attempts)
        .execute();
    },

    async figures(): Promise<OutboxFigures> {
      const [counts, lastSent, lastFailed, lastError] = await Promise.all([
        db
          .selectFrom("email_outbox")
          .select((eb) => [
            eb.fn.sum<number>(eb.case().when("status", "=", "waiting").then(1).else(0).end()).as("waiting"),
            eb.fn.sum<number>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when(eb.and([eb("status", "=", "waiting"), eb("last_error", "is not", null)]))
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as("retrying"),
          ])
          .where("status", "in", ["waiting", "failed"])
          .executeTakeFirst(),
        db
          .selectFrom("email_outbox")
          .select("sent_at")
          .where("status", "=", "sent")
          .orderBy("sent_at", "desc")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("email_outbox")
          .select("last_attempt_at")
          .where("status", "=", "failed")
          .orderBy("last_attempt_at", "desc")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("email_outbox")
          .select("last_error")
          .where("status", "in", ["waiting", "failed"])
          .where("last_error", "is not", null)
          .orderBy("last_attempt_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        waiting: Number(counts?.waiting ?? 0),
        failed: Number(counts?.failed ?? 0),
        retrying: Number(counts?.retrying ?? 0),
        lastSentAt: lastSent?.sent_at ?? null,
        lastFailedAt: lastFailed?.last_attempt_at ?? null,
        lastError: lastError?.last_error ?? null,
      };
    },
  };
}

// where an erased address may be written in the outbox (repositories/erasure.ts): an e-mail
// addressed to it is deleted, the others have it replaced
export const outboxErasure: ErasurePlace = {
  table: "email_outbox",
  key: "id",
  columns: ["subject", "body_text", "reply_to", "headers", "last_error"],
  dropWhen: "recipients",
};
