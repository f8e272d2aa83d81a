import type { AnyDb } from "./helpers.ts";

// Replies go only to the enquirer (issue 34). A lead keeps the address its enquiry came from
// beside the one staff may correct (`email`): a reply to any other address needs an Admin. The
// leads stored before have theirs as it is now. Expand only: the column is new and nullable, so
// the previous release, which does not know it, keeps inserting leads (with NULL there, read as
// "the address is as received") and reading them.
// And the index that counts a staff member's replies in the last hour and day (the per-member
// reply limit), a range of it rather than a pass over every lead's events.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("received_email", "varchar(254)").execute();
  await db
    .updateTable("contact_messages")
    .set((eb) => ({ received_email: eb.ref("email") }))
    .execute();
  await db.schema
    .createIndex("lead_events_user_kind_idx")
    .on("lead_events")
    .columns(["user_id", "kind", "created_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("lead_events_user_kind_idx").ifExists().execute();
  await db.schema.alterTable("contact_messages").dropColumn("received_email").execute();
}
