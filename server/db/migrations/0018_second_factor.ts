import { sql } from "kysely";
import { type AnyDb, isPostgres, timestampType } from "./helpers.ts";

// a second factor that cannot be ground down, and a rule for all staff (issue 20):
// - users.totp_failures: wrong codes in a row for the account, whatever the address and the
//   10-minute windows; at 10, users.totp_locked_until closes the code step for an hour (recovery
//   codes are still accepted);
// - recovery codes of 119 bits kept as Argon2id hashes, longer than the column held (the old
//   ones, SHA-256 of 50 bits, keep working until their owner makes new ones);
// - security_policy.two_factor_required: 'none', 'super_admins' or 'all' staff, from the old
//   yes/no for Super Admins; a new installation (no staff yet) starts with 'super_admins'.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("totp_failures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("totp_locked_until", timestampType(db)).execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable("user_recovery_codes")
      .alterColumn("code_hash", (c) => c.setDataType("varchar(200)"))
      .execute();
  }
  await db.schema
    .alterTable("security_policy")
    .addColumn("two_factor_required", "varchar(16)", (c) => c.notNull().defaultTo("none"))
    .execute();
  const users = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  await db
    .updateTable("security_policy")
    .set({
      two_factor_required:
        Number(users.count) === 0
          ? "super_admins"
          : sql`case when two_factor_for_super_admins = 1 then 'super_admins' else 'none' end`,
    })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .updateTable("security_policy")
    .set({ two_factor_for_super_admins: sql`case when two_factor_required = 'none' then 0 else 1 end` })
    .execute();
  await db.schema.alterTable("security_policy").dropColumn("two_factor_required").execute();
  await db.schema.alterTable("users").dropColumn("totp_locked_until").execute();
  await db.schema.alterTable("users").dropColumn("totp_failures").execute();
}
