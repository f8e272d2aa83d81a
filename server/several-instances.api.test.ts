import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactMessage } from "./test-support/records.ts";
import { privateRedis } from "./test-support/redis-server.ts";
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testDialect,
} from "./test-support/test-app.ts";

// Two server processes behind a load balancer, as two apps in this process on one database: with
// REDIS_URL set they count the per-address limits together, and when Redis goes away they keep
// answering and count alone until it is back.

const SHARED_REDIS = "redis://127.0.0.1:6379";
// each test's keys apart from every other test's (and other test runs') on the shared Redis
const prefix = () => `test:${randomBytes(6).toString("hex")}:`;

let counter = 0;
const message = contactMessage;
const contact = (t: TestApp, remoteAddress: string, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress,
    headers: { "accept-language": language },
    payload: message(),
  });
const loginAttempt = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: { "accept-language": "en" },
    payload: { login_name: `someone${++counter}`, password: "not-the-password" },
  });
const health = async (t: TestApp) => (await t.app.inject({ method: "GET", url: "/api/health" })).json();

const CONTACT_LIMITED =
  /^You have sent several messages in a short time\. Please wait (?:\d+ minutes|a minute) and try again\.$/;
const CONTACT_LIMITED_VI =
  /^Quý khách đã gửi nhiều tin nhắn trong thời gian ngắn\. Vui lòng đợi \d+ phút rồi thử lại\.$/;

// two instances on one database (and one Redis, when the environment names one)
async function twoInstances(
  env: Record<string, string>,
  logs?: [Record<string, unknown>[], Record<string, unknown>[]],
) {
  const database = await createTestDatabase(env);
  const a = await createTestApp({}, undefined, { database, log: logs?.[0] });
  const b = await createTestApp({}, undefined, { database, log: logs?.[1] });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.destroy();
    },
  };
}

