import { describe, expect, it } from "vitest";
import { apiMessages } from "../../../../contract/messages.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, login, testDialect } from "../../../test-support/test-app.ts";

// every endpoint that sets a password refuses a weak one (contract/password-strength.ts: zxcvbn
// score below 3 of 4) with the reason, in English and in Vietnamese, next to the field; a strong
// one is taken. The first admin's SEED_ADMIN_PASSWORD: secrets.unit.test.ts

const t = appWithStaff(
  {
    root: { role: 2 },
    "khoa.pham": { user_name: "Phạm Đăng Khoa", role: 1 },
    "lan.nguyen": { user_name: "Nguyễn Thị Lan", role: 1 },
  },
  { env: { LOGIN_RATE_LIMIT_MAX: "1000" } },
);

const weak = [
  ["password1234", "validation.passwordCommon"],
  ["qwertyuiop12", "validation.passwordCommon"],
  ["zxcvbnm,./zx", "validation.passwordPattern"],
  ["aaaaaaaaaaaa", "validation.passwordPattern"],
  ["14/02/1990", "validation.passwordDate"],
  ["hijacked-1", "validation.passwordSimple"],
] as const;

type Key = keyof typeof apiMessages;
function expectRefused(response: { statusCode: number; json: () => unknown }, key: Key, language: "en" | "vi") {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { success: boolean; message: string; errors: { msg: string; path: string }[] };
  expect(body.success).toBe(false);
  expect(body.message).toBe(apiMessages[key][language]);
  expect(body.errors).toEqual([{ msg: apiMessages[key][language], path: "password" }]);
}

const call = (method: "POST" | "PUT", url: string, token: string, payload: object, language: "en" | "vi") =>
  t.app.inject({ method, url, headers: { ...bearer(token), "accept-language": language }, payload });
// PUT /api/auth/users/{id} of a staff member, as `token`
const setPassword = (of: "khoa.pham" | "lan.nguyen", token: string, payload: object, language: "en" | "vi") =>
  call("PUT", `/api/auth/users/${t.ids[of]}`, token, payload, language);

describe(`a weak password is refused wherever one is set (${testDialect})`, () => {
  it.each(weak)("creating a user with %s: %s, in both languages; nobody is created", async (password, key) => {
    for (const language of ["en", "vi"] as const) {
      const payload = { login_name: "new.engineer", user_name: "Trần Văn Bình", password, role: 1 };
      expectRefused(await call("POST", "/api/auth/register", t.tokens.root, payload, language), key, language);
    }
    const rows = await t.db.selectFrom("users").select("id").where("login_name", "=", "new.engineer").execute();
    expect(rows).toEqual([]);
  });

  it("creating a user whose password holds their login name or name", async () => {
    for (const password of ["binh.tran2026", "TranVanBinh9"]) {
      const payload = { login_name: "binh.tran", user_name: "Trần Văn Bình", password, role: 1 };
      expectRefused(
        await call("POST", "/api/auth/register", t.tokens.root, payload, "vi"),
        "validation.passwordPersonal",
        "vi",
      );
    }
  });

  it.each(weak)(
    "a Super Admin setting someone's password to %s: %s; the old one still works",
    async (password, key) => {
      for (const language of ["en", "vi"] as const) {
        expectRefused(await setPassword("khoa.pham", t.tokens.root, { password }, language), key, language);
      }
      // their own name, checked against the account whose password it is
      const named = await setPassword("khoa.pham", t.tokens.root, { password: "phamdangkhoa" }, "en");
      expectRefused(named, "validation.passwordPersonal", "en");
      await login(t, "khoa.pham");
    },
  );

  it.each(weak)("one's own change to %s: %s", async (password, key) => {
    for (const language of ["en", "vi"] as const) {
      expectRefused(await setPassword("lan.nguyen", t.tokens["lan.nguyen"], { password }, language), key, language);
    }
    const named = await setPassword("lan.nguyen", t.tokens["lan.nguyen"], { password: "lan.nguyen.2026" }, "vi");
    expectRefused(named, "validation.passwordPersonal", "vi");
  });
});

describe(`a strong password is taken (${testDialect})`, () => {
  it("creating a user, setting someone's, one's own; each then signs in", async () => {
    const created = await call(
      "POST",
      "/api/auth/register",
      t.tokens.root,
      { login_name: "thu.le", user_name: "Lê Minh Thư", password: "Tram-bien-ap-22kV-Long-An", role: 1 },
      "en",
    );
    expect(created.statusCode, created.body).toBe(201);
    await login(t, "thu.le", "Tram-bien-ap-22kV-Long-An");

    const set = await setPassword("khoa.pham", t.tokens.root, { password: "cap-ngam-XLPE-240mm2" }, "en");
    expect(set.statusCode, set.body).toBe(200);
    await login(t, "khoa.pham", "cap-ngam-XLPE-240mm2");

    const own = await setPassword(
      "lan.nguyen",
      t.tokens["lan.nguyen"],
      { password: "may bien ap kho 1600 kVA", current_password: "password-123" },
      "en",
    );
    expect(own.statusCode, own.body).toBe(200);
    await login(t, "lan.nguyen", "may bien ap kho 1600 kVA");
  });

  it("the OpenAPI document says what is enforced", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const text = JSON.stringify(document.paths["/api/auth/register"]);
    expect(text).toContain("common-password");
    expect(text).toContain("below 3 of 4");
    expect(JSON.stringify(document.paths["/api/auth/users/{id}"])).toContain("below 3 of 4");
  });
});
