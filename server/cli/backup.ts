import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { plural } from "../../contract/template.ts";
import { loadConfig, loadDotEnv } from "../config.ts";
import { backupKind, keyToKeep, megabytes, runPgTool, uploadsInDatabase } from "../db/backups.ts";
import { checkConnection, createDatabase } from "../db/connect.ts";
import { appliedMigrations } from "../db/migrate.ts";
import { createFolderStorage, listKeys } from "../services/storage.ts";

// npm run db:backup [FILE]: a consistent copy of the database, by default in $DATA_DIR/backups
// (SQLite: VACUUM INTO, safe while the site runs; PostgreSQL: pg_dump in its custom format).
// Uploads kept in the database (UPLOADS_STORE=database) are a table, so they are in it; uploads
// kept in a folder are not, and it says where that folder is. It does not migrate: a backup
// taken before an upgrade is the database as the running version left it.
// A backup holds password hashes and the contact messages: it is written readable by its owner
// only (0600), the default folder too (0700). It says which key must be kept with it: the one the
// two-factor secrets are encrypted with (TWO_FACTOR_KEY, or $DATA_DIR/two-factor-key), by name only.

try {
  // whatever this process creates (the file, VACUUM INTO's, pg_dump's, the folder) is its owner's alone
  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  if (config.database.kind === "sqlite" && !existsSync(config.database.file)) {
    throw new Error(`there is no database at ${config.database.file} (DATA_DIR); nothing to back up`);
  }
  const db = createDatabase(config.database);
  await checkConnection(db, config.database);
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "-");
  const extension = config.database.kind === "sqlite" ? "db" : "dump";
  const given = process.argv[2];
  // a name given is relative to where npm run was typed (npm itself runs in the project folder)
  const file = given
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : path.join(config.dataDir, "backups", `app-${stamp}.${extension}`);
  if (existsSync(file)) throw new Error(`${file} already exists; name a new file`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // the default folder is the backups' own: closed even when an earlier version made it open
  if (!given) chmodSync(path.dirname(file), 0o700);

  try {
    if (config.database.kind === "sqlite") {
      await sql`VACUUM INTO ${file}`.execute(db);
    } else {
      await runPgTool("pg_dump", ["--format=custom", `--file=${file}`], config.database.url);
    }
  } catch (error) {
    // no half-written file that a restore could take for a backup
    rmSync(file, { force: true });
    throw error;
  }
  chmodSync(file, 0o600);
  if ((await backupKind(file)) === null) throw new Error(`${file} was written but is not a backup`);
  console.log(
    `${config.database.kind === "sqlite" ? "SQLite" : "PostgreSQL"} backup written to ${file} (${megabytes(statSync(file).size)}); restore it with npm run db:restore ${file}`,
  );

  const inDatabase = await uploadsInDatabase(db, config.database.kind);
  if (config.uploadsStore === "database") {
    console.log(
      `Uploads: ${inDatabase?.files ?? 0} ${plural({ one: "file", other: "files" }, inDatabase?.files ?? 0, "en")}, ${megabytes(inDatabase?.bytes ?? 0)}, are in the database (table uploads), so in this backup.`,
    );
  } else {
    const files = (await listKeys(createFolderStorage(config.uploadsDir))).length;
    console.log(
      `Uploads: ${files} ${plural({ one: "file", other: "files" }, files, "en")} in the folder ${config.uploadsDir} (UPLOADS_STORE=folder) are NOT in this backup; copy that folder too (rsync -a ${config.uploadsDir}/ <backup place>/uploads/).`,
    );
  }
  // the two-factor secrets are encrypted with the key, which is not in the database
  const secrets = (await appliedMigrations(db)).includes("0015_two_factor")
    ? await db.selectFrom("users").select("totp_secret").where("totp_secret", "is not", null).execute()
    : [];
  const oldKind = secrets.filter((row) => row.totp_secret?.startsWith("v1.")).length;
  console.log(keyToKeep(config, secrets.length, oldKind));
  await db.destroy();
} catch (error) {
  const err = error as Error;
  console.error(
    err?.name === "ConfigError" ? `Configuration error: ${err.message}` : `Backup failed: ${err?.message ?? err}`,
  );
  process.exit(1);
}
