import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// what happens to a lead, in order (issue 23): staff's notes, changes of its stage and owner, and
// the replies sent to the visitor from the back office (the reply's e-mail is a row of the outbox;
// its delivery state is read from there while the row exists). Deleting the lead deletes them.
// A reply e-mail carries threading headers (Message-ID, In-Reply-To, References), written with
// it in the outbox; the lead keeps the Message-ID of its first reply.
// And the overdue filter's index: a lead's stage and its next step's day, together, so that
// "open and overdue" is a range of the index (the day alone left SQLite reading every open lead).
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable("lead_events"))
    .addColumn("contact_id", "integer", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    // note, stage, assignee, reply
    .addColumn("kind", "varchar(12)", (c) => c.notNull())
    // who: the staff member (null: the user was deleted since, or the system did it)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // a note's text, a reply's body
    .addColumn("body", "text")
    // JSON: a change's from and to, a reply's subject
    .addColumn("data", "text")
    // a reply's e-mail (null once the outbox has deleted it after sending)
    .addColumn("outbox_id", "integer", (c) => c.references("email_outbox.id").onDelete("set null"))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("lead_events_contact_idx").on("lead_events").columns(["contact_id", "id"]).execute();
  await db.schema.createIndex("lead_events_outbox_idx").on("lead_events").column("outbox_id").execute();
  // JSON of { messageId, inReplyTo, references }
  await db.schema.alterTable("email_outbox").addColumn("headers", "text").execute();
  await db.schema.alterTable("contact_messages").addColumn("thread_id", "varchar(255)").execute();
  await db.schema.dropIndex("contact_messages_next_action_idx").execute();
  await db.schema
    .createIndex("contact_messages_stage_next_action_idx")
    .on("contact_messages")
    .columns(["stage", "next_action_on"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_stage_next_action_idx").ifExists().execute();
  await db.schema
    .createIndex("contact_messages_next_action_idx")
    .on("contact_messages")
    .column("next_action_on")
    .execute();
  await db.schema.alterTable("contact_messages").dropColumn("thread_id").execute();
  await db.schema.alterTable("email_outbox").dropColumn("headers").execute();
  await db.schema.dropTable("lead_events").ifExists().execute();
}
