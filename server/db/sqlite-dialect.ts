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
  // every acknowledged write is on disk before the answer: a visitor's message survives a power
  // loss or an operating-system crash (WAL with NORMAL could lose the last ones)
  database.exec("PRAGMA synchronous = FULL");
  // what is deleted is overwritten with zeros, in its page and in the pages it frees: an erased
  // person's address is not left in the file's free space (the WAL's older copies of those pages
  // go at the checkpoint that follows an erasure, repositories/contacts.ts)
  database.exec("PRAGMA secure_delete = ON");
  return database;
}

// prepared statements are kept and reused: the same few queries run on every request, and
// preparing one costs more than running it. SQLite re-prepares a kept statement by itself
// after a schema change.
const STATEMENT_CACHE_SIZE = 200;

export function adaptSqlite(database: DatabaseSync): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const kept = prepared.get(sql);
      if (kept) return kept;
      const statement = database.prepare(sql);
      const reader = statement.columns().length > 0;
      // SQLite rolls a transaction back by itself when a write fails for a full disk or an I/O
      // error; Kysely's rollback after it would then fail ("cannot rollback - no transaction is
      // active") and that error would replace the real one ("database or disk is full")
      const isRollback = /^\s*rollback\s*;?\s*$/i.test(sql);
      const adapted: SqliteStatement = {
        reader,
        all: (parameters) => statement.all(...parameters.map(toSqlite)),
        run: (parameters) =>
          isRollback && !database.isTransaction
            ? { changes: 0, lastInsertRowid: 0 }
            : statement.run(...parameters.map(toSqlite)),
        iterate: (parameters) => statement.iterate(...parameters.map(toSqlite)) as IterableIterator<unknown>,
      };
      // the oldest goes when the cache is full (queries with generated SQL, such as IN lists)
      if (prepared.size >= STATEMENT_CACHE_SIZE) {
        const oldest = prepared.keys().next().value;
        if (oldest !== undefined) prepared.delete(oldest);
      }
      prepared.set(sql, adapted);
      return adapted;
    },
  };
}

export function createSqliteDialect(file: string): SqliteDialect {
  return new SqliteDialect({ database: async () => adaptSqlite(openSqlite(file)) });
}
