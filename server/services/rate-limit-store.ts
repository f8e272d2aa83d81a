import type { SharedRedis } from "./redis.ts";

// The store of @fastify/rate-limit's counters when REDIS_URL is set: each route's counter per
// client address lives in Redis, so every instance counts the same requests, and a client gets no
// more by alternating instances. When Redis does not answer (down, hung, unreachable) the request
// is counted in this process instead — limits still apply, per process — and never fails: the
// plugin's own Redis store with `skipOnError` would stop limiting altogether, and without it a
// Redis outage would answer 500. Back in Redis as soon as it answers again (services/redis.ts).
//
// The counting is the plugin's: a fixed window that starts with the first request, `current`
// requests so far and the `ttl` left in milliseconds.

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: RateLimitResult) => void;

// what the plugin passes to child(): the route's limit options, with the route itself
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

// one request more on a key; the window starts with the first (and is set again on a key that
// somehow has none)
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Scripted = SharedRedis["client"] & {
  siteRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
  siteRateLimitRead(key: string): Promise<[number, number]>;
};

// this process's counters: the same fixed windows, for when Redis does not answer
const LOCAL_MAX_KEYS = 10_000;
export class LocalCounters {
  readonly #windows = new Map<string, { current: number; endsAt: number }>();

  increment(key: string, windowMs: number, now = Date.now()): RateLimitResult {
    let entry = this.#windows.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { current: 0, endsAt: now + windowMs };
      this.#windows.delete(key);
      // the oldest windows go first (a Map keeps insertion order)
      if (this.#windows.size >= LOCAL_MAX_KEYS) {
        const oldest = this.#windows.keys().next().value;
        if (oldest !== undefined) this.#windows.delete(oldest);
      }
      this.#windows.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  read(key: string, now = Date.now()): RateLimitResult {
    const entry = this.#windows.get(key);
    if (!entry || entry.endsAt <= now) return { current: 0, ttl: 0 };
    return { current: entry.current, ttl: entry.endsAt - now };
  }
}

// the class @fastify/rate-limit instantiates (`store` option); one child per limited route
export function sharedRateLimitStore(redis: SharedRedis) {
  const client = redis.client as Scripted;
  client.defineCommand("siteRateLimitIncrement", { numberOfKeys: 1, lua: INCREMENT });
  client.defineCommand("siteRateLimitRead", { numberOfKeys: 1, lua: READ });

  return class SharedRateLimitStore {
    readonly #prefix: string;
    readonly #local = new LocalCounters();

    constructor(_globalOptions?: unknown, route = "all") {
      this.#prefix = `${redis.keyPrefix}rate-limit:${route}:`;
    }

    incr(address: string, callback: Callback, windowMs: number): void {
      const key = this.#prefix + address;
      if (!redis.shared) {
        redis.probe();
        callback(null, this.#local.increment(key, windowMs));
        return;
      }
      client.siteRateLimitIncrement(key, windowMs).then(
        ([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }),
        (error: unknown) => {
          redis.failed(error);
          callback(null, this.#local.increment(key, windowMs));
        },
      );
    }

    read(address: string, callback: Callback): void {
      const key = this.#prefix + address;
      if (!redis.shared) {
        callback(null, this.#local.read(key));
        return;
      }
      client.siteRateLimitRead(key).then(
        ([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }),
        (error: unknown) => {
          redis.failed(error);
          callback(null, this.#local.read(key));
        },
      );
    }

    // (the plugin's types say a route's options; it passes its limit options with `routeInfo`)
    child(options: unknown): SharedRateLimitStore {
      const route = (options as RouteLimitOptions).routeInfo;
      const method = [route?.method ?? ""].flat().join(",");
      return new SharedRateLimitStore(undefined, `${method}${route?.url ?? ""}`);
    }
  };
}
