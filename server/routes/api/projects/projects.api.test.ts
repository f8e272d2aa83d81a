import { describe, expect, it } from "vitest";
import { savedRecord } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

const t = staffApp("editor");

const project = (overrides: object = {}) => ({
  title: "Substation retrofit",
  title_vi: "Cải tạo trạm biến áp",
  location: "Long An",
  location_vi: "Long An",
  description: "Replacing two 1,000 kVA transformers.",
  description_vi: "Thay hai máy biến áp 1.000 kVA.",
  services_provided: "Installation, Testing",
  services_provided_vi: "Lắp đặt, Thí nghiệm",
  status: 1,
  display_order: 3,
  image_path: "/uploads/images/2026/11/abc.webp",
  ...overrides,
});

const create = (overrides: object = {}) =>
  savedRecord<{ id: number; status: number }>(t, t.token, "projects", project(overrides));

describe(`projects (${testDialect})`, () => {
  it("creates a project with every field and status_name", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(t.token),
      payload: project(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Project created successfully",
      project: { ...project(), status_name: "Active", id: expect.any(Number) },
    });
  });

  it("keeps absolute image addresses as they are and allows no image", async () => {
    expect((await create({ image_path: "https://cdn.example.vn/p.jpg" })).id).toBeGreaterThan(0);
    const none = await create({ image_path: "" });
    const stored = await t.db
      .selectFrom("projects")
      .select("image_path")
      .where("id", "=", none.id)
      .executeTakeFirstOrThrow();
    expect(stored.image_path).toBeNull();
  });

  it.each([
    ["no title", { title: "" }, "title"],
    ["no Vietnamese title", { title_vi: undefined }, "title_vi"],
    ["no location", { location: "  " }, "location"],
    ["no services", { services_provided_vi: "" }, "services_provided_vi"],
    ["a negative display order", { display_order: -1 }, "display_order"],
    ["a fractional display order", { display_order: 1.5 }, "display_order"],
    ["a bad status", { status: 3 }, "status"],
    ["a script as image path", { image_path: "javascript:alert(1)" }, "image_path"],
    ["a path outside the uploads", { image_path: "/uploads/../data/app.db" }, "image_path"],
  ])("refuses %s with 400 naming the field", async (_label, change, path) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(t.token),
      payload: project(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("shows only active projects publicly, by display order then newest, without a token", async () => {
    const fresh = await createTestApp();
    await insertUser(fresh, { login_name: "ed" });
    const admin = await login(fresh, "ed");
    const add = (title: string, display_order: number, status = 1) =>
      fresh.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: bearer(admin),
        payload: project({ title, display_order, status }),
      });
    await add("B", 2);
    await add("A", 1);
    await add("Hidden", 0, 0);
    await add("C", 2);
    const publicList = await fresh.app.inject({ method: "GET", url: "/api/projects" });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().projects.map((p: { title: string }) => p.title)).toEqual(["A", "C", "B"]);
    const adminList = await fresh.app.inject({ method: "GET", url: "/api/projects/admin", headers: bearer(admin) });
    expect(adminList.json().projects.map((p: { title: string }) => p.title)).toEqual(["Hidden", "A", "C", "B"]);
    expect((await fresh.app.inject({ method: "GET", url: "/api/projects/admin" })).statusCode).toBe(401);
    await fresh.close();
  });

  it("updates, toggles and deletes; unknown ids are 404", async () => {
    const { id } = await create();
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      headers: bearer(t.token),
      payload: project({ title: "Renamed", display_order: 0 }),
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: "Project updated successfully",
      project: { title: "Renamed" },
    });

    const off = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}/toggle-status`,
      headers: bearer(t.token),
    });
    expect(off.json()).toMatchObject({
      message: "Project deactivated successfully",
      project: { status: 0, status_name: "Inactive" },
    });
    const publicIds = (await t.app.inject({ method: "GET", url: "/api/projects" }))
      .json()
      .projects.map((p: { id: number }) => p.id);
    expect(publicIds).not.toContain(id);
    const on = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}/toggle-status`,
      headers: bearer(t.token),
    });
    expect(on.json()).toMatchObject({ message: "Project activated successfully", project: { status: 1 } });

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(t.token) });
    expect(deleted.json()).toEqual({ success: true, message: "Project deleted successfully" });
    for (const [method, url] of [
      ["DELETE", `/api/projects/${id}`],
      ["PUT", `/api/projects/${id}/toggle-status`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(t.token) })).statusCode).toBe(404);
    }
    const missing = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}`,
      headers: bearer(t.token),
      payload: project(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("needs a token to change projects", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/projects", payload: project() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/projects/1", payload: project() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/projects/1/toggle-status" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/projects/1" })).statusCode).toBe(401);
  });
});