describe(`two instances and one Redis (${testDialect})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ REDIS_URL: SHARED_REDIS, REDIS_KEY_PREFIX: prefix(), LOGIN_RATE_LIMIT_MAX: "4" });
  });
  afterAll(() => pair.close());

  it("count one address's contact messages together: the sixth gets 429, on either instance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await contact(i % 2 ? pair.b : pair.a, "198.51.100.10");
      statuses.push(response.statusCode);
      if (i === 5) expect(response.json().message).toMatch(CONTACT_LIMITED);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // in Vietnamese by default, and on the other instance too
    const again = await contact(pair.a, "198.51.100.10", "vi");
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(CONTACT_LIMITED_VI);
    // another address has its own allowance
    expect((await contact(pair.b, "198.51.100.11")).statusCode).toBe(201);
  });

  it("count one address's login attempts together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await loginAttempt(i % 2 ? pair.b : pair.a, "198.51.100.12");
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          /^Too many sign-in attempts from your network\. Try again in (?:\d+ minutes|a minute)\.$/,
        );
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("report Redis in /api/health", async () => {
    expect(await health(pair.a)).toEqual({
      status: "ok",
      database: "ok",
      storage: "ok",
      dialect: testDialect,
      redis: "ok",
    });
  });
});

describe(`two instances without Redis (${testDialect})`, () => {
  it("count each in its own memory, as before (which is why several instances need Redis)", async () => {
    const pair = await twoInstances({});
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(i % 2 ? pair.b : pair.a, "198.51.100.13")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect((await health(pair.a)).redis).toBe("not configured");
    await pair.close();
  });
});

describe(`when Redis goes away (${testDialect})`, () => {
  const logs: [Record<string, unknown>[], Record<string, unknown>[]] = [[], []];
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    redis = await privateRedis();
    pair = await twoInstances({ REDIS_URL: redis.url }, logs);
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.kill();
  });
  afterEach(() => redis.resume());

  const warnings = (log: Record<string, unknown>[]) =>
    log.filter((line) => line.level === 40 && String(line.msg).startsWith("Redis is unreachable"));
  const recoveries = (log: Record<string, unknown>[]) =>
    log.filter((line) => String(line.msg).startsWith("Redis answers again"));
  // both instances count in Redis again (a PING answers)
  const bothShared = async () => {
    await expect
      .poll(async () => [(await health(pair.a)).redis, (await health(pair.b)).redis], {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual(["ok", "ok"]);
  };

  it("answers every request, counts per process with one warning, and shares again once it is back", async () => {
    const address = "198.51.100.20";
    // shared: two messages, one on each instance
    expect([(await contact(pair.a, address)).statusCode, (await contact(pair.b, address)).statusCode]).toEqual([
      201, 201,
    ]);

    await redis.kill();
    // each instance now counts on its own, from nothing: the limit still applies, per process
    for (const instance of [pair.a, pair.b]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const response = await contact(instance, address);
        // never waits for the dead Redis
        expect(performance.now() - started).toBeLessThan(1000);
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(CONTACT_LIMITED);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // the login limit answers as well (no 5xx)
      expect((await loginAttempt(instance, address)).statusCode).toBe(401);
    }
    // the health check says so, without taking the instance out of the load balancer
    expect(await health(pair.a)).toEqual({
      status: "ok",
      database: "ok",
      storage: "ok",
      dialect: testDialect,
      redis: "unreachable",
    });
    // one warning per instance for the whole outage, however many requests and reconnections
    expect(warnings(logs[0])).toHaveLength(1);
    expect(warnings(logs[1])).toHaveLength(1);
    expect(warnings(logs[0])[0]).toMatchObject({ redis: `127.0.0.1:${redis.port}` });

    await redis.start();
    await bothShared();
    expect(recoveries(logs[0])).toHaveLength(1);
    expect(recoveries(logs[1])).toHaveLength(1);
    // shared again: both instances had used up their own allowance for this address, and now
    // count it in the (empty) Redis again, together
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(i % 2 ? pair.b : pair.a, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(warnings(logs[0])).toHaveLength(1);
  });

  it("does not wait for a Redis that holds the connection but answers nothing", async () => {
    await bothShared();
    redis.pause();
    const address = "198.51.100.21";
    const started = performance.now();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(pair.a, address)).statusCode);
    // one command timeout (200 ms) at most, then this process counts alone
    expect(performance.now() - started).toBeLessThan(2000);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await health(pair.a)).redis).toBe("unreachable");
    redis.resume();
    await expect.poll(async () => (await health(pair.a)).redis, { timeout: 10_000, interval: 100 }).toBe("ok");
  });
});

describe(`a Redis that answers but refuses writes (${testDialect})`, () => {
  it("is not used until it takes writes again, with one warning meanwhile", async () => {
    const redis = await privateRedis();
    const admin = new Redis(redis.url, { protocol: 2 });
    const log: Record<string, unknown>[] = [];
    let database: TestDatabase | undefined;
    try {
      database = await createTestDatabase({ REDIS_URL: redis.url, CONTACT_RATE_LIMIT_MAX: "2" });
      const t = await createTestApp({}, undefined, { database, log });
      // out of memory: every write is refused, while PING still answers
      await admin.config("SET", "maxmemory-policy", "noeviction");
      await admin.config("SET", "maxmemory", "1");
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await contact(t, "198.51.100.31")).statusCode);
        // more than the probe's second apart: it tries, and stays with the process's counters
        if (i === 1) await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect((await health(t)).redis).toBe("unreachable");
      const warnings = log.filter((line) => line.level === 40 && String(line.msg).startsWith("Redis"));
      expect(warnings).toEqual([expect.objectContaining({ reason: expect.stringMatching(/OOM/) })]);
      expect(log.filter((line) => String(line.msg).startsWith("Redis answers again"))).toEqual([]);
      await admin.config("SET", "maxmemory", "0");
      expect((await health(t)).redis).toBe("ok");
      expect((await contact(t, "198.51.100.31")).statusCode).toBe(201);
      await t.close();
    } finally {
      admin.disconnect();
      await database?.destroy();
      await redis.kill();
    }
  });
});

describe("a Redis that is down at start-up", () => {
  it("does not stop the server: it starts, counts alone, and says so once", async () => {
    const redis = await privateRedis();
    await redis.kill();
    const log: Record<string, unknown>[] = [];
    let database: TestDatabase | undefined;
    try {
      database = await createTestDatabase({ REDIS_URL: redis.url, CONTACT_RATE_LIMIT_MAX: "2" });
      const t = await createTestApp({}, undefined, { database, log });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await contact(t, "198.51.100.30")).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      expect((await health(t)).redis).toBe("unreachable");
      const redisWarnings = log.filter((line) => line.level === 40 && String(line.msg).startsWith("Redis"));
      expect(redisWarnings).toEqual([expect.objectContaining({ reason: expect.stringMatching(/ECONNREFUSED/) })]);
      await t.close();
    } finally {
      await database?.destroy();
    }
  });
});
