import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startSmtpServer, type TestSmtp, waitFor } from "../../../test-support/smtp.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// staff invitations (issue 35): an Admin invites by e-mail, the e-mail's link (through the outbox,
// over a real SMTP exchange) lets the person choose a password, which creates the user and signs
// them in; the link works once, for 72 hours

const STRONG = "violet-kettle-93-harbour";

let smtp: TestSmtp;
let t: TestApp;
let tokens: { boss: string; admin: string; seller: string };
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: "sales@congty.vn",
    NOTIFY_EMAIL_FROM: "Website <web@congty.vn>",
    PUBLIC_ORIGIN: "https://www.congty.vn",
    LOGIN_RATE_LIMIT_MAX: "1000",
  });
  await insertUser(t, { login_name: "boss", role: 2, user_name: "Nguyễn Quản Trị" });
  await insertUser(t, { login_name: "admin", role: 1, user_name: "Trần Quản Lý" });
  await insertUser(t, { login_name: "seller", role: 3, user_name: "Lê Bán Hàng" });
  tokens = { boss: await login(t, "boss"), admin: await login(t, "admin"), seller: await login(t, "seller") };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const invite = (payload: object, token = tokens.admin) =>
  t.app.inject({ method: "POST", url: "/api/auth/invitations", headers: bearer(token), payload });
const preview = (token: string, language = "en") =>
  t.app.inject({ method: "GET", url: `/api/auth/invitations/${token}`, headers: { "accept-language": language } });
const accept = (token: string, password: string, language = "en") =>
  t.app.inject({
    method: "POST",
    url: `/api/auth/invitations/${token}/accept`,
    headers: { "accept-language": language },
    payload: { password },
  });

// the link's token, from the e-mail the SMTP server received for `address`
async function linkSentTo(address: string, after = 0): Promise<string> {
  const mail = await waitFor(() => smtp.received.slice(after).find((entry) => entry.to.includes(address)));
  const match = /https:\/\/www\.congty\.vn\/admin\/invitation\/([A-Za-z0-9_-]{43})\b/.exec(body(mail.raw));
  if (!match?.[1]) throw new Error(`no invitation link in the e-mail to ${address}`);
  return match[1];
}

