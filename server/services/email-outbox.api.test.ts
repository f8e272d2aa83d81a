import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../db/connect.ts";
import type { NewOutboxEmail } from "../db/database.ts";
import { startSmtpServer, type TestSmtp, waitFor } from "../test-support/smtp.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../test-support/test-app.ts";
import { claimDueEmails, deleteSentEmails, enqueueEmail, retryDelay } from "./email-outbox.ts";

// a claim's clock a millisecond on: PostgreSQL stamps a new e-mail's next_attempt_at with its own
// now() in microseconds, and a claim made within the same millisecond, with the time in whole
// milliseconds, would find it not yet due (the worker simply takes it at its next poll)
const justAfter = () => Date.now() + 1;

// the e-mail outbox against a real SMTP server and the real database: retries, exactly one send
// per e-mail with several workers, leases, the retry horizon, the stop, and the dashboard's status

// every test's e-mails carry a tag of their own in the subject
let tagCount = 0;
const newTag = () => `t${++tagCount}-${Math.random().toString(36).slice(2, 8)}`;
const email = (subject: string, extra: Partial<NewOutboxEmail> = {}): NewOutboxEmail => ({
  kind: "test",
  recipients: JSON.stringify(["sales@congty.vn"]),
  subject,
  body_text: `Nội dung của ${subject}`,
  reply_to: null,
  contact_message_id: null,
  ...extra,
});
const rowsOf = (t: TestApp, prefix: string) =>
  t.db.selectFrom("email_outbox").selectAll().where("subject", "like", `${prefix}%`).orderBy("id").execute();
const countIn = (mails: { raw: string }[], subject: string) =>
  mails.filter((mail) => new RegExp(`^Subject: ${subject}\\r?$`, "m").test(mail.raw)).length;

