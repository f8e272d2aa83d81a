import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { sql } from "kysely";
import type { DatabaseConfig } from "../config.ts";
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
