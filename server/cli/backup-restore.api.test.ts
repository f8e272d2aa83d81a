import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { listTables } from "../db/backups.ts";
import { createDatabase, type Db } from "../db/connect.ts";
import { migrateTo } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import { createStorage } from "../services/storage.ts";
import { cliEnv, runCli } from "../test-support/cli.ts";
import {
  bearer,
  createPostgresDatabase,
  createTestApp,
  createTestDatabase,
  insertUser,
  login,
  testDialect,
} from "../test-support/test-app.ts";
import { photo, uploadImage } from "../test-support/upload.ts";

// npm run db:backup, then npm run db:restore into a fresh database (a new data folder, a newly
// created PostgreSQL database): every table comes back row for row, the uploads kept in the
// database among them, and the site runs on it

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// an empty database to restore into, and the environment that points the scripts at it
async function freshTarget(uploadsStore: "folder" | "database") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-restore-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    UPLOADS_STORE: uploadsStore,
    JWT_SECRET: "test-secret-that-is-at-least-32-characters-long",
  };
  if (testDialect === "postgres") {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  const config = loadConfig(env, dataDir);
  return {
    env,
    config,
    // opened only once the restore has put something there
    open: () => {
      const db = createDatabase(config.database);
      cleanups.push(() => db.destroy());
      return db;
    },
  };
}

const kind = testDialect;

// every row of every table, in a form that compares (bytes as hex), sorted
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await listTables(db, kind)) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((column) => {
              const value = row[column];
              return [column, value instanceof Uint8Array ? Buffer.from(value).toString("hex") : value];
            }),
        ),
      )
      .sort();
  }
  return rows;
}

// where the next id of each table comes from
async function counters(db: Db): Promise<unknown[]> {
  const query =
    kind === "sqlite"
      ? sql`select name, seq from sqlite_sequence order by name`
      : sql`select sequencename, last_value from pg_sequences order by sequencename`;
  return (await query.execute(db)).rows;
}

