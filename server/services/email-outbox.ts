import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { MailStatus } from "../../contract/health.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/connect.ts";
import type { NewOutboxEmail, OutboxEmail } from "../db/database.ts";
import { emailOutboxRepository } from "../repositories/email-outbox.ts";
import type { Job, JobRunner } from "./jobs.ts";

// The e-mail outbox (migration 0013): what the site sends outside is first written to the
// email_outbox table, in the same transaction as the event it tells about, and a worker inside
// each server process sends it. Nothing is lost when the mail server is down or slow: the row
// waits and is tried again with growing delays (30 s, 1 min, 2 min, 5 min, … then every hour) for
// at least 24 hours, then it is marked failed and the dashboard says so.
//
// Each e-mail is sent once, however many server processes share the database: a worker claims
// due rows in one transaction that also moves their next_attempt_at forward by a lease (10 min),
// on PostgreSQL with FOR UPDATE SKIP LOCKED, so two workers never claim the same row; on SQLite
// one conditional UPDATE claims them (SQLite runs one write at a time). A process that dies
// holding a claim leaves its rows to be claimed again when the lease ends. A send starts only
// while enough of its lease is left for it to end (every send has a deadline), so a row is never
// claimed by a second worker while the first still sends it. What no outbox can rule out: the
// mail server accepted the e-mail and the process died (or lost the database) before writing
// "sent"; that e-mail is sent a second time after the lease.

export interface OutboxTiming {
  // how often the worker looks for due e-mails when nothing wakes it (a message stored by this
  // process wakes it at once; the poll finds retries and what other processes wrote)
  pollMs: number;
  // the wait after each failed try, in order; the last one repeats
  retryDelaysMs: readonly number[];
  // a try that fails this long after the e-mail was written marks it failed
  retryForMs: number;
  // how long a claim holds a row against other workers
  leaseMs: number;
  // rows claimed at once
  batchSize: number;
  // the longest one send may take (connecting, greeting, every command); then it has failed
  sendTimeoutMs: number;
  // a sent e-mail (a copy of a visitor's message) is deleted this long after it was sent, by a
  // clean-up that runs this often
  keepSentMs: number;
  pruneEveryMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const DEFAULT_OUTBOX_TIMING: OutboxTiming = {
  pollMs: 10 * SECOND,
  retryDelaysMs: [30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 20 * MINUTE, 30 * MINUTE, 60 * MINUTE],
  retryForMs: 24 * 60 * MINUTE,
  leaseMs: 10 * MINUTE,
  batchSize: 5,
  sendTimeoutMs: MINUTE,
  keepSentMs: 30 * 24 * 60 * MINUTE,
  pruneEveryMs: 60 * MINUTE,
};

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

type Settings = NonNullable<Config["notifications"]>;

// writes an e-mail to the outbox; pass the transaction of the event it tells about
export function enqueueEmail(db: Db, email: NewOutboxEmail): Promise<number> {
  return emailOutboxRepository(db).enqueue(email);
}

// takes back an e-mail not sent yet (a cancelled or replaced invitation); one being sent or sent
// stays as it is. Pass the transaction of the change.
export function withdrawEmail(db: Db, id: number): Promise<void> {
  return emailOutboxRepository(db).withdraw(id);
}

// deletes the e-mails sent before `before` (they are copies of visitors' messages, kept no longer
// than needed); the ones waiting or failed stay. Returns how many went.
export function deleteSentEmails(db: Db, before: number): Promise<number> {
  return emailOutboxRepository(db).deleteSent(before);
}

// the wait before the next try, after `attempts` tries
export function retryDelay(timing: Pick<OutboxTiming, "retryDelaysMs">, attempts: number): number {
  const delays = timing.retryDelaysMs;
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] ?? MINUTE;
}

const iso = (ms: number) => new Date(ms).toISOString();

