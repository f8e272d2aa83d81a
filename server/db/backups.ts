import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { sql } from "kysely";
import type { DatabaseConfig, JwtSecretSource } from "../config.ts";
import { decryptSecret, twoFactorKeys } from "../services/two-factor.ts";
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

// the key that reads the two-factor secrets (and signs the tokens), named for the operator: the
// environment variable or the file — never its value
export function keyPlace(source: JwtSecretSource): string {
  return source.from === "env" ? "the JWT_SECRET environment variable" : source.file;
}

// what a backup needs beside it: the key, or the two-factor secrets in it cannot be read
export function keyToKeep(source: JwtSecretSource, twoFactorUsers: number): string {
  const where =
    source.from === "env"
      ? "this installation sets it in the JWT_SECRET environment variable: keep its value with the backup, as secret as the backup itself, and set the same JWT_SECRET where it is restored"
      : `it is the file ${source.file}: copy it with the backup, as secret as the backup itself, and put it in the new data folder before restoring`;
  const who =
    twoFactorUsers === 0
      ? "No staff member uses two-factor sign-in yet; without the key, everyone just signs in again."
      : `Without it, the ${twoFactorUsers} staff with two-factor sign-in can only sign in with their recovery codes.`;
  return `Keep the key of the logins and the two-factor secrets with this backup: ${where}. ${who}`;
}

export interface TwoFactorSecretRow {
  login_name: string;
  totp_secret: string | null;
}

// the staff whose two-factor secret this key cannot decrypt
export function unreadableTwoFactor(rows: TwoFactorSecretRow[], jwtSecret: string): string[] {
  const keys = twoFactorKeys(jwtSecret);
  return rows
    .filter((row) => row.totp_secret !== null && decryptSecret(keys, row.totp_secret) === null)
    .map((row) => row.login_name);
}

// why a restore stops when the key it found does not read the two-factor secrets, and what to do
export function missingKeyMessage(
  names: string[],
  source: JwtSecretSource,
  dataDir: string,
  after: { restoredInto: string; asIs: boolean } | null,
): string {
  const staff = `${names.length} staff (${names.slice(0, 5).join(", ")}${names.length > 5 ? ", …" : ""})`;
  const place =
    source.from === "env"
      ? "the JWT_SECRET environment variable"
      : source.created
        ? `${source.file}, which was just created (this data folder had no jwt-secret; it is removed again)`
        : source.file;
  const fix =
    source.from === "env"
      ? `set JWT_SECRET to the value the old installation had (or unset it and copy jwt-secret from the old data folder into ${dataDir})`
      : `copy jwt-secret from the old data folder into ${dataDir}${source.created ? "" : ", in place of this one"} (or set JWT_SECRET as before)`;
  const lost =
    "If the old key is lost, those staff can still sign in with a recovery code (kept as hashes, not encrypted, so they still work) and a Super Admin then resets their two-factor sign-in";
  const problem = `the two-factor secrets of ${staff} cannot be read with the key from ${place}`;
  if (!after) {
    return `${problem}: ${fix} and restore again. Nothing was restored. ${lost}: restore with --two-factor-key-lost.`;
  }
  const next = after.asIs
    ? "then start the version the backup was taken with"
    : "then start the site (or run npm run db:migrate): the migrations have not run yet";
  return `the backup is in ${after.restoredInto}, but ${problem}: ${fix}, ${next}; there is no need to restore again. ${lost}.`;
}
