import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// the media library (issue 24): one row per uploaded image — its path (the largest size), size,
// the sizes made from it, its description in both languages, who uploaded it and when — and
// where each is used. The uses are derived: every save of a project, news item, certificate,
// catalogue entry or page writes its own (repositories/media.ts), and start-up rebuilds them all.
// The images already uploaded become rows at start-up (services/media-library.ts): their sizes
// are read from the files, which a migration cannot reach (they may be in a folder).
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("media"))
    .addColumn("path", "varchar(300)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(255)", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    // [{ width, path }]: every size made of it, for srcset
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("alt", "varchar(255)")
    .addColumn("alt_vi", "varchar(255)")
    // the name and descriptions folded for searching (contract/search-fold.ts), one per line
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_by", "integer")
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").columns(["created_at", "id"]).execute();
  await db.schema
    .createTable("media_uses")
    .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    // project, news, certificate, tools_company, tool, page
    .addColumn("owner_type", "varchar(30)", (c) => c.notNull())
    .addColumn("owner_id", "varchar(60)", (c) => c.notNull())
    .addColumn("label", "varchar(300)", (c) => c.notNull())
    .addColumn("label_vi", "varchar(300)", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_uses_pk", ["media_id", "owner_type", "owner_id"])
    .execute();
  await db.schema.createIndex("media_uses_owner_idx").on("media_uses").columns(["owner_type", "owner_id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("media_uses").ifExists().execute();
  await db.schema.dropTable("media").ifExists().execute();
}
