import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { RedisConfig } from "../config.ts";

// The connection to Redis (REDIS_URL), which holds what every instance must count together: the
// per-client rate limits. Redis is a help here, never a dependency: a request must not wait for a
// Redis that is down or hung, so
// - a command that has no answer within COMMAND_TIMEOUT_MS fails (and the caller counts in this
//   process instead);
// - nothing queues while the connection is down (no offline queue, no retried commands): a
//   command fails at once;
// - the client reconnects for ever, at most RECONNECT_MAX_MS apart, so that the counters go back
//   to Redis when it returns.
// `shared` says whether the counters are in Redis now. It turns false on the first failure (one
// warning in the log for the whole outage) and true again when the connection is ready or a
// probe (a write) succeeds (one line saying so).

export const COMMAND_TIMEOUT_MS = 200;
export const CONNECT_TIMEOUT_MS = 1000;
export const RECONNECT_MAX_MS = 1000;
// how often a request may probe a Redis that stopped answering on a connection still open
const PROBE_EVERY_MS = 1000;

export type RedisHealth = "ok" | "unreachable";

export interface SharedRedis {
  readonly client: Redis;
  readonly keyPrefix: string;
  // whether the shared counters are in Redis at this moment
  readonly shared: boolean;
  // a command failed: the counters stay in this process until Redis answers again
  failed(error: unknown): void;
  // when not shared: asks Redis, at most once a second, whether it answers again
  probe(): void;
  // whether Redis takes a write now (GET /api/health)
  check(): Promise<RedisHealth>;
  close(): Promise<void>;
}

// host:port only: the URL may hold a password
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "6379"}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// connects, waiting for at most CONNECT_TIMEOUT_MS: a Redis that is down does not stop start-up
export async function connectRedis(config: RedisConfig, log: FastifyBaseLogger): Promise<SharedRedis> {
  const address = redisAddress(config.url);
  const client = new Redis(config.url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
    connectionName: "site",
    // RESP2 works with every Redis (and the managed ones); RESP3 needs Redis 6, and nothing here
    // needs its types
    protocol: 2,
  });
  let state: "starting" | "up" | "down" = "starting";
  let closing = false;
  let lastProbe = 0;

  const up = () => {
    if (closing || state === "up") return;
    if (state === "down") log.info({ redis: address }, "Redis answers again: the rate limits are shared again");
    else log.info({ redis: address }, "Redis connected: the rate limits are shared by every server process");
    state = "up";
  };
  const down = (error: unknown) => {
    if (closing || state === "down") return;
    state = "down";
    log.warn(
      { redis: address, reason: messageOf(error) },
      "Redis is unreachable: each server process counts the rate limits on its own until it is back",
    );
  };
  client.on("ready", up);
  // without a listener an error event would end the process; each failed reconnection emits one
  client.on("error", down);
  client.on("close", () => down(new Error("connection closed")));

  const ready = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      client.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
    client.once("ready", done);
    client.once("error", done);
  });
  await ready;
  if (state === "starting") down(new Error(`no connection within ${CONNECT_TIMEOUT_MS} ms`));

  // a write, as the counters make: a Redis that answers PING but refuses writes (out of memory,
  // a read-only replica) is no better than none, and must not come back only to fail again
  const probeKey = `${config.keyPrefix}probe`;
  const tryWrite = async (): Promise<RedisHealth> => {
    try {
      await client.set(probeKey, "1", "PX", 60_000);
      up();
      return "ok";
    } catch (error) {
      down(error);
      return "unreachable";
    }
  };

  return {
    client,
    keyPrefix: config.keyPrefix,
    get shared() {
      return state === "up";
    },
    failed: down,
    probe() {
      // while the connection is down the "ready" event says when it is back
      if (state === "up" || client.status !== "ready") return;
      const now = Date.now();
      if (now - lastProbe < PROBE_EVERY_MS) return;
      lastProbe = now;
      void tryWrite();
    },
    check: tryWrite,
    async close() {
      closing = true;
      if (client.status === "ready") {
        const quit = client.quit().catch(() => undefined);
        const timeout = new Promise((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS * 5).unref());
        await Promise.race([quit, timeout]);
      }
      client.disconnect();
    },
  };
}
