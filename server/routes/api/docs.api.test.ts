import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_STORAGE_KEY } from "../../../app/lib/api-client.ts";
import { isValidTaxCode } from "../../../contract/quote.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../test-support/test-app.ts";
import { photo, uploadImage } from "../../test-support/upload.ts";

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
      "/api/leads",
      "/api/leads/stats",
      "/api/leads/{id}",
      "/api/leads/{id}/timeline",
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

// a JSON schema of the OpenAPI document (3.0, as zod writes it)
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  example?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  nullable?: boolean;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
}
type Paths = Record<string, Record<string, Operation>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

let examples = 0;
// valid tax codes, one after another: nine digits and Vietnam's check digit (contract/quote.ts)
let taxCodes = 100_100_000;
function nextTaxCode(): string {
  for (;;) {
    taxCodes += 1;
    const code = String(taxCodes).padStart(9, "0");
    for (let last = 0; last < 10; last++) if (isValidTaxCode(`${code}${last}`)) return `${code}${last}`;
  }
}
// a valid value of a schema: its example when it has one, else made from its type and bounds. A
// string with a pattern needs an example (`.meta({ example })` in contract/), which the document
// then shows too
function exampleOf(schema: JsonSchema, where: string): unknown {
  // a company's tax code is unique: a new valid one each time (its example would be taken)
  if (where.endsWith(".tax_code")) return nextTaxCode();
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleOf(schema.anyOf[0] as JsonSchema, where);
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, `${where}.${key}`)]),
      );
    case "array":
      return [exampleOf(schema.items ?? {}, `${where}[]`)];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "string": {
      if (schema.format === "date") return "2026-11-22";
      // an instant a few days ahead: a task's due time, a page's schedule (both refuse the past)
      if (schema.format === "date-time") return new Date(Date.now() + 3 * 86_400_000).toISOString();
      if (schema.format === "email") return "someone@example.com";
      if (schema.pattern) throw new Error(`${where}: a string with a pattern needs an example in its schema`);
      // a new text each time: the same message twice is refused as a duplicate
      examples += 1;
      const text = `Example text number ${examples} of the documentation`;
      return text.padEnd(schema.minLength ?? 0, ".").slice(0, schema.maxLength ?? text.length);
    }
    default:
      throw new Error(`${where}: no example can be made of ${JSON.stringify(schema)}`);
  }
}

// the fields an object schema says may be left out, at any depth, as paths
function optionalFields(schema: JsonSchema, path: string[] = []): string[][] {
  if (schema.type !== "object" || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, value]) => [
    ...(schema.required?.includes(key) ? [] : [[...path, key]]),
    ...optionalFields(value, [...path, key]),
  ]);
}

function without(body: unknown, path: string[]): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    // an example without the object the field is in (an optional part a page's copy lacks)
    if (typeof at[key] !== "object" || at[key] === null) return copy;
    at = at[key] as Record<string, unknown>;
  }
  delete at[path.at(-1) as string];
  return copy;
}

const successSchema = (operation: Operation | undefined) =>
  Object.entries(operation?.responses ?? {}).find(([code]) => /^2/.test(code))?.[1].content?.["application/json"]
    ?.schema;