const countOf = async (db: Db, table: "users" | "projects" | "contact_messages" | "uploads") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe(`npm run db:backup and db:restore (${kind})`, () => {
  let source: Awaited<ReturnType<typeof createTestApp>>;
  let uploadedPath: string;

  beforeAll(async () => {
    source = await createTestApp({ UPLOADS_STORE: "database" }, undefined, { ownDatabase: true });
    cleanups.push(() => source.close());
    // the first Super Admin and the demo content, its pictures stored in the database
    await seed(source.db, source.config, source.storage);
    await insertUser(source, { login_name: "editor", user_name: "Trần Thị Bình" });
    await insertUser(source, { login_name: "former", status: 0 });
    await source.db
      .insertInto("contact_messages")
      .values([
        {
          customer_name: "Nguyễn Văn An",
          email: "an@example.vn",
          phone_number: "0901 234 567",
          message: "Báo giá tủ điện",
          status: 0,
        },
        {
          customer_name: "Lê Minh",
          email: "minh@example.com",
          phone_number: null,
          message: "Bảo trì trạm biến áp",
          status: 1,
        },
      ])
      .execute();
    const token = await login(source, "editor");
    const image = await uploadImage(source.app, token, await photo(900, 600));
    uploadedPath = image.path;
    const created = await source.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(token),
      payload: {
        title: "Substation before the backup",
        title_vi: "Trạm biến áp trước khi sao lưu",
        location: "Long An",
        location_vi: "Long An",
        services_provided: "Installation",
        services_provided_vi: "Lắp đặt",
        status: 1,
        display_order: 0,
        image_path: image.path,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  }, 120_000);

  it("brings back every table row for row, the uploads among them, and the site runs on it", async () => {
    const file = path.join(source.dataDir, "backups", kind === "sqlite" ? "site.db" : "site.dump");
    const backup = await runCli("backup.ts", [file], cliEnv(source));
    expect(backup.code, backup.stderr).toBe(0);
    const uploads = await countOf(source.db, "uploads");
    expect(uploads).toBeGreaterThan(20);
    expect(backup.stdout).toContain(`backup written to ${file}`);
    expect(backup.stdout).toContain(`Uploads: ${uploads} file(s)`);
    expect(backup.stdout).toContain("are in the database (table uploads), so in this backup");
    // a second backup under the same name would overwrite the first: refused
    const twice = await runCli("backup.ts", [file], cliEnv(source));
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already exists");

    const target = await freshTarget("database");
    const restore = await runCli("restore.ts", [file], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} into`);
    expect(restore.stdout).toContain("no migration to apply");
    expect(restore.stdout).toContain(`Uploads in the database: ${uploads} file(s)`);

    const restored = target.open();
    const before = await everyRow(source.db);
    const after = await everyRow(restored);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(await counters(restored)).toEqual(await counters(source.db));
    expect(await countOf(restored, "users")).toBe(3);
    expect(await countOf(restored, "contact_messages")).toBe(2);
    expect(await countOf(restored, "projects")).toBeGreaterThan(1);

    // a server on the restored database: the same login, the same images, new rows get new ids
    const app = await buildApp({
      config: target.config,
      db: restored,
      storage: createStorage(target.config, restored),
      strictResponses: true,
    });
    cleanups.push(() => app.close());
    await app.ready();
    const image = await app.inject({ method: "GET", url: uploadedPath });
    expect(image.statusCode).toBe(200);
    const original = await source.app.inject({ method: "GET", url: uploadedPath });
    expect(image.rawPayload.equals(original.rawPayload)).toBe(true);
    expect(image.headers.etag).toBe(original.headers.etag);
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "editor", password: "password-123" },
    });
    expect(signedIn.statusCode).toBe(200);
    const after_restore = await app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(signedIn.json().token),
      payload: {
        title: "Added after the restore",
        title_vi: "Thêm sau khi khôi phục",
        location: "Hà Nội",
        location_vi: "Hà Nội",
        services_provided: "Maintenance",
        services_provided_vi: "Bảo trì",
        status: 1,
        display_order: 0,
      },
    });
    expect(after_restore.statusCode, after_restore.body).toBe(201);

    // the restored database now holds data: a second restore into it is refused
    const again = await runCli("restore.ts", [file], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore refused: The database .* is not empty \(\d+ table\(s\): /);
    expect(await countOf(restored, "projects")).toBe((await countOf(source.db, "projects")) + 1);
  }, 120_000);

  it("brings a backup of an older version up to date, and names the uploads folder it does not hold", async () => {
    const old = await createTestDatabase({ UPLOADS_STORE: "folder" }, kind, { ownDatabase: true });
    cleanups.push(() => old.destroy());
    // the schema as it was before uploads could be kept in the database
    await migrateTo(old.db, "0012_news");
    await insertUser(old, { login_name: "old-timer", user_name: "Phạm Văn Cũ" });
    const file = path.join(old.dataDir, kind === "sqlite" ? "old.db" : "old.dump");
    const backup = await runCli("backup.ts", [file], cliEnv(old));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`are NOT in this backup; copy that folder too (rsync -a ${old.config.uploadsDir}/`);
    // the backup leaves the database as it found it
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(old.db);
    expect(applied.rows.map((row) => row.name)).not.toContain("0014_uploads");

    const target = await freshTarget("folder");
    const restore = await runCli("restore.ts", [file], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The backup was of an older version; migrations applied: .*0014_uploads/);
    expect(restore.stdout).toContain(`put the copy of the uploads folder back at ${target.config.uploadsDir}`);
    const restored = target.open();
    const users = await restored.selectFrom("users").select(["login_name", "user_name"]).execute();
    expect(users).toEqual([{ login_name: "old-timer", user_name: "Phạm Văn Cũ" }]);
    expect(await countOf(restored, "uploads")).toBe(0);
  }, 120_000);

  it("refuses what it cannot restore, in one line each", async () => {
    const target = await freshTarget("folder");
    const none = await runCli("restore.ts", [], target.env);
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toBe("Restore refused: name the backup to restore: npm run db:restore FILE");
    const missing = await runCli("restore.ts", ["no-such-backup.db"], target.env);
    expect(missing.stderr).toMatch(/^Restore refused: .*no-such-backup\.db does not exist\n$/);
    const notBackup = await runCli("restore.ts", [path.join(import.meta.dirname, "restore.ts")], target.env);
    expect(notBackup.stderr).toMatch(/^Restore refused: .* is not a backup of npm run db:backup/);
    // nothing was created meanwhile: the database is still empty
    expect(await listTables(target.open(), kind)).toEqual([]);
  });
});
