import { sql, type Transaction } from "kysely";
import { LIMITS, USER_ROLE, USER_STATUS, type UserRole, type UserStatus } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";
import type { Database, NewUser, User } from "../db/database.ts";
import { isUniqueViolation } from "../db/errors.ts";

// the staff accounts: the queries the routes share, and the rules about who may change whom,
// in one place. The rules that count rows (the last active Super Admin) run inside a transaction
// with those rows locked, so that two requests at the same moment cannot both pass them. A rule
// that says no is answered as a refusal (the key of contract/messages.ts that explains it); the
// route turns it into HTTP (decision 025).

export type UserRule =
  | "users.superAdminOnly"
  | "users.notSelfDeactivate"
  | "users.notSelfDelete"
  | "users.lastSuperAdmin"
  | "users.duplicate";
export type UserRefusal = { refused: UserRule };
const refuse = (rule: UserRule): UserRefusal => ({ refused: rule });

type Dialect = "sqlite" | "postgres";
type Actor = Pick<User, "id" | "role">;

export const isSuperAdmin = (user: Pick<User, "role">) => user.role === USER_ROLE.SUPER_ADMIN;
const isActiveSuperAdmin = (user: User) => isSuperAdmin(user) && user.status === USER_STATUS.ACTIVE;

export function userRepository(db: Db, dialect: Dialect) {
  // a user, or undefined when there is none
  const find = (id: number): Promise<User | undefined> =>
    db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

  // a change that could leave no active Super Admin runs with the active Super Admins' rows
  // locked (PostgreSQL: FOR UPDATE, so two Super Admins demoting each other at the same moment
  // are taken one after the other; SQLite: one writer at a time), and is refused when, as the
  // rows now stand, the target is the last one
  function unlessLastSuperAdmin<T>(
    target: User,
    losesSuperAdmin: boolean,
    change: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T | UserRefusal> {
    return db.transaction().execute(async (trx): Promise<T | UserRefusal> => {
      let query = trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", USER_ROLE.SUPER_ADMIN)
        .where("status", "=", USER_STATUS.ACTIVE);
      if (dialect === "postgres") query = query.forUpdate();
      const active = (await query.execute()).map((row) => row.id);
      if (losesSuperAdmin && active.includes(target.id) && active.length <= 1) {
        return refuse("users.lastSuperAdmin");
      }
      return change(trx);
    });
  }

  return {
    find,

    // the active staff by name (whom a lead can be given to)
    activeNames: () =>
      db
        .selectFrom("users")
        .select(["id", "user_name"])
        .where("status", "=", USER_STATUS.ACTIVE)
        .orderBy("user_name")
        .orderBy("id")
        .execute(),

    async isActive(id: number): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", id)
        .where("status", "=", USER_STATUS.ACTIVE)
        .executeTakeFirst();
      return row !== undefined;
    },

    // the user's row locked until the transaction (pass it) ends, on PostgreSQL: what a member
    // does one after another (their replies to leads) cannot pass two checks at once; SQLite runs
    // one transaction at a time
    async lock(id: number): Promise<void> {
      if (dialect === "postgres") await db.selectFrom("users").select("id").where("id", "=", id).forUpdate().execute();
    },

    list: () => db.selectFrom("users").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute(),

    byLoginName: (key: string) =>
      db.selectFrom("users").selectAll().where(sql`lower(login_name)`, "=", key).executeTakeFirst(),

    // a new account (login names are unique whatever their case: the unique index has the last word)
    async create(user: NewUser): Promise<User | UserRefusal> {
      try {
        return await db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return refuse("users.duplicate");
        throw error;
      }
    },

    // a login just succeeded: its time, for the Users screen's "last login"
    async recordLogin(id: number): Promise<string> {
      const at = new Date().toISOString();
      await db.updateTable("users").set({ login_timestamp: at }).where("id", "=", id).execute();
      return at;
    },

    // the dashboard's and users page's counts, computed by the database
    async stats() {
      const since = new Date(Date.now() - LIMITS.recentLoginDays * 24 * 3600 * 1000).toISOString();
      const row = await db
        .selectFrom("users")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(eb.case().when("status", "=", USER_STATUS.ACTIVE).then(1).else(0).end()).as("active"),
          eb.fn.sum<number>(eb.case().when("role", "=", USER_ROLE.SUPER_ADMIN).then(1).else(0).end()).as("superAdmins"),
          eb.fn.sum<number>(eb.case().when("login_timestamp", ">=", since).then(1).else(0).end()).as("recentLogins"),
        ])
        .executeTakeFirstOrThrow();
      return {
        total: Number(row.total),
        active: Number(row.active ?? 0),
        superAdmins: Number(row.superAdmins ?? 0),
        recentLogins: Number(row.recentLogins ?? 0),
      };
    },

    // login names are unique whatever their case
    async loginNameTaken(loginName: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where(sql`lower(login_name)`, "=", loginName.toLowerCase())
        .executeTakeFirst();
      return Boolean(row);
    },

    // whether a user has this e-mail address, whatever its case (an invitation to it is refused)
    async emailTaken(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where(sql`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      return Boolean(row);
    },

    // only a Super Admin creates a Super Admin
    checkCreate(actor: Actor, role: UserRole): UserRefusal | undefined {
      if (role === USER_ROLE.SUPER_ADMIN && !isSuperAdmin(actor)) return refuse("users.superAdminOnly");
    },

    // only a Super Admin sets a Super Admin's password (checked before the password itself)
    checkSetPassword(actor: Actor, target: User): UserRefusal | undefined {
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) return refuse("users.superAdminOnly");
    },

    // a new password: only a Super Admin sets one for a Super Admin; the old sessions end
    async setPassword(actor: Actor, target: User, passwordHash: string): Promise<UserRefusal | undefined> {
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) return refuse("users.superAdminOnly");
      await db
        .updateTable("users")
        .set({ password_hash: passwordHash, token_version: target.token_version + 1 })
        .where("id", "=", target.id)
        .execute();
    },

    // name, role and status: only a Super Admin touches a Super Admin or makes one; nobody
    // deactivates themselves; the last active Super Admin stays one. Deactivating ends the
    // user's sessions at once.
    update(
      actor: Actor,
      target: User,
      change: { user_name: string; email?: string | null; role: UserRole; status: UserStatus },
    ): Promise<User | UserRefusal> {
      if ((isSuperAdmin(target) || change.role === USER_ROLE.SUPER_ADMIN) && !isSuperAdmin(actor)) {
        return Promise.resolve(refuse("users.superAdminOnly"));
      }
      if (target.id === actor.id && change.status === USER_STATUS.INACTIVE) {
        return Promise.resolve(refuse("users.notSelfDeactivate"));
      }
      const losesSuperAdmin =
        isActiveSuperAdmin(target) && (change.role !== USER_ROLE.SUPER_ADMIN || change.status !== USER_STATUS.ACTIVE);
      const deactivated = target.status === USER_STATUS.ACTIVE && change.status === USER_STATUS.INACTIVE;
      return unlessLastSuperAdmin(target, losesSuperAdmin, (trx) =>
        trx
          .updateTable("users")
          .set({
            user_name: change.user_name,
            ...(change.email !== undefined ? { email: change.email } : {}),
            role: change.role,
            status: change.status,
            token_version: deactivated ? sql<number>`token_version + 1` : sql<number>`token_version`,
          })
          .where("id", "=", target.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    // nobody deletes themselves; only a Super Admin deletes a Super Admin, never the last active one
    async remove(actor: Actor, target: User): Promise<UserRefusal | undefined> {
      if (target.id === actor.id) return refuse("users.notSelfDelete");
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) return refuse("users.superAdminOnly");
      const done = await unlessLastSuperAdmin(target, true, async (trx) => {
        await trx.deleteFrom("users").where("id", "=", target.id).execute();
      });
      return done ?? undefined;
    },
  };
}

// a user's two-factor columns (decision 021): the secret, the pending one of a set-up, the last
// code step used, the wrong codes in a row and the code step's lock; passed on by
// repositories/two-factor.ts. Each statement is conditional, so that two requests at the same
// moment cannot both use the same code.
export function userTwoFactorRepository(db: Db) {
  return {
    // a code's time step recorded as used: false when this step or a later one already was (the
    // same code cannot be used twice)
    async spendStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ totp_last_step: step })
        .where("id", "=", userId)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // one more wrong code in a row: how many now (undefined: the user is gone)
    async countWrongCode(userId: number): Promise<number | undefined> {
      const row = await db
        .updateTable("users")
        .set((eb) => ({ totp_failures: eb("totp_failures", "+", 1) }))
        .where("id", "=", userId)
        .returning("totp_failures")
        .executeTakeFirst();
      return row ? Number(row.totp_failures) : undefined;
    },

    // the code step closed until then, the count started again
    async lockCodeStep(userId: number, until: string): Promise<void> {
      await db
        .updateTable("users")
        .set({ totp_failures: 0, totp_locked_until: until })
        .where("id", "=", userId)
        .execute();
    },

    // a right code: the wrong ones in a row and the lock forgotten
    async clearFailures(userId: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ totp_failures: 0, totp_locked_until: null })
        .where("id", "=", userId)
        .execute();
    },

    // a set-up started: the new secret (encrypted) waits for its first code
    async setPending(userId: number, encryptedSecret: string): Promise<void> {
      await db.updateTable("users").set({ totp_pending: encryptedSecret }).where("id", "=", userId).execute();
    },

    // on: the secret kept, the first code's step used
    async enable(userId: number, encryptedSecret: string, step: number): Promise<void> {
      await db
        .updateTable("users")
        .set({ totp_secret: encryptedSecret, totp_pending: null, totp_last_step: step })
        .where("id", "=", userId)
        .execute();
    },

    // two-factor sign-in off for the user: the secret and a pending one go; with endSessions the
    // user's tokens stop working too (the recovery codes are repositories/two-factor.ts's)
    async clearSecrets(userId: number, options: { endSessions: boolean }): Promise<void> {
      await db
        .updateTable("users")
        .set((eb) => ({
          totp_secret: null,
          totp_pending: null,
          totp_last_step: null,
          ...(options.endSessions ? { token_version: eb("token_version", "+", 1) } : {}),
        }))
        .where("id", "=", userId)
        .execute();
    },

    // the secrets stored under an older key ("v1."), to be encrypted again
    olderSecrets: () =>
      db
        .selectFrom("users")
        .select(["id", "login_name", "totp_secret", "totp_pending"])
        .where((eb) => eb.or([eb("totp_secret", "like", "v1.%"), eb("totp_pending", "like", "v1.%")]))
        .execute(),

    // a secret replaced only if it still holds the value read: false when it changed meanwhile
    async replaceSecret(
      userId: number,
      column: "totp_secret" | "totp_pending",
      stored: string,
      replacement: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ [column]: replacement })
        .where("id", "=", userId)
        .where(column, "=", stored)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
