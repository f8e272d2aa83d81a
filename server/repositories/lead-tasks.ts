import type { Kysely, Transaction } from "kysely";
import { USER_STATUS } from "../../contract/constants.ts";
import type { Database } from "../db/database.ts";
import { addLeadEvent } from "./lead-events.ts";

// A lead's tasks (issue 38, point 3; migration 0044): its next steps, each with a due time and an
// owner. Every write is recorded in the lead's timeline in the same transaction, as a note marked
// { change: "task" } — a kind the previous release reads (decision 034's way; decision 043).

export type TaskRow = {
  id: number;
  contact_id: number;
  // the lead's customer, as the lists name it
  lead_name: string;
  title: string;
  due_at: string;
  assignee_id: number | null;
  assignee_name: string | null;
  created_by: number | null;
  created_at: string;
  done_at: string | null;
  reminded_at: string | null;
};

// one owner's tasks or everyone's; `open`: open ones only, due from `from` and before `before`
export type TaskFilter = {
  assigneeId?: number;
  open?: { from?: string; before?: string };
};

// at most this many tasks in one answer
export const TASK_LIST_LIMIT = 500;

// the timeline's words for a task's event (a note's body): shown by an older release as a note
const taskNote = (verb: string, title: string, due: string | null) =>
  due ? `${verb}: ${title} (${due})` : `${verb}: ${title}`;

// an open task whose owner is to be told: with its owner's address
export type TaskToTell = TaskRow & { assignee_email: string | null };

export function leadTaskRepository(db: Kysely<Database>) {
  const select = (source: Kysely<Database> | Transaction<Database> = db) =>
    source
      .selectFrom("lead_tasks")
      .innerJoin("contact_messages", "contact_messages.id", "lead_tasks.contact_id")
      .leftJoin("users", "users.id", "lead_tasks.assignee_id")
      .select([
        "lead_tasks.id",
        "lead_tasks.contact_id",
        "contact_messages.customer_name as lead_name",
        "lead_tasks.title",
        "lead_tasks.due_at",
        "lead_tasks.assignee_id",
        "users.user_name as assignee_name",
        "lead_tasks.created_by",
        "lead_tasks.created_at",
        "lead_tasks.done_at",
        "lead_tasks.reminded_at",
      ]);

  // open tasks with their owner's address (an active owner's only)
  const toTell = () =>
    select()
      .select("users.email as assignee_email")
      .where("lead_tasks.done_at", "is", null)
      .where("users.status", "=", USER_STATUS.ACTIVE);

  return {
    find: (id: number): Promise<TaskRow | undefined> => select().where("lead_tasks.id", "=", id).executeTakeFirst(),

    // a lead's tasks, by due time
    forLead: (contactId: number): Promise<TaskRow[]> =>
      select()
        .where("lead_tasks.contact_id", "=", contactId)
        .orderBy("lead_tasks.due_at")
        .orderBy("lead_tasks.id")
        .limit(TASK_LIST_LIMIT)
        .execute(),

    // tasks across the leads: one owner's or everyone's, open ones in a window of due times
    list(filter: TaskFilter): Promise<TaskRow[]> {
      let query = select();
      if (filter.assigneeId !== undefined) query = query.where("lead_tasks.assignee_id", "=", filter.assigneeId);
      if (filter.open) {
        query = query.where("lead_tasks.done_at", "is", null);
        if (filter.open.from) query = query.where("lead_tasks.due_at", ">=", filter.open.from);
        if (filter.open.before) query = query.where("lead_tasks.due_at", "<", filter.open.before);
      }
      return query.orderBy("lead_tasks.due_at").orderBy("lead_tasks.id").limit(TASK_LIST_LIMIT).execute();
    },

    // a new task and its timeline event, together; the task
    async create(
      task: { contact_id: number; title: string; due_at: string; assignee_id: number },
      userId: number,
      dueText: string,
    ): Promise<TaskRow> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("lead_tasks")
          .values({ ...task, created_by: userId })
          .returning("id")
          .executeTakeFirstOrThrow();
        await addLeadEvent(trx, {
          contact_id: task.contact_id,
          kind: "note",
          user_id: userId,
          body: taskNote("Công việc / Task", task.title, dueText),
          data: { change: "task", task: String(id), to: task.title, due_at: task.due_at },
        });
        return select(trx).where("lead_tasks.id", "=", id).executeTakeFirstOrThrow();
      });
    },

    // a task changed (done, open again, moved, reassigned, renamed) and, when it was marked done
    // or open again, its timeline event; undefined when it is gone
    async update(
      id: number,
      changes: { title?: string; due_at?: string; assignee_id?: number; done_at?: string | null },
      userId: number,
    ): Promise<TaskRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await select(trx).where("lead_tasks.id", "=", id).executeTakeFirst();
        if (!before) return undefined;
        const moved = changes.due_at !== undefined && changes.due_at !== before.due_at;
        await trx
          .updateTable("lead_tasks")
          // a task moved is reminded again at its new time
          .set({ ...changes, ...(moved ? { reminded_at: null } : {}) })
          .where("id", "=", id)
          .execute();
        const toggled = changes.done_at !== undefined && (changes.done_at === null) !== (before.done_at === null);
        if (toggled) {
          await addLeadEvent(trx, {
            contact_id: before.contact_id,
            kind: "note",
            user_id: userId,
            body: taskNote(
              changes.done_at ? "Hoàn thành / Done" : "Mở lại / Reopened",
              changes.title ?? before.title,
              null,
            ),
            data: {
              change: "task",
              task: String(id),
              done: changes.done_at ? "true" : "false",
              to: changes.title ?? before.title,
            },
          });
        }
        return select(trx).where("lead_tasks.id", "=", id).executeTakeFirst();
      });
    },

    // the open tasks due by `now` whose owner has not been reminded, earliest first
    dueReminders: (now: string, limit: number): Promise<TaskToTell[]> =>
      toTell()
        .where("lead_tasks.reminded_at", "is", null)
        .where("lead_tasks.due_at", "<=", now)
        .orderBy("lead_tasks.due_at")
        .orderBy("lead_tasks.id")
        .limit(limit)
        .execute(),

    // a task's reminder written, with `write` (its e-mail into the outbox) in the same
    // transaction, by one instance only: false when another has (or the task is done or gone)
    async remind(id: number, now: string, write: (trx: Transaction<Database>) => Promise<unknown>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable("lead_tasks")
          .set({ reminded_at: now })
          .where("id", "=", id)
          .where("reminded_at", "is", null)
          .where("done_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await write(trx);
        return true;
      });
    },

    // the open tasks due before `before` (the end of Vietnam's day) of active owners with an
    // address: the morning list, by owner and due time (at most 5 000)
    forMorningList: (before: string): Promise<TaskToTell[]> =>
      toTell()
        .where("lead_tasks.due_at", "<", before)
        .where("users.email", "is not", null)
        .orderBy("lead_tasks.assignee_id")
        .orderBy("lead_tasks.due_at")
        .limit(5_000)
        .execute(),

    // true when it was there to delete
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("lead_tasks").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
