import { type AnyDb, timestampType } from "./helpers.ts";

// a visitor's consent to the privacy policy, given with the message: which version of the policy
// (its "last updated" day, contract/constants.ts PRIVACY_POLICY_VERSION) and when. Messages
// received before the form asked have neither.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").addColumn("privacy_version", "varchar(20)").execute();
  await db.schema.alterTable("contact_messages").addColumn("consented_at", timestampType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("consented_at").execute();
  await db.schema.alterTable("contact_messages").dropColumn("privacy_version").execute();
}
