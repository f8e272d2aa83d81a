import type { AnyDb } from "./helpers.ts";

// every contact message is a lead (issue 23): its stage in the sales process (new, contacted,
// quoted, won, lost, spam; apart from read/unread, the specification's status), the staff member
// who owns it, the day of its next step (YYYY-MM-DD) and its estimated value in VND. Messages
// received before are new leads without an owner.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("stage", "varchar(12)", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("assignee_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("next_action_on", "varchar(10)").execute();
  await db.schema.alterTable("contact_messages").addColumn("value_vnd", "bigint").execute();
  await db.schema
    .createIndex("contact_messages_stage_idx")
    .on("contact_messages")
    .columns(["stage", "created_at"])
    .execute();
  await db.schema.createIndex("contact_messages_assignee_idx").on("contact_messages").column("assignee_id").execute();
  await db.schema
    .createIndex("contact_messages_next_action_idx")
    .on("contact_messages")
    .column("next_action_on")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_next_action_idx").ifExists().execute();
  await db.schema.dropIndex("contact_messages_assignee_idx").ifExists().execute();
  await db.schema.dropIndex("contact_messages_stage_idx").ifExists().execute();
  for (const column of ["value_vnd", "next_action_on", "assignee_id", "stage"]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
}
