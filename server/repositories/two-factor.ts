import type { Db } from "../db/connect.ts";
import type { TwoFactorRequirement } from "../db/database.ts";

// two-factor sign-in's rows (migrations 0015, 0018; decision 021): a user's secret, the pending
// one of a set-up, the last code step used, the wrong codes in a row and the code step's lock;
// each user's recovery codes (hashes); the company's policy. What a code is and how it is
// checked is services/two-factor.ts; these are the statements, each written so that two requests
// at the same moment cannot both use the same code.

export function twoFactorRepository(db: Db) {
  return {
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

    // off: the secret, a pending one and the recovery codes go; with endSessions (a Super Admin's
    // reset) the user's tokens stop working too
    async turnOff(userId: number, options: { endSessions: boolean }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("user_recovery_codes").where("user_id", "=", userId).execute();
        await trx
          .updateTable("users")
          .set((eb) => ({
            totp_secret: null,
            totp_pending: null,
            totp_last_step: null,
            ...(options.endSessions ? { token_version: eb("token_version", "+", 1) } : {}),
          }))
          .where("id", "=", userId)
          .execute();
      });
    },

    // who must use two-factor sign-in
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
