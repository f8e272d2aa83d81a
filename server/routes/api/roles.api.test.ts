import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../test-support/test-app.ts";

// the role matrix (README → Roles): what a Super Admin (2), an Admin (1) and a Sales member (3)
// may call. Sales works the leads — the contact messages, their timeline, notes and replies —
// and their own sign-in (password, two-factor, sessions), and the server answers them 403 on
// everything else, whatever the back office shows.

const t = appWithStaff({
  boss: { role: 2, user_name: "Trần Quản Lý" },
  admin: { role: 1, user_name: "Phạm Quản Trị" },
  seller: { role: 3, user_name: "Lê Kinh Doanh" },
});

type Role = "boss" | "admin" | "seller";
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (role: Role, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.tokens[role]), ...(payload ? { payload } : {}) });

async function lead(): Promise<number> {
  const row = await t.db
    .insertInto("contact_messages")
    .values({ customer_name: "Khách", email: "khach@nhamay.vn", message: "Cần báo giá tủ điện." })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

// what each role is answered: allowed (any status but 403) or refused (403)
const matrix: [string, Method, string, object | undefined, Record<Role, boolean>][] = [
  ["the lead list", "GET", "/api/leads", undefined, { boss: true, admin: true, seller: true }],
  ["the lead stats", "GET", "/api/leads/stats", undefined, { boss: true, admin: true, seller: true }],
  ["the owners", "GET", "/api/leads/assignees", undefined, { boss: true, admin: true, seller: true }],
  // Sales export only the leads they own (below); deleting a lead is an Admin's
  ["the leads' export", "GET", "/api/leads/export.csv", undefined, { boss: true, admin: true, seller: true }],
  ["deleting a lead", "DELETE", "/api/leads/2147483647", undefined, { boss: true, admin: true, seller: false }],
  [
    "erasing a person",
    "DELETE",
    "/api/leads/person?email=x@y.vn",
    undefined,
    { boss: true, admin: false, seller: false },
  ],
  ["one's own account", "GET", "/api/auth/me", undefined, { boss: true, admin: true, seller: true }],
  ["one's own two-factor", "GET", "/api/auth/two-factor", undefined, { boss: true, admin: true, seller: true }],
  [
    "what the website brings",
    "GET",
    "/api/analytics/summary?from=2026-11-01&to=2026-11-07",
    undefined,
    { boss: true, admin: true, seller: true },
  ],
  ["the users", "GET", "/api/auth/users", undefined, { boss: true, admin: true, seller: false }],
  ["the users' counts", "GET", "/api/auth/users/stats", undefined, { boss: true, admin: true, seller: false }],
  ["the projects' counts", "GET", "/api/projects/stats", undefined, { boss: true, admin: true, seller: false }],
  ["the media library", "GET", "/api/media", undefined, { boss: true, admin: true, seller: false }],
  ["the redirects", "GET", "/api/redirects", undefined, { boss: true, admin: true, seller: false }],
  ["the projects (staff)", "GET", "/api/projects/admin", undefined, { boss: true, admin: true, seller: false }],
  ["the catalogues", "GET", "/api/management/tools", undefined, { boss: true, admin: true, seller: false }],
  ["the pages", "GET", "/api/pages", undefined, { boss: true, admin: true, seller: false }],
  ["the settings", "GET", "/api/settings", undefined, { boss: true, admin: true, seller: false }],
  ["the dashboard's activity", "GET", "/api/activity", undefined, { boss: true, admin: true, seller: false }],
  ["the audit trail", "GET", "/api/audit", undefined, { boss: true, admin: false, seller: false }],
  ["a new project", "POST", "/api/projects", {}, { boss: true, admin: true, seller: false }],
];

describe(`the role matrix (${testDialect})`, () => {
  it.each(matrix)("%s", async (_name, method, url, payload, allowed) => {
    for (const role of ["boss", "admin", "seller"] as const) {
      const answer = await call(role, method, url, payload);
      expect(answer.statusCode === 403, `${role} ${method} ${url}: ${answer.statusCode}`).toBe(!allowed[role]);
    }
  });

  it("Sales works a lead: changes it, writes a note, reads its timeline", async () => {
    const id = await lead();
    expect(
      (await call("seller", "PUT", `/api/leads/${id}`, { stage: "contacted", assignee_id: t.ids.seller })).statusCode,
    ).toBe(200);
    expect((await call("seller", "POST", `/api/leads/${id}/notes`, { body: "Đã gọi cho khách." })).statusCode).toBe(
      201,
    );
    const timeline = await call("seller", "GET", `/api/leads/${id}/timeline`);
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json().events.map((event: { kind: string }) => event.kind)).toEqual(["stage", "assignee", "note"]);
  });

  it("Sales cannot delete a lead, and are told to move it to spam or lost; an Admin can", async () => {
    const id = await lead();
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/leads/${id}`,
      headers: { ...bearer(t.tokens.seller), "accept-language": "vi" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Vai trò Kinh doanh không được xóa khách hàng tiềm năng: hãy chuyển sang giai đoạn Thư rác hoặc Thất bại. Quản trị viên hoặc Quản trị cấp cao mới được xóa.",
    );
    expect((await call("seller", "GET", `/api/leads/${id}`)).statusCode).toBe(200);
    // what they do instead
    expect((await call("seller", "PUT", `/api/leads/${id}`, { stage: "spam" })).statusCode).toBe(200);
    expect((await call("admin", "DELETE", `/api/leads/${id}`)).statusCode).toBe(200);
    expect((await call("seller", "GET", `/api/leads/${id}`)).statusCode).toBe(404);
  });

  it("Sales export only the leads they own; an Admin exports every lead", async () => {
    const [own, others, nobodys] = [await lead(), await lead(), await lead()];
    await t.db.updateTable("contact_messages").set({ assignee_id: t.ids.seller }).where("id", "=", own).execute();
    await t.db.updateTable("contact_messages").set({ assignee_id: t.ids.admin }).where("id", "=", others).execute();
    const ids = async (role: Role, query = "") => {
      const answer = await call(role, "GET", `/api/leads/export.csv?lang=en${query}`);
      expect(answer.statusCode).toBe(200);
      // the first column of each row after the header
      return answer.body
        .trim()
        .split("\r\n")
        .slice(1)
        .map((row) => Number(row.split(",")[0]))
        .filter((id) => [own, others, nobodys].includes(id));
    };
    expect(await ids("seller")).toEqual([own]);
    // another owner's, or nobody's, asked for by name: still nothing of theirs
    expect(await ids("seller", `&assignee=${t.ids.admin}`)).toEqual([]);
    expect(await ids("seller", "&assignee=none")).toEqual([]);
    expect(await ids("seller", `&assignee=${t.ids.seller}`)).toEqual([own]);
    expect(await ids("admin")).toEqual([nobodys, others, own]);
    expect(await ids("boss")).toEqual([nobodys, others, own]);
  });

  it("Sales is told why they are refused, in their language", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/auth/users",
      headers: { ...bearer(t.tokens.seller), "accept-language": "vi" },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe("Vai trò Kinh doanh chỉ được làm việc với khách hàng tiềm năng.");
  });

  it("Sales changes their own password, and no one else's, and nothing else of their account", async () => {
    expect(
      (await call("seller", "PUT", `/api/auth/users/${t.ids.admin}`, { password: "violet-kettle-93-harbour" }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call("seller", "PUT", `/api/auth/users/${t.ids.seller}`, {
          user_name: "Lê Kinh Doanh",
          role: 2,
          status: 1,
        })
      ).statusCode,
    ).toBe(403);
    // last: a new password ends the member's sessions
    const own = await call("seller", "PUT", `/api/auth/users/${t.ids.seller}`, {
      password: "violet-kettle-93-harbour",
      current_password: "password-123",
    });
    expect(own.statusCode).toBe(200);
  });

  it("an Admin makes a Sales member, and the user list names the role", async () => {
    const created = await call("admin", "POST", "/api/auth/register", {
      login_name: "kinhdoanh2",
      user_name: "Đỗ Bán Hàng",
      email: " do.ban.hang@congty.vn ",
      password: "amber-lantern-57-orchard",
      role: 3,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ role: 3, role_name: "Sales", email: "do.ban.hang@congty.vn" });
    // the address is optional, checked, and cleared with an empty one
    const id = created.json().user.id as number;
    const wrong = await call("admin", "PUT", `/api/auth/users/${id}`, {
      user_name: "Đỗ Bán Hàng",
      email: "not-an-address",
      role: 3,
      status: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((error: { path: string }) => error.path)).toContain("email");
    const cleared = await call("admin", "PUT", `/api/auth/users/${id}`, {
      user_name: "Đỗ Bán Hàng",
      email: "",
      role: 3,
      status: 1,
    });
    expect(cleared.json().user.email).toBeNull();
    const stored = await t.db
      .selectFrom("users")
      .select("role")
      .where("login_name", "=", "kinhdoanh2")
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe(3);
    expect(
      (
        await call("admin", "POST", "/api/auth/register", {
          login_name: "x4",
          user_name: "X",
          password: "amber-lantern-57-orchard",
          role: 4,
        })
      ).statusCode,
    ).toBe(400);
  });
});

// issue 34: the API's description (API_DOCS=staff, production's default) is for Admins and Super
// Admins; a Sales token is refused with the same clear 403 as their other forbidden routes
describe(`the API description by role (${testDialect})`, () => {
  const docs = appWithStaff(
    {
      boss: { role: 2, user_name: "Trần Quản Lý" },
      admin: { role: 1, user_name: "Phạm Quản Trị" },
      seller: { role: 3, user_name: "Lê Kinh Doanh" },
    },
    { env: { API_DOCS: "staff" } },
  );

  it.each(["/api/docs/json", "/api/docs/yaml"])("%s: Admins read it, Sales are refused (403)", async (url) => {
    for (const role of ["boss", "admin"] as const) {
      const answer = await docs.app.inject({ method: "GET", url, headers: bearer(docs.tokens[role]) });
      expect(answer.statusCode, `${role} ${url}`).toBe(200);
      expect(answer.body).toContain("/api/auth/login");
    }
    for (const [language, message] of [
      ["en", "Your role (Sales) covers the leads only."],
      ["vi", "Vai trò Kinh doanh chỉ được làm việc với khách hàng tiềm năng."],
    ] as const) {
      const refused = await docs.app.inject({
        method: "GET",
        url,
        headers: { ...bearer(docs.tokens.seller), "accept-language": language },
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ success: false, message });
      expect(refused.body).not.toContain("/api/auth/login");
    }
  });
});
