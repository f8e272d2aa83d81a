import { existsSync, rmSync, statSync } from "node:fs";
import { chmod, copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { plural } from "../../contract/template.ts";
import { type Config, loadConfig, loadDotEnv } from "../config.ts";
import {
  backupKind,
  keyOf,
  keyPlace,
  listTables,
  megabytes,
  missingKeyMessage,
  runPgTool,
  type TwoFactorSecretRow,
  unreadableTwoFactor,
  uploadsInDatabase,
} from "../db/backups.ts";
import {
  checkConnection,
  createDatabase,
  type Db,
  keepPrivate,
  PRIVATE_FILE,
  PRIVATE_FOLDER,
  redactUrl,
} from "../db/connect.ts";
import {
  appliedMigrations,
  migrateToLatest,
  newerDatabaseMessage,
  pendingMigrations,
  unknownMigrations,
} from "../db/migrate.ts";

// npm run db:restore -- FILE [--as-is]: a backup of npm run db:backup into the configured
// database, which must be empty (a new PostgreSQL database, or a DATA_DIR without app.db); then
// the migrations, so a backup of an older version comes up to date — unless --as-is: the database
// stays as the backup has it, for the previous version to start on (a rollback). SQLite: the file
// is copied into place; PostgreSQL: pg_restore --no-owner, in one transaction, so a failure leaves
// the database empty.
// The two-factor secrets are encrypted with the two-factor key (TWO_FACTOR_KEY, or
// $DATA_DIR/two-factor-key; a backup from before it: JWT_SECRET or $DATA_DIR/jwt-secret), which is
// not in the backup: when the key found here cannot read them, the restore stops and says which
// key is missing — SQLite before anything is written, PostgreSQL right after pg_restore.

class RestoreRefused extends Error {}
class RestoreIncomplete extends Error {}

const OPTIONS = ["--as-is", "--two-factor-key-lost"];

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
    `${where} is not empty (${tables.length} ${plural({ one: "table", other: "tables" }, tables.length, "en")}: ${named}). A restore goes into an empty database only, so that nothing is overwritten: ${howToEmpty}`,
  );
}

// the staff with two-factor sign-in whose secret the configured keys cannot decrypt: the
// two-factor key's first, then (a backup from before it) those of the key of the logins
function unreadableWith(config: Config, rows: TwoFactorSecretRow[]): string[] {
  return unreadableTwoFactor(rows, config)?.names ?? [];
}

// the key a refusal names: the one the unreadable secrets need
function missingKey(config: Config, rows: TwoFactorSecretRow[]) {
  return keyOf(config, unreadableTwoFactor(rows, config)?.kind ?? "two-factor");
}

async function twoFactorRows(db: Db): Promise<TwoFactorSecretRow[]> {
  if (!(await appliedMigrations(db)).includes("0015_two_factor")) return [];
  return db.selectFrom("users").select(["login_name", "totp_secret"]).where("totp_secret", "is not", null).execute();
}

// a jwt-secret or two-factor-key that loadConfig generated for this restore alone goes again
// when the restore stops
function forgetNewKey(config: Config): void {
  for (const source of [config.jwtSecretSource, config.twoFactorKeySource]) {
    if (source.from === "file" && source.created) rmSync(source.file, { force: true });
  }
}

