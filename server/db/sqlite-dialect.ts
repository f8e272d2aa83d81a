import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { SqliteDialect } from "kysely";

// kysely's SqliteDialect speaks the better-sqlite3 interface; this adapts node:sqlite to it

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA synchronous = NORMAL");
  return database;
}

export function adaptSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      const reader = statement.columns().length > 0;
      return {
        reader,
        all: (parameters) => statement.all(...parameters.map(toSqlite)),
        run: (parameters) => statement.run(...parameters.map(toSqlite)),
        iterate: (parameters) => statement.iterate(...parameters.map(toSqlite)) as IterableIterator<unknown>,
      };
    },
  };
}

export function createSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({ database: async () => adaptSqlite(openSqlite(file)) });
}
