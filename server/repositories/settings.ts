import type { Db } from "../db/connect.ts";

// the company's settings: one row (id 1) holding them as JSON. What they may hold, and how a row
// that no longer passes the schema is read, is services/settings.ts's.

export interface SettingsValues {
  data: string;
  updated_at: string | null;
  updated_by: string | null;
}

export function settingsRepository(db: Db) {
  const read = (q: Db) => q.selectFrom("settings").selectAll().where("id", "=", 1).executeTakeFirst();

  return {
    // the row, or undefined on a database without settings
    read: () => read(db),

    // the first settings; several processes starting at once write one row (the others find it)
    async insertFirst(values: SettingsValues): Promise<void> {
      await db
        .insertInto("settings")
        .values({ id: 1, ...values })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
    },

    // reads the row and writes what `change` makes of it, in one transaction (two saves at once:
    // each is made from what the other wrote, or comes first)
    update<T>(change: (row: SettingsValues | undefined) => { values: SettingsValues; answer: T }): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const { values, answer } = change(await read(trx));
        const result = await trx.updateTable("settings").set(values).where("id", "=", 1).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0)
          await trx
            .insertInto("settings")
            .values({ id: 1, ...values })
            .execute();
        return answer;
      });
    },
  };
}
