import type { Insertable } from "kysely";
import type { Db } from "../db/connect.ts";
import type { UploadsTable } from "../db/database.ts";

// uploaded files kept in the database (UPLOADS_STORE=database; decision 016): one row a file, by
// its key. Which keys are safe and what a file answers is services/storage.ts's (the one way to
// uploaded files).

export function uploadRepository(db: Db) {
  return {
    // a key saved again (it never is: keys are random) takes the new bytes and time, as a file
    // written again would
    async save(row: Insertable<UploadsTable>): Promise<void> {
      await db
        .insertInto("uploads")
        .values(row)
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({
            content_type: eb.ref("excluded.content_type"),
            size: eb.ref("excluded.size"),
            bytes: eb.ref("excluded.bytes"),
            created_at: eb.ref("excluded.created_at"),
          })),
        )
        .execute();
    },

    async exists(key: string): Promise<boolean> {
      return (await db.selectFrom("uploads").select("key").where("key", "=", key).executeTakeFirst()) !== undefined;
    },

    // what is known of a file without its bytes
    info: (key: string) =>
      db.selectFrom("uploads").select(["content_type", "size", "created_at"]).where("key", "=", key).executeTakeFirst(),

    withBytes: (key: string) =>
      db
        .selectFrom("uploads")
        .select(["content_type", "size", "created_at", "bytes"])
        .where("key", "=", key)
        .executeTakeFirst(),

    async remove(key: string): Promise<void> {
      await db.deleteFrom("uploads").where("key", "=", key).execute();
    },

    async keys(): Promise<string[]> {
      const rows = await db.selectFrom("uploads").select("key").orderBy("key").execute();
      return rows.map((row) => row.key);
    },
  };
}
