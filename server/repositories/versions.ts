import type { Kysely } from "kysely";
import type { Db } from "../db/connect.ts";
import type { ContentVersion, Database } from "../db/database.ts";

// the versions of the content staff edit (migration 0021's content_versions): a page's published
// documents, a news item's or a project's saved records, each whole, newest last

export type VersionedType = ContentVersion["entity_type"];
export type VersionSummary = Pick<ContentVersion, "id" | "created_at" | "actor_name" | "fields">;
export interface VersionActor {
  id: number | null;
  name: string | null;
}

// the row of a version (its fields as JSON)
export const versionRow = (
  type: VersionedType,
  key: string,
  document: string,
  fields: string[],
  actor: VersionActor,
  now = new Date().toISOString(),
) => ({
  entity_type: type,
  entity_key: key,
  document,
  fields: JSON.stringify(fields),
  actor_id: actor.id,
  actor_name: actor.name,
  created_at: now,
});

export function versionRepository(db: Db) {
  return {
    // a version as versionRow made it; pass the transaction of the change it records
    async insert(row: ReturnType<typeof versionRow>): Promise<void> {
      await db.insertInto("content_versions").values(row).execute();
    },

    // the entities of this type of which a staff member saved a change; the others still read as
    // they were seeded: their versions have no author, or change nothing
    async editedByStaff(type: VersionedType): Promise<Set<string>> {
      const rows = await db
        .selectFrom("content_versions")
        .select("entity_key")
        .distinct()
        .where("entity_type", "=", type)
        .where("fields", "!=", "[]")
        .where((eb) => eb.or([eb("actor_id", "is not", null), eb("actor_name", "is not", null)]))
        .execute();
      return new Set(rows.map((row) => row.entity_key));
    },

    async add(
      type: VersionedType,
      key: string,
      document: object,
      fields: string[],
      actor: VersionActor,
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await executor
        .insertInto("content_versions")
        .values(versionRow(type, key, JSON.stringify(document), fields, actor))
        .execute();
    },

    async count(type: VersionedType, key: string): Promise<number> {
      const row = await db
        .selectFrom("content_versions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("entity_type", "=", type)
        .where("entity_key", "=", key)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // newest first (at most `limit`)
    list: (type: VersionedType, key: string, limit = 200): Promise<VersionSummary[]> =>
      db
        .selectFrom("content_versions")
        .select(["id", "created_at", "actor_name", "fields"])
        .where("entity_type", "=", type)
        .where("entity_key", "=", key)
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),

    find: (type: VersionedType, key: string, id: number): Promise<ContentVersion | undefined> =>
      db
        .selectFrom("content_versions")
        .selectAll()
        .where("entity_type", "=", type)
        .where("entity_key", "=", key)
        .where("id", "=", id)
        .executeTakeFirst(),

    // a record's versions go with it
    async removeAll(type: VersionedType, key: string): Promise<void> {
      await db.deleteFrom("content_versions").where("entity_type", "=", type).where("entity_key", "=", key).execute();
    },
  };
}
