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
// A batch the database does not take (it is away) is kept and merged with the next one: the
// BATCH_PATHS bound holds across both (a path beyond it counts in the totals), so an outage loses
// no count, and a graceful stop while the database is away says how many it could not keep.

const FLUSH_MS = 5000;
const BATCH_PATHS = 1000;
const PATH_MAX = 300;

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
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

  // the database refused the last batch (kept since)
  let failing = false;

  // a batch's hits added to the pending ones (the batch's are the older)
  const keep = (batch: NotFoundHit[], extra: { hits: number; botHits: number }) => {
    const merged = new Map<string, NotFoundHit>();
    const overflow = { hits: extra.hits + beyond.hits, botHits: extra.botHits + beyond.botHits };
    for (const hit of [...batch, ...pending.values()]) {
      const known = merged.get(hit.path);
      if (known) {
        known.hits += hit.hits;
        known.botHits += hit.botHits;
        if (hit.first < known.first) known.first = hit.first;
        if (hit.last > known.last) {
          known.last = hit.last;
          if (hit.referrer) known.referrer = hit.referrer;
        }
      } else if (merged.size < BATCH_PATHS) {
        merged.set(hit.path, { ...hit });
      } else {
        overflow.hits += hit.hits;
        overflow.botHits += hit.botHits;
      }
    }
    pending = merged;
    beyond = overflow;
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0 && beyond.hits === 0 && beyond.botHits === 0) return;
      const batch = [...pending.values()];
      const extra = beyond;
      pending = new Map();
      beyond = { hits: 0, botHits: 0 };
      try {
        await repository.add(batch, extra);
        if (failing) {
          failing = false;
          log.info({}, "the addresses that answered 404 are recorded again, with those counted meanwhile");
        }
      } catch (error) {
        // the database is away: the counts are kept for the next try, never the answers
        if (!failing) {
          log.error({ err: error }, "could not record the addresses that answered 404; they are kept until it can");
        }
        failing = true;
        keep(batch, extra);
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
      let hits = beyond.hits + beyond.botHits;
      for (const hit of pending.values()) hits += hit.hits + hit.botHits;
      if (hits === 0) return;
      log.error(
        { lost: hits },
        `stopped while the database is away: ${hits} ${hits === 1 ? "count" : "counts"} of 404 answers could not be kept`,
      );
    },
  };
}
