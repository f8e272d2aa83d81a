import { isbot } from "isbot";
import { referrerOf } from "../../contract/attribution.ts";
import type { Db } from "../db/connect.ts";
import { type NotFoundHit, notFoundRepository } from "../repositories/not-found.ts";

// Every 404 of a public page is counted (issue 24): its path, robots apart, when first and last
// seen and the latest referring page (origin and path: nothing about the visitor). Hits are
// summed in this process's memory and added to the database at most FLUSH_MS apart and when the
// server stops, each process adding its own sums; a batch holds at most BATCH_PATHS distinct
// paths (a flood of random addresses counts in the totals beyond them), and the table keeps the
// top 1 000 paths (repositories/not-found.ts). Cheap: a map update per 404.

const FLUSH_MS = 5000;
const BATCH_PATHS = 1000;
const PATH_MAX = 300;

interface Logger {
  error(object: object, message: string): void;
}

export interface NotFoundLog {
  hit(path: string, headers: { referer?: string | undefined; "user-agent"?: string | undefined }): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createNotFoundLog(db: Db, log: Logger, options: { flushMs?: number } = {}): NotFoundLog {
  const repository = notFoundRepository(db);
  let pending = new Map<string, NotFoundHit>();
  let beyond = { hits: 0, botHits: 0 };
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0 && beyond.hits === 0 && beyond.botHits === 0) return;
      const batch = [...pending.values()];
      const extra = beyond;
      pending = new Map();
      beyond = { hits: 0, botHits: 0 };
      try {
        await repository.add(batch, extra);
      } catch (error) {
        // the database is away: these counts are lost, never the answers
        log.error({ err: error }, "could not record the addresses that answered 404");
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    hit(path, headers) {
      const bot = isbot(headers["user-agent"] ?? "");
      const bare = (path.split("?")[0] ?? path).slice(0, PATH_MAX);
      const now = new Date().toISOString();
      const known = pending.get(bare);
      if (!known && pending.size >= BATCH_PATHS) {
        if (bot) beyond.botHits += 1;
        else beyond.hits += 1;
        return;
      }
      const referrer = headers.referer ? referrerOf(headers.referer) : null;
      if (known) {
        if (bot) known.botHits += 1;
        else known.hits += 1;
        known.last = now;
        if (referrer) known.referrer = referrer;
        return;
      }
      pending.set(bare, { path: bare, hits: bot ? 0 : 1, botHits: bot ? 1 : 0, first: now, last: now, referrer });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
