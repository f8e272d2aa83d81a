import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

const t = appWithStaff({ root: { role: 2 }, staff: { role: 1 } }, { env: { LOGIN_RATE_LIMIT_MAX: "1000" } });

// PUT a user's fields, as the plain Admin (of this file's app) unless said
const put = (url: string, payload: object, token = t.tokens.staff, app: TestApp = t) =>
  app.app.inject({ method: "PUT", url, headers: bearer(token), payload });
const register = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", headers: bearer(token), payload });

describe(`admin users (${testDialect})`, () => {
  it("lists users without passwords", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(t.tokens.staff) });
    expect(response.statusCode).toBe(200);
    const { success, users } = response.json();
    expect(success).toBe(true);
    expect(users.map((user: { login_name: string }) => user.login_name)).toEqual(
      expect.arrayContaining(["root", "staff"]),
    );
    expect(JSON.stringify(users)).not.toMatch(/password|argon2/i);
    expect(users[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        role_name: expect.any(String),
        status_name: expect.any(String),
      }),
    );
  });

  it("needs a token for every user call", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/users"],
      ["POST", "/api/auth/register"],
      ["PUT", `/api/auth/users/${t.ids.staff}`],
      ["DELETE", `/api/auth/users/${t.ids.staff}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("registers an Admin and refuses a duplicate login name in any case with 409", async () => {
    const created = await register(t.tokens.staff, {
      login_name: "ky.thuat",
      user_name: "Phòng Kỹ thuật",
      password: "cau-dao-tu-dong-630A",
      role: 1,
      status: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: "User added successfully",
      user: { login_name: "ky.thuat" },
    });
    expect(created.body).not.toMatch(/cau-dao-tu-dong-630A|argon2/);
    const stored = await t.db
      .selectFrom("users")
      .select("password_hash")
      .where("login_name", "=", "ky.thuat")
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const duplicate = await register(t.tokens.staff, {
      login_name: "KY.THUAT",
      user_name: "X",
      password: "cau-dao-tu-dong-630A",
      role: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: "This username is already taken.",
      errors: [{ msg: "This username is already taken.", path: "login_name" }],
    });
  });

  it("validates the new user with field errors", async () => {
    const response = await register(t.tokens.staff, {
      login_name: "a b",
      user_name: "",
      password: "short",
      role: 4,
      status: 7,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["login_name", "user_name", "password", "role", "status"]));
  });

  it("lets only a Super Admin create a Super Admin", async () => {
    const payload = { login_name: "second.boss", user_name: "Boss 2", password: "cau-dao-tu-dong-630A", role: 2 };
    const refused = await register(t.tokens.staff, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only a Super Admin can create, change or delete a Super Admin.");
    expect((await register(t.tokens.root, payload)).statusCode).toBe(201);
  });

  it("updates user_name, role and status, and keeps login_name read-only", async () => {
    const user = await insertUser(t, { login_name: "editable" });
    const url = `/api/auth/users/${user.id}`;
    const updated = await put(url, { user_name: "Đã sửa", role: 1, status: 0 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: "User updated successfully",
      user: { user_name: "Đã sửa", status: 0 },
    });

    const rename = await put(url, { login_name: "renamed", user_name: "X", role: 1, status: 1 });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe("The username cannot be changed after the account is created.");

    const mixed = await put(url, { user_name: "X", role: 1, status: 1, password: "password-xyz" });
    expect(mixed.statusCode).toBe(400);

    const missing = await put("/api/auth/users/999999", { user_name: "X", role: 1, status: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it("changes a password, after which the new one logs in", async () => {
    const user = await insertUser(t, { login_name: "doi.mk" });
    const response = await put(`/api/auth/users/${user.id}`, { password: "brand-new-pass" });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Password changed successfully");
    expect(await login(t, "doi.mk", "brand-new-pass")).toBeTruthy();
  });

  it("changes one's own password only with the current one (re-authentication), ending every session", async () => {
    const user = await insertUser(t, { login_name: "tu.doi" });
    const token = await login(t, "tu.doi");
    const elsewhere = await login(t, "tu.doi");
    const put = (payload: object, language = "en") =>
      t.app.inject({
        method: "PUT",
        url: `/api/auth/users/${user.id}`,
        headers: { ...bearer(token), "accept-language": language },
        payload,
      });
    const missing = await put({ password: "brand-new-pass" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: "Enter your current password to confirm this change.",
      errors: [{ path: "current_password" }],
    });
    const wrong = await put({ password: "brand-new-pass", current_password: "not-it" }, "vi");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Mật khẩu không đúng.");
    // the wrong guess counted on the login's lockout for this account
    const counted = await t.db.selectFrom("login_failures").select("failures").execute();
    expect(counted.some((row) => Number(row.failures) >= 1)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(200);

    const changed = await put({ password: "brand-new-pass", current_password: "password-123" });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const old of [token, elsewhere]) {
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(old) })).statusCode).toBe(401);
    }
    expect(await login(t, "tu.doi", "brand-new-pass")).toBeTruthy();
  });

  it("stops a plain Admin from touching a Super Admin", async () => {
    const url = `/api/auth/users/${t.ids.root}`;
    const profile = await put(url, { user_name: "X", role: 1, status: 1 });
    expect(profile.statusCode).toBe(403);
    const password = await put(url, { password: "hijacked-1" });
    expect(password.statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url, headers: bearer(t.tokens.staff) })).statusCode).toBe(403);
    // nor promote anyone, themselves included
    const promote = await put(`/api/auth/users/${t.ids.staff}`, { user_name: "staff", role: 2, status: 1 });
    expect(promote.statusCode).toBe(403);
  });

  it("stops anyone deleting or deactivating themselves", async () => {
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/users/${t.ids.staff}`,
      headers: bearer(t.tokens.staff),
    });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe("You cannot delete your own account.");
    const off = await put(`/api/auth/users/${t.ids.staff}`, { user_name: "staff", role: 1, status: 0 });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("You cannot deactivate your own account.");
  });

  it("keeps at least one active Super Admin", async () => {
    const solo = await createTestApp();
    const only = await insertUser(solo, { login_name: "only.boss", role: 2 });
    const other = await insertUser(solo, { login_name: "other.boss", role: 2, status: 0 });
    const token = await login(solo, "only.boss");
    const url = `/api/auth/users/${only.id}`;
    const demote = await put(url, { user_name: "B", role: 1, status: 1 }, token, solo);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe("The last active Super Admin cannot be deleted, demoted or deactivated.");
    // with a second active Super Admin, the first may step down
    await put(`/api/auth/users/${other.id}`, { user_name: "Other", role: 2, status: 1 }, token, solo);
    const stepDown = await put(url, { user_name: "B", role: 1, status: 1 }, token, solo);
    expect(stepDown.statusCode).toBe(200);
    await solo.close();
  });

  it("never leaves zero active Super Admins when two demote, deactivate or delete each other at once", async () => {
    const arena = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
    const changes = [
      { method: "PUT" as const, payload: { user_name: "X", role: 1, status: 1 } },
      { method: "PUT" as const, payload: { user_name: "X", role: 2, status: 0 } },
      { method: "DELETE" as const, payload: undefined },
    ];
    for (let trial = 0; trial < 12; trial++) {
      const a = await insertUser(arena, { login_name: `boss.a${trial}`, role: 2 });
      const b = await insertUser(arena, { login_name: `boss.b${trial}`, role: 2 });
      const [tokenA, tokenB] = await Promise.all([login(arena, `boss.a${trial}`), login(arena, `boss.b${trial}`)]);
      const change = changes[trial % changes.length] as (typeof changes)[number];
      const act = (token: string, target: number) =>
        arena.app.inject({
          method: change.method,
          url: `/api/auth/users/${target}`,
          headers: bearer(token),
          payload: change.payload,
        });
      const answers = await Promise.all([act(tokenA, b.id), act(tokenB, a.id)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      // one of them goes first; the other is then refused (409) or, its token ended with its
      // role, turned away (401/403)
      expect(codes[0], `trial ${trial}: ${codes}`).toBe(200);
      expect([401, 403, 409], `trial ${trial}: ${codes}`).toContain(codes[1]);
      const active = await arena.db
        .selectFrom("users")
        .select("id")
        .where("id", "in", [a.id, b.id])
        .where("role", "=", 2)
        .where("status", "=", 1)
        .execute();
      expect(active.length, `trial ${trial}`).toBe(1);
      // the survivor steps aside for the next trial: a new pair is made each time
      await arena.db.updateTable("users").set({ status: 0 }).where("id", "in", [a.id, b.id]).execute();
    }
    await arena.close();
  });

  it("deletes a user; an unknown id is 404 and a bad id 400", async () => {
    const user = await insertUser(t, { login_name: "to.delete" });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/users/${user.id}`,
      headers: bearer(t.tokens.staff),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "User deleted successfully" });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/auth/users/${user.id}`, headers: bearer(t.tokens.staff) }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: "DELETE", url: "/api/auth/users/abc", headers: bearer(t.tokens.staff) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ msg: "The id must be a positive whole number.", path: "params.id" }]);
  });
});
