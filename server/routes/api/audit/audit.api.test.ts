import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../../../contract/audit.ts";
import { MessageResponseSchema } from "../../../../contract/common.ts";
import { projectInput } from "../../../test-support/records.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

const t = appWithStaff(
  { boss: { user_name: "Trần Thị Bích", role: 2 }, clerk: { user_name: "Lê Văn Cường", role: 1 } },
  { env: { LOGIN_RATE_LIMIT_MAX: "1000" } },
);
// a login with a password, from an address
const loginFrom = (login_name: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { login_name, password }, remoteAddress });

// the rows as stored, newest first
async function rows(app: TestApp = t) {
  return app.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").execute();
}
async function latest(app: TestApp = t) {
  const [row] = await rows(app);
  if (!row) throw new Error("no audit entry");
  return { ...row, details: JSON.parse(row.details) as { fields: string[]; values: object; count?: number } };
}
async function count() {
  return (await rows()).length;
}

async function call(method: "POST" | "PUT" | "DELETE", url: string, payload?: object, token = t.tokens.boss) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const project = projectInput;

describe(`the audit trail records logins (${testDialect})`, () => {
  it.each([
    {
      title: "a successful login: who, from where, never the password or the token",
      typed: { login_name: "Boss", password: "password-123" },
      address: "203.0.113.5",
      status: 200,
      action: "login",
      owner: { login: "boss", name: "Trần Thị Bích" },
    },
    {
      title: "a failed login of a known account, under its owner, without the password typed",
      typed: { login_name: "clerk", password: "wrong-guess-991" },
      address: "198.51.100.20",
      status: 401,
      action: "login_failed",
      owner: { login: "clerk", name: "Lê Văn Cường" },
    },
  ] as const)("$title", async ({ typed, address, status, action, owner }) => {
    const response = await loginFrom(typed.login_name, typed.password, address);
    expect(response.statusCode).toBe(status);
    const entry = await latest();
    expect(entry).toMatchObject({
      action,
      entity_type: "user",
      entity_id: t.ids[owner.login],
      actor_id: t.ids[owner.login],
      actor_name: owner.name,
      label: owner.login,
      ip: address,
      details: { fields: [], values: {} },
    });
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain(typed.password);
    if (status === 200) expect(stored).not.toContain(response.json().token);
  });

  it("a failed login of an unknown name: as an unknown account, nothing of the name typed", async () => {
    // a name that could be a login name, and a password typed into the name field: neither is
    // kept anywhere in the trail (no entry can be deleted)
    for (const typed of ["ghost-account", "Tr0ub4dor&3 horse!"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { login_name: typed, password: "x1" },
      });
      expect(response.statusCode).toBe(401);
      expect(await latest()).toMatchObject({
        action: "login_failed",
        entity_type: "user",
        actor_id: null,
        actor_name: null,
        entity_id: null,
        label: "unknown account",
        label_vi: "tài khoản không tồn tại",
        ip: "127.0.0.1",
      });
      const everything = JSON.stringify(await rows()).toLowerCase();
      expect(everything).not.toContain(typed.toLowerCase());
      expect(everything).not.toContain("tr0ub4dor");
    }
  });

  it("a login refused while the account is locked, but not a request refused before the attempt", async () => {
    const locked = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "7" });
    await insertUser(locked, { login_name: "target" });
    for (let i = 0; i < 5; i++) {
      await locked.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { login_name: "target", password: "nope" },
      });
    }
    const lockedOut = await locked.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "target", password: "password-123" },
    });
    expect(lockedOut.statusCode).toBe(429);
    expect((await rows(locked)).filter((row) => row.action === "login_failed")).toHaveLength(6);
    // refused by the schema or by the per-address limit: no attempt was made
    const invalid = await locked.app.inject({ method: "POST", url: "/api/auth/login", payload: { login_name: "x" } });
    expect(invalid.statusCode).toBe(400);
    const limited = await locked.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "target", password: "nope" },
    });
    expect(limited.statusCode).toBe(429);
    expect(await rows(locked)).toHaveLength(6);
    await locked.close();
  });

  it("takes the address from X-Forwarded-For only when TRUST_PROXY says so", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
    await insertUser(proxied, { login_name: "proxied" });
    await proxied.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "proxied", password: "password-123" },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect((await latest(proxied)).ip).toBe("203.0.113.77");
    await proxied.close();

    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "boss", password: "password-123" },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect((await latest()).ip).toBe("127.0.0.1");
  });
});

