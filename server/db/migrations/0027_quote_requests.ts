import { type AnyDb, isPostgres, nowDefault, timestampType, withId } from "./helpers.ts";

// a request for a quote (issue 23): the contact message's company, tax code, province, service,
// voltage and timeline, and the files sent with it. The files are kept in the database, whatever
// UPLOADS_STORE says (decision 030): in every backup, deleted with their lead in the same
// statement, and out of reach of the public uploads' address.
export async function up(db: AnyDb): Promise<void> {
  for (const [column, type] of [
    ["company", "varchar(200)"],
    ["tax_code", "varchar(14)"],
    ["province", "varchar(40)"],
    ["service", "varchar(20)"],
    ["voltage", "varchar(50)"],
    ["project_timeline", "varchar(100)"],
  ] as const) {
    await db.schema.alterTable("contact_messages").addColumn(column, type).execute();
  }
  await withId(db, db.schema.createTable("contact_attachments"))
    .addColumn("contact_id", "integer", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    // the name the visitor's file had, for the download
    .addColumn("name", "varchar(255)", (c) => c.notNull())
    // the type its bytes showed (server/lib/file-type.ts)
    .addColumn("type", "varchar(100)", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex("contact_attachments_contact_idx")
    .on("contact_attachments")
    .column("contact_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("contact_attachments").ifExists().execute();
  for (const column of ["project_timeline", "voltage", "service", "province", "tax_code", "company"]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
}
