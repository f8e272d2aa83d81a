import { type AnyDb, timestampType } from "./helpers.ts";

// failed logins per login name (lowercased), for the lockout after repeated failures
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("login_failures")
    .addColumn("login_key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_failed_at", ts, (c) => c.notNull())
    .addColumn("locked_until", ts)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("login_failures").ifExists().execute();
}
