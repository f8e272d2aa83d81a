import { sql } from "kysely";
import { type AnyDb, isPostgres, nowDefault, timestampType, withId } from "./helpers.ts";

// the audit trail: one row per staff action and login, written by the API's audit hook
// (server/services/audit-log.ts). No foreign key to users: an entry outlives the account it
// names, which is why it keeps the name the person had at the time. The database itself refuses
// to change or delete a row, whatever path the statement comes by.
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "varchar(100)")
    .addColumn("action", "varchar(20)", (c) => c.notNull())
    .addColumn("entity_type", "varchar(40)", (c) => c.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("label", "varchar(255)")
    .addColumn("label_vi", "varchar(255)")
    // JSON: { fields: [names], values: { state field: new value }, count? }
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("ip", "varchar(100)")
    .execute();
  await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").columns(["created_at", "id"]).execute();
  for (const column of ["actor_id", "entity_type", "action"]) {
    await db.schema.createIndex(`audit_log_${column}_idx`).on("audit_log").columns([column, "created_at"]).execute();
  }

  if (isPostgres(db)) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log entries cannot be changed or deleted';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ["update", "delete"]) {
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'audit_log entries cannot be changed or deleted'); end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