describe(`the e-mail outbox (${testDialect})`, () => {
  // refuses each e-mail whose subject says "refuse-N" N times (a 451, then a 554), then accepts it
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (raw, attempt) => {
        const times = Number(/refuse-(\d+)/.exec(raw)?.[1] ?? 0);
        if (attempt > times) return null;
        return attempt % 2 === 1
          ? { code: 451, message: "Try again later" }
          : { code: 554, message: "Transaction failed" };
      },
    });
  });
  afterAll(() => smtp.close());

  it("retries an e-mail the mail server refuses, and it arrives exactly once when accepted", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 30, retryDelaysMs: [50, 100, 150] },
    });
    const tag = newTag();
    const subjects = [`${tag} a refuse-0`, `${tag} b refuse-1`, `${tag} c refuse-3`];
    for (const subject of subjects) await enqueueEmail(t.db, email(subject));
    t.app.emailOutbox?.wake();
    const rows = await waitFor(async () => {
      const found = await rowsOf(t, tag);
      return found.every((row) => row.status === "sent") ? found : undefined;
    });
    expect(rows.map((row) => row.attempts)).toEqual([1, 2, 4]);
    expect(rows.every((row) => row.last_error === null && row.sent_at !== null)).toBe(true);
    // a little longer: nothing is sent again
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const subject of subjects) expect(countIn(smtp.received, subject)).toBe(1);
    expect(countIn(smtp.attempts, subjects[2] as string)).toBe(4);
    await t.close();
  });

  it("waits longer after each failure, up to the last delay", () => {
    const timing = { retryDelaysMs: [30_000, 60_000, 120_000, 300_000] };
    expect([1, 2, 3, 4, 5, 30].map((attempts) => retryDelay(timing, attempts))).toEqual([
      30_000, 60_000, 120_000, 300_000, 300_000, 300_000,
    ]);
  });

  it("sends each of 20 due e-mails exactly once with two server instances on one database", async () => {
    // each answer takes 150 ms, so the two instances' sends overlap (30 ms did not always, on a
    // busy machine)
    let inFlight = 0;
    let mostInFlight = 0;
    const slow = await startSmtpServer({
      beforeAnswer: async () => {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 150));
        inFlight--;
      },
    });
    const first = await createTestApp({ SMTP_URL: slow.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 20, batchSize: 2 },
    });
    const second = await createTestApp({}, undefined, { database: first, outbox: { pollMs: 20, batchSize: 2 } });
    expect(second.app.emailOutbox).not.toBeNull();
    const tag = newTag();
    const subjects = Array.from({ length: 20 }, (_, index) => `${tag} race ${index}`);
    // all due at the same moment, a little later, while both workers poll
    const due = new Date(Date.now() + 200).toISOString();
    await first.db
      .insertInto("email_outbox")
      .values(subjects.map((subject) => email(subject, { next_attempt_at: due })))
      .execute();
    await waitFor(async () => {
      const found = await rowsOf(first, tag);
      return found.every((row) => row.status === "sent") ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const subject of subjects) expect(countIn(slow.received, subject)).toBe(1);
    expect(slow.attempts).toHaveLength(20);
    const rows = await rowsOf(first, tag);
    expect(rows.map((row) => row.attempts)).toEqual(subjects.map(() => 1));
    // both instances sent at the same time (each sends one e-mail at a time)
    expect(mostInFlight).toBe(2);
    await second.close();
    await first.close();
    await slow.close();
  });

  it("never gives one row to two claims made at the same time", async () => {
    const t = await createTestApp();
    const other = createDatabase(t.config.database);
    const tag = newTag();
    for (let index = 0; index < 20; index++) await enqueueEmail(t.db, email(`${tag} claim ${index}`));
    const claimed: number[] = [];
    for (;;) {
      const rounds = await Promise.all(
        [t.db, other, t.db, other].map((db) =>
          claimDueEmails(db, testDialect, { limit: 3, leaseMs: 60_000, now: justAfter() }).then((rows) =>
            rows.map((row) => row.id),
          ),
        ),
      );
      const ids = rounds.flat();
      if (ids.length === 0) break;
      claimed.push(...ids);
    }
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
    await other.destroy();
    await t.close();
  });

  it("sends an e-mail whose claim was never finished (a crashed instance) once its lease has passed", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 30, leaseMs: 2000, sendTimeoutMs: 1000 },
    });
    const tag = newTag();
    await t.app.jobs.stop();
    await enqueueEmail(t.db, email(`${tag} crashed`));
    // claimed by an instance that then died
    const [claimed] = await claimDueEmails(t.db, testDialect, { limit: 10, leaseMs: 2000, now: justAfter() });
    expect(claimed?.attempts).toBe(1);
    const started = Date.now();
    const again = await createTestApp({}, undefined, {
      database: t,
      outbox: { pollMs: 30, leaseMs: 2000, sendTimeoutMs: 1000 },
    });
    // (a lease and a send's time limit with room for a busy machine)
    const [row] = await waitFor(async () => {
      const found = await rowsOf(t, tag);
      return found[0]?.status === "sent" ? found : undefined;
    }, 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(row?.attempts).toBe(2);
    expect(countIn(smtp.received, `${tag} crashed`)).toBe(1);
    await again.close();
    await t.close();
  });

  it("stops between two sends: the send in progress ends and is recorded, the rest wait", async () => {
    let arrived = 0;
    let release: (() => void) | null = null;
    const slow = await startSmtpServer({
      beforeAnswer: () => {
        arrived++;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    const t = await createTestApp({ SMTP_URL: slow.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 30, batchSize: 5 },
    });
    const tag = newTag();
    for (let index = 0; index < 3; index++) await enqueueEmail(t.db, email(`${tag} stop ${index}`));
    t.app.emailOutbox?.wake();
    await waitFor(() => (arrived === 1 ? true : undefined));
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // the close waits for the mail server's answer
    expect(closed).toBe(false);
    (release as (() => void) | null)?.();
    await closing;
    expect(arrived).toBe(1);
    const rows = await rowsOf(t, tag);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["waiting", 0],
      ["waiting", 0],
    ]);
    expect(slow.received).toHaveLength(1);
    await t.close();
    await slow.close();
  });

  it("marks an e-mail failed when it fails after the retry period, and the dashboard says so", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 30, retryDelaysMs: [50] },
    });
    await insertUser(t, { login_name: "staff" });
    const token = await login(t, "staff");
    const status = async () =>
      (await t.app.inject({ method: "GET", url: "/api/health/mail", headers: bearer(token) })).json().mail;
    const tag = newTag();
    // written 25 hours ago (the server was down, or the mail server refused all day): refused once more
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    await enqueueEmail(t.db, email(`${tag} old refuse-99`, { created_at: old, next_attempt_at: old }));
    t.app.emailOutbox?.wake();
    const [row] = await waitFor(async () => {
      const found = await rowsOf(t, tag);
      return found[0]?.status === "failed" ? found : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/451|Try again later/);
    expect(await status()).toMatchObject({ state: "failing", waiting: 0, failed: 1 });
    expect((await status()).lastError).toMatch(/Try again later/);

    // a young one refused keeps being retried within the period
    await enqueueEmail(t.db, email(`${tag} young refuse-99`));
    t.app.emailOutbox?.wake();
    await waitFor(async () => {
      const found = await rowsOf(t, `${tag} young`);
      return (found[0]?.attempts ?? 0) >= 3 ? true : undefined;
    });
    expect((await rowsOf(t, `${tag} young`))[0]?.status).toBe("waiting");
    expect(await status()).toMatchObject({ state: "failing", waiting: 1, failed: 1 });
    await t.db.deleteFrom("email_outbox").where("subject", "=", `${tag} young refuse-99`).execute();

    // the next e-mail sent ends "failing"; the failed one stays counted
    await enqueueEmail(t.db, email(`${tag} fine`));
    t.app.emailOutbox?.wake();
    await waitFor(async () => ((await rowsOf(t, `${tag} fine`))[0]?.status === "sent" ? true : undefined));
    expect(await status()).toMatchObject({ state: "ok", waiting: 0, failed: 1, lastError: expect.any(String) });
    expect((await status()).lastSentAt).toMatch(/^\d{4}-/);
    await t.close();
  });

  it("reports mail as off without an SMTP server, and only to staff", async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: "GET", url: "/api/health/mail" })).statusCode).toBe(401);
    await insertUser(t, { login_name: "staff" });
    const token = await login(t, "staff");
    const response = await t.app.inject({ method: "GET", url: "/api/health/mail", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      mail: { state: "off", waiting: 0, failed: 0, lastSentAt: null, lastError: null },
    });
    await t.close();
  });

  it("deletes a message's e-mail with the message", async () => {
    const t = await createTestApp();
    const contact = await t.db
      .insertInto("contact_messages")
      .values({ customer_name: "Ngô Bảo Châu", email: "chau@nhamay.vn", phone_number: null, message: "Xin chào" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueEmail(t.db, email("about a message", { contact_message_id: contact.id }));
    await t.db.deleteFrom("contact_messages").where("id", "=", contact.id).execute();
    expect(await rowsOf(t, "about a message")).toEqual([]);
    await t.close();
  });

  it("deletes the e-mails sent more than 30 days ago, and keeps the rest", async () => {
    const tag = newTag();
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 30, pruneEveryMs: 30 },
    });
    // a sent one of 31 days, a sent one of 29, and one that failed long ago
    await enqueueEmail(t.db, email(`${tag} old`, { status: "sent", sent_at: ago(31), created_at: ago(31) }));
    await enqueueEmail(t.db, email(`${tag} recent`, { status: "sent", sent_at: ago(29), created_at: ago(29) }));
    await enqueueEmail(t.db, email(`${tag} failed`, { status: "failed", created_at: ago(40) }));
    // the worker's clean-up takes the first away
    const left = await waitFor(async () => {
      const rows = await rowsOf(t, tag);
      return rows.length === 2 ? rows : undefined;
    });
    expect(left.map((row) => row.subject)).toEqual([`${tag} recent`, `${tag} failed`]);
    expect(await deleteSentEmails(t.db, Date.now() - 30 * day)).toBe(0);
    await t.close();
  });
});
