import type { Db } from "../db/connect.ts";
import type { TwoFactorRequirement } from "../db/database.ts";
import { userTwoFactorRepository } from "./users.ts";

// two-factor sign-in's rows (migrations 0015, 0018; decision 021): each user's recovery codes
// (hashes) and the company's policy here; a user's secret, the pending one of a set-up, the last
// code step used, the wrong codes in a row and the code step's lock are columns of users, whose
// statements repositories/users.ts holds and this repository passes on (decision 037). What a
// code is and how it is checked is services/two-factor.ts; these are the statements, each written
// so that two requests at the same moment cannot both use the same code.

export function twoFactorRepository(db: Db) {
  return {
    // the statements on the users' own two-factor columns (repositories/users.ts holds them)
    ...userTwoFactorRepository(db),

    // a user's recovery codes not used yet (at most ten)
    unusedRecoveryCodes: (userId: number) =>
      db
        .selectFrom("user_recovery_codes")
        .select(["id", "code_hash"])
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute(),

    // a recovery code used up: false when another request used it first
    async spendRecoveryCode(id: number): Promise<boolean> {
      const result = await db
        .updateTable("user_recovery_codes")
        .set({ used_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // replaces a user's recovery codes with these (their hashes)
    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
        await trx
          .insertInto("user_recovery_codes")
          .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
          .execute();
      });
    },

    // off: the secret, a pending one and the recovery codes go; with endSessions (a Super Admin's
    // reset) the user's tokens stop working too
    async turnOff(userId: number, options: { endSessions: boolean }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
        await userTwoFactorRepository(trx).clearSecrets(userId, options);
      });
    },

    // who must use two-factor sign-in: nobody, every Super Admin or every staff member
    async requirement(): Promise<TwoFactorRequirement> {
      const row = await db
        .selectFrom("security_policy")
        .select("two_factor_required")
        .where("id", "=", 1)
        .executeTakeFirst();
      const value = row?.two_factor_required;
      return value === "super_admins" || value === "all" ? value : "none";
    },

    async setPolicy(required: TwoFactorRequirement): Promise<void> {
      await db
        .updateTable("security_policy")
        .set({
          two_factor_required: required,
          two_factor_for_super_admins: required === "none" ? 0 : 1,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", 1)
        .execute();
    },
  };
}
