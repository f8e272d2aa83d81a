import { describe, expect, it } from "vitest";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the leads moved from /api/contact/… to /api/leads/… (decision 038): the back office of an
// instance not upgraded yet still calls the earlier paths during a rolling upgrade, and they
// answer as the new ones do

const t = appWithStaff({
  boss: { role: 2, user_name: "Trần Quản Lý" },
  admin: { role: 1, user_name: "Phạm Quản Trị" },
  seller: { role: 3, user_name: "Lê Kinh Doanh" },
});
type Role = "boss" | "admin" | "seller";
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, role: Role = "boss") =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(t.tokens[role]), "accept-language": "en" },
    ...(payload ? { payload } : {}),
  });

async function lead(email = "khach@nhamay.vn"): Promise<number> {
  const row = await t.db
    .insertInto("contact_messages")
    .values({ customer_name: "Khách", email, message: "Cần báo giá tủ điện trung thế." })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`the leads' earlier paths (${testDialect})`, () => {
  it("every lead endpoint has its earlier path under /api/contact, shown as deprecated in the API document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const openApi = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");
    for (const declaration of Object.values(leadEndpoints)) {
      const method = declaration.method.toLowerCase();
      expect(declaration.aliases, declaration.path).toHaveLength(1);
      const [alias = ""] = declaration.aliases;
      expect(alias.startsWith("/api/contact"), alias).toBe(true);
      expect(document.paths[openApi(declaration.path)][method].deprecated, declaration.path).toBeUndefined();
      expect(document.paths[openApi(alias)][method].deprecated, alias).toBe(true);
    }
  });

  it("reads the same at either path", async () => {
    const id = await lead();
    for (const [earlier, now] of [
      ["/api/contact?limit=100", "/api/leads?limit=100"],
      ["/api/contact/stats/overview", "/api/leads/stats"],
      ["/api/contact/assignees", "/api/leads/assignees"],
      [`/api/contact/${id}`, `/api/leads/${id}`],
      [`/api/contact/${id}/timeline`, `/api/leads/${id}/timeline`],
      ["/api/contact/export.csv?lang=en", "/api/leads/export.csv?lang=en"],
      ["/api/contact/999999", "/api/leads/999999"],
    ] as const) {
      const [before, after] = [await call("GET", earlier), await call("GET", now)];
      expect(before.statusCode, earlier).toBe(after.statusCode);
      expect(before.headers["content-type"], earlier).toBe(after.headers["content-type"]);
      expect(before.body, earlier).toBe(after.body);
    }
  });

  it("writes at the earlier paths, and the new ones read what was written", async () => {
    const id = await lead();
    expect((await call("PUT", `/api/contact/${id}`, { stage: "contacted" }, "seller")).statusCode).toBe(200);
    expect((await call("POST", `/api/contact/${id}/notes`, { body: "Đã gọi." }, "seller")).statusCode).toBe(201);
    expect((await call("PUT", `/api/contact/${id}/mark-read`)).json().contact.status).toBe(1);
    expect((await call("PUT", `/api/contact/${id}/mark-unread`)).json().contact.status).toBe(0);
    const events = (await call("GET", `/api/leads/${id}/timeline`)).json().events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(["stage", "note"]);
    expect((await call("PUT", "/api/contact/mark-all-read")).statusCode).toBe(200);
    expect((await call("GET", `/api/leads/${id}`)).json().contact).toMatchObject({ stage: "contacted", status: 1 });
    // Sales may not delete, at either path; a Super Admin may
    for (const url of [`/api/contact/${id}`, `/api/leads/${id}`]) {
      expect((await call("DELETE", url, undefined, "seller")).statusCode).toBe(403);
    }
    expect((await call("DELETE", `/api/contact/${id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/leads/${id}`)).statusCode).toBe(404);
  });

  it("erases a person at either path, a Super Admin's only: an Admin and a Sales member are told so", async () => {
    for (const url of ["/api/contact/person", "/api/leads/person"]) {
      const email = `xoa.${url.split("/")[2]}@nhamay.vn`;
      const id = await lead(email);
      const refused = await call("DELETE", `${url}?email=${encodeURIComponent(email)}`, undefined, "admin");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only a Super Admin can erase everything stored about a person.");
      const bySales = await call("DELETE", `${url}?email=${encodeURIComponent(email)}`, undefined, "seller");
      expect(bySales.statusCode).toBe(403);
      expect(bySales.json().message).toBe("Only a Super Admin can erase everything stored about a person.");
      const erased = await call("DELETE", `${url}?email=${encodeURIComponent(email)}`);
      expect(erased.json()).toMatchObject({ success: true, deleted: 1 });
      expect((await call("GET", `/api/leads/${id}`)).statusCode).toBe(404);
    }
  });
});
