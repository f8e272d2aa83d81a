import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { PAGE_KEYS, type PageKey } from "../../contract/pages/index.ts";
import type { DatabaseConfig } from "../config.ts";
import type { Db } from "../db/connect.ts";

// What the public pages show comes from these kinds of content. A write that changes one of them
// says so through ContentChanges.changed — the one entry point — and every cached page or
// answer that was built from it is dropped, in this process at once and in every other process
// that shares the database within a second.
// A page's own words (contract/pages/) are a kind each: a publish of the home page drops the home
// page alone, one of the header and footer ("page:shared") every page.
export type PageTag = `page:${PageKey}`;
export const pageTag = (key: PageKey): PageTag => `page:${key}`;
// "redirects": the table of redirects (services/redirects.ts), read again by every process
export type ContentTag = "company" | "projects" | "catalogues" | "certificates" | "news" | "redirects" | PageTag;
export const CONTENT_TAGS: readonly ContentTag[] = [
  "company",
  "projects",
  "catalogues",
  "certificates",
  "news",
  "redirects",
  ...PAGE_KEYS.map(pageTag),
];

// "all" when a change may have been missed (the channel to the other processes was down)
export type ChangeListener = (tags: readonly ContentTag[] | "all") => void;

export interface ContentChanges {
  changed(tags: readonly ContentTag[]): Promise<void>;
  subscribe(listener: ChangeListener): void;
  // false while changes made by another process could go unnoticed: caches must not be used
  readonly reliable: boolean;
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function localHub() {
  const listeners: ChangeListener[] = [];
  return {
    subscribe: (listener: ChangeListener) => listeners.push(listener),
    emit: (tags: readonly ContentTag[] | "all") => {
      for (const listener of listeners) listener(tags);
    },
  };
}

const isTag = (value: unknown): value is ContentTag => (CONTENT_TAGS as readonly unknown[]).includes(value);

// PostgreSQL: NOTIFY on a channel of this database (and schema); every process LISTENs on its
// own connection. A lost connection makes the cache unreliable until it is back, then clears it:
// meanwhile the cached answers are kept but not used (a change could go unnoticed), unless the
// database itself is down (then nothing can change and they are served: see PageCache).
async function postgresChanges(
  db: Db,
  config: Extract<DatabaseConfig, { kind: "postgres" }>,
  log: Logger,
  onLost: () => void,
): Promise<ContentChanges> {
  const hub = localHub();
  const origin = randomUUID();
  const channel = changeChannel(config);
  let client: pg.Client | null = null;
  let reliable = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error: unknown) => {
    if (closed) return;
    if (reliable) {
      log.warn({ err: error }, "lost the content-change channel; pages are rendered uncached until it is back");
      onLost();
    }
    reliable = false;
    client?.removeAllListeners();
    client?.on("error", () => {});
    void client?.end().catch(() => {});
    client = null;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(lost), 1000);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: config.url, connectionTimeoutMillis: 5000 });
    next.on("error", lost);
    next.on("end", () => lost(new Error("connection ended")));
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const parsed = JSON.parse(message.payload) as { origin?: string; tags?: unknown };
        if (parsed.origin === origin) return;
        // "all" (npm run cache:clear) or anything this version does not know clears everything
        const tags = Array.isArray(parsed.tags) && parsed.tags.every(isTag) ? parsed.tags : "all";
        hub.emit(tags);
      } catch {
        hub.emit("all");
      }
    });
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    if (!reliable) {
      // whatever changed while nobody listened
      hub.emit("all");
      if (retry) log.info({}, "the content-change channel is back");
    }
    reliable = true;
  };

  await connect().catch(lost);

  return {
    async changed(tags) {
      if (tags.length === 0) return;
      hub.emit(tags);
      await sql`select pg_notify(${channel}, ${JSON.stringify({ origin, tags })})`.execute(db);
    },
    subscribe: hub.subscribe,
    get reliable() {
      return reliable;
    },
    async close() {
      closed = true;
      reliable = false;
      clearTimeout(retry);
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}

// SQLite: one process normally owns the file, and its writes call changed() directly. A write
// through another connection (a second process, the sqlite3 shell, a restore) moves
// PRAGMA data_version, which is checked four times a second.
function sqliteChanges(db: Db, pollMs: number): ContentChanges {
  const hub = localHub();
  let version: number | null = null;
  let closed = false;
  const check = async () => {
    try {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      const current = Number(rows[0]?.data_version);
      if (version !== null && current !== version) hub.emit("all");
      version = current;
    } catch {
      // the database is closing; nothing to do
    }
  };
  void check();
  const timer = setInterval(() => {
    if (!closed) void check();
  }, pollMs);
  timer.unref();
  return {
    async changed(tags) {
      if (tags.length > 0) hub.emit(tags);
    },
    subscribe: hub.subscribe,
    reliable: true,
    async close() {
      closed = true;
      clearInterval(timer);
    },
  };
}

// the channel every server process on this database listens on
export function changeChannel(config: DatabaseConfig): string {
  const schema = config.kind === "postgres" && config.schema ? `_${config.schema}` : "";
  return `site_content${schema}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
}

// tells every server process on the database to drop its whole cache (after a restore or an edit
// by hand); on SQLite the processes notice such writes by themselves
export async function announceEverythingChanged(db: Db, config: DatabaseConfig): Promise<void> {
  if (config.kind !== "postgres") return;
  await sql`select pg_notify(${changeChannel(config)}, ${JSON.stringify({ origin: "cli", tags: "all" })})`.execute(db);
}

export async function createContentChanges(
  db: Db,
  config: DatabaseConfig,
  log: Logger,
  options: { pollMs?: number; onLost?: () => void } = {},
): Promise<ContentChanges> {
  if (config.kind === "postgres") return postgresChanges(db, config, log, options.onLost ?? (() => {}));
  return sqliteChanges(db, options.pollMs ?? 250);
}
