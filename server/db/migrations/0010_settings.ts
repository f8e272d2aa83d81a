import { sql } from "kysely";
import { type AnyDb, timestampType } from "./helpers.ts";

// the company's settings (contract/company.ts): one row, id 1, holding the whole document as
// JSON. One row keeps a change atomic and lets a group of fields (a week of opening hours) be
// replaced at once; the schema that checks it is contract/settings.ts. The row is written at
// start-up when missing (server/services/settings.ts), from COMPANY_FILE or the defaults.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("data", "text", (c) => c.notNull())
    // null until staff first save them
    .addColumn("updated_at", timestampType(db))
    .addColumn("updated_by", "varchar(100)")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("settings").ifExists().execute();
}
