import { sql } from "kysely";
import { type AnyDb, isPostgres } from "./helpers.ts";

// a third role (issue 23): 3, Sales, who works the leads and nothing else. The users table's
// check of the role takes it. PostgreSQL changes the constraint; SQLite cannot, so its table is
// made again with the new check, the usual way (sqlite.org/lang_altertable.html, "other kinds
// of table schema changes"): foreign keys off, a copy under a new name, the rows moved, the old
// table dropped, the copy renamed, its indexes made again, the foreign keys checked. SQLite runs
// migrations outside a transaction (Kysely), so the pragma takes effect; the steps between are
// one transaction.
export async function up(db: AnyDb): Promise<void> {
  await setRoles(db, [1, 2, 3]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.updateTable("users").set({ role: 1 }).where("role", "=", 3).execute();
  await setRoles(db, [1, 2]);
}

async function setRoles(db: AnyDb, roles: number[]): Promise<void> {
  const check = sql.raw(`role in (${roles.join(", ")})`);
  if (isPostgres(db)) {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (${check})`.execute(db);
    return;
  }
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);
  const created = table.rows[0]?.sql ?? "";
  const rebuilt = created
    .replace(/role in \([\d, ]+\)/, `role in (${roles.join(", ")})`)
    .replace(/^CREATE TABLE "?users"?/i, 'CREATE TABLE "users_rebuilt"');
  if (rebuilt === created || !rebuilt.includes("users_rebuilt")) {
    throw new Error("0024_sales_role: the users table's definition is not the one this migration knows");
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(rebuilt).execute(db);
      await sql`insert into users_rebuilt select * from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_rebuilt rename to users`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error("0024_sales_role: a foreign key no longer holds");
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
