import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, insertUser, testDialect } from "../../test-support/test-app.ts";

// throws random and hostile bodies, query strings and ids at every endpoint of the OpenAPI
// document (so new endpoints are covered without editing this file) and expects no 5xx

let t: Awaited<ReturnType<typeof createTestApp>>;
let endpoints: { method: string; path: string }[] = [];
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({
    CONTACT_RATE_LIMIT_MAX: "10000",
    LOGIN_RATE_LIMIT_MAX: "10000",
  });
  adminId = (await insertUser(t, { login_name: "fuzzer", role: 2 })).id;
  await insertUser(t, { login_name: "victim", role: 1 });
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  endpoints = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

// a fresh token for the fuzzing admin, whatever the previous request did to its account
async function adminToken(): Promise<string | undefined> {
  const user = await t.db.selectFrom("users").selectAll().where("id", "=", adminId).executeTakeFirst();
  if (!user) return undefined;
  if (user.status !== 1) await t.db.updateTable("users").set({ status: 1 }).where("id", "=", adminId).execute();
  return t.app.signToken(user);
}

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "%",
    "_",
    "\\",
    "NaN",
    "Infinity",
    "-1",
    "0",
    "1e400",
    "9".repeat(40),
    "🙂".repeat(500),
    "x".repeat(20_000),
    "Ă".repeat(300),
    "__proto__",
    "constructor",
  ),
);

const fieldNames = [
  "name",
  "email",
  "phone",
  "message",
  "website",
  "captchaToken",
  "customer_name",
  "phone_number",
  "status",
  "login_name",
  "user_name",
  "password",
  "role",
  "title",
  "title_vi",
  "location",
  "location_vi",
  "description",
  "description_vi",
  "services_provided",
  "services_provided_vi",
  "display_order",
  "image_path",
  "name_vi",
  "logo_path",
  "tools_categories_id",
  "tools_companies_id",
  "__proto__",
];

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

// valid payloads of each kind, so that hostile values also reach the database
const validBodies = [
  { name: "Nguyễn An", email: "an@example.vn", phone: "0909 123 456", message: "Xin báo giá bảo trì trạm biến áp." },
  { login_name: "fuzzer", password: "password-123" },
  { login_name: "new.user", user_name: "Người mới", password: "password-123", role: 1, status: 1 },
  { user_name: "Đổi tên", role: 1, status: 1 },
  { password: "password-456" },
  {
    title: "T",
    title_vi: "T",
    location: "L",
    location_vi: "L",
    services_provided: "S",
    services_provided_vi: "S",
    status: 1,
    display_order: 0,
  },
  { name: "Category", name_vi: "Danh mục", description: "d" },
  { name: "Tool", name_vi: "Công cụ", tools_categories_id: 1, tools_companies_id: 1 },
];
const nearlyValid = fc
  .tuple(fc.constantFrom(...validBodies), fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 2 }))
  .map(([base, changes]) => ({ ...base, ...changes }));

const body = fc.oneof(
  nearlyValid,
  nearlyValid,
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 12 }),
  fc.jsonValue(),
  fc.anything(),
);

const idValue = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom("0", "-1", "abc", "1.5", "99999999999999999999", "1e3", "%20", "%00", "..", "null", "1;drop"),
  fc.string({ minLength: 1, maxLength: 20 }).map((value) => encodeURIComponent(value)),
);

const query = fc.dictionary(
  fc.constantFrom("page", "limit", "status", "search", "id", "x"),
  fc.oneof(hostileString, fc.integer().map(String)),
  { maxKeys: 4 },
);

const payloadKind = fc.constantFrom("json", "raw-json", "form", "text", "none");

describe(`no 5xx from hostile input (${testDialect})`, () => {
  it("covers every documented endpoint", () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it("answers every endpoint with less than 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        idValue,
        query,
        body,
        payloadKind,
        fc.boolean(),
        fc.string({ maxLength: 30 }),
        async (pick, id, queryValues, payload, kind, withToken, raw) => {
          const endpoint = endpoints[pick % endpoints.length] as { method: string; path: string };
          const path = endpoint.path.replace("{id}", id);
          const search = new URLSearchParams(queryValues as Record<string, string>).toString();
          const url = search ? `${path}?${search}` : path;
          const headers: Record<string, string> = {};
          const token = withToken ? await adminToken() : undefined;
          if (token) headers.authorization = `Bearer ${token}`;
          let sent: string | undefined;
          if (kind === "json") {
            headers["content-type"] = "application/json";
            sent = JSON.stringify(payload) ?? "null";
          } else if (kind === "raw-json") {
            headers["content-type"] = "application/json";
            sent = raw;
          } else if (kind === "form") {
            headers["content-type"] = "application/x-www-form-urlencoded";
            sent = "a=1&b=2";
          } else if (kind === "text") {
            headers["content-type"] = "text/plain";
            sent = raw;
          }
          const response = await t.app.inject({
            method: endpoint.method as "GET",
            url,
            headers,
            ...(sent !== undefined && endpoint.method !== "GET" && endpoint.method !== "HEAD" ? { payload: sent } : {}),
          });
          if (response.statusCode >= 500) {
            throw new Error(`${endpoint.method} ${url} (${kind}) answered ${response.statusCode}: ${response.body}`);
          }
          if (response.statusCode >= 400) {
            const json = response.json();
            expect(json.success).toBe(false);
            expect(typeof json.message).toBe("string");
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});
