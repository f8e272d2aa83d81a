import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateApiMessage } from "../../../../contract/messages.ts";
import {
  bearer,
  createTestApp,
  createTestDatabase,
  insertUser,
  login,
  type TestApp,
  testDialect,
} from "../../../test-support/test-app.ts";

// staff sessions on the server (issue 20, part 1): logging out ends the token, on every instance;
// the idle timeout; log out everywhere; a Super Admin ends someone's sessions

let t: TestApp;
let superId: number;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000", SESSION_IDLE_MINUTES: "1" });
  superId = (await insertUser(t, { login_name: "root", role: 2, user_name: "Trần Quốc Bảo" })).id;
  staffId = (await insertUser(t, { login_name: "staff", role: 1, user_name: "Lê Thị Hoa" })).id;
});
afterAll(() => t.close());

const me = (app: TestApp, token: string, language = "en") =>
  app.app.inject({ method: "GET", url: "/api/auth/me", headers: { ...bearer(token), "accept-language": language } });
const post = (token: string, url: string) => t.app.inject({ method: "POST", url, headers: bearer(token) });
const sessionOf = async (token: string) => {
  const sid = t.app.jwt.decode<{ sid: string }>(token)?.sid ?? "";
  return t.db.selectFrom("user_sessions").selectAll().where("id", "=", sid).executeTakeFirstOrThrow();
};

describe(`staff sessions (${testDialect})`, () => {
  it("ends the session on logout: the token answers 401 from then on, other sessions go on", async () => {
    const first = await login(t, "staff");
    const second = await login(t, "staff");
    expect((await me(t, first)).statusCode).toBe(200);
    const out = await post(first, "/api/auth/logout");
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe("You have been signed out.");
    const after = await me(t, first);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(translateApiMessage("auth.sessionEnded", "en"));
    expect((await me(t, first, "vi")).json().message).toBe(translateApiMessage("auth.sessionEnded", "vi"));
    expect((await me(t, second)).statusCode).toBe(200);
    expect(await sessionOf(first)).toMatchObject({ end_reason: "logout" });
  });

  it("refuses a token that names no session (made before sessions existed) or another user's", async () => {
    const token = await login(t, "staff");
    const { sid } = t.app.jwt.decode<{ sid: string }>(token) ?? { sid: "" };
    const user = await t.db.selectFrom("users").selectAll().where("id", "=", superId).executeTakeFirstOrThrow();
    const withoutSession = t.app.jwt.sign({ sub: String(user.id), ver: user.token_version });
    expect((await me(t, withoutSession)).statusCode).toBe(401);
    const borrowed = t.app.jwt.sign({ sub: String(user.id), ver: user.token_version, sid });
    expect((await me(t, borrowed)).statusCode).toBe(401);
  });

  it("ends a session after SESSION_IDLE_MINUTES without a request, and says why", async () => {
    const token = await login(t, "staff");
    const session = await sessionOf(token);
    // a request within the minute keeps it (its time is not written every time)
    const recently = new Date(Date.now() - 10_000).toISOString();
    await t.db.updateTable("user_sessions").set({ last_seen_at: recently }).where("id", "=", session.id).execute();
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await sessionOf(token)).last_seen_at).toBe(recently);
    const idle = new Date(Date.now() - 61_000).toISOString();
    await t.db.updateTable("user_sessions").set({ last_seen_at: idle }).where("id", "=", session.id).execute();
    const answer = await me(t, token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe("You were signed out after a minute without activity. Please sign in again.");
    expect(await sessionOf(token)).toMatchObject({ end_reason: "idle" });
    // ended for good: a later request (a second tab, the screen's other requests) does not bring
    // it back, and is told the same reason
    const later = await me(t, token, "vi");
    expect(later.statusCode).toBe(401);
    expect(later.json().message).toBe(translateApiMessage("auth.sessionIdle", "vi", { minutes: 1 }));
    expect(await sessionOf(token)).toMatchObject({ end_reason: "idle" });
  });

  it("keeps a session alive while it is used: the last request is written now and then, not every time", async () => {
    const token = await login(t, "staff");
    const session = await sessionOf(token);
    // with a one-minute timeout, written when the last written one is over 15 s old
    const tenSecondsAgo = new Date(Date.now() - 10_000).toISOString();
    await t.db.updateTable("user_sessions").set({ last_seen_at: tenSecondsAgo }).where("id", "=", session.id).execute();
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await sessionOf(token)).last_seen_at).toBe(tenSecondsAgo);
    const fiftySecondsAgo = new Date(Date.now() - 50_000).toISOString();
    await t.db
      .updateTable("user_sessions")
      .set({ last_seen_at: fiftySecondsAgo })
      .where("id", "=", session.id)
      .execute();
    expect((await me(t, token)).statusCode).toBe(200);
    expect(Date.parse((await sessionOf(token)).last_seen_at)).toBeGreaterThan(Date.now() - 5_000);
    // so 50 s later it is still alive
    expect((await me(t, token)).statusCode).toBe(200);
  });

  it("logs out everywhere: every session of one's own account ends, and says how many", async () => {
    const a = await login(t, "staff");
    const b = await login(t, "staff");
    const superToken = await login(t, "root");
    const open = await t.app.sessions.countOpen(staffId);
    const answer = await post(a, "/api/auth/logout/everywhere");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ended: open });
    expect(answer.json().message).toBe(`Signed out on every device: ${open} sessions ended.`);
    expect((await me(t, a)).statusCode).toBe(401);
    expect((await me(t, b)).statusCode).toBe(401);
    expect(await t.app.sessions.countOpen(staffId)).toBe(0);
    // someone else's are untouched
    expect((await me(t, superToken)).statusCode).toBe(200);
  });

  it("lets a Super Admin end another person's sessions, audited; an Admin may not", async () => {
    const staff = await login(t, "staff");
    const superToken = await login(t, "root");
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/users/${superId}/sessions`,
      headers: bearer(staff),
    });
    expect(refused.statusCode).toBe(403);
    expect((await me(t, superToken)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/users/${staffId}/sessions`,
      headers: { ...bearer(superToken), "accept-language": "vi" },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(1);
    expect(ended.json().message).toBe(
      `Đã kết thúc ${ended.json().ended} phiên đăng nhập của Lê Thị Hoa: người dùng phải đăng nhập lại.`,
    );
    expect((await me(t, staff)).statusCode).toBe(401);
    expect((await me(t, superToken)).statusCode).toBe(200);
    const entry = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "user")
      .where("entity_id", "=", staffId)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(superId);
    expect(JSON.parse(entry.details).fields).toEqual(["sessions"]);
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/users/999999/sessions",
      headers: bearer(superToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`sessions across two instances (${testDialect}${testDialect === "postgres" ? " + Redis" : ""})`, () => {
  it("ends a session on every instance at once: logged out on one, refused on the other", async () => {
    const redis: Record<string, string> =
      testDialect === "postgres"
        ? { REDIS_URL: "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: `test:${randomBytes(6).toString("hex")}:` }
        : {};
    const database = await createTestDatabase({ LOGIN_RATE_LIMIT_MAX: "1000", ...redis });
    const a = await createTestApp({}, undefined, { database });
    const b = await createTestApp({}, undefined, { database });
    try {
      await insertUser(a, { login_name: "site", role: 1 });
      const token = await login(a, "site");
      expect((await me(b, token)).statusCode).toBe(200);
      const out = await b.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect((await me(a, token)).statusCode).toBe(401);
      expect((await me(b, token)).statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
      await database.destroy();
    }
  });
});
