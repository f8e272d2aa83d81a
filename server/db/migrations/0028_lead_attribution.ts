import type { AnyDb } from "./helpers.ts";

// where a lead came from (issue 23): the visit's first page, the page that linked to it, the
// campaign of its address and the language of the form (contract/attribution.ts); null on the
// messages received before, and on those sent through the API without them
export async function up(db: AnyDb): Promise<void> {
  for (const [column, type] of [
    ["landing_page", "varchar(300)"],
    ["referrer", "varchar(300)"],
    ["utm_source", "varchar(100)"],
    ["utm_medium", "varchar(100)"],
    ["utm_campaign", "varchar(100)"],
    ["language", "varchar(2)"],
  ] as const) {
    await db.schema.alterTable("contact_messages").addColumn(column, type).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ["language", "utm_campaign", "utm_medium", "utm_source", "referrer", "landing_page"]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
}
