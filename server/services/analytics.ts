import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { type Beacon, BeaconSchema, deviceOf, FIXED_SOURCES, sourceOf } from "../../contract/analytics.ts";
import type { Db } from "../db/connect.ts";
import type { AnalyticsKind } from "../db/database.ts";
import { type AnalyticsCount, analyticsRepository } from "../repositories/analytics.ts";
import type { PublicPaths } from "./public-paths.ts";

// Visits counted by the site itself (issue 25), without a cookie and without keeping anything
// that identifies a person: a beacon adds one to its page's views of the day, and the first page
// of a visit (a tab's session, contract/visit-script.ts) one visit to its page, its source, its
// campaign, its language and its kind of device. Nothing of the request is kept — no address, no
// user agent, no identifier — only these sums, held in this process's memory and added to the
// database at most FLUSH_MS apart and when the server stops (each server adds its own).
// Not counted: robots (isbot), prefetches, staff (a request with a token), a visitor who asks not
// to be tracked (DNT: 1, Sec-GPC: 1), a path that is not a public page, a body that is not a
// beacon, and an address beyond ADDRESS_LIMIT beacons a minute.
// A batch the database does not take (it is away) is kept and added to the next one, so that an
// outage loses nothing: kept and new counts together hold at most BATCH_KEYS keys (the counts of
// a key beyond them are lost, and said so), and a graceful stop while the database is away says
// how many counts (views + visits) it could not keep.
// A source or a campaign is counted under its name once 3 different addresses sent it that day
// (issue 34): before that its visits are "other" — the first two addresses' visits stay
// "other" when the third comes, so one script cannot fill a day's DAY_KEYS names with junk. The
// addresses are told apart by a hash with a salt drawn each day, held in memory for that day
// only, at most two per name waiting, for at most WAITING_ONE + WAITING_TWO names.

const FLUSH_MS = 5000;
// distinct keys a batch holds (a batch is 5 s): more are not counted
const BATCH_KEYS = 20_000;
// distinct sources and campaigns a day, per process: more count as "other"
const DAY_KEYS = 300;
// names waiting for their addresses, per kind: sent by one address (the oldest go first when
// full), and by two
const WAITING_ONE = 5000;
const WAITING_TWO = 1000;
// beacons an address may send a minute (a person reads a page or two a minute; an office behind
// one address, a few dozen)
const ADDRESS_LIMIT = 120;
// addresses followed in a minute: beyond them, a new address is not counted until the next one
const ADDRESSES = 50_000;
const VIETNAM_MS = 7 * 3600_000;