describe(`the audit trail records staff changes (${testDialect})`, () => {
  it("users: create, update, status and role changes, password, delete", async () => {
    const created = await call("POST", "/api/auth/register", {
      login_name: "newbie",
      user_name: "Phạm Minh",
      password: "secret-pass-123",
      role: 1,
      status: 1,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().user.id as number;
    expect(await latest()).toMatchObject({
      action: "create",
      entity_type: "user",
      entity_id: id,
      actor_id: t.ids.boss,
      actor_name: "Trần Thị Bích",
      label: "Phạm Minh",
      details: { fields: ["login_name", "user_name", "password", "role", "status"], values: { role: 1, status: 1 } },
    });
    expect(JSON.stringify(await latest())).not.toContain("secret-pass-123");

    await call("PUT", `/api/auth/users/${id}`, { user_name: "Phạm Minh Đức", role: 1, status: 1 });
    expect(await latest()).toMatchObject({
      action: "update",
      entity_id: id,
      label: "Phạm Minh Đức",
      details: { fields: ["user_name"], values: {} },
    });

    await call("PUT", `/api/auth/users/${id}`, { user_name: "Phạm Minh Đức", role: 1, status: 0 });
    expect(await latest()).toMatchObject({ action: "status", details: { fields: ["status"], values: { status: 0 } } });

    await call("PUT", `/api/auth/users/${id}`, { user_name: "Phạm Minh Đức", role: 2, status: 0 });
    expect(await latest()).toMatchObject({ action: "status", details: { fields: ["role"], values: { role: 2 } } });

    await call("PUT", `/api/auth/users/${id}`, { password: "another-pass-456" });
    const password = await latest();
    expect(password).toMatchObject({ action: "update", label: "Phạm Minh Đức", details: { fields: ["password"] } });
    expect(JSON.stringify(password)).not.toContain("another-pass-456");

    await call("DELETE", `/api/auth/users/${id}`);
    expect(await latest()).toMatchObject({
      action: "delete",
      entity_type: "user",
      entity_id: id,
      label: "Phạm Minh Đức",
      details: { fields: [] },
    });
  });

  it("projects: create, update (the fields that changed), status, delete", async () => {
    const created = await call("POST", "/api/projects", project());
    expect(created.statusCode).toBe(201);
    const id = created.json().project.id as number;
    expect(await latest()).toMatchObject({
      action: "create",
      entity_type: "project",
      entity_id: id,
      label: "Substation retrofit",
      label_vi: "Cải tạo trạm biến áp",
      actor_name: "Trần Thị Bích",
      ip: "127.0.0.1",
    });
    expect((await latest()).details.fields).toContain("title_vi");

    await call("PUT", `/api/projects/${id}`, project({ title: "Substation 22 kV", location_vi: "Bến Lức, Long An" }));
    expect(await latest()).toMatchObject({
      action: "update",
      entity_id: id,
      label: "Substation 22 kV",
      details: { fields: ["title", "location_vi"], values: {} },
    });

    // the edit form sending the status alone changed: a status change
    await call(
      "PUT",
      `/api/projects/${id}`,
      project({ title: "Substation 22 kV", location_vi: "Bến Lức, Long An", status: 0 }),
    );
    expect(await latest()).toMatchObject({ action: "status", details: { fields: ["status"], values: { status: 0 } } });

    await call("PUT", `/api/projects/${id}/toggle-status`);
    expect(await latest()).toMatchObject({
      action: "status",
      entity_id: id,
      details: { fields: ["status"], values: { status: 1 } },
    });

    await call("DELETE", `/api/projects/${id}`);
    expect(await latest()).toMatchObject({
      action: "delete",
      entity_type: "project",
      entity_id: id,
      label: "Substation 22 kV",
      label_vi: "Cải tạo trạm biến áp",
    });
  });

  it("contact messages: staff status changes, edits and deletes, never the visitor's own message", async () => {
    const before = await count();
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Khách Hàng",
        email: "khach@example.vn",
        message: "Xin báo giá bảo trì tủ điện.",
        consent: true,
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await count()).toBe(before);
    const id = sent.json().contact.id as number;

    await call("PUT", `/api/contact/${id}/mark-read`);
    expect(await latest()).toMatchObject({
      action: "status",
      entity_type: "contact",
      entity_id: id,
      // a visitor's name stays out of the trail: the message is its number
      label: null,
      details: { fields: ["status"], values: { status: 1 } },
    });
    await call("PUT", `/api/contact/${id}/mark-unread`);
    expect(await latest()).toMatchObject({ action: "status", details: { values: { status: 0 } } });
    await call("PUT", `/api/contact/${id}`, { status: 1 });
    expect(await latest()).toMatchObject({ action: "status", details: { fields: ["status"], values: { status: 1 } } });
    await call("PUT", `/api/contact/${id}`, { phone_number: "0901 234 567" });
    expect(await latest()).toMatchObject({ action: "update", details: { fields: ["phone_number"], values: {} } });
    await call("PUT", `/api/contact/${id}/mark-unread`);
    const all = await call("PUT", "/api/contact/mark-all-read");
    expect(all.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: "status",
      entity_type: "contact",
      entity_id: null,
      details: { fields: ["status"], values: { status: 1 }, count: all.json().updated },
    });

    await call("DELETE", `/api/contact/${id}`);
    expect(await latest()).toMatchObject({
      action: "delete",
      entity_type: "contact",
      entity_id: id,
      label: null,
    });
    const trail = await t.db.selectFrom("audit_log").select(["label", "label_vi", "details"]).execute();
    expect(JSON.stringify(trail)).not.toContain("Khách Hàng");
    expect(JSON.stringify(trail)).not.toContain("khach@example.vn");
  });

  it("catalogue entries: categories, companies and tools", async () => {
    const category = await call("POST", "/api/management/tools-categories", {
      name: "Meters",
      name_vi: "Đồng hồ đo",
    });
    const categoryId = category.json().data.id as number;
    expect(await latest()).toMatchObject({
      action: "create",
      entity_type: "tools_category",
      entity_id: categoryId,
      label: "Meters",
      label_vi: "Đồng hồ đo",
    });
    const company = await call("POST", "/api/management/tools-companies", { name: "Fluke", name_vi: "Fluke" });
    const companyId = company.json().data.id as number;
    expect(await latest()).toMatchObject({ action: "create", entity_type: "tools_company", entity_id: companyId });

    const tool = await call("POST", "/api/management/tools", {
      name: "Insulation tester",
      name_vi: "Máy đo điện trở cách điện",
      tools_categories_id: categoryId,
      tools_companies_id: companyId,
    });
    const toolId = tool.json().data.id as number;
    expect(await latest()).toMatchObject({ action: "create", entity_type: "tool", entity_id: toolId });

    await call("PUT", `/api/management/tools/${toolId}`, {
      name: "Insulation tester",
      name_vi: "Máy đo cách điện",
      tools_categories_id: categoryId,
      tools_companies_id: companyId,
    });
    expect(await latest()).toMatchObject({
      action: "update",
      entity_type: "tool",
      label_vi: "Máy đo cách điện",
      details: { fields: ["name_vi"] },
    });

    // refused (still used by the tool): nothing happened, nothing is recorded
    const before = await count();
    expect((await call("DELETE", `/api/management/tools-categories/${categoryId}`)).statusCode).toBe(409);
    expect(await count()).toBe(before);

    await call("DELETE", `/api/management/tools/${toolId}`);
    expect(await latest()).toMatchObject({ action: "delete", entity_type: "tool", label: "Insulation tester" });

    const business = await call("POST", "/api/management/business-categories", {
      name: "Factories",
      name_vi: "Nhà máy",
    });
    const businessId = business.json().data.id as number;
    await call("PUT", `/api/management/business-categories/${businessId}`, {
      name: "Factories",
      name_vi: "Nhà máy",
      description: "Industrial plants",
    });
    expect(await latest()).toMatchObject({
      action: "update",
      entity_type: "business_category",
      details: { fields: ["description"] },
    });
    await call("DELETE", `/api/management/business-categories/${businessId}`);
    expect(await latest()).toMatchObject({ action: "delete", entity_type: "business_category", label: "Factories" });
  });

  it("records nothing for a refused write: invalid, forbidden, unknown, unauthenticated", async () => {
    const before = await count();
    expect((await call("POST", "/api/projects", { title: "" })).statusCode).toBe(400);
    expect((await call("PUT", "/api/projects/999999", project())).statusCode).toBe(404);
    expect((await call("DELETE", `/api/auth/users/${t.ids.boss}`, undefined, t.tokens.clerk)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/projects/1" })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe(`GET /api/audit (${testDialect})`, () => {
  let fresh: TestApp;
  let token: string;
  let bossId: number;
  let clerkId: number;

  beforeAll(async () => {
    fresh = await createTestApp();
    bossId = (await insertUser(fresh, { login_name: "chief", user_name: "Chief", role: 2 })).id;
    clerkId = (await insertUser(fresh, { login_name: "clerk", user_name: "Clerk", role: 1 })).id;
    token = await login(fresh, "chief");
    // a week of entries, written as the hook would, at known times (UTC)
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`).toISOString();
    const entry = (values: object) => ({
      actor_id: bossId,
      actor_name: "Chief",
      action: "update" as const,
      entity_type: "project" as const,
      entity_id: 1,
      label: "P",
      label_vi: null,
      details: JSON.stringify({ fields: ["title"], values: {} }),
      ip: "10.0.0.1",
      ...values,
    });
    await fresh.db
      .insertInto("audit_log")
      .values([
        // 2025-03-20 06:00 in Vietnam
        entry({ created_at: at("2025-03-19", "23:00:00"), action: "create" }),
        entry({ created_at: at("2025-03-20", "10:00:00"), actor_id: clerkId, actor_name: "Clerk (old name)" }),
        entry({ created_at: at("2025-03-21", "10:00:00"), entity_type: "contact", action: "status" }),
        // 2025-03-22 00:30 in Vietnam
        entry({ created_at: at("2025-03-21", "17:30:00"), actor_id: clerkId, actor_name: "Clerk", action: "delete" }),
        entry({ created_at: at("2025-03-22", "16:59:59"), entity_type: "tool" }),
        // 2025-03-23 00:00 in Vietnam
        entry({ created_at: at("2025-03-22", "17:00:00"), entity_type: "tool", action: "create" }),
      ])
      .execute();
  });
  afterAll(() => fresh.close());

  async function list(query: string, as = token) {
    const response = await fresh.app.inject({ method: "GET", url: `/api/audit${query}`, headers: bearer(as) });
    return response;
  }
  const ids = (body: { entries: AuditEntry[] }) => body.entries.map((entry) => entry.created_at.slice(0, 16));

  it("lists entries newest first, with every field, paginated", async () => {
    const response = await list("?from=2025-03-01&to=2025-03-30");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 6, hasMore: false });
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      created_at: "2025-03-22T17:00:00.000Z",
      actor_id: bossId,
      actor_name: "Chief",
      action: "create",
      entity_type: "tool",
      entity_id: 1,
      label: "P",
      label_vi: null,
      fields: ["title"],
      values: {},
      count: null,
      ip: "10.0.0.1",
    });
    const page2 = (await list("?from=2025-03-01&to=2025-03-30&limit=4&page=2")).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 4, total: 6, hasMore: false });
    expect(ids(page2)).toEqual(["2025-03-20T10:00", "2025-03-19T23:00"]);
    const page1 = (await list("?from=2025-03-01&to=2025-03-30&limit=4")).json();
    expect(page1.pagination.hasMore).toBe(true);
    expect(page1.entries).toHaveLength(4);
  });

  it("filters by person, type, action and days in Vietnam's time", async () => {
    expect(ids((await list(`?actor_id=${clerkId}&to=2025-03-30`)).json())).toEqual([
      "2025-03-21T17:30",
      "2025-03-20T10:00",
    ]);
    expect(ids((await list("?entity_type=tool")).json())).toEqual(["2025-03-22T17:00", "2025-03-22T16:59"]);
    expect(ids((await list("?action=delete")).json())).toEqual(["2025-03-21T17:30"]);
    expect(ids((await list("?entity_type=tool&action=create")).json())).toEqual(["2025-03-22T17:00"]);
    // 20 Nov in Vietnam begins at 19 Nov 17:00 UTC; 22 Nov ends at 22 Nov 17:00 UTC
    expect(ids((await list("?from=2025-03-20&to=2025-03-20")).json())).toEqual([
      "2025-03-20T10:00",
      "2025-03-19T23:00",
    ]);
    expect(ids((await list("?from=2025-03-22&to=2025-03-22")).json())).toEqual([
      "2025-03-22T16:59",
      "2025-03-21T17:30",
    ]);
    expect(ids((await list("?from=2025-03-23")).json())).toContain("2025-03-22T17:00");
    // blank filters (a form's empty choices) mean no filter
    expect((await list("?actor_id=&entity_type=&action=&from=&to=2025-03-30")).json().pagination.total).toBe(6);
  });

  it("names everyone in the trail under their latest name", async () => {
    const response = await fresh.app.inject({ method: "GET", url: "/api/audit/people", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const people = response.json().people as { id: number; user_name: string }[];
    expect(people).toContainEqual({ id: clerkId, user_name: "Clerk" });
    expect(people).toContainEqual({ id: bossId, user_name: "Chief" });
    expect(people.filter((person) => person.id === clerkId)).toHaveLength(1);
  });

  it("refuses an invalid query with a message a person can act on", async () => {
    for (const [query, path, message] of [
      [
        "?entity_type=planet",
        "querystring.entity_type",
        "Unknown record type; see the API documentation for the list.",
      ],
      [
        "?action=erase",
        "querystring.action",
        "Unknown action; use login, login_failed, create, update, status or delete.",
      ],
      ["?from=2026-02-30", "querystring.from", "Dates are written YYYY-MM-DD."],
      // the first days of the calendar were a 500 on PostgreSQL (found by the fuzzing)
      ["?from=0000-01-01", "querystring.from", "Dates are written YYYY-MM-DD."],
      ["?from=0001-01-01", "querystring.from", "Dates are written YYYY-MM-DD."],
      ["?to=1899-12-31", "querystring.to", "Dates are written YYYY-MM-DD."],
      ["?to=yesterday", "querystring.to", "Dates are written YYYY-MM-DD."],
      ["?from=2025-03-22&to=2025-03-01", "querystring.to", "The end date must not be before the start date."],
      ["?page=0", "querystring.page", "The page must be a whole number of 1 or more."],
      ["?limit=500", "querystring.limit", "The number of entries per page must be 1 to 100."],
      ["?actor_id=abc", "querystring.actor_id", "The id must be a positive whole number."],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, message, errors: [{ msg: message, path }] });
    }
  });

  it("is for Super Admins only: 403 for an Admin (whatever the query), 401 without a token", async () => {
    const clerkToken = await login(fresh, "clerk");
    for (const url of ["/api/audit", "/api/audit?entity_type=planet", "/api/audit/people"]) {
      const forbidden = await fresh.app.inject({ method: "GET", url, headers: bearer(clerkToken) });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual({ success: false, message: "Only a Super Admin can read the audit trail." });
      expect((await fresh.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("has no way to change or delete an entry", async () => {
    const [row] = await fresh.db.selectFrom("audit_log").selectAll().orderBy("id").limit(1).execute();
    if (!row) throw new Error("no entry");
    for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
      for (const url of ["/api/audit", `/api/audit/${row.id}`]) {
        const response = await fresh.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(method === "DELETE" ? {} : { payload: { action: "login", actor_name: "Someone else" } }),
        });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    const after = await fresh.db.selectFrom("audit_log").selectAll().where("id", "=", row.id).executeTakeFirst();
    expect(after).toEqual(row);
    // nor behind the API's back: the database refuses it
    await expect(sql`update audit_log set actor_name = 'x' where id = ${row.id}`.execute(fresh.db)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(fresh.db)).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    expect(await fresh.db.selectFrom("audit_log").selectAll().where("id", "=", row.id).executeTakeFirst()).toEqual(row);
  });

  it("is in the OpenAPI document with its query and answer", async () => {
    const document = (await fresh.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const get = document.paths["/api/audit"].get;
    expect(get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["page", "limit", "actor_id", "entity_type", "action", "from", "to"]),
    );
    const entry = get.responses["200"].content["application/json"].schema.properties.entries.items;
    expect(Object.keys(entry.properties)).toEqual(
      expect.arrayContaining(["actor_id", "actor_name", "action", "entity_type", "entity_id", "fields", "ip"]),
    );
    for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
      if (path.startsWith("/api/audit")) expect(Object.keys(methods), path).toEqual(["get"]);
    }
  });
});

describe(`recording never breaks a write (${testDialect})`, () => {
  it("answers the write and logs the entry when the trail cannot be written", async () => {
    const broken = await createTestApp();
    await insertUser(broken, { login_name: "writer", role: 2 });
    const token = await login(broken, "writer");
    await sql`drop table audit_log`.execute(broken.db);
    const logged = vi.spyOn(broken.app.log, "error");
    const response = await broken.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(token),
      payload: project({ title: "Saved anyway" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().project.title).toBe("Saved anyway");
    expect(
      await broken.db.selectFrom("projects").select("title").where("title", "=", "Saved anyway").execute(),
    ).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ audit: expect.objectContaining({ action: "create", entity_type: "project" }) }),
      "could not write the audit entry",
    );
    await broken.close();
  });
});

describe(`every writing API route declares config.audit (${testDialect})`, () => {
  it("stops start-up when one does not", async () => {
    await expect(
      createTestApp({}, (app) => {
        app.post(
          "/api/forgetful",
          { config: { changes: [] }, schema: { response: { 200: MessageResponseSchema } } },
          async () => ({ success: true, message: "" }),
        );
      }),
    ).rejects.toThrow(/POST \/api\/forgetful: declare config.audit/);
    await expect(
      createTestApp({}, (app) => {
        app.delete(
          "/api/misspelt/:id",
          {
            // @ts-expect-error: not a kind of record the trail knows
            config: { changes: [], audit: { type: "projects" } },
            schema: { response: { 200: MessageResponseSchema } },
          },
          async () => ({ success: true, message: "" }),
        );
      }),
    ).rejects.toThrow(/DELETE \/api\/misspelt\/:id: declare config.audit/);
  });

  it("starts with a route that declares it, or says false", async () => {
    const ok = await createTestApp({}, (app) => {
      app.post(
        "/api/declared",
        { config: { changes: [], audit: { type: "news" } }, schema: { response: { 200: MessageResponseSchema } } },
        async () => ({ success: true, message: "" }),
      );
      // not a staff change: a test route that writes nothing
      app.post(
        "/api/not-a-change",
        { config: { changes: [], audit: false }, schema: { response: { 200: MessageResponseSchema } } },
        async () => ({ success: true, message: "" }),
      );
    });
    await ok.close();
  });
});
