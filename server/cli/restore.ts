import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { loadConfig, loadDotEnv } from "../config.ts";
import { backupKind, listTables, megabytes, runPgTool, uploadsInDatabase } from "../db/backups.ts";
import { checkConnection, createDatabase, redactUrl } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";

// npm run db:restore FILE: a backup of npm run db:backup into the configured database, which must
// be empty (a new PostgreSQL database, or a DATA_DIR without app.db); then the migrations, so a
// backup of an older version comes up to date. SQLite: the file is copied into place;
// PostgreSQL: pg_restore --no-owner, in one transaction, so a failure leaves the database empty.

class RestoreRefused extends Error {}

// the tables an SQLite file holds; none when there is no file
function sqliteTables(file: string): string[] {
  if (!existsSync(file)) return [];
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return database
      .prepare("select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%'")
      .all()
      .map((row) => String(row.name));
  } finally {
    database.close();
  }
}

function refuseNonEmpty(tables: string[], where: string, howToEmpty: string): void {
  if (tables.length === 0) return;
  const named = tables.slice(0, 5).join(", ") + (tables.length > 5 ? ", …" : "");
  throw new RestoreRefused(
    `${where} is not empty (${tables.length} table(s): ${named}). A restore goes into an empty database only, so that nothing is overwritten: ${howToEmpty}`,
  );
}

try {
  const given = process.argv[2];
  if (!given) throw new RestoreRefused("name the backup to restore: npm run db:restore FILE");
  // relative to where npm run was typed (npm itself runs in the project folder)
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(`${file} does not exist`);
  loadDotEnv();
  const config = loadConfig();
  const kind = await backupKind(file);
  if (kind === null) {
    throw new RestoreRefused(
      `${file} is not a backup of npm run db:backup (neither an SQLite file nor a pg_dump archive)`,
    );
  }
  if (kind !== config.database.kind) {
    throw new RestoreRefused(
      kind === "postgres"
        ? `${file} is a PostgreSQL backup but the configured database is SQLite: set DATABASE_URL to the (empty) PostgreSQL database to restore into`
        : `${file} is an SQLite backup but DATABASE_URL names a PostgreSQL database: unset DATABASE_URL and set DATA_DIR to restore it as the SQLite database`,
    );
  }

  if (config.database.kind === "sqlite") {
    const target = config.database.file;
    const backupTables = sqliteTables(file);
    if (!backupTables.includes("kysely_migration")) {
      throw new RestoreRefused(
        `${file} is an SQLite file but not a backup of this site (it has no kysely_migration table)`,
      );
    }
    refuseNonEmpty(
      sqliteTables(target),
      `The database ${target}`,
      "move that file away (with its -wal and -shm files) or set DATA_DIR to a new folder, then restore again.",
    );
    // an empty file, and what SQLite kept beside it, make way for the backup
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) await rm(leftover, { force: true });
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.restoring`;
    await copyFile(file, partial);
    await rename(partial, target);
  } else {
    const db = createDatabase(config.database);
    try {
      await checkConnection(db, config.database);
      refuseNonEmpty(
        await listTables(db, "postgres"),
        `The database ${redactUrl(config.database.url)}`,
        "create a new one (createdb site_restored, or create database … in psql), point DATABASE_URL at it and restore again.",
      );
    } finally {
      await db.destroy();
    }
    // --no-owner and --no-privileges: the tables belong to whoever restores, whatever roles the
    // backed-up server had
    await runPgTool(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file],
      config.database.url,
    );
  }

  const db = createDatabase(config.database);
  await checkConnection(db, config.database);
  const applied = await migrateToLatest(db);
  const where = config.database.kind === "sqlite" ? config.database.file : redactUrl(config.database.url);
  console.log(`Restored ${file} into ${where}.`);
  console.log(
    applied.length > 0
      ? `The backup was of an older version; migrations applied: ${applied.join(", ")}.`
      : "The backup was up to date; no migration to apply.",
  );
  const counts = [];
  for (const table of ["users", "projects", "contact_messages", "news", "certificates"] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    counts.push(`${table} ${Number(row.count)}`);
  }
  console.log(`Rows: ${counts.join(", ")}.`);
  const uploads = await uploadsInDatabase(db, config.database.kind);
  if (uploads && uploads.files > 0) {
    console.log(`Uploads in the database: ${uploads.files} file(s), ${megabytes(uploads.bytes)}.`);
  }
  if (config.uploadsStore === "folder") {
    console.log(
      `Uploads are files (UPLOADS_STORE=folder): put the copy of the uploads folder back at ${config.uploadsDir}.`,
    );
  }
  await db.destroy();
} catch (error) {
  const err = error as Error;
  if (err instanceof RestoreRefused) console.error(`Restore refused: ${err.message}`);
  else if (err?.name === "ConfigError") console.error(`Configuration error: ${err.message}`);
  else console.error(`Restore failed: ${err?.message ?? err}`);
  process.exit(1);
}
