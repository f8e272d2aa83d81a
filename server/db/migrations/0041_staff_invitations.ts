import { type AnyDb, nowDefault, timestampType, withId } from "./helpers.ts";

// Staff invitations (issue 35): an Admin invites a new staff member by e-mail; the link's one-time
// token is kept only as its SHA-256 hash, for 72 hours. One pending invitation per address
// (inviting it again replaces the token); accepting it creates the user and deletes the row, and
// the expired ones are deleted by a job (services/invitation-retention.ts). Expand only: a table
// the previous release does not know.
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("staff_invitations"))
    // hex SHA-256 of the token (256 random bits, base64url, sent only in the e-mail)
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    // in lower case: one pending invitation per address
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("login_name", "varchar(50)", (c) => c.notNull())
    .addColumn("user_name", "varchar(100)", (c) => c.notNull())
    .addColumn("role", "integer", (c) => c.notNull())
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    // the invitation's e-mail in the outbox, deleted with the invitation (it holds the link)
    .addColumn("outbox_id", "integer")
    .addColumn("created_at", timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("expires_at", timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_invitations_expires_idx").on("staff_invitations").column("expires_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("staff_invitations").ifExists().execute();
}