// claims up to `limit` due rows for leaseMs: each claim counts as a try (attempts + 1)
export function claimDueEmails(
  db: Db,
  dialect: "sqlite" | "postgres",
  options: { limit: number; leaseMs: number; now?: number },
): Promise<OutboxEmail[]> {
  return emailOutboxRepository(db).claimDue(dialect, { ...options, now: options.now ?? Date.now() });
}

// what the dashboard shows: off (not configured), ok, retrying (an e-mail failed and waits for its
// next try) or failing (an e-mail was given up on since the last one that was sent)
export async function mailStatus(db: Db, configured: boolean): Promise<MailStatus> {
  const { waiting, failed, retrying, lastSentAt, lastFailedAt, lastError } = await emailOutboxRepository(db).figures();
  const failing = lastFailedAt !== null && (lastSentAt === null || lastFailedAt > lastSentAt);
  return {
    state: !configured ? "off" : failing ? "failing" : retrying > 0 ? "retrying" : "ok",
    waiting,
    failed,
    lastSentAt,
    lastError,
  };
}

// the e-mail's own Message-ID and the ones it answers, so that the recipient's mail program
// threads the replies to one lead (a reply from the back office; other e-mails have none)
export interface ThreadHeaders {
  messageId: string;
  inReplyTo?: string;
  references?: string[];
}
function threadHeaders(json: string | null): Pick<SendMailOptions, "messageId" | "inReplyTo" | "references"> {
  if (!json) return {};
  try {
    const { messageId, inReplyTo, references } = JSON.parse(json) as Partial<ThreadHeaders>;
    return {
      ...(typeof messageId === "string" ? { messageId } : {}),
      ...(typeof inReplyTo === "string" ? { inReplyTo } : {}),
      ...(Array.isArray(references) && references.length > 0 ? { references } : {}),
    };
  } catch {
    return {};
  }
}

