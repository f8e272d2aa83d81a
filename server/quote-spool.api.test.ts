import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./test-support/free-port.ts";
import {
  checkLeads,
  pdf,
  type QuoteBody,
  quoteBody,
  type Sent,
  type ServerProcess,
  sendQuote,
  spooledFiles,
  startServer,
} from "./test-support/quote-upload.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "./test-support/test-app.ts";

// A quote's files wait in $DATA_DIR/spool while the request is read (services/spool.ts), and
// nothing a customer sent stays there (issue 34): a real server process killed with SIGKILL in
// the middle of uploads leaves files that the next start removes, and every lead it answered 201
// is stored whole; a SIGTERM in the middle of uploads leaves nothing at all.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({}, testDialect, { ownDatabase: true });
});
afterAll(() => database?.destroy());

const where = (port: number) => ({
  port,
  dataDir: database.dataDir,
  databaseUrl: database.config.database.kind === "postgres" ? database.config.database.url : undefined,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; await wait(10)) if (check()) return true;
  return false;
};

describe(`the spool of a real server process (${testDialect})`, () => {
  let server: ServerProcess | null = null;
  afterAll(() => {
    server?.child.kill("SIGKILL");
  });

  it("SIGKILL in the middle of uploads: the restart removes every spooled file, and every lead answered 201 is whole", async () => {
    const port = await freePort();
    server = await startServer(where(port));
    const spool = path.join(database.dataDir, "spool");
    expect(statSync(spool).mode & 0o777).toBe(0o700);
    const first = server;

    // two senders (two addresses: one slot each), each sending quote after quote, with pauses in
    // the body, until the kill
    const sent: { body: QuoteBody; answer: Promise<Sent> }[] = [];
    let killed = false;
    const sender = async (address: string) => {
      while (!killed) {
        const body = await quoteBody([
          { name: "ban-ve.pdf", bytes: pdf(600_000) },
          { name: "du-toan.pdf", bytes: pdf(300_000) },
        ]);
        const answer = sendQuote(first.origin, body, { address, chunk: 64 * 1024, pauseMs: 15 });
        sent.push({ body, answer });
        await answer;
      }
    };
    const senders = [sender("198.51.100.21"), sender("198.51.100.22")];
    // killed once a few leads are stored and files are being spooled
    await until(() => sent.length >= 4, 20_000);
    expect(await until(() => spooledFiles(database.dataDir).length > 0, 10_000)).toBe(true);
    first.child.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(senders);
    // left behind by the killed process, in a folder of its own
    const left = spooledFiles(database.dataDir);
    expect(left.length).toBeGreaterThan(0);
    for (const { mode } of left) expect(mode).toBe(0o600);

    server = await startServer(where(port));
    // swept at start-up: no file, and only the new process's (empty) folder
    expect(spooledFiles(database.dataDir)).toEqual([]);
    expect(readdirSync(spool)).toHaveLength(1);

    const answers = await Promise.all(sent.map(async ({ body, answer }) => ({ body, sent: await answer })));
    const acknowledged = answers.filter(({ sent }) => sent.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    const check = await checkLeads(
      database.db,
      answers.map(({ body, sent }) => ({ body, acknowledged: sent.status === 201 })),
    );
    expect(check.missing).toEqual([]);
    expect(check.halfStored).toEqual([]);
    expect(check.stored).toBeGreaterThanOrEqual(acknowledged.length);

    // the server still takes quotes, and spools nothing afterwards
    const after = await quoteBody([{ name: "so-do.pdf", bytes: pdf(200_000) }]);
    expect((await sendQuote(server.origin, after, { address: "198.51.100.23" })).status).toBe(201);
    // (removed once the answer has gone)
    await expect.poll(() => spooledFiles(database.dataDir)).toEqual([]);
  }, 90_000);

  it("SIGTERM in the middle of uploads: the one that finishes in the grace period is stored, the one cut is not, and no spooled file is left", async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    const running = await startServer({ ...where(await freePort()), env: { SHUTDOWN_GRACE_SECONDS: "5" } });
    // one upload that ends within the grace period (5 s), one that would take far longer (12 s)
    const quick = await quoteBody([{ name: "a.pdf", bytes: pdf(300_000) }]);
    const slow = await quoteBody([{ name: "b.pdf", bytes: pdf(6_500_000) }]);
    const quickAnswer = sendQuote(running.origin, quick, { address: "198.51.100.31", chunk: 32 * 1024, pauseMs: 60 });
    const slowAnswer = sendQuote(running.origin, slow, { address: "198.51.100.32", chunk: 32 * 1024, pauseMs: 60 });
    expect(await until(() => spooledFiles(database.dataDir).length >= 2, 10_000)).toBe(true);
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    server = null;
    const [quickSent, slowSent] = await Promise.all([quickAnswer, slowAnswer]);
    expect(quickSent.status, quickSent.body).toBe(201);
    expect(slowSent.status).not.toBe(201);
    expect(spooledFiles(database.dataDir)).toEqual([]);
    // the process's folder went with it
    expect(readdirSync(path.join(database.dataDir, "spool"))).toEqual([]);
    const check = await checkLeads(database.db, [
      { body: quick, acknowledged: true },
      { body: slow, acknowledged: false },
    ]);
    expect(check).toEqual({ halfStored: [], missing: [], stored: 1 });
    expect(existsSync(path.join(database.dataDir, "spool"))).toBe(true);
  }, 60_000);
});