let config: Config | undefined;
try {
  // whatever this process creates (the database file, its -wal and -shm, the folder) is its owner's alone
  process.umask(0o077);
  const args = process.argv.slice(2);
  const unknownOption = args.find((arg) => arg.startsWith("--") && !OPTIONS.includes(arg));
  if (unknownOption) throw new RestoreRefused(`unknown option ${unknownOption}; the options are ${OPTIONS.join(", ")}`);
  // npm run db:restore FILE --as-is (without the --) keeps the option for npm, which passes it on
  // as npm_config_as_is: taken the same way, so that a rollback is never migrated by mistake
  const asIs = args.includes("--as-is") || process.env.npm_config_as_is === "true";
  const keyLost = args.includes("--two-factor-key-lost");
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (files.length !== 1) {
    throw new RestoreRefused("name the backup to restore: npm run db:restore -- FILE (with --as-is: not migrated)");
  }
  const given = files[0] as string;
  // relative to where npm run was typed (npm itself runs in the project folder)
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(`${file} does not exist`);
  loadDotEnv();
  config = loadConfig();
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
    // before anything is written: a backup of a newer version, two-factor secrets this key cannot read
    const backup = new DatabaseSync(file, { readOnly: true });
    let applied: string[];
    let rows: TwoFactorSecretRow[];
    try {
      applied = backup
        .prepare("select name from kysely_migration order by name")
        .all()
        .map((row) => String(row.name));
      rows = applied.includes("0015_two_factor")
        ? (backup
            .prepare("select login_name, totp_secret from users where totp_secret is not null")
            .all() as unknown as TwoFactorSecretRow[])
        : [];
    } finally {
      backup.close();
    }
    const newer = unknownMigrations(applied);
    if (newer.length > 0 && !asIs) {
      throw new RestoreRefused(
        `${file} was taken by a newer version of the site (migration ${newer.join(", ")}, which this version does not have): restore it with that version, or restore a backup taken before the upgrade. Nothing was restored.`,
      );
    }
    const unreadable = unreadableWith(config, rows);
    if (unreadable.length > 0 && !keyLost) {
      throw new RestoreRefused(missingKeyMessage(unreadable, missingKey(config, rows), config.dataDir, null));
    }
    // an empty file, and what SQLite kept beside it, make way for the backup
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) await rm(leftover, { force: true });
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
    const partial = `${target}.restoring`;
    await copyFile(file, partial);
    // the copy takes the backup file's mode, which may have been opened on its way here
    await chmod(partial, PRIVATE_FILE);
    await rename(partial, target);
    keepPrivate(target);
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
  const where = config.database.kind === "sqlite" ? config.database.file : redactUrl(config.database.url);
  const twoFactor = await twoFactorRows(db);
  // PostgreSQL: the rows could only be read once restored
  const unreadable = unreadableWith(config, twoFactor);
  if (unreadable.length > 0 && !keyLost) {
    await db.destroy();
    throw new RestoreIncomplete(
      missingKeyMessage(unreadable, missingKey(config, twoFactor), config.dataDir, { restoredInto: where, asIs }),
    );
  }
  if (asIs) {
    const recorded = await appliedMigrations(db);
    const newer = unknownMigrations(recorded);
    console.log(`Restored ${file} into ${where}, as it was (--as-is: not migrated).`);
    console.log(
      newer.length > 0
        ? `Its last migration is ${recorded.at(-1)}: only the version it was taken with starts on it (${newerDatabaseMessage(newer)}).`
        : `Its last migration is ${recorded.at(-1) ?? "(none)"}: the version it was taken with starts on it as it is; ${
            pendingMigrations(recorded).length > 0
              ? `this version would apply ${pendingMigrations(recorded).join(", ")} when it starts.`
              : "this version has no migration to apply to it either."
          }`,
    );
  } else {
    const applied = await migrateToLatest(db);
    console.log(`Restored ${file} into ${where}.`);
    console.log(
      applied.length > 0
        ? `The backup was of an older version; migrations applied: ${applied.join(", ")}.`
        : "The backup was up to date; no migration to apply.",
    );
  }
  if (twoFactor.length > 0) {
    console.log(
      unreadable.length > 0
        ? `Two-factor sign-in: the secrets of ${unreadable.join(", ")} cannot be read with the key from ${keyPlace(missingKey(config, twoFactor))} (--two-factor-key-lost): they sign in with a recovery code, then a Super Admin resets their two-factor sign-in.`
        : `Two-factor sign-in: the secrets of ${twoFactor.length} staff are read with the key from ${keyPlace(keyOf(config, "two-factor"))}; keep it with the backups.`,
    );
  }
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
    console.log(
      `Uploads in the database: ${uploads.files} ${plural({ one: "file", other: "files" }, uploads.files, "en")}, ${megabytes(uploads.bytes)}.`,
    );
  }
  if (config.uploadsStore === "folder") {
    console.log(
      `Uploads are files (UPLOADS_STORE=folder): put the copy of the uploads folder back at ${config.uploadsDir}.`,
    );
  }
  await db.destroy();
} catch (error) {
  const err = error as Error;
  // a key generated for this run alone would only mislead the next one
  if (config) forgetNewKey(config);
  if (err instanceof RestoreRefused) console.error(`Restore refused: ${err.message}`);
  else if (err instanceof RestoreIncomplete) console.error(`Restore incomplete: ${err.message}`);
  else if (err?.name === "ConfigError") console.error(`Configuration error: ${err.message}`);
  else console.error(`Restore failed: ${err?.message ?? err}`);
  process.exit(1);
}
