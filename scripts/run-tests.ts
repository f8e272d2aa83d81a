import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// `npm test`'s test step: the end-to-end projects in one Vitest process and the unit, API,
// upgrade and Firefox projects in another, at the same time. One Vitest process on a two-core
// machine runs one file at a time, and the end-to-end files spend most of their time waiting on a
// browser, so the API files fit beside them. Each test file has its own database, schema, data
// folder and ports, so the two never meet. Lines are prefixed with their lane; the exit code is the first failure's.
// Four lanes were tried (2026-11-28): 12 min against 13 min 50 s for the whole CI run, but every
// run under that load found another test whose timing was tight; two lanes until those are gone.
// (The three longest end-to-end files were also tried on a server of their own, ready for a lane
// of their own; in this lane the run was slower, 15 min 34 s against 13 min 50 s, perhaps because
// they met a cold server, perhaps the machine: not measured apart.)

// the lanes are about even: on 2026-11-28 the end-to-end files took 591 s (e2e) + 163 s
// (e2e-own), the API files 283 s (SQLite) + 414 s (PostgreSQL), the upgrade test 16 s and the
// Firefox walk 19 s
const runs = [
  { name: "e2e", args: ["--project", "e2e", "--project", "e2e-own"] },
  {
    name: "api",
    args: ["unit", "api-sqlite", "api-postgres", "upgrade", "firefox"].flatMap((project) => ["--project", project]),
  },
];
// the servers and command-line scripts the tests start (a few hundred processes) keep the code
// Node compiled in a cache they share: a start costs about a third less
const compileCache = process.env.NODE_COMPILE_CACHE || path.join(tmpdir(), "site-tests-compile-cache");
// what the tests write and throw away — their data folders, SQLite files, spools and uploads — in
// memory where the machine has /dev/shm (tmpfs: the product's fsyncs cost nothing there), removed
// at the end; and PostgreSQL's commits not waiting for its disk (synchronous_commit=off: a commit
// is as visible as ever, only a crash of the server could lose the last ones)
const scratch =
  !process.env.TMPDIR && existsSync("/dev/shm") ? mkdtempSync(path.join("/dev/shm", "site-tests-")) : undefined;
// open to every user as /tmp is (sticky): a test's private PostgreSQL server runs as postgres
if (scratch) chmodSync(scratch, 0o1777);
const pgOptions = [process.env.PGOPTIONS, "-c synchronous_commit=off"].filter(Boolean).join(" ");

const extra = process.argv.slice(2);
const results = await Promise.all(
  runs.map(
    ({ name, args }) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args, ...extra], {
          stdio: ["ignore", "pipe", "pipe"],
          // plain text: the lines of the lanes are mixed
          env: {
            ...process.env,
            NO_COLOR: "1",
            NODE_COMPILE_CACHE: compileCache,
            PGOPTIONS: pgOptions,
            ...(scratch ? { TMPDIR: scratch } : {}),
          },
        });
        for (const [stream, out] of [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ] as const) {
          createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
        }
        child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
if (scratch) rmSync(scratch, { recursive: true, force: true });
const failed = results.find((code) => code !== 0);
process.exit(failed ?? 0);
