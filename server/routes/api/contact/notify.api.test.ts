import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header, startSmtpServer, type TestSmtp, waitFor } from "../../../test-support/smtp.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// the e-mail to staff about a new contact message: written to the outbox in the message's
// transaction, sent by the outbox worker over a real SMTP exchange

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

// a trigger that makes the database refuse every new row of a table (with `message`); the
// function returned drops it
async function refuseRows(
  t: TestApp,
  table: "email_outbox" | "contact_messages",
  when: "before" | "after",
  name: string,
  message: string,
) {
  const [trigger, moment, on] = [sql.raw(name), sql.raw(when), sql.raw(table)];
  if (testDialect === "postgres") {
    await sql`create function ${trigger}() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(message)}'; end; $$`.execute(t.db);
    await sql`create trigger ${trigger} ${moment} insert on ${on}
      for each row execute function ${trigger}()`.execute(t.db);
  } else {
    await sql`create trigger ${trigger} ${moment} insert on ${on}
      begin select raise(abort, '${sql.raw(message)}'); end`.execute(t.db);
  }
  return async () => {
    await sql`drop trigger ${trigger}${sql.raw(testDialect === "postgres" ? ` on ${table}` : "")}`.execute(t.db);
  };
}
const khoa = {
  name: "Hồ Minh Khoa",
  email: "khoa@nhamay.vn",
  consent: true,
  message: "Cần báo giá tủ điều khiển PLC cho băng tải.",
};
const post = (t: TestApp, payload: object) => t.app.inject({ method: "POST", url: "/api/contact", payload });

const outboxRows = (t: TestApp) => t.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();

