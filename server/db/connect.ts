import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { ConfigError } from "../config.ts";
import type { Database } from "./database.ts";
import { createSqliteDialect } from "./sqlite-dialect.ts";

export type Db = Kysely<Database>;

// timestamps as ISO strings and counts as numbers, the same shapes SQLite returns
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

// how long a serving server waits for PostgreSQL: a new connection, then a statement (on the
// server: statement_timeout; on the client, for a server that hangs: query_timeout), so that a
// frozen database is answered 503 within 5 s instead of holding every request
export const SERVING_TIMEOUTS = { connectMs: 2000, statementMs: 3500, queryMs: 4000 } as const;

// serving: the server's own connections, with SERVING_TIMEOUTS; without it (migrations, scripts)
// a statement may take as long as it needs
export function createDatabase(config: DatabaseConfig, options: { serving?: boolean } = {}): Db {
  if (config.kind === "sqlite") {
    if (config.file !== ":memory:") keepPrivate(config.file);
    return new Kysely<Database>({ dialect: createSqliteDialect(config.file) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: options.serving ? SERVING_TIMEOUTS.connectMs : 5000,
    ...(options.serving
      ? { statement_timeout: SERVING_TIMEOUTS.statementMs, query_timeout: SERVING_TIMEOUTS.queryMs }
      : {}),
    // a schema of its own, used by the tests to give each test file a clean database; beside
    // PGOPTIONS, as libpq takes it (the tests' runner sets synchronous_commit=off there)
    ...(config.schema
      ? { options: [process.env.PGOPTIONS, `-c search_path=${config.schema}`].filter(Boolean).join(" ") }
      : {}),
  });
  // an idle client that loses its connection must not crash the process, nor one in use between
  // two queries (a transaction's, when PostgreSQL stops): its next query fails instead, and the
  // pool drops it when it comes back
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

// The SQLite file holds the visitors' messages and the staff's password hashes: it, its -wal and
// -shm files are its owner's alone (0600), in a folder that is too (0700), whatever the umask. The
// file is created before SQLite opens it (SQLite gives the -wal and -shm files the mode of the
// database file); an installation made before this is closed the same way when it next opens.
// A folder this process does not own (a volume mounted for it), or one shared on purpose (the
// sticky bit, /tmp), is left as it is.
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

export function keepPrivate(file: string): void {
  const folder = path.dirname(file);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  closeIfOpenToOthers(folder, PRIVATE_FOLDER);
  if (!existsSync(file)) closeSync(openSync(file, "a", PRIVATE_FILE));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) closeIfOpenToOthers(each, PRIVATE_FILE);
}

function closeIfOpenToOthers(file: string, mode: number): void {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch {
    return;
  }
  if ((stats.mode & 0o777) === mode) return;
  if (process.getuid && stats.uid !== process.getuid()) return;
  // a folder shared on purpose (sticky, such as /tmp) is never closed, even when it is root's
  if (stats.isDirectory() && (stats.mode & 0o1000) !== 0) return;
  chmodSync(file, mode);
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

// fails fast with one line that names the variable to fix
export async function checkConnection(db: Db, config: DatabaseConfig): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (config.kind === "postgres") {
      throw new ConfigError("DATABASE_URL", `cannot connect to ${redactUrl(config.url)}: ${reason}`);
    }
    throw new ConfigError("DATA_DIR", `cannot open the SQLite database ${config.file}: ${reason}`);
  }
}