describe(`the OpenAPI document says what the server enforces (${testDialect})`, () => {
  let paths: Paths;
  let headers: Record<string, string>;
  let token: string;
  let app: TestApp;
  beforeAll(async () => {
    // the public form's rate limit would stop the requests below
    app = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "1000" });
    await insertUser(app, { login_name: "boss", role: 2 });
    token = await login(app, "boss");
    headers = bearer(token);
    paths = (await app.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
  });
  afterAll(() => app.close());

  const send = (method: string, url: string, payload?: unknown) =>
    app.app.inject({ method: method.toUpperCase() as "POST", url, headers, payload: payload as object });

  // the record a PUT /…/{id} changes: made by the POST beside it (the same path without /{id}),
  // else by the POST whose answer has the same fields
  async function makeRecord(path: string, answer: JsonSchema | undefined): Promise<number> {
    // an image of the media library is made by an upload (multipart, not in the JSON bodies)
    if (path === "/api/media/{id}") return (await uploadImage(app.app, token, await photo(200, 100))).id;
    // a task belongs to a lead: one is made for it
    if (path === "/api/tasks/{id}") {
      const lead = await app.db
        .insertInto("contact_messages")
        .values({ customer_name: "Khách", email: "docs@nhamay.vn", message: "Cần báo giá tủ điện hạ thế." })
        .returning("id")
        .executeTakeFirstOrThrow();
      const me = (await send("get", "/api/auth/me")).json().user.id as number;
      const created = await send("post", `/api/leads/${lead.id}/tasks`, {
        title: "Gọi lại",
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
        assignee_id: me,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().task.id;
    }
    const fields = (schema: JsonSchema | undefined) =>
      Object.keys(schema?.properties ?? {})
        .sort()
        .join();
    const creator =
      Object.entries(paths).find(([other, item]) => other === path.replace(/\/\{id\}$/, "") && item.post) ??
      Object.entries(paths).find(([, item]) => item.post && fields(successSchema(item.post)) === fields(answer));
    if (!creator) throw new Error(`${path}: no POST makes its records`);
    const [creatorPath, item] = creator;
    const body = exampleOf(item.post?.requestBody?.content["application/json"]?.schema ?? {}, creatorPath);
    const created = await send("post", creatorPath, body);
    expect(created.statusCode, `POST ${creatorPath}: ${created.body}`).toBeLessThan(300);
    const record = Object.values(created.json()).find(
      (value): value is { id: number } => typeof (value as { id?: unknown } | null)?.id === "number",
    );
    if (!record) throw new Error(`POST ${creatorPath} answered no record with an id: ${created.body}`);
    return record.id;
  }

  it("accepts every write body without each field the document marks optional", async () => {
    const checked: string[] = [];
    // the records the PUTs change, made before any POST is tried (a second one could conflict)
    const ids = new Map<string, number>();
    for (const [path, item] of Object.entries(paths)) {
      if (path.includes("{id}") && item.put?.requestBody)
        ids.set(path, await makeRecord(path, successSchema(item.put)));
    }
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = operation.requestBody?.content["application/json"]?.schema;
        if (!["post", "put", "patch"].includes(method) || !body) continue;
        // a body of several forms (a user's profile, or a password): each form on its own
        const forms = (body.anyOf ?? [body]).filter((form) => optionalFields(form).length > 0);
        if (forms.length === 0) continue;
        const url = path.replace("{id}", String(ids.get(path)));
        for (const form of forms) {
          const optional = optionalFields(form);
          const example = exampleOf(form, `${method.toUpperCase()} ${path}`);
          const whole = await send(method, url, example);
          expect(whole.statusCode, `${method.toUpperCase()} ${path}, the example: ${whole.body}`).not.toBe(400);
          expect(whole.statusCode, `${method.toUpperCase()} ${path}, the example: ${whole.body}`).toBeLessThan(500);
          for (const field of optional) {
            const answer = await send(method, url, without(exampleOf(form, path), field));
            const what = `${method.toUpperCase()} ${path} without ${field.join(".")}, optional in the document`;
            expect(answer.statusCode, `${what}: ${answer.body}`).not.toBe(400);
            expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(500);
            checked.push(`${method.toUpperCase()} ${path} ${field.join(".")}`);
          }
        }
      }
    }
    // the bodies whose optional fields were tried: every documented write body that has some
    for (const sample of [
      "POST /api/certificates issuer",
      "PUT /api/certificates/{id} valid_until",
      "POST /api/news image_path",
      "PUT /api/projects/{id} slug",
      "POST /api/management/tools logo_path",
      "PUT /api/auth/users/{id} current_password",
      "POST /api/contact phone",
      "PUT /api/settings hours",
      "PUT /api/pages/privacy vi.notice",
    ]) {
      expect(checked).toContain(sample);
    }
  });

  it("marks a certificate's picture and a news item's day as required", () => {
    for (const [path, field] of [
      ["/api/certificates", "image_path"],
      ["/api/news", "published_on"],
    ] as const) {
      expect(paths[path]?.post?.requestBody?.content["application/json"]?.schema.required, path).toContain(field);
    }
  });

  it("says format: date of every day, in requests and answers", async () => {
    // the answers: every YYYY-MM-DD value of a list is declared a date
    const days = new Set<string>();
    function checkAnswer(value: unknown, schema: JsonSchema, where: string): void {
      const forms = (schema.anyOf ?? [schema]).filter((form) =>
        Array.isArray(value) ? form.type === "array" : value === null || typeof value !== "object" || form.properties,
      );
      if (typeof value === "string" && DAY.test(value)) {
        expect(
          forms.some((form) => form.format === "date"),
          `${where} = ${value}: format date`,
        ).toBe(true);
        days.add(where.replace(/.*\./, ""));
      } else if (Array.isArray(value)) {
        for (const item of value) checkAnswer(item, forms[0]?.items ?? {}, `${where}[]`);
      } else if (value !== null && typeof value === "object") {
        for (const [key, field] of Object.entries(value)) {
          const declared = forms.find((form) => form.properties?.[key])?.properties?.[key];
          if (declared) checkAnswer(field, declared, `${where}.${key}`);
        }
      }
    }
    // some records with days in them
    await send(
      "post",
      "/api/news",
      exampleOf(paths["/api/news"]?.post?.requestBody?.content["application/json"]?.schema ?? {}, "news"),
    );
    await send(
      "post",
      "/api/certificates",
      exampleOf(
        paths["/api/certificates"]?.post?.requestBody?.content["application/json"]?.schema ?? {},
        "certificate",
      ),
    );
    for (const [path, item] of Object.entries(paths)) {
      const schema = successSchema(item.get);
      if (path.includes("{") || !schema) continue;
      const answer = await send("get", path);
      if (answer.statusCode !== 200 || !answer.headers["content-type"]?.toString().includes("json")) continue;
      checkAnswer(answer.json(), schema, `GET ${path}`);
    }
    expect([...days]).toEqual(expect.arrayContaining(["published_on", "valid_until"]));

    // the requests: a field of the same name as a day in an answer, or one whose example is a
    // day, is a date; so is every day in the query strings
    function checkRequest(schema: JsonSchema, name: string, where: string): void {
      for (const form of schema.anyOf ?? [schema]) {
        if (
          form.type === "string" &&
          (days.has(name) || (typeof form.example === "string" && DAY.test(form.example)))
        ) {
          expect(form.format, `${where}: format date`).toBe("date");
        }
        for (const [key, field] of Object.entries(form.properties ?? {})) checkRequest(field, key, `${where}.${key}`);
      }
    }
    let dated = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = operation.requestBody?.content["application/json"]?.schema;
        if (body) checkRequest(body, "", `${method.toUpperCase()} ${path}`);
        for (const parameter of operation.parameters ?? []) {
          checkRequest(parameter.schema, parameter.name, `${method.toUpperCase()} ${path} ?${parameter.name}`);
          if (parameter.schema.format === "date") dated += 1;
        }
      }
    }
    // the audit trail's from and to
    expect(dated).toBeGreaterThanOrEqual(2);
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
