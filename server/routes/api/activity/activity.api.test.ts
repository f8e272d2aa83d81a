import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { login_name: "dash", role: 2 });
  token = await login(t, "dash");
});
afterAll(() => t.close());

const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe(`dashboard numbers and activity (${testDialect})`, () => {
  it("counts users, active users, Super Admins and recent logins in the database", async () => {
    await insertUser(t, { login_name: "off", status: 0 });
    await t.db
      .updateTable("users")
      .set({ login_timestamp: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString() })
      .where("login_name", "=", "off")
      .execute();
    const response = await t.app.inject({ method: "GET", url: "/api/auth/users/stats", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, stats: { total: 2, active: 1, superAdmins: 1, recentLogins: 1 } });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/users/stats" })).statusCode).toBe(401);
  });

  it("counts projects, active and inactive", async () => {
    const base = {
      title: "P",
      title_vi: "P",
      location: "L",
      location_vi: "L",
      services_provided: "S",
      services_provided_vi: "S",
      description: null,
      description_vi: null,
      image_path: null,
    };
    await t.db
      .insertInto("projects")
      .values([
        { ...base, status: 1 },
        { ...base, status: 0 },
        { ...base, status: 1 },
      ])
      .execute();
    const response = await t.app.inject({ method: "GET", url: "/api/projects/stats", headers: bearer(token) });
    expect(response.json()).toEqual({ success: true, stats: { total: 3, active: 2, inactive: 1 } });
  });

  it("lists the latest real events, newest first", async () => {
    const fresh = await createTestApp();
    await fresh.db
      .insertInto("users")
      .values({ login_name: "ops", user_name: "Vận hành", password_hash: "x", role: 1, created_at: iso(50) })
      .execute();
    await insertUser(fresh, { login_name: "boss2", role: 2 });
    const adminToken = await login(fresh, "boss2");
    await fresh.db
      .insertInto("contact_messages")
      .values({ customer_name: "Khách A", email: "a@x.vn", phone_number: null, message: "m", created_at: iso(5) })
      .execute();
    await fresh.db
      .insertInto("projects")
      .values({
        title: "Substation",
        title_vi: "Trạm biến áp",
        location: "L",
        location_vi: "L",
        services_provided: "S",
        services_provided_vi: "S",
        description: null,
        description_vi: null,
        image_path: null,
        created_at: iso(30),
        updated_at: iso(10),
      })
      .execute();
    const response = await fresh.app.inject({
      method: "GET",
      url: "/api/activity?limit=4",
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const kinds = response.json().activity.map((item: { kind: string; title: string }) => `${item.kind}:${item.title}`);
    expect(kinds).toEqual([
      "user_added:boss2",
      "contact_received:Khách A",
      "project_updated:Substation",
      "project_created:Substation",
    ]);
    expect(
      (await fresh.app.inject({ method: "GET", url: "/api/activity?limit=abc", headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(200);
    await fresh.close();
  });
});
