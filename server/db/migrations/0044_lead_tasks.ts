import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// A lead's tasks (issue 38, point 3): a next step with words, a due time and an owner, several per
// lead, done or not. Deleting the lead deletes them; a deleted owner or author leaves the task
// without one. `reminded_at`: when its reminder went to the outbox (once, on one instance: the
// update that sets it is conditional). Expand only: a table the previous release does not know.
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable("lead_tasks"))
    .addColumn("contact_id", "integer", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("due_at", ts, (c) => c.notNull())
    .addColumn("assignee_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("done_at", ts)
    .addColumn("reminded_at", ts)
    .execute();
  await db.schema.createIndex("lead_tasks_contact_idx").on("lead_tasks").columns(["contact_id", "due_at"]).execute();
  // one's open tasks by due time ("My day", the morning list)
  await db.schema
    .createIndex("lead_tasks_assignee_idx")
    .on("lead_tasks")
    .columns(["assignee_id", "done_at", "due_at"])
    .execute();
  // the reminders due: open, not reminded, by due time
  await db.schema.createIndex("lead_tasks_reminder_idx").on("lead_tasks").columns(["reminded_at", "due_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("lead_tasks").ifExists().execute();
}
