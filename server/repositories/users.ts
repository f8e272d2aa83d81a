import { sql, type Transaction } from "kysely";
import { LIMITS, USER_ROLE, USER_STATUS, type UserRole, type UserStatus } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";
import type { Database, User } from "../db/database.ts";
import { HttpError } from "../plugins/error-handler.ts";

// the staff accounts: the queries the routes share, and the rules about who may change whom,
// in one place. The rules that count rows (the last active Super Admin) run inside a transaction
// with those rows locked, so that two requests at the same moment cannot both pass them.

type Dialect = "sqlite" | "postgres";
type Actor = Pick<User, "id" | "role">;

export const isSuperAdmin = (user: Pick<User, "role">) => user.role === USER_ROLE.SUPER_ADMIN;
const isActiveSuperAdmin = (user: User) => isSuperAdmin(user) && user.status === USER_STATUS.ACTIVE;

export function userRepository(db: Db, dialect: Dialect) {
  async function find(id: number): Promise<User> {
    const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user) throw new HttpError(404, "users.notFound");
    return user;
  }

  // a change that could leave no active Super Admin runs with the active Super Admins' rows
  // locked (PostgreSQL: FOR UPDATE, so two Super Admins demoting each other at the same moment
  // are taken one after the other; SQLite: one writer at a time), and is refused when, as the
  // rows now stand, the target is the last one
  function unlessLastSuperAdmin<T>(
    target: User,
    losesSuperAdmin: boolean,
    change: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", USER_ROLE.SUPER_ADMIN)
        .where("status", "=", USER_STATUS.ACTIVE);
      if (dialect === "postgres") query = query.forUpdate();
      const active = (await query.execute()).map((row) => row.id);
      if (losesSuperAdmin && active.includes(target.id) && active.length <= 1) {
        throw new HttpError(409, "users.lastSuperAdmin");
      }
      return change(trx);
    });
  }

  return {
    find,

    list: () => db.selectFrom("users").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute(),

    byLoginName: (key: string) =>
      db.selectFrom("users").selectAll().where(sql`lower(login_name)`, "=", key).executeTakeFirst(),

    // the dashboard's and users page's counts, computed by the database
    // a login just succeeded: its time, for the Users screen's "last login"
    async recordLogin(id: number): Promise<string> {
      const at = new Date().toISOString();
      await db.updateTable("users").set({ login_timestamp: at }).where("id", "=", id).execute();
      return at;
    },

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

    // only a Super Admin creates a Super Admin
    checkCreate(actor: Actor, role: UserRole) {
      if (role === USER_ROLE.SUPER_ADMIN && !isSuperAdmin(actor)) throw new HttpError(403, "users.superAdminOnly");
    },

    // only a Super Admin sets a Super Admin's password (checked before the password itself)
    checkSetPassword(actor: Actor, target: User) {
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) throw new HttpError(403, "users.superAdminOnly");
    },

    // a new password: only a Super Admin sets one for a Super Admin; the old sessions end
    async setPassword(actor: Actor, target: User, passwordHash: string) {
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) throw new HttpError(403, "users.superAdminOnly");
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
      change: { user_name: string; role: UserRole; status: UserStatus },
    ): Promise<User> {
      if ((isSuperAdmin(target) || change.role === USER_ROLE.SUPER_ADMIN) && !isSuperAdmin(actor)) {
        throw new HttpError(403, "users.superAdminOnly");
      }
      if (target.id === actor.id && change.status === USER_STATUS.INACTIVE) {
        throw new HttpError(403, "users.notSelfDeactivate");
      }
      const losesSuperAdmin =
        isActiveSuperAdmin(target) && (change.role !== USER_ROLE.SUPER_ADMIN || change.status !== USER_STATUS.ACTIVE);
      const deactivated = target.status === USER_STATUS.ACTIVE && change.status === USER_STATUS.INACTIVE;
      return unlessLastSuperAdmin(target, losesSuperAdmin, (trx) =>
        trx
          .updateTable("users")
          .set({
            user_name: change.user_name,
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
    async remove(actor: Actor, target: User) {
      if (target.id === actor.id) throw new HttpError(403, "users.notSelfDelete");
      if (isSuperAdmin(target) && !isSuperAdmin(actor)) throw new HttpError(403, "users.superAdminOnly");
      await unlessLastSuperAdmin(target, true, (trx) => trx.deleteFrom("users").where("id", "=", target.id).execute());
    },
  };
}
