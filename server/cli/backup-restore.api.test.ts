import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
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
  TEST_JWT_SECRET,
  TEST_TWO_FACTOR_KEY,
  type TestApp,
  testDialect,
} from "../test-support/test-app.ts";
import { photo, uploadImage } from "../test-support/upload.ts";

// npm run db:backup, then npm run db:restore into a fresh database (a new data folder, a newly
// created PostgreSQL database): every table comes back row for row, the uploads kept in the
// database among them, and the site runs on it

const cleanups: (() => Promise<void>)[] = [];
// dropping the test's own PostgreSQL databases can take a while on a busy machine
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

// an empty database to restore into, and the environment that points the scripts at it;
// keys: the JWT_SECRET and TWO_FACTOR_KEY the scripts get, or none (the keys are then
// $DATA_DIR/jwt-secret and $DATA_DIR/two-factor-key)
async function freshTarget(
  uploadsStore: "folder" | "database",
  keys: { jwtSecret: string; twoFactorKey: string } | null = {
    jwtSecret: testSecret,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
  },
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-restore-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, UPLOADS_STORE: uploadsStore };
  if (keys) {
    env.JWT_SECRET = keys.jwtSecret;
    env.TWO_FACTOR_KEY = keys.twoFactorKey;
  }
  if (testDialect === "postgres") {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  return {
    env,
    dataDir,
    // read when asked (without JWT_SECRET, reading the configuration creates a key file)
    get config() {
      return loadConfig(env, dataDir);
    },
    // opened only once the restore has put something there
    open: () => {
      const db = createDatabase(loadConfig(env, dataDir).database);
      cleanups.push(() => db.destroy());
      return db;
    },
  };
}

