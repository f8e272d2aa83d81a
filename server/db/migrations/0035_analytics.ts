import type { AnyDb } from "./helpers.ts";

// what the site brings (issue 25): aggregates only, never a visit's own row. A day's counts per
// kind — page (views, and visits begun there), source, campaign, language, device (visits) — in
// Vietnam's days; each server adds its sums (an upsert that adds). Days older than 25 months are
// summed into months by the retention job.
export async function up(db: AnyDb): Promise<void> {
  for (const [table, period, length] of [
    ["analytics_daily", "day", 10],
    ["analytics_monthly", "month", 7],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(period, `varchar(${length})`, (c) => c.notNull())
      .addColumn("kind", "varchar(10)", (c) => c.notNull())
      .addColumn("key", "varchar(300)", (c) => c.notNull())
      .addColumn("views", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("visits", "bigint", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, [period, "kind", "key"])
      .execute();
    await db.schema.createIndex(`${table}_kind_idx`).on(table).columns(["kind", period]).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("analytics_monthly").ifExists().execute();
  await db.schema.dropTable("analytics_daily").ifExists().execute();
}
