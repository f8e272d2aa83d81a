import { sql } from "kysely";
import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// news ("recent activities"): the home page's three latest, /news and a page each at /news/{slug}
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  await withId(db, db.schema.createTable("news"))
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
    .addColumn("summary", "varchar(500)", (c) => c.notNull())
    .addColumn("summary_vi", "varchar(500)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("body_vi", "text", (c) => c.notNull())
    // the day it is dated, YYYY-MM-DD
    .addColumn("published_on", "varchar(10)", (c) => c.notNull())
    .addColumn("image_path", "varchar(500)")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("news_published_check", sql`published in (0, 1)`)
    .execute();
  await db.schema
    .createIndex("news_published_on_idx")
    .on("news")
    .columns(["published", "published_on", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("news").ifExists().execute();
}
