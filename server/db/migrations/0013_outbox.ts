import { sql } from "kysely";
import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// the e-mail outbox: each e-mail the site sends (today the notification to staff about a new
// contact message) is written here in the same transaction as the event it tells about, and a
// worker in the server sends it (server/services/email-outbox.ts). A row waits until it is sent,
// or until it has been tried for the retry horizon (24 hours) and is marked failed.
// next_attempt_at is both the time of the next try and, while a worker sends it, that worker's
// lease: a claim moves it forward, so a row claimed by a process that died is tried again later.
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  await withId(db, db.schema.createTable("email_outbox"))
    // what the e-mail is, e.g. "contact_notification"
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    // JSON array of addresses
    .addColumn("recipients", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("reply_to", "varchar(255)")
    // the message the e-mail is about; deleting the message deletes its e-mail, sent or not
    .addColumn("contact_message_id", "integer", (c) => c.references("contact_messages.id").onDelete("cascade"))
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("waiting"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addColumn("next_attempt_at", ts, (c) => c.notNull().defaultTo(now))
    .addColumn("last_attempt_at", ts)
    .addColumn("last_error", "text")
    .addColumn("sent_at", ts)
    .addCheckConstraint("email_outbox_status_check", sql`status in ('waiting', 'sent', 'failed')`)
    .addCheckConstraint("email_outbox_attempts_check", sql`attempts >= 0`)
    .execute();
  // the worker's question: which waiting rows are due
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at", "id"])
    .execute();
  // a deleted contact message finds its e-mail without reading the table
  await db.schema.createIndex("email_outbox_contact_idx").on("email_outbox").column("contact_message_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("email_outbox").ifExists().execute();
}
