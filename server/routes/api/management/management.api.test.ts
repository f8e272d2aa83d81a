import { beforeAll, describe, expect, it } from "vitest";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

const t = staffApp("catalog");

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/management/${url}`, headers: bearer(t.token), ...(payload ? { payload } : {}) });

describe.each([
  ["business-categories", {}],
  ["tools-categories", {}],
  ["tools-companies", { logo_path: "/uploads/images/2026/11/logo.webp" }],
])(`/api/management/%s (${testDialect})`, (resource, extra) => {
  it("creates, lists as a plain array, updates and deletes", async () => {
    const created = await call("POST", resource, {
      name: "Switchgear",
      name_vi: "Thiết bị đóng cắt",
      description: "",
      ...extra,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      success: true,
      message: "Created successfully",
      data: { name: "Switchgear", description: null, ...extra },
    });
    const id = body.data.id;
    expect(body.data.created_at).toEqual(expect.any(String));

    const list = await call("GET", resource);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json()[0]).toMatchObject({ id, name_vi: "Thiết bị đóng cắt" });

    const updated = await call("PUT", `${resource}/${id}`, {
      name: "Switchgear MV",
      name_vi: "Thiết bị trung thế",
      ...extra,
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: "Updated successfully",
      data: { name: "Switchgear MV" },
    });

    const deleted = await call("DELETE", `${resource}/${id}`);
    expect(deleted.json()).toEqual({ success: true, message: "Deleted successfully" });
    expect((await call("DELETE", `${resource}/${id}`)).statusCode).toBe(404);
    expect((await call("PUT", `${resource}/${id}`, { name: "x", name_vi: "y" })).statusCode).toBe(404);
  });

  it("requires name and name_vi", async () => {
    const response = await call("POST", resource, { name: " ", description: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: "This field is required.", path: "name" },
      { msg: "This field is required.", path: "name_vi" },
    ]);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/management/${resource}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `/api/management/${resource}`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe(`/api/management/tools (${testDialect})`, () => {
  let categoryId: number;
  let companyId: number;
  beforeAll(async () => {
    categoryId = (
      await call("POST", "tools-categories", { name: "Relay test sets", name_vi: "Bộ thí nghiệm rơ le" })
    ).json().data.id;
    companyId = (await call("POST", "tools-companies", { name: "OMICRON", name_vi: "OMICRON" })).json().data.id;
  });

  it("creates a tool and lists it with its category and company names", async () => {
    const created = await call("POST", "tools", {
      name: "CMC 356",
      name_vi: "CMC 356",
      tools_categories_id: categoryId,
      tools_companies_id: companyId,
      logo_path: "https://cdn.example.vn/cmc.png",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "CMC 356",
      category_name: "Relay test sets",
      category_name_vi: "Bộ thí nghiệm rơ le",
      company_name: "OMICRON",
      company_name_vi: "OMICRON",
    });
    const list = (await call("GET", "tools")).json();
    expect(list[0]).toMatchObject({ name: "CMC 356", category_name: "Relay test sets", company_name: "OMICRON" });

    const updated = await call("PUT", `tools/${created.json().data.id}`, {
      name: "CMC 430",
      name_vi: "CMC 430",
      tools_categories_id: String(categoryId),
      tools_companies_id: companyId,
    });
    expect(updated.json().data).toMatchObject({ name: "CMC 430", logo_path: null });
  });

  it("refuses a tool whose category or company does not exist, naming the field", async () => {
    const response = await call("POST", "tools", {
      name: "X",
      name_vi: "X",
      tools_categories_id: 999_999,
      tools_companies_id: 888_888,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: "Choose an existing tool category.", path: "tools_categories_id" },
      { msg: "Choose an existing tool manufacturer.", path: "tools_companies_id" },
    ]);
    const missing = await call("POST", "tools", { name: "X", name_vi: "X" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "tools_categories_id",
      "tools_companies_id",
    ]);
  });

  it("answers 409 when deleting a category or company that tools still use", async () => {
    const category = await call("DELETE", `tools-categories/${categoryId}`);
    expect(category.statusCode).toBe(409);
    expect(category.json().message).toBe("This entry is still used by 1 tool; change or delete that tool first.");
    expect((await call("DELETE", `tools-companies/${companyId}`)).statusCode).toBe(409);

    const tool = (await call("GET", "tools")).json()[0];
    expect((await call("DELETE", `tools/${tool.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `tools-categories/${categoryId}`)).statusCode).toBe(200);
    expect((await call("DELETE", `tools-companies/${companyId}`)).statusCode).toBe(200);
  });
});