const kind = testDialect;
const testSecret = TEST_JWT_SECRET;
// another installation's keys
const otherKeys = {
  jwtSecret: "PtArplOT8Qhyf8f6taDuCqgfP4tesP+G3tIADK3TBIDhv711",
  twoFactorKey: "3pHPsnlfHkwP0Tq534sJ/w9ExFipaC9Ob6M88+78PZ8=",
};
const totp = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
const modeOf = (file: string) => statSync(file).mode & 0o777;

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
  let source: TestApp;
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
    expect(backup.stdout).toContain(`Uploads: ${uploads} files,`);
    expect(backup.stdout).toContain("are in the database (table uploads), so in this backup");
    // readable by its owner only; the key to keep with it, named, never shown
    expect(modeOf(file)).toBe(0o600);
    expect(backup.stdout).toContain(
      "Keep the two-factor key with this backup: this installation sets it in the TWO_FACTOR_KEY environment variable",
    );
    expect(backup.stdout).toContain("No staff member uses two-factor sign-in yet");
    expect(backup.stdout).toContain("The key of the logins (JWT_SECRET or jwt-secret) need not be kept");
    expect(backup.stdout).not.toContain(TEST_TWO_FACTOR_KEY);
    expect(backup.stdout).not.toContain(testSecret);
    // the default place: $DATA_DIR/backups, a folder of the owner's alone, even when it was open
    const folder = path.join(source.dataDir, "backups");
    chmodSync(folder, 0o755);
    const byDefault = await runCli("backup.ts", [], cliEnv(source));
    expect(byDefault.code, byDefault.stderr).toBe(0);
    const written = byDefault.stdout.match(/backup written to (\S+) /)?.[1] as string;
    expect(path.dirname(written)).toBe(folder);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(written)).toBe(0o600);
    // a second backup under the same name would overwrite the first: refused
    const twice = await runCli("backup.ts", [file], cliEnv(source));
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("already exists");

    const target = await freshTarget("database");
    const restore = await runCli("restore.ts", [file], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} into`);
    expect(restore.stdout).toContain("no migration to apply");
    expect(restore.stdout).toContain(`Uploads in the database: ${uploads} files,`);

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
    expect(again.stderr).toMatch(/^Restore refused: The database .* is not empty \((1 table|\d+ tables): /);
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

    // --as-is (before or after the file): the database as the backup has it, for the version it
    // was taken with to start on
    for (const args of [
      ["--as-is", file],
      [file, "--as-is"],
    ]) {
      const asIs = await freshTarget("folder");
      const restoredAsIs = await runCli("restore.ts", args, asIs.env);
      expect(restoredAsIs.code, restoredAsIs.stderr).toBe(0);
      expect(restoredAsIs.stdout).toContain(`Restored ${file} into`);
      expect(restoredAsIs.stdout).toContain("as it was (--as-is: not migrated)");
      expect(restoredAsIs.stdout).toContain(
        "Its last migration is 0012_news: the version it was taken with starts on it as it is; this version would apply 0013_outbox, 0014_uploads, 0015_two_factor",
      );
      const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(asIs.open());
      expect(names.rows.at(-1)?.name).toBe("0012_news");
      const rows = await asIs.open().selectFrom("users").select("login_name").execute();
      expect(rows).toEqual([{ login_name: "old-timer" }]);
    }
  }, 120_000);

  it("keeps the two-factor sign-in: refused, naming the key, until the old two-factor-key is there; then a code signs in", async () => {
    const old = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" }, undefined, { ownDatabase: true });
    cleanups.push(() => old.close());
    // the old installation keeps its keys in its data folder
    writeFileSync(path.join(old.dataDir, "jwt-secret"), `${testSecret}\n`, { mode: 0o600 });
    writeFileSync(path.join(old.dataDir, "two-factor-key"), `${TEST_TWO_FACTOR_KEY}\n`, { mode: 0o600 });
    const secrets: Record<string, string> = {};
    for (const name of ["admin", "lan"]) {
      await insertUser(old, { login_name: name, role: name === "admin" ? 2 : 1 });
      const token = await login(old, name);
      const setup = await old.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/setup",
        headers: bearer(token),
        payload: { password: "password-123" },
      });
      secrets[name] = setup.json().secret;
      const enabled = await old.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/enable",
        headers: bearer(token),
        payload: { code: totp(secrets[name] as string) },
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
    }
    await insertUser(old, { login_name: "thu" });
    const file = path.join(old.dataDir, kind === "sqlite" ? "2fa.db" : "2fa.dump");
    const oldKey = path.join(old.dataDir, "two-factor-key");
    const backup = await runCli("backup.ts", [file], cliEnv(old, { JWT_SECRET: "", TWO_FACTOR_KEY: "" }));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(
      `Keep the two-factor key with this backup: it is the file ${oldKey}: copy it with the backup`,
    );
    expect(backup.stdout).toContain(
      "Without it, the 2 staff with two-factor sign-in can only sign in with their recovery codes.",
    );
    expect(backup.stdout).not.toContain(testSecret);
    expect(backup.stdout).not.toContain(TEST_TWO_FACTOR_KEY);

    // a new data folder: reading the configuration generates a new key there, which cannot read them
    const target = await freshTarget("database", null);
    const newKey = path.join(target.dataDir, "two-factor-key");
    const refused = await runCli("restore.ts", [file], target.env);
    expect(refused.code).toBe(1);
    const problem = `the two-factor secrets of 2 staff (admin, lan) cannot be read with the key from ${newKey}, which was just created (this data folder had no two-factor-key; it is removed again): copy two-factor-key from the old data folder into ${target.dataDir}`;
    const lost =
      "If the old key is lost, those staff can still sign in with a recovery code (kept as hashes, not encrypted, so they still work)";
    expect(refused.stderr).toContain(problem);
    expect(refused.stderr).toContain(lost);
    expect(refused.stderr).not.toContain(testSecret);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(newKey)).toBe(false);
    expect(existsSync(path.join(target.dataDir, "jwt-secret"))).toBe(false);
    if (kind === "sqlite") {
      // checked before anything was written
      expect(refused.stderr).toMatch(/^Restore refused: /);
      expect(refused.stderr).toContain("and restore again. Nothing was restored.");
      expect(existsSync(path.join(target.dataDir, "app.db"))).toBe(false);
    } else {
      // PostgreSQL: found right after pg_restore; the key is all that is missing
      expect(refused.stderr).toMatch(/^Restore incomplete: the backup is in postgres:/);
      expect(refused.stderr).toContain(
        "then start the site (or run npm run db:migrate): the migrations have not run yet; there is no need to restore again.",
      );
    }
    rmSync(newKey, { force: true });

    // the old key copied into the new data folder, as the message says
    writeFileSync(newKey, `${TEST_TWO_FACTOR_KEY}\n`, { mode: 0o600 });
    if (kind === "sqlite") {
      const restore = await runCli("restore.ts", [file], target.env);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(
        `Two-factor sign-in: the secrets of 2 staff are read with the key from ${newKey}; keep it with the backups.`,
      );
    } else {
      const migrate = await runCli("migrate.ts", [], target.env);
      expect(migrate.code, migrate.stderr).toBe(0);
    }
    const restored = target.open();
    const config = target.config;
    expect(config.twoFactorKeySource).toEqual({ from: "file", file: newKey, created: false });
    const app = await buildApp({
      config,
      db: restored,
      storage: createStorage(config, restored),
      strictResponses: true,
    });
    cleanups.push(() => app.close());
    await app.ready();
    const first = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { login_name: "lan", password: "password-123" },
    });
    expect(first.json().twoFactorRequired, first.body).toBe(true);
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/auth/login/two-factor",
      payload: { challenge: first.json().challenge, code: totp(secrets.lan as string, 1) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // another TWO_FACTOR_KEY set: named as the environment variable
    const wrongEnv = await freshTarget("database", otherKeys);
    const refusedEnv = await runCli("restore.ts", [file], wrongEnv.env);
    expect(refusedEnv.code).toBe(1);
    expect(refusedEnv.stderr).toContain(
      "the two-factor secrets of 2 staff (admin, lan) cannot be read with the key from the TWO_FACTOR_KEY environment variable: set TWO_FACTOR_KEY to the value the old installation had",
    );
    // the old key lost for good: restored on purpose, the staff concerned named
    const lostKey = await freshTarget("database", otherKeys);
    const restoredLost = await runCli("restore.ts", ["--two-factor-key-lost", file], lostKey.env);
    expect(restoredLost.code, restoredLost.stderr).toBe(0);
    expect(restoredLost.stdout).toContain(
      "Two-factor sign-in: the secrets of admin, lan cannot be read with the key from the TWO_FACTOR_KEY environment variable (--two-factor-key-lost): they sign in with a recovery code, then a Super Admin resets their two-factor sign-in.",
    );
  }, 120_000);

  it("refuses a backup of a newer version, unless --as-is", async () => {
    const newer = await createTestDatabase({}, kind, { ownDatabase: true });
    cleanups.push(() => newer.destroy());
    await sql`insert into kysely_migration (name, timestamp) values ('9999_newer', ${new Date().toISOString()})`.execute(
      newer.db,
    );
    const file = path.join(newer.dataDir, kind === "sqlite" ? "newer.db" : "newer.dump");
    expect((await runCli("backup.ts", [file], cliEnv(newer))).code).toBe(0);
    const target = await freshTarget("folder");
    const refused = await runCli("restore.ts", [file], target.env);
    expect(refused.code).toBe(1);
    if (kind === "sqlite") {
      expect(refused.stderr).toBe(
        `Restore refused: ${file} was taken by a newer version of the site (migration 9999_newer, which this version does not have): restore it with that version, or restore a backup taken before the upgrade. Nothing was restored.\n`,
      );
    } else {
      expect(refused.stderr).toContain(
        "Restore failed: the database was migrated by a newer version of the site (migration 9999_newer",
      );
    }
    const asIs = await freshTarget("folder");
    const restored = await runCli("restore.ts", [file, "--as-is"], asIs.env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      "Its last migration is 9999_newer: only the version it was taken with starts on it",
    );
  }, 120_000);

  it("refuses what it cannot restore, in one line each", async () => {
    const target = await freshTarget("folder");
    const none = await runCli("restore.ts", [], target.env);
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toBe(
      "Restore refused: name the backup to restore: npm run db:restore -- FILE (with --as-is: not migrated)",
    );
    const option = await runCli("restore.ts", ["--as-it-is", "x.db"], target.env);
    expect(option.stderr.trim()).toBe(
      "Restore refused: unknown option --as-it-is; the options are --as-is, --two-factor-key-lost",
    );
    const missing = await runCli("restore.ts", ["no-such-backup.db"], target.env);
    expect(missing.stderr).toMatch(/^Restore refused: .*no-such-backup\.db does not exist\n$/);
    const notBackup = await runCli("restore.ts", [path.join(import.meta.dirname, "restore.ts")], target.env);
    expect(notBackup.stderr).toMatch(/^Restore refused: .* is not a backup of npm run db:backup/);
    // nothing was created meanwhile: the database is still empty
    expect(await listTables(target.open(), kind)).toEqual([]);
  });
});
