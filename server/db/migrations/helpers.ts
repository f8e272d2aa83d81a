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