describe(`staff invitations (${testDialect})`, () => {
  it("invites by e-mail as Sales by default; the link shows the invitation, sets the password, signs in, and works once", async () => {
    const sent = await invite({ email: "Lan.Tran@CongTy.vn", user_name: "Trần Thị Lan" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Invitation sent to lan.tran@congty.vn. The link is valid for 72 hours.");
    const invitation = sent.json().invitation;
    expect(invitation).toMatchObject({
      email: "lan.tran@congty.vn",
      login_name: "lan.tran@congty.vn",
      user_name: "Trần Thị Lan",
      role: 3,
      invited_by: "Trần Quản Lý",
      expired: false,
    });
    const hours = (Date.parse(invitation.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // the e-mail, in both languages, with the link on the public origin
    const token = await linkSentTo("lan.tran@congty.vn");
    const mail = smtp.received.find((entry) => entry.to.includes("lan.tran@congty.vn"));
    const text = body(mail?.raw ?? "");
    expect(text).toContain("Xin chào Trần Thị Lan,");
    expect(text).toContain("Hello Trần Thị Lan,");
    expect(text).toContain("vai trò Kinh doanh");
    expect(text).toContain("as Sales");
    // the token itself is nowhere in the database's invitation, only its hash
    const rows = await t.db.selectFrom("staff_invitations").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // the listing of the Users screen
    const listed = await t.app.inject({ method: "GET", url: "/api/auth/invitations", headers: bearer(tokens.admin) });
    expect(listed.json().invitations.map((row: { email: string }) => row.email)).toEqual(["lan.tran@congty.vn"]);

    // the page, signed out
    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().invitation).toMatchObject({
      user_name: "Trần Thị Lan",
      login_name: "lan.tran@congty.vn",
      role: 3,
    });

    // a guessable password is refused with the reason, next to the field; nothing is created
    const weak = await accept(token, "tranthilan2026");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe("password");
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "lan.tran@congty.vn").execute()).toEqual([]);

    // the password chosen: the user exists, active, Sales, and is signed in
    const accepted = await accept(token, STRONG);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: "Welcome! Your account is ready.",
      user: { login_name: "lan.tran@congty.vn", user_name: "Trần Thị Lan", role: 3, email: "lan.tran@congty.vn" },
      two_factor_setup_required: false,
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(accepted.json().token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.login_name).toBe("lan.tran@congty.vn");
    // and signs in with it later
    expect(await login(t, "lan.tran@congty.vn", STRONG)).toEqual(expect.any(String));

    // the link works once: used, it is unknown, in both languages
    const again = await accept(token, STRONG);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^This invitation link is not valid: it has been used, cancelled or replaced/);
    const againVi = await preview(token, "vi");
    expect(againVi.statusCode).toBe(404);
    expect(againVi.json().message).toMatch(/^Liên kết mời này không còn hợp lệ/);
    expect(await t.db.selectFrom("staff_invitations").select("id").execute()).toEqual([]);

    // the trail: sent (by the Admin) and accepted (by the new user), never the token or the password
    const trail = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("label", "=", "Trần Thị Lan")
      .orderBy("id")
      .execute();
    expect(trail.map((row) => [row.actor_name, row.action, JSON.parse(row.details).fields])).toEqual([
      ["Trần Quản Lý", "create", ["invitation", "role"]],
      ["Trần Thị Lan", "create", ["invitation", "role"]],
    ]);
    expect(trail[1]?.actor_id).toBe(accepted.json().user.id);
    const everything = JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(STRONG);
  });

  it("refuses an expired link with 410, in both languages, and the retention job deletes it a week later", async () => {
    const before = smtp.received.length;
    expect((await invite({ email: "het.han@congty.vn", user_name: "Hết Hạn" })).statusCode).toBe(201);
    const token = await linkSentTo("het.han@congty.vn", before);
    await t.db
      .updateTable("staff_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "het.han@congty.vn")
      .execute();
    const shown = await preview(token);
    expect(shown.statusCode).toBe(410);
    expect(shown.json().message).toBe(
      "This invitation has expired (links are valid for 72 hours). Ask an administrator to send it again.",
    );
    const refused = await accept(token, STRONG, "vi");
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toMatch(/^Lời mời này đã hết hạn/);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "het.han@congty.vn").execute()).toEqual([]);
    // still listed, as expired (the screen offers to send it again)
    const listed = await t.app.inject({ method: "GET", url: "/api/auth/invitations", headers: bearer(tokens.admin) });
    expect(listed.json().invitations.find((row: { email: string }) => row.email === "het.han@congty.vn")).toMatchObject(
      {
        expired: true,
      },
    );

    // the retention job: an invitation expired 8 days ago goes, one expired a day ago stays
    const jobs = await createTestApp({}, undefined, { retentionPollMs: 50 });
    try {
      await jobs.db
        .insertInto("staff_invitations")
        .values([
          {
            token_hash: "a".repeat(64),
            email: "cu@congty.vn",
            login_name: "cu",
            user_name: "Cũ",
            role: 3,
            invited_by: null,
            outbox_id: null,
            expires_at: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString(),
          },
          {
            token_hash: "b".repeat(64),
            email: "moi@congty.vn",
            login_name: "moi",
            user_name: "Mới",
            role: 3,
            invited_by: null,
            outbox_id: null,
            expires_at: new Date(Date.now() - 24 * 3_600_000).toISOString(),
          },
        ])
        .execute();
      // the job runs on start-up (before these are in, or after): then the hour's run, made due
      // now, finds them
      await jobs.db
        .updateTable("job_leases")
        .set({ next_run_at: new Date(0).toISOString() })
        .where("name", "=", "invitation_retention")
        .execute();
      await waitFor(async () => {
        const left = await jobs.db.selectFrom("staff_invitations").select("email").execute();
        return left.length === 1 ? left : undefined;
      });
      expect(await jobs.db.selectFrom("staff_invitations").select("email").execute()).toEqual([
        { email: "moi@congty.vn" },
      ]);
    } finally {
      await jobs.close();
    }
  });

  it("lets an Admin invite Admins and Sales, only a Super Admin invite a Super Admin, and no Sales member invite", async () => {
    const superAdmin = await invite({ email: "sa@congty.vn", user_name: "Cấp Cao", role: 2 });
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json().message).toBe("Only a Super Admin can create, change or delete a Super Admin.");
    const bySales = await invite({ email: "x@congty.vn", user_name: "X" }, tokens.seller);
    expect(bySales.statusCode).toBe(403);
    const listBySales = await t.app.inject({
      method: "GET",
      url: "/api/auth/invitations",
      headers: bearer(tokens.seller),
    });
    expect(listBySales.statusCode).toBe(403);
    expect((await invite({ email: "admin2@congty.vn", user_name: "Quản Trị Hai", role: 1 })).statusCode).toBe(201);
    const byBoss = await invite({ email: "sa@congty.vn", user_name: "Cấp Cao", role: 2 }, tokens.boss);
    expect(byBoss.statusCode).toBe(201);
    expect(byBoss.json().invitation.role).toBe(2);
    // nor does an Admin cancel a Super Admin's invitation
    const cancel = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/invitations/${byBoss.json().invitation.id}`,
      headers: bearer(tokens.admin),
    });
    expect(cancel.statusCode).toBe(403);
    // signed out, nothing
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/auth/invitations",
      payload: { email: "y@congty.vn", user_name: "Y" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an address a user has (409), replaces the link of an address invited again, and cancels", async () => {
    await t.db.updateTable("users").set({ email: "Seller@CongTy.vn" }).where("login_name", "=", "seller").execute();
    const taken = await invite({ email: "seller@congty.vn", user_name: "Lê Bán Hàng" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ path: "email", msg: "A user already has this e-mail address." });
    // a login name a user has: 409 on that field
    const name = await invite({ email: "khac@congty.vn", user_name: "Khác", login_name: "seller" });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors[0].path).toBe("login_name");

    // invited twice: the first link stops working, one invitation is listed
    let before = smtp.received.length;
    expect((await invite({ email: "hai.lan@congty.vn", user_name: "Hai Lần" })).statusCode).toBe(201);
    const first = await linkSentTo("hai.lan@congty.vn", before);
    before = smtp.received.length;
    expect((await invite({ email: "hai.lan@congty.vn", user_name: "Hai Lần", role: 1 })).statusCode).toBe(201);
    const second = await linkSentTo("hai.lan@congty.vn", before);
    expect(second).not.toBe(first);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).json().invitation.role).toBe(1);
    const listed = await t.app.inject({ method: "GET", url: "/api/auth/invitations", headers: bearer(tokens.admin) });
    const mine = listed.json().invitations.filter((row: { email: string }) => row.email === "hai.lan@congty.vn");
    expect(mine).toHaveLength(1);

    // cancelled: the link stops working
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/invitations/${mine[0].id}`,
      headers: bearer(tokens.admin),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe("Invitation cancelled");
    expect((await preview(second)).statusCode).toBe(404);
    expect((await accept(second, STRONG)).statusCode).toBe(404);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/invitations/${mine[0].id}`,
      headers: bearer(tokens.admin),
    });
    expect(gone.statusCode).toBe(404);
  });

  it("asks the new user to set up two-factor sign-in first when the security policy requires it of everyone", async () => {
    const before = smtp.received.length;
    expect((await invite({ email: "hai.lop@congty.vn", user_name: "Hai Lớp" })).statusCode).toBe(201);
    const link = await linkSentTo("hai.lop@congty.vn", before);
    // the rule set after the invitation (the Admin here has no two-factor sign-in either)
    await t.db.updateTable("security_policy").set({ two_factor_required: "all" }).execute();
    try {
      const accepted = await accept(link, STRONG);
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json().two_factor_setup_required).toBe(true);
      // as after a login: the token opens only the set-up
      const users = await t.app.inject({
        method: "GET",
        url: "/api/auth/users",
        headers: bearer(accepted.json().token),
      });
      expect(users.statusCode).toBe(403);
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(accepted.json().token) });
      expect(me.json().two_factor_setup_required).toBe(true);
    } finally {
      await t.db.updateTable("security_policy").set({ two_factor_required: "none" }).execute();
    }
  });

  it("refuses what is not an invitation with 400 and the field's message, and an unknown link with 404", async () => {
    const missing = await invite({ user_name: "Không Có E-mail" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe("email");
    const wrong = await invite({ email: "not-an-address", user_name: "Sai" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: "email", msg: "Please enter a valid e-mail address." });
    const role = await invite({ email: "vai.tro@congty.vn", user_name: "Vai Trò", role: 9 });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].path).toBe("role");
    // an address that cannot be a login name ("+"), without one: asked for one
    const plus = await invite({ email: "lan+web@congty.vn", user_name: "Lan" });
    expect(plus.statusCode).toBe(400);
    expect(plus.json().errors[0]).toMatchObject({ path: "login_name" });
    expect(plus.json().message).toMatch(/^This e-mail address cannot be a username/);
    // an unknown link, and an acceptance without a password
    expect((await preview("x".repeat(43))).statusCode).toBe(404);
    expect((await accept("x".repeat(43), STRONG)).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/auth/invitations/${"x".repeat(43)}/accept`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe("password");
  });
});

describe(`invitations without e-mail, and their rate limit (${testDialect})`, () => {
  it("says an invitation cannot be sent when the server sends no e-mail, and limits the link's requests like a login", async () => {
    const bare = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "3" });
    try {
      await insertUser(bare, { login_name: "admin", role: 1 });
      const token = await login(bare, "admin");
      const off = await bare.app.inject({
        method: "POST",
        url: "/api/auth/invitations",
        headers: bearer(token),
        payload: { email: "moi@congty.vn", user_name: "Mới" },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toMatch(/^E-mail is not set up on this server/);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await bare.app.inject({ method: "GET", url: `/api/auth/invitations/${"y".repeat(43)}` })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await bare.close();
    }
  });
});
