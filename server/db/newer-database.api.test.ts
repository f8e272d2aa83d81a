import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { cliEnv, runCli } from "../test-support/cli.ts";
import { createTestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateToLatest } from "./migrate.ts";

// a database that a newer version migrated (kysely_migration names a migration this code does not
// have): the migrations, npm run db:migrate and so the start-up stop with one line that names it
// and says what to do, instead of Kysely's "corrupted migrations"

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const future = "9999_from_a_newer_version";
const expected = `the database was migrated by a newer version of the site (migration ${future}, which this version does not have): start the newer version, or restore a backup taken before the upgrade with npm run db:restore -- FILE --as-is`;

describe(`a database migrated by a newer version (${testDialect})`, () => {
  it("stops the migrations with one line naming the newer migration (the tests' own PostgreSQL schema too)", async () => {
    const t = await createTestDatabase();
    cleanups.push(t.destroy);
    expect(await migrateToLatest(t.db, t.schema)).toEqual([]);
    await t.db
      .insertInto("kysely_migration" as never)
      .values({ name: future, timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(migrateToLatest(t.db, t.schema)).rejects.toThrow(expected);
    // nothing was changed: the row is still there, nothing else was migrated
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.at(-1)?.name).toBe(future);
  });

  it("stops npm run db:migrate (what npm start does first) with that line and exit code 1", async () => {
    const t = await createTestDatabase({}, testDialect, { ownDatabase: true });
    cleanups.push(t.destroy);
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      t.db,
    );
    const migrate = await runCli("migrate.ts", [], cliEnv(t));
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toBe(`Start-up stopped: ${expected}\n`);
    expect(migrate.stderr).not.toContain("corrupted");
  });
});