describe(`e-mail to staff about new contact messages (${testDialect})`, () => {
  it("is written to the outbox with the message and sent over SMTP, with the visitor as the reply address", async () => {
    const t = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "sales@congty.vn, ops@congty.vn",
      NOTIFY_EMAIL_FROM: "Website <web@congty.vn>",
      PUBLIC_ORIGIN: "https://www.congty.vn",
    });
    const id = randomBytes(4).toString("hex");
    const response = await post(t, {
      name: "Đặng Thu Hà",
      email: `ha.${id}@nhamay.vn`,
      phone: "0909 123 456",
      consent: true,
      message: `Nhờ báo giá thí nghiệm máy biến áp 2.500 kVA, mã ${id}.`,
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", `ha.${id}@nhamay.vn`)
      .execute();
    expect(stored).toHaveLength(1);

    const mail = await waitFor(() => smtp.accepted(id)[0]);
    expect(mail.from).toBe("web@congty.vn");
    expect(mail.to).toEqual(["sales@congty.vn", "ops@congty.vn"]);
    expect(header(mail.raw, "Subject")).toBe("Khách hàng tiềm năng mới / New lead: Đặng Thu Hà");
    expect(header(mail.raw, "Reply-To")).toBe(`ha.${id}@nhamay.vn`);
    const text = body(mail.raw);
    expect(text).toContain("Họ tên / Name: Đặng Thu Hà");
    expect(text).toContain("Điện thoại / Phone: 0909 123 456");
    expect(text).toContain(`Nhờ báo giá thí nghiệm máy biến áp 2.500 kVA, mã ${id}.`);
    // the address of the lead itself, which opens the contacts screen with it open
    expect(text).toMatch(
      new RegExp(`Open in the back office: https://www\\.congty\\.vn/admin/contacts/${stored[0]?.id}(\\s|$)`),
    );

    // the outbox row says so, and refers to the message
    const row = await waitFor(async () => {
      const [found] = await outboxRows(t);
      return found?.status === "sent" ? found : undefined;
    });
    expect(row).toMatchObject({
      kind: "contact_notification",
      contact_message_id: stored[0]?.id,
      attempts: 1,
      last_error: null,
      reply_to: `ha.${id}@nhamay.vn`,
    });
    expect(JSON.parse(row.recipients)).toEqual(["sales@congty.vn", "ops@congty.vn"]);
    expect(row.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await t.close();
    // sent once
    expect(smtp.accepted(id)).toHaveLength(1);
  });

  it("is not written for a robot caught by the honeypot", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" });
    const id = randomBytes(4).toString("hex");
    const response = await post(t, {
      name: "Bot",
      email: `bot.${id}@x.vn`,
      consent: true,
      message: `Hello there from ${id}`,
      website: "http://x",
    });
    expect(response.statusCode).toBe(201);
    expect(await outboxRows(t)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.accepted(id)).toEqual([]);
    await t.close();
  });

  it("is not written when notifications are not configured", async () => {
    const t = await createTestApp();
    expect(t.app.emailOutbox).toBeNull();
    const response = await post(t, {
      name: "Trần Quốc Bảo",
      email: "bao@nhamay.vn",
      consent: true,
      message: "Xin báo giá bảo trì máy phát điện dự phòng.",
    });
    expect(response.statusCode).toBe(201);
    expect(await outboxRows(t)).toEqual([]);
    await t.close();
  });

  it("never costs a message when the mail server is down: the e-mail waits in the outbox", async () => {
    const t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", NOTIFY_EMAIL_TO: "sales@congty.vn" }, undefined, {
      outbox: { pollMs: 50, retryDelaysMs: [60_000] },
    });
    const response = await post(t, {
      name: "Lý Văn Phúc",
      email: "phuc@nhamay.vn",
      consent: true,
      message: "Cần kiểm tra hệ thống nối đất của xưởng.",
    });
    expect(response.statusCode).toBe(201);
    expect(
      await t.db.selectFrom("contact_messages").select("id").where("email", "=", "phuc@nhamay.vn").execute(),
    ).toHaveLength(1);
    // tried once, refused a connection, waits for its next try
    const row = await waitFor(async () => {
      const [found] = await outboxRows(t);
      return found?.last_error ? found : undefined;
    });
    expect(row).toMatchObject({ status: "waiting", attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);

    await insertUser(t, { login_name: "staff" });
    const token = await login(t, "staff");
    const status = await t.app.inject({ method: "GET", url: "/api/health/mail", headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    expect(status.json().mail).toMatchObject({ state: "retrying", waiting: 1, failed: 0, lastSentAt: null });
    await t.close();
  });

  it("answers the visitor at once while the mail server hangs, and the close waits for that send", async () => {
    // a server that takes connections and never greets
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL_TO: "sales@congty.vn" },
      undefined,
      { outbox: { pollMs: 50, sendTimeoutMs: 1500, leaseMs: 10_000 } },
    );
    const started = Date.now();
    const response = await post(t, {
      name: "Võ Thị Mai",
      email: "mai@nhamay.vn",
      consent: true,
      message: "Xin tư vấn lắp đặt hệ thống điện mặt trời áp mái.",
    });
    expect(response.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    // the worker is in the middle of its send
    await waitFor(() => (sockets.size > 0 ? true : undefined));
    const closing = Date.now();
    await t.app.close();
    // the close waited for the send to end (its deadline) and recorded the failure
    expect(Date.now() - closing).toBeGreaterThan(500);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "waiting", attempts: 1 });
    expect(row?.last_error).toBeTruthy();
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("writes the message and its e-mail in one transaction: both or neither", async () => {
    const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "sales@congty.vn" });
    // the outbox refuses every row: the message must not be stored either
    const outboxAllowed = await refuseRows(t, "email_outbox", "before", "refuse_outbox", "outbox refused");
    const refused = await post(t, khoa);
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toMatchObject({ success: false });
    expect(
      await t.db.selectFrom("contact_messages").select("id").where("email", "=", "khoa@nhamay.vn").execute(),
    ).toEqual([]);
    await outboxAllowed();

    // a message the database refuses leaves no e-mail behind
    const messagesAllowed = await refuseRows(t, "contact_messages", "after", "refuse_message", "message refused");
    const refusedMessage = await post(t, khoa);
    expect(refusedMessage.statusCode).toBe(500);
    expect(await outboxRows(t)).toEqual([]);
    await messagesAllowed();

    // with the database willing again, both are written
    const accepted = await post(t, khoa);
    expect(accepted.statusCode).toBe(201);
    const rows = await outboxRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contact_message_id).toBe(accepted.json().contact.id);
    await t.close();
  });
});
