import { formatDateTime, VIETNAM_OFFSET, vietnamDay } from "../../contract/vietnam-time.ts";
import type { Db } from "../db/connect.ts";
import type { NewOutboxEmail } from "../db/database.ts";
import { jobLeaseRepository } from "../repositories/job-leases.ts";
import { leadTaskRepository, type TaskToTell } from "../repositories/lead-tasks.ts";
import { enqueueEmail } from "./email-outbox.ts";
import type { JobRunner } from "./jobs.ts";

// A lead's tasks remind their owners (issue 38, point 3; decision 043), through the outbox:
// - at the due time, one e-mail per task: every instance looks every 30 s, and the one whose
//   conditional update sets the task's `reminded_at` writes the e-mail in the same transaction,
//   so it goes once however many instances run; a task moved is reminded again at its new time;
// - at 07:30 in Vietnam, a morning list per owner of their overdue tasks and today's: the
//   instance that claims the day's run (job_leases) writes them. A start later than 09:30 skips
//   that day's list (a list at noon is not a morning list).
// In both languages, as the back office's other e-mails to staff; only to active staff members
// with an address. Nothing when no mail server is configured.

export const TASK_REMINDER = "task_reminder";
export const TASK_MORNING_LIST = "task_morning_list";
export const MORNING_LIST_JOB = "task_morning_list";
const REMINDER_POLL_MS = 30_000;
const MORNING_POLL_MS = 5 * 60_000;
const BATCH = 50;
const DAY_MS = 24 * 3_600_000;
// 07:30 in Vietnam, and how late a start may still send it
const MORNING_TIME = "07:30";
const MORNING_LATEST_MS = 2 * 3_600_000;

const leadLink = (origin: string, id: number) => `${origin}/admin/contacts/${id}`;

export function taskReminderEmail(origin: string, task: TaskToTell & { assignee_email: string }): NewOutboxEmail {
  const due = formatDateTime(task.due_at, "vi");
  const lines = [
    "Công việc đến hạn / A task is due",
    "",
    `Công việc / Task: ${task.title}`,
    `Đến hạn / Due: ${due} (giờ Việt Nam / Vietnam time)`,
    `Khách hàng / Customer: ${task.lead_name}`,
    "",
    `Mở trong trang quản trị / Open in the back office: ${leadLink(origin, task.contact_id)}`,
  ];
  return {
    kind: TASK_REMINDER,
    recipients: JSON.stringify([task.assignee_email]),
    subject: `Công việc đến hạn / Task due: ${task.title}`,
    body_text: lines.join("\n"),
    reply_to: null,
    contact_message_id: task.contact_id,
  };
}

export function morningListEmail(
  origin: string,
  email: string,
  day: string,
  tasks: TaskToTell[],
  now: Date,
): NewOutboxEmail {
  const overdue = tasks.filter((task) => Date.parse(task.due_at) < now.getTime());
  const today = tasks.filter((task) => Date.parse(task.due_at) >= now.getTime());
  const item = (task: TaskToTell) =>
    `- ${formatDateTime(task.due_at, "vi")} · ${task.title} · ${task.lead_name} · ${leadLink(origin, task.contact_id)}`;
  const section = (heading: string, list: TaskToTell[]) => (list.length ? [heading, ...list.map(item), ""] : []);
  const [year, month, date] = day.split("-");
  return {
    kind: TASK_MORNING_LIST,
    recipients: JSON.stringify([email]),
    subject: `Công việc hôm nay / Today's tasks ${date}/${month}/${year}: ${tasks.length}`,
    body_text: [
      `Công việc của bạn ngày ${date}/${month}/${year} / Your tasks for today`,
      "",
      ...section(`Quá hạn / Overdue (${overdue.length})`, overdue),
      ...section(`Hôm nay / Today (${today.length})`, today),
      `Giờ Việt Nam / Vietnam time. Trang quản trị / Back office: ${origin}/admin`,
    ].join("\n"),
    reply_to: null,
    contact_message_id: null,
  };
}

// the day's 07:30 in Vietnam at or before `now`, and the next
function morningRun(now: Date): { due: Date; next: Date } {
  let due = new Date(`${vietnamDay(now)}T${MORNING_TIME}:00${VIETNAM_OFFSET}`);
  if (due.getTime() > now.getTime()) due = new Date(due.getTime() - DAY_MS);
  return { due, next: new Date(due.getTime() + DAY_MS) };
}

export function startTaskReminders(options: {
  db: Db;
  jobs: JobRunner;
  origin: string;
  // the outbox's worker, told that an e-mail waits
  wakeOutbox: () => void;
  log: { info(object: object, message: string): void };
  // tests: how often the reminders are looked for (the morning list's run: every 5 minutes)
  pollMs?: number;
  // tests: the clock
  now?: () => Date;
}): { remindDue(): Promise<number>; sendMorningList(): Promise<number> } {
  const tasks = leadTaskRepository(options.db);
  const leases = jobLeaseRepository(options.db);
  const clock = options.now ?? (() => new Date());

  // the reminders due now, a batch: how many this instance wrote
  async function remindDue(): Promise<number> {
    const now = clock().toISOString();
    let written = 0;
    for (const task of await tasks.dueReminders(now, BATCH)) {
      const sent = await tasks.remind(task.id, now, async (trx) => {
        const email = task.assignee_email;
        if (email) await enqueueEmail(trx, taskReminderEmail(options.origin, { ...task, assignee_email: email }));
      });
      if (sent && task.assignee_email) written++;
    }
    if (written > 0) options.wakeOutbox();
    return written;
  }

  // the morning list, when this instance claims the day's run: how many lists it wrote
  async function sendMorningList(): Promise<number> {
    const now = clock();
    const { due, next } = morningRun(now);
    if (now.getTime() - due.getTime() > MORNING_LATEST_MS) return 0;
    if (!(await leases.claimRun(MORNING_LIST_JOB, now, due, next))) return 0;
    const endOfDay = new Date(`${vietnamDay(now)}T00:00:00${VIETNAM_OFFSET}`).getTime() + DAY_MS;
    const byOwner = new Map<string, TaskToTell[]>();
    for (const task of await tasks.forMorningList(new Date(endOfDay).toISOString())) {
      const email = task.assignee_email as string;
      byOwner.set(email, [...(byOwner.get(email) ?? []), task]);
    }
    for (const [email, list] of byOwner) {
      await enqueueEmail(options.db, morningListEmail(options.origin, email, vietnamDay(now), list, now));
    }
    if (byOwner.size > 0) {
      options.log.info({ lists: byOwner.size }, "task reminders: the morning lists are in the outbox");
      options.wakeOutbox();
    }
    return byOwner.size;
  }

  options.jobs.add({
    name: "task reminders",
    everyMs: options.pollMs ?? REMINDER_POLL_MS,
    run: async () => (await remindDue()) === BATCH,
  });
  options.jobs.add({
    name: "task morning list",
    everyMs: MORNING_POLL_MS,
    run: async () => {
      await sendMorningList();
      return false;
    },
  });
  return { remindDue, sendMorningList };
}
