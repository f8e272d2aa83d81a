import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_STORAGE_KEY } from "../../../app/lib/api-client.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../test-support/test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
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

describe(`who may read the API's documentation: API_DOCS (${testDialect})`, () => {
  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: "GET", url, headers: { "accept-language": "en", ...headers } });

  it("public (the default outside production): the page and the document, to anyone", async () => {
    for (const url of ["/api/docs/", "/api/docs/json", "/api/docs/yaml", "/api/docs/static/swagger-initializer.js"]) {
      expect((await get(t, url)).statusCode, url).toBe(200);
    }
  });

  it("staff (the default in production): the document needs a staff token, the page sends the back office's", async () => {
    const staff = await createTestApp({ NODE_ENV: "production" });
    expect(staff.config.apiDocs).toBe("staff");
    for (const url of ["/api/docs/json", "/api/docs/yaml"]) {
      const anonymous = await get(staff, url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toEqual({ success: false, message: expect.any(String) });
      expect(anonymous.body, url).not.toContain("/api/auth/login");
      const forged = await get(staff, url, { authorization: "Bearer not.a.token" });
      expect(forged.statusCode, url).toBe(401);
    }
    const admin = await insertUser(staff, { login_name: "clerk", role: 1 });
    const token = await login(staff, "clerk");
    const document = await get(staff, "/api/docs/json", bearer(token));
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain("/api/auth/login");
    expect((await get(staff, "/api/docs/yaml", bearer(token))).body).toContain("/api/auth/login");
    // a token that no longer works (its user deactivated) opens nothing
    await staff.db.updateTable("users").set({ status: 0 }).where("id", "=", admin.id).execute();
    expect((await get(staff, "/api/docs/json", bearer(token))).statusCode).toBe(401);

    // the page is swagger-ui's own, served to anyone; its script adds the stored back-office
    // token to its requests to this origin
    const page = await get(staff, "/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("/api/auth/login");
    const script = await get(staff, "/api/docs/static/swagger-initializer.js");
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain(`localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})`);
    expect(script.body).toContain("Authorization");
    await staff.close();
  });

  it("staff outside production, public in production, when API_DOCS says so", async () => {
    const staff = await createTestApp({ API_DOCS: "staff" });
    expect((await get(staff, "/api/docs/json")).statusCode).toBe(401);
    await staff.close();
    const open = await createTestApp({ NODE_ENV: "production", API_DOCS: "public" });
    expect((await get(open, "/api/docs/json")).statusCode).toBe(200);
    await open.close();
  });

  it("off: 404 for the page, the document and swagger-ui's files, with or without a token", async () => {
    const off = await createTestApp({ API_DOCS: "off" });
    await insertUser(off, { login_name: "boss", role: 2 });
    const token = await login(off, "boss");
    for (const url of [
      "/api/docs",
      "/api/docs/",
      "/api/docs/json",
      "/api/docs/yaml",
      "/api/docs/static/swagger-initializer.js",
      "/api/docs/static/index.html",
    ]) {
      for (const headers of [{}, bearer(token)]) {
        const response = await get(off, url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().success, url).toBe(false);
      }
    }
    // the API itself is unchanged
    expect((await get(off, "/api/projects")).statusCode).toBe(200);
    await off.close();
  });
});
