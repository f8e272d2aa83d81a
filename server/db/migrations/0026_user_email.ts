import type { AnyDb } from "./helpers.ts";

// a staff member's e-mail address (issue 23): where the e-mail goes when a lead is assigned to
// them (when notifications are configured); optional
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("email", "varchar(254)").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").dropColumn("email").execute();
}
