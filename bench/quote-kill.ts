import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDatabase } from "../server/db/connect.ts";
import { freePort } from "../server/test-support/free-port.ts";
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
} from "../server/test-support/quote-upload.ts";
import { createPostgresDatabase } from "../server/test-support/test-app.ts";
import { root } from "./support.ts";

// npm run bench:quote-kill: requests for a quote with files, against the built server
// (server/index.ts) on a fresh database (issue 34). 100 uploads of 1 to 3 PDFs (100 kB to 1.5 MB
// each), two at a time, each from an address of its own; about half are cut by the client at a
// random byte of their body; once a third of them are sent, the server is killed with SIGKILL
// while files are in its spool, and started again; the uploads go on until 100 have been sent.
// Then: the files left in $DATA_DIR/spool (after the restart, after the last answer, after a
// SIGTERM), the leads stored half (a lead without all its files, or a file without its bytes),
// and the leads answered 201 but not stored. Each must be 0. On SQLite, and on PostgreSQL too
// when TEST_DATABASE_URL names a server (a fresh database beside it).

export interface QuoteKill {
  database: "sqlite" | "postgres";
  uploads: number;
  acknowledged: number;
  cutByClient: number;
  // answered otherwise: refused (429 while the slots were taken), or cut by the kill
  other: number;
  // the files in the spool when the SIGKILL came, and after it (before the restart)
  spoolAtKill: number;
  spoolAfterRestart: number;
  spoolAfterUploads: number;
  spoolAfterStop: number;
  halfStored: number;
  missing: number;
  // lead rows the uploads do not account for
  unknown: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function quoteKill(options: { uploads?: number; postgres?: boolean } = {}): Promise<QuoteKill> {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  const uploads = options.uploads ?? 100;
  const dataDir = mkdtempSync(path.join(tmpdir(), "quote-kill-"));
  const postgres = options.postgres ? await createPostgresDatabase() : null;
  const port = await freePort();
  const start = () =>
    startServer({ port, dataDir, databaseUrl: postgres?.url, built: true, env: { SEED_DEMO_CONTENT: "false" } });
  let server: ServerProcess = await start();
  const sent: { body: QuoteBody; answer: Sent; cut: boolean }[] = [];
  let spoolAfterRestart = -1;
  let spoolAtKill = -1;
  try {
    let next = 0;
    let restarting: Promise<void> | null = null;
    const killAt = Math.floor(uploads / 3) + randomInt(Math.max(1, Math.floor(uploads / 3)));
    const lane = async () => {
      for (let index = next++; index < uploads; index = next++) {
        if (index === killAt) {
          // the kill, once files are waiting in the spool (at most 3 s)
          restarting = (async () => {
            for (const end = Date.now() + 3000; Date.now() < end && spooledFiles(dataDir).length === 0; )
              await sleep(5);
            server.child.kill("SIGKILL");
            await server.exited;
            spoolAtKill = spooledFiles(dataDir).length;
            server = await start();
            spoolAfterRestart = spooledFiles(dataDir).length;
          })();
        }
        await restarting;
        const files = Array.from({ length: 1 + randomInt(3) }, (_, n) => ({
          name: `ban-ve-${index}-${n}.pdf`,
          bytes: pdf(100_000 + randomInt(1_400_000)),
        }));
        const body = await quoteBody(files, "kill");
        const cut = randomInt(2) === 0;
        const address = `10.${Math.floor(index / 250)}.${index % 250}.${1 + randomInt(250)}`;
        const send = () =>
          sendQuote(server.origin, body, {
            address,
            chunk: 64 * 1024,
            pauseMs: 3,
            cutAfter: cut ? randomInt(body.payload.length) : undefined,
          });
        let answer = await send();
        // the two slots taken a moment longer than the answers (released once each is sent)
        for (let tries = 0; answer.status === 429 && tries < 20; tries++) {
          await sleep(50);
          answer = await send();
        }
        sent.push({ body, answer, cut });
      }
    };
    await Promise.all([lane(), lane()]);
    await restarting;
    await sleep(500);
    const spoolAfterUploads = spooledFiles(dataDir).length;
    server.child.kill("SIGTERM");
    await server.exited;
    const spoolAfterStop = spooledFiles(dataDir).length;

    const db = createDatabase(
      postgres ? { kind: "postgres", url: postgres.url } : { kind: "sqlite", file: path.join(dataDir, "app.db") },
    );
    try {
      const check = await checkLeads(
        db,
        sent.map(({ body, answer }) => ({ body, acknowledged: answer.status === 201 })),
      );
      const rows = await db.selectFrom("contact_messages").select(db.fn.countAll<number>().as("n")).executeTakeFirst();
      return {
        database: postgres ? "postgres" : "sqlite",
        uploads: sent.length,
        acknowledged: sent.filter(({ answer }) => answer.status === 201).length,
        cutByClient: sent.filter(({ answer }) => answer.error === "cut by the client").length,
        other: sent.filter(({ answer }) => answer.status !== 201 && answer.error !== "cut by the client").length,
        spoolAtKill,
        spoolAfterRestart,
        spoolAfterUploads,
        spoolAfterStop,
        halfStored: check.halfStored.length,
        missing: check.missing.length,
        unknown: Number(rows?.n ?? 0) - check.stored,
      };
    } finally {
      await db.destroy();
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let failed = false;
  for (const postgres of process.env.TEST_DATABASE_URL ? [false, true] : [false]) {
    const r = await quoteKill({ postgres });
    console.log(
      `${r.database}: ${r.uploads} quote uploads (${r.acknowledged} answered 201, ${r.cutByClient} cut by the client, ${r.other} cut by the SIGKILL or refused) and one SIGKILL (${r.spoolAtKill} ${r.spoolAtKill === 1 ? "file" : "files"} in the spool then): spool files left ${r.spoolAfterRestart} after the restart, ${r.spoolAfterUploads} after the last answer, ${r.spoolAfterStop} after a SIGTERM; half-stored leads ${r.halfStored}; acknowledged leads missing ${r.missing}; leads not sent ${r.unknown}`,
    );
    failed ||= r.spoolAfterRestart + r.spoolAfterUploads + r.spoolAfterStop + r.halfStored + r.missing + r.unknown > 0;
  }
  process.exit(failed ? 1 : 0);
}
