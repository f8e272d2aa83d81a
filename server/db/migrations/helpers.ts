import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// the few places where SQLite and PostgreSQL DDL differ

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their own time
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (column) => column.primaryKey())
    : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
}

export function timestampType(db: AnyDb) {
  return isPostgres(db) ? ("timestamptz" as const) : ("text" as const);
}

// the current time as the database's default: timestamptz on PostgreSQL, ISO 8601 text on SQLite
export function nowDefault(db: AnyDb) {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

// a data migration of a page's words (decision 028): `complete` adds what a stored document of
// page `key` lacks, in place, and says whether it changed it; applied to the published document,
// the draft and every version kept, so that a restore still fits the page's schema. A document
// that is not JSON is left as it is.
export async function completePageDocuments(
  db: AnyDb,
  key: string,
  complete: (document: Record<string, unknown>) => boolean,
): Promise<void> {
  const completed = (json: string | null): string | null => {
    if (json === null) return null;
    let document: unknown;
    try {
      document = JSON.parse(json);
    } catch {
      return null;
    }
    if (typeof document !== "object" || document === null) return null;
    return complete(document as Record<string, unknown>) ? JSON.stringify(document) : null;
  };
  const page = await db.selectFrom("pages").select(["published", "draft"]).where("key", "=", key).executeTakeFirst();
  if (page) {
    const published = completed(page.published);
    const draft = completed(page.draft);
    if (published !== null) await db.updateTable("pages").set({ published }).where("key", "=", key).execute();
    if (draft !== null) await db.updateTable("pages").set({ draft }).where("key", "=", key).execute();
  }
  const versions = await db
    .selectFrom("content_versions")
    .select(["id", "document"])
    .where("entity_type", "=", "page")
    .where("entity_key", "=", key)
    .execute();
  for (const version of versions) {
    const document = completed(version.document);
    if (document !== null) {
      await db.updateTable("content_versions").set({ document }).where("id", "=", version.id).execute();
    }
  }
}
