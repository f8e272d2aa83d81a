import { describe, expect, it } from "vitest";
import { bareProject } from "../../../test-support/rows.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

const t = staffApp("dash", { role: 2 });

const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe(`dashboard numbers and activity (${testDialect})`, () => {
  it("counts users, active users, Super Admins and recent logins in the database", async () => {
    await insertUser(t, { login_name: "off", status: 0 });
    await t.db
      .updateTable("users")
      .set({ login_timestamp: new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString() })
      .where("login_name", "=", "off")
      .execute();
    const response = await t.app.inject({ method: "GET", url: "/api/auth/users/stats", headers: bearer(t.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, stats: { total: 2, active: 1, superAdmins: 1, recentLogins: 1 } });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/users/stats" })).statusCode).toBe(401);
  });

  it("counts projects, active and inactive", async () => {
    await t.db
      .insertInto("projects")
      .values([
        { ...bareProject, status: 1 },
        { ...bareProject, status: 0 },
        { ...bareProject, status: 1 },
      ])
      .execute();
    const response = await t.app.inject({ method: "GET", url: "/api/projects/stats", headers: bearer(t.token) });
    expect(response.json()).toEqual({ success: true, stats: { total: 3, active: 2, inactive: 1 } });
  });

  it("lists the messages received and what staff did, with who did it, newest first", async () => {
    const fresh = await createTestApp();
    await insertUser(fresh, { login_name: "boss2", user_name: "Nguyễn Thị Lan", role: 2 });
    const adminToken = await login(fresh, "boss2");
    const call = (method: "POST" | "PUT", url: string, payload?: object) =>
      fresh.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
    // a message from before any staff action
    await fresh.db
      .insertInto("contact_messages")
      .values({ customer_name: "Khách A", email: "a@x.vn", phone_number: null, message: "m", created_at: iso(5) })
      .execute();
    const created = await call("POST", "/api/projects", {
      title: "Substation",
      title_vi: "Trạm biến áp",
      location: "L",
      location_vi: "L",
      services_provided: "S",
      services_provided_vi: "S",
    });
    const projectId = created.json().project.id as number;
    await call("PUT", `/api/projects/${projectId}/toggle-status`);
    await call("POST", "/api/auth/register", {
      login_name: "ops",
      user_name: "Vận hành",
      password: "van-hanh-tram-110kV",
      role: 1,
      status: 1,
    });
    const response = await fresh.app.inject({
      method: "GET",
      url: "/api/activity?limit=4",
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const activity = response.json().activity as { kind: string; title: string; action: string; actor_name: string }[];
    // logins are in the audit trail, not here
    expect(activity.map((item) => `${item.kind}:${item.action}:${item.title}:${item.actor_name}`)).toEqual([
      "staff_action:create:Vận hành:Nguyễn Thị Lan",
      "staff_action:status:Substation:Nguyễn Thị Lan",
      "staff_action:create:Substation:Nguyễn Thị Lan",
      "contact_received:null:Khách A:null",
    ]);
    expect(activity[2]).toMatchObject({ entity_type: "project", id: projectId, title_vi: "Trạm biến áp" });
    expect(
      (await fresh.app.inject({ method: "GET", url: "/api/activity?limit=abc", headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(200);
    await fresh.close();
  });
});
