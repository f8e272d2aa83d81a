import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { sql } from "kysely";
import type { Config, DatabaseConfig, SecretSource } from "../config.ts";
import { decryptSecret, secretKeyKind, twoFactorKeys } from "../services/two-factor.ts";
import type { Db } from "./connect.ts";

// what npm run db:backup and db:restore share: the PostgreSQL client tools, the tables a
// database holds, what kind of backup a file is

// pg_dump and pg_restore get the connection without its password, which goes in PGPASSWORD:
// a command line can be read by every user of the machine (ps), the environment cannot
export function pgConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const { dbname, env } = pgConnection(url);
  // --no-password: a missing password fails at once instead of waiting for someone to type it
  const child = spawn(tool, ["--no-password", `--dbname=${dbname}`, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") {
      throw new Error(`${tool} is not installed (Debian, Ubuntu: apt-get install postgresql-client)`);
    }
    throw error;
  });
  if (code !== 0) throw new Error(`${tool} failed (exit code ${code}): ${errors.trim() || "no message"}`);
}

// every table (and view) of the database outside PostgreSQL's own schemas, or of the SQLite file
export async function listTables(db: Db, kind: DatabaseConfig["kind"]): Promise<string[]> {
  if (kind === "sqlite") {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name
    `.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'
    order by 1
  `.execute(db);
  return rows.map((row) => row.name);
}

// how many uploaded files the uploads table holds, and their size; null: no such table yet
export async function uploadsInDatabase(
  db: Db,
  kind: DatabaseConfig["kind"],
): Promise<{ files: number; bytes: number } | null> {
  const tables = await listTables(db, kind);
  if (!tables.some((name) => name === "uploads" || name.endsWith(".uploads"))) return null;
  const row = await db
    .selectFrom("uploads")
    .select((eb) => [eb.fn.countAll<number>().as("files"), eb.fn.sum<number>("size").as("bytes")])
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
}

// the kind of backup a file is, from its first bytes
export async function backupKind(file: string): Promise<"sqlite" | "postgres" | null> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    const start = head.subarray(0, bytesRead);
    if (start.equals(Buffer.from("SQLite format 3\0", "latin1"))) return "sqlite";
    // pg_dump's custom format
    if (start.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
    return null;
  } finally {
    await handle.close();
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

// the keys a backup needs beside it, named for the operator — the environment variable or the
// file, never the value: the two-factor key (TWO_FACTOR_KEY or $DATA_DIR/two-factor-key) reads the
// two-factor secrets; JWT_SECRET (or $DATA_DIR/jwt-secret) only signs sessions, and reads the
// secrets of a database from before the two-factor key ("v1", migrated at the next start)
type SecretKind = "two-factor" | "jwt";

export interface KeyInfo {
  variable: "TWO_FACTOR_KEY" | "JWT_SECRET";
  fileName: "two-factor-key" | "jwt-secret";
  source: SecretSource;
}

export function keyOf(config: Pick<Config, "twoFactorKeySource" | "jwtSecretSource">, kind: SecretKind): KeyInfo {
  return kind === "two-factor"
    ? { variable: "TWO_FACTOR_KEY", fileName: "two-factor-key", source: config.twoFactorKeySource }
    : { variable: "JWT_SECRET", fileName: "jwt-secret", source: config.jwtSecretSource };
}

export function keyPlace(key: KeyInfo): string {
  return key.source.from === "env" ? `the ${key.variable} environment variable` : key.source.file;
}

// what a backup needs beside it: the two-factor key, or the two-factor secrets in it cannot be
// read (and the JWT secret for secrets still of the old kind, before the server migrated them)
export function keyToKeep(
  config: Pick<Config, "twoFactorKeySource" | "jwtSecretSource">,
  twoFactorUsers: number,
  oldKindUsers = 0,
): string {
  const where = (key: KeyInfo) =>
    key.source.from === "env"
      ? `this installation sets it in the ${key.variable} environment variable: keep its value with the backup, as secret as the backup itself, and set the same ${key.variable} where it is restored`
      : `it is the file ${key.source.file}: copy it with the backup, as secret as the backup itself, and put it in the new data folder before restoring`;
  const who =
    twoFactorUsers === 0
      ? "No staff member uses two-factor sign-in yet; without the key, nobody is locked out."
      : `Without it, the ${twoFactorUsers} staff with two-factor sign-in can only sign in with their recovery codes.`;
  const old =
    oldKindUsers > 0
      ? ` ${oldKindUsers} of them still have a secret encrypted with the key of the logins (the server moves it to the two-factor key when it next starts): keep that key too — ${where(keyOf(config, "jwt"))}.`
      : " The key of the logins (JWT_SECRET or jwt-secret) need not be kept: without it, everyone just signs in again.";
  return `Keep the two-factor key with this backup: ${where(keyOf(config, "two-factor"))}. ${who}${old}`;
}

export interface TwoFactorSecretRow {
  login_name: string;
  totp_secret: string | null;
}

// the staff whose two-factor secret these keys cannot decrypt, by the key each one needs
export function unreadableTwoFactor(
  rows: TwoFactorSecretRow[],
  config: Pick<Config, "jwtSecret" | "twoFactorKey">,
): { kind: SecretKind; names: string[] } | null {
  const keys = twoFactorKeys(config);
  const unreadable = rows.filter((row) => row.totp_secret !== null && decryptSecret(keys, row.totp_secret) === null);
  for (const kind of ["two-factor", "jwt"] as const) {
    const names = unreadable
      .filter((row) => secretKeyKind(row.totp_secret as string) === kind)
      .map((row) => row.login_name);
    if (names.length > 0) return { kind, names };
  }
  return null;
}

// why a restore stops when the key it found does not read the two-factor secrets, and what to do
export function missingKeyMessage(
  names: string[],
  key: KeyInfo,
  dataDir: string,
  after: { restoredInto: string; asIs: boolean } | null,
): string {
  const staff = `${names.length} staff (${names.slice(0, 5).join(", ")}${names.length > 5 ? ", …" : ""})`;
  const { source, variable, fileName } = key;
  const place =
    source.from === "env"
      ? `the ${variable} environment variable`
      : source.created
        ? `${source.file}, which was just created (this data folder had no ${fileName}; it is removed again)`
        : source.file;
  const fix =
    source.from === "env"
      ? `set ${variable} to the value the old installation had (or unset it and copy ${fileName} from the old data folder into ${dataDir})`
      : `copy ${fileName} from the old data folder into ${dataDir}${source.created ? "" : ", in place of this one"} (or set ${variable} as before)`;
  const old =
    variable === "JWT_SECRET"
      ? " (this backup is from before the two-factor key: its secrets are still encrypted with the key of the logins)"
      : "";
  const lost =
    "If the old key is lost, those staff can still sign in with a recovery code (kept as hashes, not encrypted, so they still work) and a Super Admin then resets their two-factor sign-in";
  const problem = `the two-factor secrets of ${staff} cannot be read with the key from ${place}${old}`;
  if (!after) {
    return `${problem}: ${fix} and restore again. Nothing was restored. ${lost}: restore with --two-factor-key-lost.`;
  }
  const next = after.asIs
    ? "then start the version the backup was taken with"
    : "then start the site (or run npm run db:migrate): the migrations have not run yet";
  return `the backup is in ${after.restoredInto}, but ${problem}: ${fix}, ${next}; there is no need to restore again. ${lost}.`;
}
