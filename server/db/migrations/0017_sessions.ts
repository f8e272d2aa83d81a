import { type AnyDb, nowDefault, timestampType } from "./helpers.ts";

// staff sessions on the server (issue 20): each login is a row that its token names (the token's
// `sid`); logging out, "log out everywhere", a Super Admin ending someone's sessions and the idle
// timeout end the row, and the token answers 401 from then on, on every instance at once.
// Tokens from before this migration name no session and must log in again.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("user_sessions")
    // 32 random base64url characters (192 bits); the token that carries it is signed
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    // the last request made with it, kept to the minute (the idle timeout reads it)
    .addColumn("last_seen_at", timestampType(db), (c) => c.notNull())
    .addColumn("expires_at", timestampType(db), (c) => c.notNull())
    .addColumn("ended_at", timestampType(db))
    // logout, everywhere, ended-by-admin, password, idle, two-factor-reset
    .addColumn("end_reason", "varchar(32)")
    .execute();
  await db.schema.createIndex("user_sessions_user_idx").on("user_sessions").column("user_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("user_sessions").ifExists().execute();
}
