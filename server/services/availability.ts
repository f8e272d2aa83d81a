import { statfs, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

// What the server can still do when a part it depends on fails (issue 19). Two parts:
// - the database: unreachable (PostgreSQL stopped, a lost or frozen connection, an SQLite file
//   that cannot be opened). While it is, cached public pages are still answered (nothing can
//   change without the database, so they are still right) and whatever needs it answers 503.
// - the storage: the disk is full or failing (SQLite's file, the uploads, PostgreSQL's own disk).
//   Reads go on; writes answer 503.
// Each failure is logged once, with the original error, when a part goes down, and once when it
// is back (with how many failures were answered meanwhile), never once per request. A part that
// is down is checked every `probeMs` until it answers; nothing needs a restart.

export type Part = "database" | "storage";

export interface Outage {
  since: string;
  // the original error's message, for the log and the health answer's operator
  reason: string;
  // requests answered 503 for it since it began
  failures: number;
}

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function details(error: unknown): { code: string; message: string; errno?: number } {
  const err = error as { code?: unknown; message?: unknown; errcode?: unknown; errno?: unknown };
  return {
    code: typeof err?.code === "string" ? err.code : "",
    message: typeof err?.message === "string" ? err.message : String(error),
    errno: typeof err?.errcode === "number" ? err.errcode : undefined,
  };
}

// storage that cannot take a write: the disk (or quota) full, a read-only or failing disk
const STORAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO"]);
// SQLite's primary result codes (node:sqlite gives them as errcode, the extended ones too: the
// primary is the low byte): SQLITE_IOERR 10, SQLITE_FULL 13, SQLITE_READONLY 8
const SQLITE_STORAGE = new Set([8, 10, 13]);
// SQLITE_CANTOPEN 14: the file (or its folder) cannot be opened
const SQLITE_UNREACHABLE = new Set([14]);
// Node's network errors on a database connection
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

// which part an error says is failing; null for anything else (a bug, a constraint, bad input)
export function failingPart(error: unknown): Part | null {
  const { code, message, errno } = details(error);
  if (STORAGE_CODES.has(code)) return "storage";
  if (errno !== undefined && SQLITE_STORAGE.has(errno & 0xff)) return "storage";
  if (errno !== undefined && SQLITE_UNREACHABLE.has(errno & 0xff)) return "database";
  if (/database or disk is full|disk I\/O error|attempt to write a readonly database/i.test(message)) return "storage";
  if (/unable to open database file/i.test(message)) return "database";
  // PostgreSQL's SQLSTATE: 53100 disk full, 58030 I/O error; 08… connection exceptions,
  // 57P01–57P03 the server shutting down or starting, 53300 too many connections
  if (code === "53100" || code === "58030") return "storage";
  if (code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300") return "database";
  if (NETWORK_CODES.has(code)) return "database";
  // node-postgres's own words for a connection that failed, ended or hangs
  if (
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended|Client has encountered a connection error|connect ECONNREFUSED|the database system is (shutting down|starting up)/i.test(
      message,
    )
  ) {
    return "database";
  }
  // a statement cut off by statement_timeout (57014): the database is too slow to answer in time
  if (code === "57014") return "database";
  return null;
}

export interface AvailabilityOptions {
  // a query that needs the database to answer (select 1)
  probeDatabase: () => Promise<void>;
  // the folder whose disk the server writes to (DATA_DIR); null: PostgreSQL and uploads in the
  // database, the storage is the database server's
  dataDir: string | null;
  log: Logger;
  probeMs?: number;
  // below this many free bytes the disk is reported full before a write fails
  minFreeBytes?: number;
}

export class Availability {
  readonly #options: Required<Omit<AvailabilityOptions, "dataDir">> & { dataDir: string | null };
  readonly #outages = new Map<Part, Outage>();
  readonly #timers = new Map<Part, NodeJS.Timeout>();
  #closed = false;

  constructor(options: AvailabilityOptions) {
    this.#options = { probeMs: 250, minFreeBytes: 1024 * 1024, ...options };
  }

  // the outage of a part, or null while it works
  outage(part: Part): Outage | null {
    return this.#outages.get(part) ?? null;
  }

  get databaseDown(): boolean {
    return this.#outages.has("database");
  }

  // an error met while serving: when it says a part is failing, that part is down (logged once)
  // and the part is returned, for a 503; otherwise null (the error is someone else's)
  report(error: unknown): Part | null {
    const part = failingPart(error);
    if (!part || this.#closed) return part;
    const current = this.#outages.get(part);
    if (current) {
      current.failures++;
      return part;
    }
    const reason = details(error).message;
    this.#outages.set(part, { since: new Date().toISOString(), reason, failures: 1 });
    this.#options.log.error(
      { err: error, part },
      part === "database"
        ? "the database cannot be reached: cached pages are served, everything else answers 503 until it is back"
        : "the storage cannot take writes (disk full or failing): writes answer 503 until it can",
    );
    this.#schedule(part);
    return part;
  }

  // checks the database now (the change channel was lost: the database may be down)
  async checkDatabase(): Promise<boolean> {
    try {
      await this.#options.probeDatabase();
      return true;
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  // the health answer's view of the storage: the last failure, or a disk with (almost) no space
  async storageState(): Promise<"ok" | "full" | "failing"> {
    const outage = this.#outages.get("storage");
    if (outage) return /full|ENOSPC|EDQUOT|53100/i.test(outage.reason) ? "full" : "failing";
    if (!this.#options.dataDir) return "ok";
    // the folder, or the nearest one above it that exists yet (it is made on the first write)
    for (let folder = this.#options.dataDir; ; folder = path.dirname(folder)) {
      try {
        const stats = await statfs(folder);
        return stats.bavail * stats.bsize < this.#options.minFreeBytes ? "full" : "ok";
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || folder === path.dirname(folder)) return "failing";
      }
    }
  }

  #schedule(part: Part) {
    if (this.#closed || this.#timers.has(part)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(part);
      void this.#probe(part);
    }, this.#options.probeMs);
    timer.unref();
    this.#timers.set(part, timer);
  }

  async #probe(part: Part) {
    try {
      if (part === "database") await this.#options.probeDatabase();
      else await this.#probeStorage();
    } catch (error) {
      // still down (the first error is the one logged)
      const outage = this.#outages.get(part);
      if (outage && failingPart(error) === null) outage.reason = details(error).message;
      this.#schedule(part);
      return;
    }
    const outage = this.#outages.get(part);
    this.#outages.delete(part);
    if (outage) {
      this.#options.log.info(
        { part, since: outage.since, failures: outage.failures },
        part === "database" ? "the database is back" : "the storage takes writes again",
      );
    }
  }

  // a write of the size of a few database pages where the server writes; with the database on
  // PostgreSQL (no data folder of ours) a select through it, and the next write tells
  async #probeStorage() {
    if (!this.#options.dataDir) {
      await this.#options.probeDatabase();
      return;
    }
    const file = path.join(this.#options.dataDir, `.write-check-${process.pid}`);
    try {
      await writeFile(file, Buffer.alloc(256 * 1024), { flush: true });
    } finally {
      await unlink(file).catch(() => {});
    }
  }

  close() {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}

// seconds a client should wait before trying again
export const RETRY_AFTER_SECONDS = 5;
