import { type AnyDb, nowDefault, timestampType } from "./helpers.ts";

// the slugs a news item had before, as projects keep theirs (0009_project_slugs): each answers
// 301 to the item's current page, /news/{slug} and /en/news/{slug}. A slug is in one place at a
// time (an item's current slug, or one row here); the rows go with their item.
// repositories/slugs.ts keeps both tables (docs/decisions/025 and 037; it was services/slugs.ts).
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("news_slug_history")
    .addColumn("slug", "varchar(120)", (c) => c.primaryKey())
    .addColumn("news_id", "integer", (c) => c.notNull().references("news.id").onDelete("cascade"))
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("news_slug_history_news_idx").on("news_slug_history").column("news_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("news_slug_history").ifExists().execute();
}
