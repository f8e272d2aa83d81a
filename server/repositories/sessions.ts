import { randomBytes } from "node:crypto";
import type { Db } from "../db/connect.ts";
import type { SessionEndReason, User } from "../db/database.ts";

// staff sessions (migration 0017): one row per login, named by the token's `sid`. The server
// checks it on every request, so a session that ended answers 401 at once on every instance.

// the last request is written at most this often, or a quarter of the idle timeout when that is
// shorter (every request reads it; few need to write)
export const TOUCH_EVERY_MS = 60_000;
// ended or expired sessions are kept this long (the Users screen may show recent ones), then go
// when their user next logs in, so the table never grows beyond a few rows per person
export const KEEP_ENDED_MS = 30 * 24 * 3600_000;

export type SessionCheck = { state: "active"; user: User } | { state: "ended" | "idle" | "unknown" };

export function sessionRepository(db: Db) {
  return {
    // a new session for a login; the user's sessions that ended long ago are cleared on the way
    async start(userId: number, lifetimeMs: number, now = new Date()): Promise<string> {
      const id = randomBytes(24).toString("base64url");
      const at = now.toISOString();
      await db
        .insertInto("user_sessions")
        .values({
          id,
          user_id: userId,
          created_at: at,
          last_seen_at: at,
          expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        })
        .execute();
      const longAgo = new Date(now.getTime() - KEEP_ENDED_MS).toISOString();
      await db
        .deleteFrom("user_sessions")
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("ended_at", "<", longAgo), eb("expires_at", "<", longAgo)]))
        .execute();
      return id;
    },

    // the session a token names, with its user: active (and touched), ended, idle (ended now) or
    // unknown (another user's, or gone)
    async check(sessionId: string, userId: number, idleMs: number, now = new Date()): Promise<SessionCheck> {
      const row = await db
        .selectFrom("user_sessions as s")
        .innerJoin("users", "users.id", "s.user_id")
        .selectAll("users")
        .select(["s.last_seen_at as session_seen", "s.ended_at as session_ended", "s.end_reason as session_end_reason"])
        .where("s.id", "=", sessionId)
        .where("s.user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return { state: "unknown" };
      const { session_seen, session_ended, session_end_reason, ...user } = row;
      // a session the idle timeout ended says so to every later request with its token (the
      // screen's parallel requests, a second tab), not only to the first
      if (session_ended !== null) return { state: session_end_reason === "idle" ? "idle" : "ended" };
      const seen = Date.parse(session_seen);
      if (now.getTime() - seen > idleMs) {
        await this.end(sessionId, "idle", now);
        return { state: "idle" };
      }
      if (now.getTime() - seen > Math.min(TOUCH_EVERY_MS, idleMs / 4)) {
        await db
          .updateTable("user_sessions")
          .set({ last_seen_at: now.toISOString() })
          .where("id", "=", sessionId)
          .where("ended_at", "is", null)
          .execute();
      }
      return { state: "active", user: user as User };
    },

    async end(sessionId: string, reason: SessionEndReason, now = new Date()): Promise<void> {
      await db
        .updateTable("user_sessions")
        .set({ ended_at: now.toISOString(), end_reason: reason })
        .where("id", "=", sessionId)
        .where("ended_at", "is", null)
        .execute();
    },

    // every open session of a user (but `except`, the one asking): how many ended
    async endAll(userId: number, reason: SessionEndReason, except?: string, now = new Date()): Promise<number> {
      let query = db
        .updateTable("user_sessions")
        .set({ ended_at: now.toISOString(), end_reason: reason })
        .where("user_id", "=", userId)
        .where("ended_at", "is", null)
        .where("expires_at", ">", now.toISOString());
      if (except) query = query.where("id", "<>", except);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    // a user's sessions that are open now
    async countOpen(userId: number, now = new Date()): Promise<number> {
      const row = await db
        .selectFrom("user_sessions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("ended_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
