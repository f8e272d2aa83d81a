import { sql } from "kysely";
import { type AnyDb, timestampType } from "./helpers.ts";

// what the installation has done once and must never do again (issue 19): the demo content goes
// into a new, empty database on its first start and nowhere else. A database that already has
// staff (an upgrade) is marked as done here, so an upgrade adds no demo news, certificates or
// tools, and neither does a restart after staff deleted them.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("installation")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    // 'pending' until the first start has decided; 'done' after (loaded, or turned off)
    .addColumn("demo_content", "varchar(16)", (c) => c.notNull())
    .addColumn("demo_content_at", timestampType(db))
    .execute();
  const users = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  const existing = Number(users.count) > 0;
  await db
    .insertInto("installation")
    .values({ id: 1, demo_content: existing ? "done" : "pending", demo_content_at: null })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("installation").ifExists().execute();
}
