import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, insertUser, type TestApp, testDialect } from "./test-support/test-app.ts";

// Who a request comes from, for every per-address limit (the contact form, the login rate
// limit, the login lockout's per-address counter): IPv4 by address, IPv6 by /64, and
// X-Forwarded-For believed only from a proxy TRUST_PROXY names (server/lib/client-address.ts).

let counter = 0;
const contact = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress,
    headers: { "accept-language": "en", ...headers },
    payload: {
      name: "Phạm Minh Tuấn",
      email: `tuan${++counter}@nhamay.vn`,
      phone: "+84 (028) 3822.1234",
      consent: true,
      message: `Chúng tôi cần kiểm tra hệ thống rơ le bảo vệ cho trạm số ${counter}.`,
    },
  });
const login = (
  t: TestApp,
  remoteAddress: string,
  login_name = `someone${++counter}`,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: { "accept-language": "en", ...headers },
    payload: { login_name, password: "not-the-password" },
  });
const statuses = async (responses: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(responses)).map((response) => response.statusCode);
const inTurn = async (count: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send(i)).statusCode);
  return result;
};

describe(`IPv6 clients are counted per /64 by every limit (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "2", LOGIN_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => t.close());

  it("the contact form: two addresses of one /64 share the limit, another /64 has its own", async () => {
    expect(await inTurn(3, (i) => contact(t, `2001:db8:10:1::${i + 1}`))).toEqual([201, 201, 429]);
    expect(await statuses([contact(t, "2001:db8:10:1:ffff:ffff:ffff:fffe")])).toEqual([429]);
    expect(await inTurn(2, () => contact(t, "2001:db8:10:2::1"))).toEqual([201, 201]);
    // an IPv4 client as it connects to a dual-stack socket is the same IPv4 client
    expect(await inTurn(2, () => contact(t, "198.51.100.30"))).toEqual([201, 201]);
    expect(await statuses([contact(t, "::ffff:198.51.100.30")])).toEqual([429]);
    expect(await statuses([contact(t, "198.51.100.31")])).toEqual([201]);
  });

  it("the login rate limit: the same", async () => {
    expect(await inTurn(4, (i) => login(t, `2001:db8:20:1::${i + 10}`))).toEqual([401, 401, 401, 429]);
    expect(await inTurn(3, () => login(t, "2001:db8:20:2::1"))).toEqual([401, 401, 401]);
  });

  it("the login lockout's per-address counter: the same, and the name's own count is untouched", async () => {
    const locked = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
    await insertUser(locked, { login_name: "engineer" });
    // five wrong passwords from five addresses of one /64 lock the name for that /64 only
    expect(await inTurn(5, (i) => login(locked, `2001:db8:30:1::${i + 1}`, "engineer"))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect(await statuses([login(locked, "2001:db8:30:1:abcd::99", "engineer")])).toEqual([429]);
    expect(await statuses([login(locked, "2001:db8:30:2::1", "engineer")])).toEqual([401]);
    const right = await locked.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "2001:db8:30:3::1",
      payload: { login_name: "engineer", password: "password-123" },
    });
    expect(right.statusCode).toBe(200);
    await locked.close();
  });
});

describe(`X-Forwarded-For is believed from a trusted proxy only (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CONTACT_RATE_LIMIT_MAX: "2",
      LOGIN_RATE_LIMIT_MAX: "1000",
      TRUST_PROXY: "10.0.0.5, fd00:1::/64",
    });
  });
  afterAll(() => t.close());

  const lastAudit = async () =>
    (await t.db.selectFrom("audit_log").select("ip").orderBy("id", "desc").executeTakeFirstOrThrow()).ip;

  it("a client that is no proxy cannot choose its address by writing the header", async () => {
    const forged = (i: number) => ({ "x-forwarded-for": `203.0.113.${i + 1}` });
    expect(await inTurn(3, (i) => contact(t, "198.51.100.40", forged(i)))).toEqual([201, 201, 429]);
    await login(t, "198.51.100.40", undefined, forged(9));
    expect(await lastAudit()).toBe("198.51.100.40");
    // nor by writing a trusted proxy's address into it
    await login(t, "198.51.100.41", undefined, { "x-forwarded-for": "203.0.113.50, 10.0.0.5" });
    expect(await lastAudit()).toBe("198.51.100.41");
  });

  it("through a trusted proxy (IPv4, or an IPv6 network), each client is counted by the address it forwards", async () => {
    for (const proxy of ["10.0.0.5", "::ffff:10.0.0.5", "fd00:1::77"]) {
      const via = (address: string) => ({ "x-forwarded-for": address });
      expect(await inTurn(3, () => contact(t, proxy, via(`192.0.2.${counter % 200}`)))).not.toContain(429);
      const client = `2001:db8:40:${counter % 1000}::1`;
      expect(await inTurn(3, (i) => contact(t, proxy, via(`${client}${i}`)))).toEqual([201, 201, 429]);
      await login(t, proxy, undefined, via(`203.0.113.60, ${client}`));
      expect(await lastAudit()).toBe(client);
    }
    // a proxy in front of the trusted one is not believed unless named: the address the
    // trusted proxy saw is the client
    await login(t, "10.0.0.5", undefined, { "x-forwarded-for": "203.0.113.61, 198.51.100.77" });
    expect(await lastAudit()).toBe("198.51.100.77");
  });

  it("X-Forwarded-Proto only from a trusted proxy: HSTS follows, in Fastify and at the page cache's front door", async () => {
    const hsts = async (remoteAddress: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/health",
          remoteAddress,
          headers: { "x-forwarded-proto": "https" },
        })
      ).headers["strict-transport-security"];
    expect(await hsts("10.0.0.5")).toBeDefined();
    expect(await hsts("fd00:1::9")).toBeDefined();
    expect(await hsts("198.51.100.40")).toBeUndefined();
    expect(await hsts("fd00:2::9")).toBeUndefined();
  });
});

// over real connections: the front door (answers from the page cache, before Fastify) sees the
// socket's own address. Connections from 127.0.0.2 stand for the proxy, from 127.0.0.1 for a
// client reaching the app directly
describe(`the front door trusts X-Forwarded-Proto as Fastify does (${testDialect})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "127.0.0.2" });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(address).port);
  });
  afterAll(() => t.close());

  const get = (localAddress: string) =>
    new Promise<{ status: number; hsts: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          localAddress,
          path: "/api/projects",
          headers: { "x-forwarded-proto": "https", connection: "close" },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, hsts: res.headers["strict-transport-security"] as string }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("only when the connection comes from a trusted proxy", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on in API tests");
    // the first answer fills the cache (Fastify), the others come from the front door
    const results = [];
    for (const from of ["127.0.0.1", "127.0.0.1", "127.0.0.2", "127.0.0.1", "127.0.0.2"]) {
      const hitsBefore = cache.hits;
      const answer = await get(from);
      results.push({ from, status: answer.status, hsts: answer.hsts !== undefined, cached: cache.hits > hitsBefore });
    }
    expect(results).toEqual([
      { from: "127.0.0.1", status: 200, hsts: false, cached: false },
      { from: "127.0.0.1", status: 200, hsts: false, cached: true },
      { from: "127.0.0.2", status: 200, hsts: true, cached: true },
      { from: "127.0.0.1", status: 200, hsts: false, cached: true },
      { from: "127.0.0.2", status: 200, hsts: true, cached: true },
    ]);
  });
});
