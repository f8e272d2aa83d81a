import { type AnyDb, isPostgres, nowDefault, timestampType } from "./helpers.ts";

// uploaded images kept in the database (UPLOADS_STORE=database), so that every server on it
// serves every upload and a database backup holds them (docs/decisions/016). A row is one file
// under the key the folder storage would use as its path (images/2026/11/<id>-480w.webp); it
// is written once and never changed, so created_at is also its Last-Modified.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("key", "varchar(300)", (c) => c.primaryKey())
    .addColumn("content_type", "varchar(100)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("uploads").ifExists().execute();
}
