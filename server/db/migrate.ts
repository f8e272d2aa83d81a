import { sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./connect.ts";
import * as m0001 from "./migrations/0001_initial.ts";
import * as m0002 from "./migrations/0002_login_failures.ts";
import * as m0003 from "./migrations/0003_search_fold.ts";
import * as m0008 from "./migrations/0008_audit_log.ts";
import * as m0009 from "./migrations/0009_project_slugs.ts";
import * as m0010 from "./migrations/0010_settings.ts";
import * as m0011 from "./migrations/0011_certificates.ts";
import * as m0012 from "./migrations/0012_news.ts";
import * as m0013 from "./migrations/0013_outbox.ts";
import * as m0014 from "./migrations/0014_uploads.ts";
import * as m0015 from "./migrations/0015_two_factor.ts";
import * as m0016 from "./migrations/0016_installation.ts";
import * as m0017 from "./migrations/0017_sessions.ts";
import * as m0018 from "./migrations/0018_second_factor.ts";
import * as m0019 from "./migrations/0019_news_slugs.ts";
import * as m0020 from "./migrations/0020_contact_consent.ts";
import * as m0021 from "./migrations/0021_pages.ts";
import * as m0022 from "./migrations/0022_leads.ts";
import * as m0023 from "./migrations/0023_lead_timeline.ts";
import * as m0024 from "./migrations/0024_sales_role.ts";
import * as m0025 from "./migrations/0025_job_leases.ts";
import * as m0026 from "./migrations/0026_user_email.ts";
import * as m0027 from "./migrations/0027_quote_requests.ts";
import * as m0028 from "./migrations/0028_lead_attribution.ts";
import * as m0029 from "./migrations/0029_contact_page_quote.ts";
import * as m0030 from "./migrations/0030_redirects.ts";
import * as m0031 from "./migrations/0031_not_found.ts";
import * as m0032 from "./migrations/0032_news_pages.ts";
import * as m0033 from "./migrations/0033_news_rich_text.ts";
import * as m0034 from "./migrations/0034_media.ts";
import * as m0035 from "./migrations/0035_analytics.ts";
import * as m0036 from "./migrations/0036_privacy_visit_counting.ts";
import * as m0040 from "./migrations/0040_contact_received_email.ts";
import * as m0041 from "./migrations/0041_staff_invitations.ts";
import * as m0042 from "./migrations/0042_privacy_template_note.ts";
import * as m0043 from "./migrations/0043_launch_copy.ts";
import * as m0044 from "./migrations/0044_lead_tasks.ts";
import * as m0045 from "./migrations/0045_companies.ts";

// migrations are listed here, in order, so that they load the same way in every runtime
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_login_failures": m0002,
  "0003_search_fold": m0003,
  "0008_audit_log": m0008,
  "0009_project_slugs": m0009,
  "0010_settings": m0010,
  "0011_certificates": m0011,
  "0012_news": m0012,
  "0013_outbox": m0013,
  "0014_uploads": m0014,
  "0015_two_factor": m0015,
  "0016_installation": m0016,
  "0017_sessions": m0017,
  "0018_second_factor": m0018,
  "0019_news_slugs": m0019,
  "0020_contact_consent": m0020,
  "0021_pages": m0021,
  "0022_leads": m0022,
  "0023_lead_timeline": m0023,
  "0024_sales_role": m0024,
  "0025_job_leases": m0025,
  "0026_user_email": m0026,
  "0027_quote_requests": m0027,
  "0028_lead_attribution": m0028,
  "0029_contact_page_quote": m0029,
  "0030_redirects": m0030,
  "0031_not_found": m0031,
  "0032_news_pages": m0032,
  "0033_news_rich_text": m0033,
  "0034_media": m0034,
  "0035_analytics": m0035,
  "0036_privacy_visit_counting": m0036,
  "0040_contact_received_email": m0040,
  "0041_staff_invitations": m0041,
  "0042_privacy_template_note": m0042,
  "0043_launch_copy": m0043,
  "0044_lead_tasks": m0044,
  "0045_companies": m0045,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// schema: the PostgreSQL schema that holds the tables, when not the default (tests use one each)
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  await refuseNewerDatabase(db, schema);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

// up or down to a given migration, for tests of what a migration does to existing rows
export async function migrateTo(db: Db, target: string, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error;
}

// A database that a newer version migrated (a rollback to the previous version, two versions on
// one database): Kysely would stop with "corrupted migrations: previously executed migration X is
// missing"; this says what happened and what to do, in one line, before the Migrator runs
export class NewerDatabaseError extends Error {
  override name = "NewerDatabaseError";
}

// the migrations the database records, or none when it has no migrations table yet
export async function appliedMigrations(db: Db, schema?: string): Promise<string[]> {
  const table = schema ? `${schema}.kysely_migration` : "kysely_migration";
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch (error) {
    if (/kysely_migration/.test(String(error)) && /no such table|does not exist/.test(String(error))) return [];
    throw error;
  }
}

// the recorded migrations this version does not have
export function unknownMigrations(applied: string[]): string[] {
  return applied.filter((name) => !Object.hasOwn(migrations, name));
}

// the migrations of this version the database has not had yet
export function pendingMigrations(applied: string[]): string[] {
  return Object.keys(migrations).filter((name) => !applied.includes(name));
}

export function newerDatabaseMessage(unknown: string[]): string {
  const names = unknown.join(", ");
  return `the database was migrated by a newer version of the site (migration ${names}, which this version does not have): start the newer version, or restore a backup taken before the upgrade with npm run db:restore -- FILE --as-is`;
}

async function refuseNewerDatabase(db: Db, schema?: string): Promise<void> {
  const unknown = unknownMigrations(await appliedMigrations(db, schema));
  if (unknown.length > 0) throw new NewerDatabaseError(newerDatabaseMessage(unknown));
}
