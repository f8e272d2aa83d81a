import { type AnyDb, timestampType } from "./helpers.ts";

// the jobs that run once a period on one instance of several (the leads' retention, daily): a row
// per job with the time of its next run. An instance claims a run with one conditional update
// (next_run_at moved forward where it has passed); the one whose update changed the row runs it.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(60)", (c) => c.primaryKey())
    .addColumn("next_run_at", timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("job_leases").ifExists().execute();
}
