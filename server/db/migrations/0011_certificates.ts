import { sql } from "kysely";
import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// the certificates and licences of the home page's carousel and the /about gallery, kept by staff
// (GET/POST /api/certificates, PUT/DELETE /api/certificates/{id})
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  await withId(db, db.schema.createTable("certificates"))
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("title_vi", "varchar(255)", (c) => c.notNull())
    .addColumn("issuer", "varchar(200)")
    .addColumn("issuer_vi", "varchar(200)")
    // the last day it is valid, YYYY-MM-DD; null: no end
    .addColumn("valid_until", "varchar(10)")
    .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("image_path", "varchar(500)", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("certificates_visible_check", sql`visible in (0, 1)`)
    .addCheckConstraint("certificates_display_order_check", sql`display_order >= 0`)
    .execute();
  await db.schema
    .createIndex("certificates_visible_display_order_idx")
    .on("certificates")
    .columns(["visible", "display_order", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("certificates").ifExists().execute();
}
