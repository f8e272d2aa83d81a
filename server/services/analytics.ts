import { isbot } from "isbot";
import { type Beacon, BeaconSchema, deviceOf, sourceOf } from "../../contract/analytics.ts";
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

const FLUSH_MS = 5000;
// distinct keys a batch holds (a batch is 5 s): more are not counted
const BATCH_KEYS = 20_000;
// distinct sources and campaigns a day, per process: more count as "other"
const DAY_KEYS = 300;
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
  // the sources and campaigns seen today (per process), to bound a day's rows
  let today = "";
  const seen: Record<"source" | "campaign", Set<string>> = { source: new Set(), campaign: new Set() };
  // beacons per address this minute
  let minute = 0;
  let addresses = new Map<string, number>();

  const add = (day: string, kind: AnalyticsKind, key: string, views: number, visits: number) => {
    const id = `${kind}\t${key}\t${day}`;
    const known = pending.get(id);
    if (known) {
      known.views += views;
      known.visits += visits;
    } else if (pending.size < BATCH_KEYS) {
      pending.set(id, { day, kind, key, views, visits });
    }
  };
  // a source or campaign of the day: itself while the day has room, else "other"
  const bounded = (kind: "source" | "campaign", key: string) => {
    if (seen[kind].has(key)) return key;
    if (seen[kind].size >= DAY_KEYS) return "other";
    seen[kind].add(key);
    return key;
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await repository.add(batch);
      } catch (error) {
        // the database is away: these counts are lost, never a page
        log.error({ err: error }, "could not record the site's visits");
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
        seen.source.clear();
        seen.campaign.clear();
      }
      const entry = beacon.entry === true;
      add(day, "page", path, 1, entry ? 1 : 0);
      if (entry) {
        const language = path === "/en" || path.startsWith("/en/") ? "en" : "vi";
        add(day, "language", language, 0, 1);
        add(day, "device", deviceOf(beacon.width), 0, 1);
        add(day, "source", bounded("source", sourceOf(beacon.referrer, beacon.utm_source, options.ownHost)), 0, 1);
        const campaign = beacon.utm_campaign
          ?.trim()
          .replace(/\p{Cc}/gu, "")
          .slice(0, 100);
        if (campaign) add(day, "campaign", bounded("campaign", campaign), 0, 1);
      }
      return true;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
