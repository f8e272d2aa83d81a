import { sql } from "kysely";
import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// two-factor sign-in for staff (docs/decisions/021): a user's authenticator secret, encrypted
// with a key derived from JWT_SECRET; the one being set up until its first code confirms it; the
// last 30-second step a code was accepted for, so that a code cannot be used twice; the recovery
// codes, stored as hashes and used once; and whether every Super Admin must use it.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_pending", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();
  await withId(db, db.schema.createTable("user_recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("used_at", timestampType(db))
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("user_recovery_codes_user_idx").on("user_recovery_codes").column("user_id").execute();
  await db.schema
    .createTable("security_policy")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("two_factor_for_super_admins", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", timestampType(db))
    .execute();
  await db.insertInto("security_policy").values({ id: 1, two_factor_for_super_admins: 0 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("security_policy").ifExists().execute();
  await db.schema.dropTable("user_recovery_codes").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("totp_last_step").execute();
  await db.schema.alterTable("users").dropColumn("totp_pending").execute();
  await db.schema.alterTable("users").dropColumn("totp_secret").execute();
}
