import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

// `npm test`'s test step: the end-to-end project in one Vitest process and the unit and API
// projects in another, at the same time. One Vitest process on a two-core machine runs one file
// at a time (its default is a worker per core but one), and the end-to-end files spend most of
// their time waiting on a browser (about half a core busy), so the API files fit beside them:
// the run takes about as long as the end-to-end project alone rather than the sum of all four.
// Each test file has its own database, schema, data folder and ports, so the two never meet.
// Lines are prefixed with their run; the exit code is the first failure's.

// the lanes are about even: on CI (2026-11-26) the end-to-end files took 890 s + 154 s for those
// with servers of their own, the API files 325 s (SQLite) + 676 s (PostgreSQL) beside them
const runs = [
  { name: "e2e", args: ["--project", "e2e", "--project", "e2e-own"] },
  // unit, API (SQLite, PostgreSQL) and the Firefox walk (tests/firefox)
  { name: "api", args: ["--project", "!e2e", "--project", "!e2e-own"] },
];

const extra = process.argv.slice(2);
const results = await Promise.all(
  runs.map(
    ({ name, args }) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args, ...extra], {
          stdio: ["ignore", "pipe", "pipe"],
          // plain text: the lines of two runs are mixed
          env: { ...process.env, NO_COLOR: "1" },
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
const failed = results.find((code) => code !== 0);
process.exit(failed ?? 0);
