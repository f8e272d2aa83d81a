import { createHash, randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { UserRole } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";
import type { Database, StaffInvitation, User } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";

// Staff invitations (migration 0041, issue 35): one pending invitation per e-mail address, its
// link's token kept only as a SHA-256 hash (the token is 256 random bits: a plain hash is enough,
// nothing to guess). Accepting deletes the row in the same transaction that creates the user, so
// a link works once; the expired rows are deleted by the retention job.

export type InvitationRule =
  | "invitations.notFound"
  | "invitations.expired"
  | "invitations.loginNameInvited"
  | "invitations.emailTaken";
export type InvitationRefusal = { refused: InvitationRule };

// the token of a new link (43 base64url characters) and its hash, the only part stored
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export interface PendingInvitation extends StaffInvitation {
  invited_by_name: string | null;
}

export interface NewInvitation {
  email: string;
  login_name: string;
  user_name: string;
  role: UserRole;
  invited_by: number;
  token_hash: string;
  expires_at: string;
}

// the refusal a transaction throws to roll back, and the caller returns
class Refused extends Error {
  readonly refusal: { refused: string };
  constructor(refusal: { refused: string }) {
    super("refused");
    this.refusal = refusal;
  }
}

export function invitationRepository(db: Db) {
  const listQuery = () =>
    db
      .selectFrom("staff_invitations as i")
      .leftJoin("users as u", "u.id", "i.invited_by")
      .selectAll("i")
      .select("u.user_name as invited_by_name");

  return {
    // every pending invitation (the expired ones too, until the job deletes them), newest first
    list: (): Promise<PendingInvitation[]> =>
      listQuery().orderBy("i.created_at", "desc").orderBy("i.id", "desc").execute(),

    find: (id: number): Promise<PendingInvitation | undefined> => listQuery().where("i.id", "=", id).executeTakeFirst(),

    byToken: (token: string): Promise<StaffInvitation | undefined> =>
      db
        .selectFrom("staff_invitations")
        .selectAll()
        .where("token_hash", "=", hashInvitationToken(token))
        .executeTakeFirst(),

    // a new invitation, replacing the pending one of the same address (its token stops working,
    // its e-mail is taken back when not sent yet: `withdraw`); `send` writes the e-mail to the
    // outbox in the same transaction and gives its id. A login name another address's pending
    // invitation has is refused.
    async invite(
      invitation: NewInvitation,
      send: (trx: Transaction<Database>) => Promise<number>,
      withdraw: (trx: Transaction<Database>, outboxId: number) => Promise<void>,
    ): Promise<StaffInvitation | InvitationRefusal> {
      const email = invitation.email.toLowerCase();
      try {
        return await db.transaction().execute(async (trx) => {
          const clash = await trx
            .selectFrom("staff_invitations")
            .select("id")
            .where(sql`lower(login_name)`, "=", invitation.login_name.toLowerCase())
            .where("email", "<>", email)
            .executeTakeFirst();
          if (clash) throw new Refused({ refused: "invitations.loginNameInvited" as const });
          const earlier = await trx
            .deleteFrom("staff_invitations")
            .where("email", "=", email)
            .returning("outbox_id")
            .executeTakeFirst();
          if (earlier?.outbox_id) await withdraw(trx, earlier.outbox_id);
          const row = await trx
            .insertInto("staff_invitations")
            .values({ ...invitation, email })
            .returningAll()
            .executeTakeFirstOrThrow();
          const outboxId = await send(trx);
          await trx.updateTable("staff_invitations").set({ outbox_id: outboxId }).where("id", "=", row.id).execute();
          return { ...row, outbox_id: outboxId };
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal as InvitationRefusal;
        // the same address invited twice at the same moment: the other one stands
        if (isUniqueViolation(error)) return { refused: "invitations.loginNameInvited" };
        throw error;
      }
    },

    // cancels a pending invitation; its e-mail is taken back when not sent yet
    async cancel(
      id: number,
      withdraw: (trx: Transaction<Database>, outboxId: number) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("staff_invitations")
          .where("id", "=", id)
          .returning("outbox_id")
          .executeTakeFirst();
        if (row?.outbox_id) await withdraw(trx, row.outbox_id);
        return Boolean(row);
      });
    },

    // the link used: the invitation is deleted and `create` makes the user, in one transaction
    // (two requests with one link: one wins, the other finds no invitation). A refusal of
    // `create` rolls it all back and is returned.
    async accept<R extends { refused: string }>(
      token: string,
      now: Date,
      create: (trx: Transaction<Database>, invitation: StaffInvitation) => Promise<User | R>,
    ): Promise<User | R | InvitationRefusal> {
      try {
        return await db.transaction().execute(async (trx) => {
          const invitation = await trx
            .deleteFrom("staff_invitations")
            .where("token_hash", "=", hashInvitationToken(token))
            .returningAll()
            .executeTakeFirst();
          if (!invitation) throw new Refused({ refused: "invitations.notFound" as const });
          if (Date.parse(invitation.expires_at) <= now.getTime()) {
            throw new Refused({ refused: "invitations.expired" as const });
          }
          const created = await create(trx, invitation);
          if ("refused" in created) throw new Refused(created);
          return created;
        });
      } catch (error) {
        if (error instanceof Refused) return error.refusal as R | InvitationRefusal;
        throw error;
      }
    },

    // the retention job: invitations that expired before `before` are deleted; how many went
    async deleteExpired(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("staff_invitations")
        .where("expires_at", "<", before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
