import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// the public pages' words (contract/pages/): one row a page, both languages in one JSON document
// as published, the draft staff are working on (null: none) and when it goes live by itself
// (null: not scheduled). Rows are written at start-up for the pages a database lacks, from
// today's copy (server/db/page-seeds.ts), each with its first version.
//
// content_versions: what was published, each time, whole: a page's versions (entity_type 'page',
// entity_key its key), with who published it and the fields that changed
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("pages")
    .addColumn("key", "varchar(40)", (c) => c.primaryKey())
    .addColumn("published", "text", (c) => c.notNull())
    .addColumn("published_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("draft", "text")
    .addColumn("draft_updated_at", timestampType(db))
    .addColumn("draft_updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("publish_at", timestampType(db))
    .addColumn("scheduled_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await withId(db, db.schema.createTable("content_versions"))
    .addColumn("entity_type", "varchar(20)", (c) => c.notNull())
    .addColumn("entity_key", "varchar(120)", (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull())
    // the changed fields' paths, as JSON (["vi.hero.title", …]); [] for the first version
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // the name at the time; null for the seed
    .addColumn("actor_name", "varchar(100)")
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex("content_versions_entity_idx")
    .on("content_versions")
    .columns(["entity_type", "entity_key", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("content_versions").ifExists().execute();
  await db.schema.dropTable("pages").ifExists().execute();
}