// an error as the log shows it, without the e-mail addresses a mail server's answer names ("550
// <x@y.vn>: recipient rejected"; nodemailer's `rejected`): a reply's recipient is a visitor's
// personal data, kept in the database (the outbox row, the lead), never in the application log
const ADDRESS = /[^\s<>"',;:()[\]]+@[^\s<>"',;:()[\]]+/g;
export function loggableError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const clean = new Error(original.message.replace(ADDRESS, "<address>"));
  clean.name = original.name;
  clean.stack = original.stack?.replace(ADDRESS, "<address>");
  const { code, responseCode, command } = original as Error & Record<string, unknown>;
  return Object.assign(clean, {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
    ...(typeof command === "string" ? { command } : {}),
  });
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

// the worker: one per server process, started with the app and stopped with it
export class EmailOutbox {
  readonly timing: OutboxTiming;
  readonly #db: Db;
  readonly #outbox: ReturnType<typeof emailOutboxRepository>;
  readonly #dialect: "sqlite" | "postgres";
  readonly #settings: Settings;
  readonly #log: Logger;
  readonly #transport: Transporter;
  readonly #job: Job;
  #prunedAt = 0;

  constructor(options: {
    db: Db;
    dialect: "sqlite" | "postgres";
    settings: Settings;
    log: Logger;
    timing?: Partial<OutboxTiming>;
    // the process's job runner (services/jobs.ts): it runs the worker from the app's start, and
    // its stop waits for a send in progress (it ends within sendTimeoutMs and is recorded); the
    // rows claimed but not yet sent are given back for the next worker
    jobs: JobRunner;
  }) {
    this.#db = options.db;
    this.#outbox = emailOutboxRepository(options.db);
    this.#dialect = options.dialect;
    this.#settings = options.settings;
    this.#log = options.log;
    this.timing = { ...DEFAULT_OUTBOX_TIMING, ...options.timing };
    if (this.timing.leaseMs < 2 * this.timing.sendTimeoutMs) {
      throw new Error("e-mail outbox: the lease must be at least twice the send timeout");
    }
    const limit = this.timing.sendTimeoutMs;
    this.#transport = nodemailer.createTransport({
      url: options.settings.smtpUrl,
      connectionTimeout: limit,
      greetingTimeout: limit,
      socketTimeout: limit,
    });
    this.#job = options.jobs.add({
      name: "e-mail outbox",
      everyMs: this.timing.pollMs,
      run: () => this.#tick(),
      stopped: () => this.#transport.close(),
    });
  }

  // something was written to the outbox: look now rather than at the next poll
  wake(): void {
    this.#job.wake();
  }

  // one pass of the job: once an hour the e-mails sent long ago go, then one batch is sent
  async #tick(): Promise<boolean> {
    if (Date.now() - this.#prunedAt >= this.timing.pruneEveryMs) {
      this.#prunedAt = Date.now();
      const deleted = await deleteSentEmails(this.#db, this.#prunedAt - this.timing.keepSentMs);
      if (deleted > 0) this.#log.info({ deleted }, "e-mail outbox: deleted the e-mails sent before the keeping time");
    }
    return this.#pass();
  }

  // one batch: claimed, sent one by one; true when the batch was full (more may be due)
  async #pass(): Promise<boolean> {
    const claimedAt = Date.now();
    const rows = await claimDueEmails(this.#db, this.#dialect, {
      limit: this.timing.batchSize,
      leaseMs: this.timing.leaseMs,
      now: claimedAt,
    });
    // a send may start only while it can end within the lease
    const { leaseMs, sendTimeoutMs } = this.timing;
    const lastStart = claimedAt + leaseMs - sendTimeoutMs - Math.min(SECOND, sendTimeoutMs / 2);
    for (const [index, row] of rows.entries()) {
      if (this.#job.stopping || Date.now() > lastStart) {
        await this.#giveBack(rows.slice(index));
        return false;
      }
      await this.#send(row);
    }
    return rows.length === this.timing.batchSize;
  }

  async #send(row: OutboxEmail): Promise<void> {
    let error: unknown = null;
    try {
      const mail: SendMailOptions & { signal: AbortSignal } = {
        from: this.#settings.from,
        to: JSON.parse(row.recipients) as string[],
        subject: row.subject,
        text: row.body_text,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...threadHeaders(row.headers),
        signal: AbortSignal.timeout(this.timing.sendTimeoutMs),
      };
      await this.#transport.sendMail(mail);
    } catch (caught) {
      error = caught;
    }
    const now = Date.now();
    if (error === null) {
      await this.#record(row, "sent", () => this.#outbox.markSent(row, now));
      return;
    }
    const giveUp = Date.parse(row.created_at) + this.timing.retryForMs <= now;
    const next = now + retryDelay(this.timing, row.attempts);
    const reason = describeError(error);
    if (giveUp) {
      this.#log.error(
        { err: loggableError(error), email: row.id, kind: row.kind, attempts: row.attempts },
        "e-mail outbox: an e-mail could not be sent for the whole retry period and is marked failed",
      );
    } else {
      this.#log.warn(
        { err: loggableError(error), email: row.id, kind: row.kind, attempts: row.attempts, nextAttemptAt: iso(next) },
        "e-mail outbox: an e-mail could not be sent; it will be tried again",
      );
    }
    await this.#record(row, giveUp ? "failed" : "retry", () =>
      this.#outbox.markNotSent(row, { giveUp, at: now, next, reason }),
    );
  }

  // the outcome of a send, written with a few tries: a row left claimed is sent again after the
  // lease
  async #record(row: OutboxEmail, outcome: string, write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt >= 3) {
          this.#log.error(
            { err: error, email: row.id, outcome },
            "e-mail outbox: could not record the outcome of a send; the e-mail is tried again after its lease",
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  // claimed rows not sent (the worker stops, or their lease is too short now): due again at once,
  // and the claim does not count as a try
  async #giveBack(rows: OutboxEmail[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      for (const row of rows) {
        await this.#outbox.giveBack(row);
      }
    } catch (error) {
      this.#log.warn(
        { err: error },
        "e-mail outbox: could not give back claimed e-mails; they are sent after the lease",
      );
    }
  }
}
