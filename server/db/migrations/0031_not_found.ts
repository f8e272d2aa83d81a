import { type AnyDb, timestampType } from "./helpers.ts";

// the addresses visitors ask for that answer 404 (issue 24): path, hits (robots apart), first and
// last seen, the latest referring page (origin and path); never more than the top 1 000 paths
// (services/not-found-log.ts prunes the rest), and every hit in the totals
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("not_found_paths")
    .addColumn("path", "varchar(300)", (c) => c.primaryKey())
    .addColumn("hits", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("bot_hits", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("first_seen", timestampType(db), (c) => c.notNull())
    .addColumn("last_seen", timestampType(db), (c) => c.notNull())
    .addColumn("referrer", "varchar(300)")
    .execute();
  await db.schema
    .createIndex("not_found_paths_hits_idx")
    .on("not_found_paths")
    .columns(["hits", "last_seen"])
    .execute();
  await db.schema.createIndex("not_found_paths_seen_idx").on("not_found_paths").column("last_seen").execute();
  await db.schema
    .createTable("not_found_totals")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("hits", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("bot_hits", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto("not_found_totals").values({ id: 1, hits: 0, bot_hits: 0 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("not_found_totals").ifExists().execute();
  await db.schema.dropTable("not_found_paths").ifExists().execute();
}
