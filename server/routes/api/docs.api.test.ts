import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialect } from "../../test-support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`OpenAPI document (${testDialect})`, () => {
  it("is generated from the route schemas and browsable at /api/docs", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      "/api/auth/login",
      "/api/auth/me",
      "/api/auth/users",
      "/api/auth/register",
      "/api/auth/users/{id}",
      "/api/contact",
      "/api/contact/stats/overview",
      "/api/contact/mark-all-read",
      "/api/contact/{id}",
      "/api/contact/{id}/mark-read",
      "/api/contact/{id}/mark-unread",
      "/api/projects",
      "/api/projects/admin",
      "/api/projects/{id}",
      "/api/projects/{id}/toggle-status",
      "/api/upload",
      "/api/management/business-categories",
      "/api/management/tools/{id}",
      "/api/health",
      "/api/activity",
      "/api/audit",
      "/api/audit/people",
    ]) {
      expect(paths, path).toContain(path);
    }
    const login = document.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(login.required).toEqual(["login_name", "password"]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });

    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger");
  });

  it("shows a success answer and the error answer for every operation", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    let operations = 0;
    for (const [path, item] of Object.entries(
      document.paths as Record<string, Record<string, { responses?: object }>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        const codes = Object.keys(operation.responses ?? {});
        expect(
          codes.some((code) => /^2/.test(code)),
          `${method} ${path}`,
        ).toBe(true);
        expect(codes, `${method} ${path}`).toContain("4XX");
      }
    }
    expect(operations).toBeGreaterThan(50);
    // the body of an answer is described field by field (here: a user, never a password hash)
    const user = document.paths["/api/auth/me"].get.responses["200"].content["application/json"].schema.properties.user;
    expect(Object.keys(user.properties)).toContain("login_name");
    expect(Object.keys(user.properties)).not.toContain("password_hash");
  });

  it("keeps CORS closed: no cross-origin access is granted", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/projects",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/contact",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.statusCode).toBeLessThan(500);
  });
});
