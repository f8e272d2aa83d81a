import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// redirects staff keep (issue 24): an old address of the site and where it goes now, 301 or 302
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("redirects"))
    .addColumn("from_path", "varchar(300)", (c) => c.notNull().unique())
    .addColumn("to_target", "varchar(500)", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(301))
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("updated_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("redirects").ifExists().execute();
}
