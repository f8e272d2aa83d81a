import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageResponseSchema } from "../contract/common.ts";
import { createTestApp, type TestApp, testDialect } from "./test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`the server on ${testDialect}`, () => {
  it("GET /api/health checks the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      storage: "ok",
      dialect: testDialect,
      redis: "not configured",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/no-such-thing?x=1",
        headers: { "accept-language": "en-US,en;q=0.9" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, message: `No API endpoint ${method} /api/no-such-thing.` });
    }
    // Vietnamese is the default language of every message
    const vi = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(vi.json().message).toBe("Không có API GET /api/no-such-thing.");
  });

  it("answers malformed JSON with 400 and a message a person can act on", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-thing",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "The request body is not valid JSON." });
  });

  it("answers a body over the limit with 413 and no stack trace", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-thing",
      headers: { "content-type": "application/json", "x-language": "en" },
      payload: JSON.stringify({ text: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe("The request body is too large.");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|node_modules/);
  });

  it("sends strict security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    // nothing is allowed unless a directive names it; no inline style either
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // an API answer runs no script of its own: no nonce, no hash, no inline script
    expect(csp).toMatch(/script-src 'self';/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    // plain HTTP here, so no HSTS
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS on responses served over HTTPS", async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: "1" });
    const response = await behindProxy.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await behindProxy.close();
    const httpsSite = await createTestApp({ PUBLIC_ORIGIN: "https://www.example.vn" });
    const direct = await httpsSite.app.inject({ method: "GET", url: "/api/projects" });
    expect(direct.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await httpsSite.close();
  });

  it("believes no X-Forwarded-* header unless TRUST_PROXY says so", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves uploaded files without letting them run as documents", async () => {
    const path = await t.storage.save("demo/sample.png", Buffer.from("89504e470d0a1a0a", "hex"));
    const response = await t.app.inject({ method: "GET", url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(String(response.headers["content-security-policy"])).toContain("sandbox");
    for (const url of ["/uploads/../jwt-secret", "/uploads/%2e%2e/jwt-secret", "/uploads/..%2fjwt-secret"]) {
      const outside = await t.app.inject({ method: "GET", url });
      expect(outside.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(outside.statusCode, url).toBeLessThan(500);
      expect(outside.body, url).not.toContain("test-secret");
    }
  });
});

describe(`unexpected errors (${testDialect})`, () => {
  it("are answered with a generic 500 that names the request, never the internals", async () => {
    const withBug = await createTestApp({}, (app) => {
      app.get("/api/test-bug", { schema: { response: { 200: MessageResponseSchema } } }, async () => {
        throw new Error("select * from users -- secret internals");
      });
    });
    const response = await withBug.app.inject({
      method: "GET",
      url: "/api/test-bug",
      headers: { "accept-language": "en" },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      message: expect.stringMatching(
        /^Something went wrong on our side\. Please try again later \(request req-[\w-]+\)\.$/,
      ),
    });
    expect(response.body).not.toContain("secret internals");
    await withBug.close();
  });
});

describe(`a server whose database is gone (${testDialect})`, () => {
  it("reports 503 from /api/health", async () => {
    const broken = await createTestApp();
    await broken.db.destroy();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "error", database: "unreachable" });
    await broken.close();
  });
});
