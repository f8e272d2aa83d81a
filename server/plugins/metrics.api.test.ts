import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialect } from "../test-support/test-app.ts";

// GET /metrics: who may read it, and what it counts

const TOKEN = "metrics-token-0123456789abcdef";

const scrape = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url: "/metrics", headers, remoteAddress });

// the value of one sample line, e.g. value(text, 'http_requests_total{method="GET",…}')
function value(text: string, sample: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}
const requests = (route: string, status: number, method = "GET") =>
  `http_requests_total{method="${method}",route="${route}",status_code="${status}"}`;

describe(`GET /metrics with METRICS_TOKEN (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("answers the token's bearer, from anywhere", async () => {
    for (const remoteAddress of ["127.0.0.1", "203.0.113.5"]) {
      const response = await scrape(t, { authorization: `Bearer ${TOKEN}` }, remoteAddress);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain("# TYPE http_requests_total counter");
    }
    expect((await scrape(t, { authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it("answers 401 without the token or with a wrong one, also on this machine", async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: "Bearer " },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
    ];
    for (const headers of cases) {
      const response = await scrape(t, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain("http_requests_total");
    }
    const vi = await scrape(t);
    expect(vi.json()).toEqual({
      success: false,
      message: "Cần mã truy cập để xem số liệu giám sát: gửi kèm tiêu đề Authorization: Bearer <METRICS_TOKEN>.",
    });
    const en = await scrape(t, { "accept-language": "en" });
    expect(en.json().message).toBe("The metrics need their token: send it as Authorization: Bearer <METRICS_TOKEN>.");
  });
});

describe(`GET /metrics without a token (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a client on this machine", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      expect((await scrape(t, {}, remoteAddress)).statusCode, remoteAddress).toBe(200);
    }
  });

  it("answers 403 to any other address, and to a request a proxy forwarded", async () => {
    for (const remoteAddress of ["203.0.113.5", "10.0.0.8", "::ffff:192.0.2.1", "2001:db8::1"]) {
      const response = await scrape(t, { "accept-language": "en" }, remoteAddress);
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: "The metrics can only be read on the server itself; set METRICS_TOKEN to read them from elsewhere.",
      });
    }
    // a proxy on this machine connects from loopback, and says for whom
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": "198.51.100.7" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ];
    for (const headers of forwarded) {
      expect((await scrape(t, headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    const vi = await scrape(t, {}, "203.0.113.5");
    expect(vi.json().message).toBe(
      "Chỉ có thể xem số liệu giám sát ngay trên máy chủ; hãy đặt METRICS_TOKEN để xem từ nơi khác.",
    );
  });

  it("cannot be reached by claiming loopback in a forwarded header, whatever TRUST_PROXY trusts", async () => {
    for (const trust of ["true", "1", "203.0.113.5"]) {
      const behindProxy = await createTestApp({ TRUST_PROXY: trust });
      for (const headers of [{ "x-forwarded-for": "127.0.0.1" }, { "x-forwarded-for": "127.0.0.1, 127.0.0.1" }]) {
        // from outside: the peer is not loopback
        expect((await scrape(behindProxy, headers, "203.0.113.5")).statusCode, trust).toBe(403);
        // through a proxy on this machine: the peer is loopback, but the request was forwarded
        expect((await scrape(behindProxy, headers, "127.0.0.1")).statusCode, trust).toBe(403);
      }
      await behindProxy.close();
    }
  });

  it("is not rate limited, cached, or listed in the API document", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) statuses.add((await scrape(t)).statusCode);
    expect([...statuses]).toEqual([200]);
    expect((await scrape(t)).headers["cache-control"]).toBe("no-store");
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths).some((path) => path.includes("metrics"))).toBe(false);
  });

  it("counts requests by route pattern and status code, never by URL", async () => {
    await t.app.inject({ method: "GET", url: "/api/health?probe=secret-value" });
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/contact/12345" });
    await t.app.inject({ method: "GET", url: "/api/contact/67890" });
    await t.app.inject({ method: "POST", url: "/api/contact", payload: {} });
    await t.app.inject({ method: "GET", url: "/no/such/page-9f2c" });
    const text = (await scrape(t)).body;
    expect(value(text, requests("/api/health", 200))).toBe(2);
    expect(value(text, requests("/api/contact/:id", 401))).toBe(2);
    expect(value(text, requests("/api/contact", 400, "POST"))).toBe(1);
    expect(value(text, requests("unmatched", 404))).toBe(1);
    expect(value(text, requests("/metrics", 200))).toBeGreaterThan(0);
    for (const raw of ["secret-value", "12345", "67890", "page-9f2c"]) expect(text).not.toContain(raw);
    // the durations, as a histogram with the same labels
    const labels = 'method="GET",route="/api/health",status_code="200"';
    expect(value(text, `http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(value(text, `http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(2);
    expect(value(text, `http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("has the process's figures: memory, event-loop lag, CPU", async () => {
    const text = (await scrape(t)).body;
    for (const name of [
      "process_resident_memory_bytes",
      "process_cpu_seconds_total",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(value(text, name), name).toBeGreaterThanOrEqual(0);
    }
    // once, however many apps this process has built
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);
  });

  it("counts the page cache's hits and misses", async () => {
    const before = (await scrape(t)).body;
    const hits = value(before, "site_page_cache_hits_total") ?? 0;
    const misses = value(before, "site_page_cache_misses_total") ?? 0;
    await t.app.inject({ method: "GET", url: "/api/projects" });
    await t.app.inject({ method: "GET", url: "/api/projects" });
    await t.app.inject({ method: "GET", url: "/api/projects" });
    const after = (await scrape(t)).body;
    expect(value(after, "site_page_cache_misses_total")).toBe(misses + 1);
    expect(value(after, "site_page_cache_hits_total")).toBe(hits + 2);
    expect(value(after, "site_page_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(value(after, "site_page_cache_refused_total")).toBe(0);
  });

  it("has no Redis figure without REDIS_URL", async () => {
    expect((await scrape(t)).body).not.toContain("site_redis_shared");
  });
});

describe(`the metrics of answers given before Fastify (${testDialect})`, () => {
  it("counts the page cache's front door under the route that would have answered", async () => {
    const t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (let i = 0; i < 3; i++) expect((await fetch(`${address}/api/projects`)).status).toBe(200);
    const response = await fetch(`${address}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    // the first rendered by the route, the two others answered at the front door
    expect(value(text, requests("/api/projects", 200))).toBe(3);
    expect(value(text, "site_page_cache_hits_total")).toBe(2);
    expect(value(text, "site_page_cache_misses_total")).toBe(1);
    await t.close();
  });
});

describe(`the metrics of the public pages (${testDialect})`, () => {
  it("count pages under the page route's pattern, and robots.txt does not name /metrics", async () => {
    const t = await createTestApp({}, undefined, { pages: true });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const path of ["/", "/en/about", "/", "/en/about", "/robots.txt"]) {
      expect((await fetch(`${address}${path}`)).status, path).toBe(200);
    }
    const robots = await (await fetch(`${address}/robots.txt`)).text();
    expect(robots).not.toContain("metrics");
    const text = await (await fetch(`${address}/metrics`)).text();
    expect(value(text, requests("/*", 200))).toBe(6);
    expect(text).not.toMatch(/route="\/en\/about"/);
    expect(value(text, "site_page_cache_misses_total")).toBe(3);
    expect(value(text, "site_page_cache_hits_total")).toBe(3);
    await t.close();
  }, 60_000); // renders pages on a server of its own: slower than the default on a busy machine
});

describe(`other parts' metrics (${testDialect})`, () => {
  it("are registered through app.metrics and read at each scrape", async () => {
    let waiting = 3;
    const t = await createTestApp({}, (app) => {
      app.metrics.gauge({
        name: "site_outbox_waiting",
        help: "E-mails waiting to be sent",
        async collect() {
          this.set(waiting);
        },
      });
    });
    expect(value((await scrape(t)).body, "site_outbox_waiting")).toBe(3);
    waiting = 0;
    expect(value((await scrape(t)).body, "site_outbox_waiting")).toBe(0);
    await t.close();
  });
});

describe(`the Redis figure (${testDialect})`, () => {
  it("says whether the rate limits are shared", async () => {
    const t = await createTestApp({ REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: "test:metrics:" });
    expect(value((await scrape(t)).body, "site_redis_shared")).toBe(1);
    await t.close();
  });
});

describe(`the e-mail outbox's figures (${testDialect})`, () => {
  it("count the e-mails waiting and given up", async () => {
    // a mail server nobody listens on: every e-mail waits for its next try
    const t = await createTestApp(
      { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL_TO: "sales@congty.vn", CONTACT_RATE_LIMIT_MAX: "100" },
      undefined,
      { outbox: { pollMs: 60_000, retryDelaysMs: [60_000] } },
    );
    const waiting = () => value(text, 'site_outbox_emails{state="waiting"}');
    let text = (await scrape(t)).body;
    expect(waiting()).toBe(0);
    for (const number of [1, 2]) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: `Khách ${number}`,
          email: `khach${number}@nhamay.vn`,
          consent: true,
          message: "Chúng tôi cần thí nghiệm định kỳ trạm biến áp 22 kV của nhà máy.",
        },
      });
      expect(sent.statusCode).toBe(201);
    }
    text = (await scrape(t)).body;
    expect(waiting()).toBe(2);
    await t.db.updateTable("email_outbox").set({ status: "failed" }).where("id", "=", 1).execute();
    text = (await scrape(t)).body;
    expect(waiting()).toBe(1);
    expect(value(text, 'site_outbox_emails{state="failed"}')).toBe(1);
    await t.close();
  });
});
