import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { createDatabase, type Db } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createStorage } from "./services/storage.ts";
import { type PrivatePostgres, privatePostgres } from "./test-support/postgres-server.ts";
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY, testDialect } from "./test-support/test-app.ts";

// issue 34, point 3: the visit and 404 counts of a batch the database does not take are kept and
// written once it is back — none lost across an outage — and a graceful stop while it is away
// says how many it could not keep. For real on both databases: on PostgreSQL a server of the
// test's own is stopped and started again; on SQLite the disk under the data folder is filled to
// the last byte (the writes fail with "database or disk is full"), then given room again.

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FLUSH_MS = 200;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serverOn(env: Record<string, string>, log: Record<string, unknown>[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-counts-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config: Config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY, ...env },
    dataDir,
  );
  const setup = createDatabase(config.database);
  await migrateToLatest(setup);
  await setup.destroy();
  const db = createDatabase(config.database, { serving: true });
  const app = await buildApp({
    config,
    db,
    storage: createStorage(config, db),
    analyticsFlushMs: FLUSH_MS,
    notFoundFlushMs: FLUSH_MS,
    logger: { level: "info", stream: { write: (line: string) => void log.push(JSON.parse(line)) } },
  });
  await app.ready();
  return { app, db, config };
}

let addresses = 0;
// a person's beacon; entry: the first page of a visit (views 1, and a visit to its page, language,
// device and source)
const beacon = (app: FastifyInstance, page: string, entry = false) =>
  app.inject({
    method: "POST",
    url: "/api/analytics/collect",
    remoteAddress: `198.51.100.${(addresses++ % 250) + 1}`,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    payload: JSON.stringify({ path: page, width: 1280, ...(entry ? { entry: true } : {}) }),
  });

// what the database holds for a page today, and the 404 totals
async function recorded(db: Db, page: string) {
  const rows = await db
    .selectFrom("analytics_daily")
    .select(["views", "visits"])
    .where("kind", "=", "page")
    .where("key", "=", page)
    .execute();
  const totals = await db.selectFrom("not_found_totals").select(["hits"]).executeTakeFirst();
  return {
    views: rows.reduce((sum, row) => sum + Number(row.views), 0),
    visits: rows.reduce((sum, row) => sum + Number(row.visits), 0),
    notFound: Number(totals?.hits ?? 0),
  };
}

// beacons and 404s sent while the database is away: each answered 204, none counted yet
async function sendDuring(app: FastifyInstance, page: string, count: number) {
  for (let n = 0; n < count; n++) {
    const answer = await beacon(app, page, n % 2 === 0);
    expect(answer.statusCode).toBe(204);
    app.notFoundLog.hit(`/trang-cu-${n % 7}`, { "user-agent": CHROME });
  }
}

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};
const messages = (log: Record<string, unknown>[]) => log.map((line) => String(line.msg));

describe.runIf(testDialect === "postgres")("visit and 404 counts across a PostgreSQL outage", () => {
  it("keeps the counts of a stopped database and writes them when it is back; a stop during an outage says how many it could not keep", async () => {
    const database: PrivatePostgres = await privatePostgres();
    cleanups.push(() => database.destroy());
    await database.start();
    const log: Record<string, unknown>[] = [];
    const { app, db } = await serverOn({ DATABASE_URL: database.url }, log);
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await app.close();
      await db.destroy().catch(() => {});
    });

    await sendDuring(app, "/about", 10);
    await app.analytics.flush();
    await app.notFoundLog.flush();
    expect(await recorded(db, "/about")).toEqual({ views: 10, visits: 5, notFound: 10 });

    await database.stop();
    await sendDuring(app, "/about", 40);
    // several batches fail meanwhile
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 6));
    expect(messages(log)).toContain("could not record the site's visits; they are kept until it can");
    expect(messages(log)).toContain("could not record the addresses that answered 404; they are kept until it can");
    await sendDuring(app, "/about", 10);
    await database.start();
    expect(
      await waitFor(async () => (await recorded(db, "/about")).views === 60, 15_000),
      JSON.stringify(await recorded(db, "/about").catch(String)),
    ).toBe(true);
    await app.analytics.flush();
    await app.notFoundLog.flush();
    // not one lost, none twice
    expect(await recorded(db, "/about")).toEqual({ views: 60, visits: 30, notFound: 60 });
    expect(messages(log)).toContain(
      "the site's visits are recorded again, with those counted while the database was away",
    );

    // stopped while the database is away: it says what it could not keep
    await database.stop();
    for (let n = 0; n < 7; n++) expect((await beacon(app, "/projects")).statusCode).toBe(204);
    app.notFoundLog.hit("/trang-mat", { "user-agent": CHROME });
    app.notFoundLog.hit("/trang-mat", { "user-agent": CHROME });
    await app.close();
    closed = true;
    expect(messages(log)).toContain(
      "stopped while the database is away: 7 visit counts (7 views, 0 visits) could not be kept",
    );
    expect(messages(log)).toContain("stopped while the database is away: 2 counts of 404 answers could not be kept");
  }, 90_000);
});

// a small tmpfs of the test's own under the data folder (mounting needs root; CI runs as root)
const isRoot = process.getuid?.() === 0;

describe.runIf(testDialect === "sqlite" && isRoot)("visit and 404 counts while the SQLite disk is full", () => {
  it("keeps the counts while the disk refuses writes and writes them once it has room; a stop then says how many it could not keep", async () => {
    const mount = mkdtempSync(path.join(tmpdir(), "site-counts-full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mount]);
    cleanups.push(() => {
      execFileSync("umount", ["-l", mount]);
      rmSync(mount, { recursive: true, force: true });
    });
    const log: Record<string, unknown>[] = [];
    const { app, db } = await serverOn({ DATA_DIR: mount }, log);
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await app.close();
      await db.destroy().catch(() => {});
    });
    const filler = path.join(mount, "filler");
    // writes until the disk refuses: not a byte is left
    const fillDisk = () => {
      const fd = openSync(filler, "a");
      try {
        for (const size of [64 * 1024, 512]) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) writeSync(fd, chunk);
          } catch (error) {
            expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
          }
        }
      } finally {
        closeSync(fd);
      }
    };

    await sendDuring(app, "/about", 10);
    await app.analytics.flush();
    await app.notFoundLog.flush();
    expect(await recorded(db, "/about")).toEqual({ views: 10, visits: 5, notFound: 10 });

    fillDisk();
    await sendDuring(app, "/about", 40);
    expect(
      await waitFor(
        async () => messages(log).includes("could not record the site's visits; they are kept until it can"),
        15_000,
      ),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 4));
    expect(messages(log)).toContain("could not record the addresses that answered 404; they are kept until it can");
    await sendDuring(app, "/about", 10);
    rmSync(filler);
    expect(await waitFor(async () => (await recorded(db, "/about")).views === 60, 20_000)).toBe(true);
    await app.analytics.flush();
    await app.notFoundLog.flush();
    expect(await recorded(db, "/about")).toEqual({ views: 60, visits: 30, notFound: 60 });

    // stopped while the disk is full
    fillDisk();
    for (let n = 0; n < 7; n++) expect((await beacon(app, "/projects")).statusCode).toBe(204);
    app.notFoundLog.hit("/trang-mat", { "user-agent": CHROME });
    await app.close();
    closed = true;
    rmSync(filler);
    expect(messages(log)).toContain(
      "stopped while the database is away: 7 visit counts (7 views, 0 visits) could not be kept",
    );
    expect(messages(log)).toContain("stopped while the database is away: 1 count of 404 answers could not be kept");
  }, 90_000);
});
