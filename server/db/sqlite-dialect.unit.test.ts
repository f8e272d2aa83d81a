import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./connect.ts";

const dir = mkdtempSync(path.join(tmpdir(), "sqlite-test-"));
const db = createDatabase({ kind: "sqlite", file: path.join(dir, "nested", "app.db") });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("the embedded SQLite database", () => {
  it("creates its folder and runs in WAL mode with foreign keys and a busy timeout", async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(keys.rows[0]?.foreign_keys).toBe(1);
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(timeout.rows[0]?.timeout).toBe(5000);
    // FULL (2): a commit is on disk before it is acknowledged
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });

  it("passes booleans, dates and undefined as SQLite values", async () => {
    const result = await sql<{
      b: number;
      d: string;
      n: null;
    }>`select ${true} as b, ${new Date("2026-01-02T03:04:05.000Z")} as d, ${undefined} as n`.execute(db);
    expect(result.rows[0]).toEqual({ b: 1, d: "2026-01-02T03:04:05.000Z", n: null });
  });

  it("reports changed rows and inserted ids for writes", async () => {
    await sql`create table t (id integer primary key autoincrement, v text)`.execute(db);
    const insert = await sql`insert into t (v) values (${"a"}), (${"b"})`.execute(db);
    expect(Number(insert.numAffectedRows)).toBe(2);
    expect(Number(insert.insertId)).toBe(2);
  });
});

describe("prepared statements", () => {
  it("are reused, and still right after the schema changes under them", async () => {
    await sql`create table kept (id integer primary key, v text)`.execute(db);
    await sql`insert into kept (v) values (${"one"})`.execute(db);
    const read = () =>
      db
        .selectFrom("kept" as never)
        .selectAll()
        .execute() as Promise<Record<string, unknown>[]>;
    expect(await read()).toEqual([{ id: 1, v: "one" }]);
    await sql`alter table kept add column extra text default 'x'`.execute(db);
    // the same SQL text, a statement prepared before the column existed
    expect(await read()).toEqual([{ id: 1, v: "one", extra: "x" }]);
  });
});
