import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header, startSmtpServer, type TestSmtp, waitFor } from "../test-support/smtp.ts";
import { appWithStaff } from "../test-support/staff-app.ts";
import { bearer, testDialect } from "../test-support/test-app.ts";
import { JobRunner } from "./jobs.ts";
import { MORNING_LIST_JOB, startTaskReminders } from "./task-reminders.ts";

// a lead's tasks remind their owners (issue 38, point 3): at the due time one e-mail per task,
// through the outbox to a real SMTP server, once (the clock moved past the time: the task's due
// time set back, as a day passing would), not for a task done, again for a task moved; and at
// 07:30 in Vietnam a morning list per owner of the overdue and today's tasks, written by one
// instance however many look.

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = appWithStaff(
  { boss: { role: 2, user_name: "Trần Quản Lý" }, seller: { role: 3, user_name: "Lê Bán Hàng" } },
  {
    env: {
      get SMTP_URL() {
        return smtp.url;
      },
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      NOTIFY_EMAIL_FROM: "Công ty Kỹ thuật <web@congty.vn>",
    },
    options: { outbox: { pollMs: 50 }, taskReminderPollMs: 100 },
  },
);

const HOUR = 3_600_000;
const send = (method: "POST" | "PUT", url: string, payload: object, token = t.tokens.boss) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
async function lead(name: string) {
  const row = await t.db
    .insertInto("contact_messages")
    .values({ customer_name: name, email: "nhamay@detmay.vn", message: "Cần thí nghiệm máy biến áp." })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
async function task(contactId: number, title: string, hours: number, assignee = t.ids.seller) {
  const answer = await send("POST", `/api/leads/${contactId}/tasks`, {
    title,
    due_at: new Date(Date.now() + hours * HOUR).toISOString(),
    assignee_id: assignee,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().task.id as number;
}
// the clock moved past a task's time
const dueNow = (id: number) =>
  t.db
    .updateTable("lead_tasks")
    .set({ due_at: new Date(Date.now() - 1000).toISOString() })
    .where("id", "=", id)
    .execute();
// an instance's reminders on the test's database, its jobs not started (called by hand)
const instance = (now?: () => Date) =>
  startTaskReminders({
    db: t.db,
    jobs: new JobRunner({ error: () => {} }),
    origin: "https://congty.vn",
    wakeOutbox: () => t.app.emailOutbox?.wake(),
    log: { info: () => {} },
    now,
  });
// the messages received whose text (decoded) holds `text`
const mails = (text: string) => smtp.received.filter((mail) => body(mail.raw).includes(text));

describe(`a task's reminders (${testDialect})`, () => {
  beforeAll(async () => {
    await t.db.updateTable("users").set({ email: "ban.hang@congty.vn" }).where("id", "=", t.ids.seller).execute();
    await t.db.updateTable("users").set({ email: "quan.ly@congty.vn" }).where("id", "=", t.ids.boss).execute();
  });

  it("e-mails the owner once at the due time, not for a task done, and again for one moved", async () => {
    const id = await lead("Công ty Dệt may Phú Thọ");
    const call = await task(id, "Gọi lại hẹn lịch khảo sát", 2);
    const done = await task(id, "Gửi hồ sơ năng lực", 3);
    // not before its time
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mails("Gọi lại hẹn lịch khảo sát")).toEqual([]);

    await dueNow(call);
    await send("PUT", `/api/tasks/${done}`, { done: true });
    await dueNow(done);
    const mail = await waitFor(() => mails("Gọi lại hẹn lịch khảo sát")[0]);
    expect(mail.to).toEqual(["ban.hang@congty.vn"]);
    expect(header(mail.raw, "Subject")).toContain("Task due");
    const text = body(mail.raw);
    expect(text).toContain("Khách hàng / Customer: Công ty Dệt may Phú Thọ");
    expect(text).toMatch(/Đến hạn \/ Due: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(giờ Việt Nam \/ Vietnam time\)/);
    expect(text).toContain(`/admin/contacts/${id}`);
    // once: the job has looked again several times since
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails("Gọi lại hẹn lịch khảo sát")).toHaveLength(1);
    expect(mails("Gửi hồ sơ năng lực")).toEqual([]);
    const row = await t.db
      .selectFrom("lead_tasks")
      .select("reminded_at")
      .where("id", "=", call)
      .executeTakeFirstOrThrow();
    expect(row.reminded_at).not.toBeNull();

    // moved to a new time: reminded again when that comes
    expect(
      (await send("PUT", `/api/tasks/${call}`, { due_at: new Date(Date.now() + HOUR).toISOString() })).statusCode,
    ).toBe(200);
    await dueNow(call);
    await waitFor(() => (mails("Gọi lại hẹn lịch khảo sát").length === 2 ? true : undefined));
  });

  it("reminds once when several instances look at the same moment", async () => {
    const id = await lead("Khu công nghiệp VSIP");
    const due = await task(id, "Báo giá thí nghiệm định kỳ", 2);
    const instances = [0, 1, 2].map(() => instance());
    await dueNow(due);
    // three instances and the app's own job at once
    await Promise.all(instances.map((instance) => instance.remindDue()));
    await waitFor(() => mails("Báo giá thí nghiệm định kỳ")[0]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mails("Báo giá thí nghiệm định kỳ")).toHaveLength(1);
    const outbox = await t.db
      .selectFrom("email_outbox")
      .select("id")
      .where("kind", "=", "task_reminder")
      .where("contact_message_id", "=", id)
      .execute();
    expect(outbox).toHaveLength(1);
  });

  it("writes each owner's morning list at 07:30 in Vietnam, once however many instances look", async () => {
    const id = await lead("Nhà máy Thép Hòa Phát");
    const overdue = await task(id, "Xác nhận bản vẽ một sợi", 1);
    await dueNow(overdue);
    // today's: a few minutes after the list's time (07:35 in Vietnam is 00:35 UTC)
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
    const at = new Date(`${day}T07:35:00+07:00`);
    const today = await task(id, "Gặp khách tại nhà máy", 1, t.ids.boss);
    await t.db
      .updateTable("lead_tasks")
      .set({ due_at: new Date(at.getTime() + 2 * HOUR).toISOString(), reminded_at: new Date().toISOString() })
      .where("id", "=", today)
      .execute();
    await t.db
      .updateTable("lead_tasks")
      .set({ due_at: new Date(at.getTime() - HOUR).toISOString(), reminded_at: new Date().toISOString() })
      .where("id", "=", overdue)
      .execute();
    await t.db.deleteFrom("job_leases").where("name", "=", MORNING_LIST_JOB).execute();

    // two instances on one database, their jobs not started: each asked at 07:35
    const instances = [0, 1].map(() => instance(() => at));
    const written = await Promise.all(instances.map((instance) => instance.sendMorningList()));
    expect(written.sort()).toEqual([0, 2]);
    // asked again that morning: nothing more
    expect(await instances[0]?.sendMorningList()).toBe(0);

    const seller = await waitFor(() =>
      smtp.received.find((mail) => mail.to.includes("ban.hang@congty.vn") && mail.raw.includes("Today")),
    );
    expect(body(seller.raw), body(seller.raw)).toContain("Quá hạn / Overdue (1)");
    expect(body(seller.raw)).toMatch(/- \d{2}\/\d{2}\/\d{4} 06:35 · Xác nhận bản vẽ một sợi/);
    expect(body(seller.raw)).toContain(
      "Xác nhận bản vẽ một sợi · Nhà máy Thép Hòa Phát · https://congty.vn/admin/contacts/",
    );
    expect(body(seller.raw)).not.toContain("Gặp khách tại nhà máy");
    const boss = await waitFor(() =>
      smtp.received.find((mail) => mail.to.includes("quan.ly@congty.vn") && mail.raw.includes("Today")),
    );
    expect(body(boss.raw)).toContain("Hôm nay / Today (1)");
    expect(body(boss.raw)).not.toContain("Quá hạn");

    // later than 09:30 the day's list is skipped; the next morning's is written
    await t.db.deleteFrom("job_leases").where("name", "=", MORNING_LIST_JOB).execute();
    const late = instance(() => new Date(at.getTime() + 3 * HOUR));
    expect(await late.sendMorningList()).toBe(0);
  });
});