export interface BeaconContext {
  address: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface AnalyticsCounter {
  // the beacon's body as sent (text); true when it was counted
  collect(body: unknown, context: BeaconContext): boolean;
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

const header = (headers: BeaconContext["headers"], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// what a request says about whether it may be counted: a person's browser, asking to be
export function mayCount(headers: BeaconContext["headers"]): boolean {
  if (header(headers, "dnt") === "1" || header(headers, "sec-gpc") === "1") return false;
  if (header(headers, "authorization")) return false;
  const purpose = `${header(headers, "sec-purpose") ?? ""} ${header(headers, "purpose") ?? ""} ${header(headers, "x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isbot(header(headers, "user-agent") ?? "");
}

function parse(body: unknown): Beacon | null {
  let value = body;
  if (typeof body === "string") {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const beacon = BeaconSchema.safeParse(value);
  return beacon.success ? beacon.data : null;
}

export function createAnalyticsCounter(
  db: Db,
  paths: PublicPaths,
  log: Logger,
  options: { flushMs?: number; ownHost?: string } = {},
): AnalyticsCounter {
  const repository = analyticsRepository(db);
  let pending = new Map<string, AnalyticsCount>();
  let flushing: Promise<void> = Promise.resolve();
  // the sources and campaigns named today (per process), to bound a day's rows, and those
  // waiting for their third address (the addresses hashed with today's salt)
  let today = "";
  let salt = randomBytes(16);
  const named: Record<Kind, Set<string>> = { source: new Set(), campaign: new Set() };
  const waitingOne: Record<Kind, Map<string, string>> = { source: new Map(), campaign: new Map() };
  const waitingTwo: Record<Kind, Map<string, [string, string]>> = { source: new Map(), campaign: new Map() };
  // beacons per address this minute
  let minute = 0;
  let addresses = new Map<string, number>();
  // the database refused the last batch (kept since); counts lost to the bound since the last
  // batch written
  let failing = false;
  let lost = 0;

  // a count into a batch; false when the batch is full and the key new to it
  const into = (batch: Map<string, AnalyticsCount>, count: AnalyticsCount): boolean => {
    const id = `${count.kind}\t${count.key}\t${count.day}`;
    const known = batch.get(id);
    if (known) {
      known.views += count.views;
      known.visits += count.visits;
      return true;
    }
    if (batch.size >= BATCH_KEYS) return false;
    batch.set(id, { ...count });
    return true;
  };
  const add = (day: string, kind: AnalyticsKind, key: string, views: number, visits: number) => {
    if (!into(pending, { day, kind, key, views, visits })) lost += views + visits;
  };
  // a source or campaign of the day: its name once 3 addresses sent it (the sources of the closed
  // list at once) and while the day has room for names, else "other"
  const bounded = (kind: Kind, key: string, address: string) => {
    if (kind === "source" && FIXED_SOURCES.has(key)) return key;
    if (named[kind].has(key)) return key;
    if (named[kind].size >= DAY_KEYS) return "other";
    const sender = createHash("sha256").update(salt).update(address).digest("base64url").slice(0, 16);
    const two = waitingTwo[kind].get(key);
    if (two) {
      if (two.includes(sender)) return "other";
      waitingTwo[kind].delete(key);
      named[kind].add(key);
      return key;
    }
    const one = waitingOne[kind].get(key);
    if (one === undefined) {
      if (waitingOne[kind].size >= WAITING_ONE) {
        const oldest = waitingOne[kind].keys().next().value;
        if (oldest !== undefined) waitingOne[kind].delete(oldest);
      }
      waitingOne[kind].set(key, sender);
      return "other";
    }
    if (one === sender) return "other";
    waitingOne[kind].delete(key);
    if (waitingTwo[kind].size >= WAITING_TWO) {
      const oldest = waitingTwo[kind].keys().next().value;
      if (oldest !== undefined) waitingTwo[kind].delete(oldest);
    }
    waitingTwo[kind].set(key, [one, sender]);
    return "other";
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await repository.add([...batch.values()]);
        if (failing || lost > 0) {
          const beyond = `${lost} ${lost === 1 ? "count" : "counts"} could not be kept (more than ${BATCH_KEYS} different keys)`;
          log.info(
            { lost },
            failing
              ? lost > 0
                ? `the site's visits are recorded again; ${beyond} meanwhile`
                : "the site's visits are recorded again, with those counted while the database was away"
              : beyond,
          );
          failing = false;
          lost = 0;
        }
      } catch (error) {
        // the database is away: the batch is kept, first, and what came meanwhile added to it
        if (!failing) log.error({ err: error }, "could not record the site's visits; they are kept until it can");
        failing = true;
        for (const count of pending.values()) {
          if (!into(batch, count)) lost += count.views + count.visits;
        }
        pending = batch;
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    collect(body, context) {
      if (!mayCount(context.headers)) return false;
      const now = Date.now();
      const thisMinute = Math.floor(now / 60_000);
      if (thisMinute !== minute) {
        minute = thisMinute;
        addresses = new Map();
      }
      const sent = addresses.get(context.address);
      if (sent === undefined && addresses.size >= ADDRESSES) return false;
      if ((sent ?? 0) >= ADDRESS_LIMIT) return false;
      addresses.set(context.address, (sent ?? 0) + 1);

      const beacon = parse(body);
      if (!beacon) return false;
      const path = beacon.path.length > 1 ? beacon.path.replace(/\/+$/, "") : beacon.path;
      if (!paths.has(path)) return false;

      const day = new Date(now + VIETNAM_MS).toISOString().slice(0, 10);
      if (day !== today) {
        today = day;
        salt = randomBytes(16);
        for (const kind of ["source", "campaign"] as const) {
          named[kind].clear();
          waitingOne[kind].clear();
          waitingTwo[kind].clear();
        }
      }
      const entry = beacon.entry === true;
      add(day, "page", path, 1, entry ? 1 : 0);
      if (entry) {
        const language = path === "/en" || path.startsWith("/en/") ? "en" : "vi";
        add(day, "language", language, 0, 1);
        add(day, "device", deviceOf(beacon.width), 0, 1);
        const source = sourceOf(beacon.referrer, beacon.utm_source, options.ownHost);
        add(day, "source", bounded("source", source, context.address), 0, 1);
        const campaign = beacon.utm_campaign
          ?.trim()
          .replace(/\p{Cc}/gu, "")
          .slice(0, 100);
        if (campaign) add(day, "campaign", bounded("campaign", campaign, context.address), 0, 1);
      }
      return true;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      if (pending.size === 0) return;
      // stopped while the database is away: what is kept goes with the process
      let views = 0;
      let visits = 0;
      for (const count of pending.values()) {
        views += count.views;
        visits += count.visits;
      }
      log.error(
        { views, visits, lost: views + visits + lost },
        `stopped while the database is away: ${views + visits + lost} visit ${views + visits + lost === 1 ? "count" : "counts"} (${views} views, ${visits} visits${lost > 0 ? `, ${lost} beyond the bound before` : ""}) could not be kept`,
      );
    },
  };
}

type Kind = "source" | "campaign";
