import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// `npm test` after its check of the test tools: every other step, in lanes that run at once.
//
//   api-sqlite    the unit and API files on SQLite                       from the start
//   api-postgres  the API files on PostgreSQL (with TEST_DATABASE_URL;    from the start
//                 those the database changes: vitest.config.ts)
//   checks        lint, then the production build (and the previous      from the start
//                 release's, for the upgrade test), then the type check
//   e2e-1, e2e-2  the end-to-end files, the upgrade test and the         when the build is done
//                 Firefox walk, split by the measured times below
//
// The unit and API files need no build; the end-to-end, upgrade and Firefox files serve it. One
// Vitest process runs one file at a time, and every lane spends most of its time waiting (on a
// browser, a server, PostgreSQL, a command-line script), so on a two-core machine four lanes keep
// both cores busy where two left one idle. Each test file has its own database, schema, data
// folder and ports, and each end-to-end lane its own server (tests/e2e/global-setup.ts: a free
// port, a data folder and SQLite database of its own), so the lanes never meet. Lines are prefixed
// with their lane or step; a step that fails fails the run (a lint or type error does not stop the
// tests; a failed build stops the end-to-end lanes); the last lines say how long each lane took
// and what failed. Arguments are passed to every lane's Vitest (`node scripts/run-tests.ts --bail 1`).
//
// Measured on a quiet two-core machine on 2026-11-28 (`npm test`, PostgreSQL set): two lanes
// (API | end-to-end) 803 s, the machine 96 % of one core busy by the lanes' own count; four lanes
// 653 s and 654 s; four lanes with the headless shell (tests/e2e/support/browser.ts) 533 s
// (decision 039). TEST_LANES=2 runs the two-lane layout (one API lane, one end-to-end lane), for
// a machine with one core or a comparison.

// Seconds each end-to-end, upgrade and Firefox file took in its lane, measured on 2026-11-28 in a
// run of `npm test` with four lanes on a quiet two-core machine (in the whole Chromium, before the
// headless shell: every file about a third faster since, the ratios the same). The files are dealt, longest
// first, to the lane with less time so far, so the split is the same on every machine and changes
// only when this table does; each lane's total is printed at the end of the run. A file not in
// the table (a new one) counts UNMEASURED_SECONDS until it is added. To rebalance: after
// `npm test`, copy each file's "seconds" from test-results/timings/e2e-*.json (written by
// tests/summary-reporter.ts) into the table.
const e2eSeconds: Record<string, number> = {
  "tests/e2e/pages.test.ts": 90,
  "tests/e2e/accessibility-public.test.ts": 95,
  "tests/e2e/accessibility-admin.test.ts": 65,
  "tests/e2e/admin-screens.test.ts": 64,
  "tests/e2e/lead-work.test.ts": 56,
  "tests/e2e/several-servers.test.ts": 54,
  "tests/e2e/launch-checklist.test.ts": 40,
  "tests/e2e/admin-phone.test.ts": 53,
  "tests/e2e/public-site.test.ts": 38,
  "tests/e2e/public-behaviour.test.ts": 37,
  "tests/e2e/media.test.ts": 32,
  "tests/e2e/admin-access.test.ts": 28,
  "tests/e2e/contact-form.test.ts": 28,
  "tests/e2e/leads.test.ts": 27,
  "tests/e2e/foundation.test.ts": 26,
  "tests/e2e/invitation.test.ts": 21,
  "tests/e2e/news.test.ts": 20,
  "tests/e2e/several-instances.test.ts": 19,
  "tests/firefox/firefox.test.ts": 17,
  "tests/e2e/redirects.test.ts": 17,
  "tests/e2e/page-styles.test.ts": 17,
  "tests/e2e/upload-memory.test.ts": 17,
  "tests/e2e/start-up.test.ts": 16,
  "tests/e2e/history.test.ts": 16,
  "tests/e2e/project-pages.test.ts": 15,
  "tests/e2e/html-validity.test.ts": 15,
  "tests/e2e/website-analytics.test.ts": 14,
  "tests/e2e/aborted-requests.test.ts": 14,
  "tests/e2e/certificates.test.ts": 13,
  "tests/upgrade/previous-release.test.ts": 13,
  "tests/e2e/security.test.ts": 13,
  "tests/e2e/audit-trail.test.ts": 12,
  "tests/e2e/company-settings.test.ts": 12,
  "tests/e2e/two-factor.test.ts": 12,
  "tests/e2e/admin-data.test.ts": 11,
  "tests/e2e/graceful-stop.test.ts": 7,
  "tests/e2e/seo.test.ts": 5,
  "tests/e2e/news-paste.test.ts": 4,
  "tests/e2e/lead-tasks.test.ts": 8,
  "tests/e2e/companies.test.ts": 9,
  "tests/e2e/lead-board.test.ts": 7,
  "tests/e2e/contacts-export.test.ts": 3,
  "tests/e2e/disk-full.test.ts": 3,
  "tests/e2e/script-budget.test.ts": 1,
  "tests/e2e/admin-only-code.test.ts": 1,
};
const UNMEASURED_SECONDS = 20;

const root = path.resolve(import.meta.dirname, "..");
const testFiles = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${folder}/${name}`);
const browserFiles = [...testFiles("tests/e2e"), ...testFiles("tests/upgrade"), ...testFiles("tests/firefox")];
const seconds = (file: string) => e2eSeconds[file] ?? UNMEASURED_SECONDS;
// four lanes unless TEST_LANES=2 (above)
const wide = process.env.TEST_LANES !== "2";
const e2eLanes = (wide ? ["e2e-1", "e2e-2"] : ["e2e"]).map((name) => ({ name, files: [] as string[], seconds: 0 }));
for (const file of browserFiles.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
  const lane = e2eLanes.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
  lane.files.push(file);
  lane.seconds += seconds(file);
}

const projects = (...names: string[]) => names.flatMap((name) => ["--project", name]);
// the files of a lane are Vitest's filters (a path names one file: tests/e2e/pages.test.ts is not
// part of tests/e2e/project-pages.test.ts); each of its projects runs those of its files
const browserProjects = projects("e2e", "e2e-own", "upgrade", "firefox");
const postgres = process.env.TEST_DATABASE_URL ? ["api-postgres"] : [];
// PostgreSQL's API files in two lanes (Vitest's shards): its lane was the longest, and the lanes
// spend most of their time waiting on servers and processes (2026-11-29: 735 s, 203 s of CPU)
const apiLanes = wide
  ? [
      { name: "api-sqlite", args: projects("unit", "api-sqlite") },
      ...postgres.flatMap((name) =>
        [1, 2].map((shard) => ({ name: `${name}-${shard}`, args: [...projects(name), `--shard=${shard}/2`] })),
      ),
    ]
  : [{ name: "api", args: projects("unit", "api-sqlite", ...postgres) }];

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
// each lane's file and test durations (tests/summary-reporter.ts), to rebalance the lanes
const timings = path.join(root, "test-results", "timings");
rmSync(timings, { recursive: true, force: true });
mkdirSync(timings, { recursive: true });

const extra = process.argv.slice(2);
for (const lane of e2eLanes) {
  process.stdout.write(
    `[${lane.name}] ${lane.files.length} files, ~${lane.seconds} s measured: ${lane.files.join(" ")}\n`,
  );
}
const started = Date.now();
const since = (time: number) => `${Math.round((Date.now() - time) / 1000)} s`;
const report: string[] = [];
const failures: string[] = [];

// The CPU time of the children this process has waited for, with theirs (Linux: /proc/self/stat's
// cutime and cstime, in ticks of 1/100 s): read as each step ends, the difference is that step's,
// a figure other work on the machine does not change as it changes the wall times
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    // fields 16 and 17 of the line, counted from the state (field 3)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuSoFar = childrenCpuSeconds();

// one step: its lines prefixed with its name, its exit code (a signal counts as a failure)
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // plain text: the lines of the lanes are mixed
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
    }
    const done = (code: number | null, error?: Error) => {
      const ok = code === 0;
      const cpuNow = childrenCpuSeconds();
      const cpu = cpuNow !== undefined && cpuSoFar !== undefined ? `, ${Math.round(cpuNow - cpuSoFar)} s of CPU` : "";
      cpuSoFar = cpuNow;
      const line = `${name}: ${ok ? "passed" : `FAILED (${error ? error.message : `exit ${code}`})`} in ${since(start)} (from ${Math.round((start - started) / 1000)} s to ${Math.round((Date.now() - started) / 1000)} s${cpu})`;
      process.stdout.write(`[${name}] ${line}\n`);
      report.push(line);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on("error", (error) => done(null, error));
    child.on("close", (code, signal) => done(signal ? null : code));
  });
}

const vitest = (name: string, args: string[]) =>
  step(name, process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--passWithNoTests", ...args, ...extra], {
    NODE_COMPILE_CACHE: compileCache,
    PGOPTIONS: pgOptions,
    TEST_TIMINGS_FILE: path.join(timings, `${name}.json`),
    ...(scratch ? { TMPDIR: scratch } : {}),
  });
const npmRun = (script: string, env: NodeJS.ProcessEnv = {}) => step(script, "npm", ["run", "--silent", script], env);

const checks = (async () => {
  const lint = await npmRun("lint");
  // the build first, and beside it the previous release the upgrade test starts (taken from the
  // clone's history and built, under the tests' TMPDIR where the test looks for it): the
  // end-to-end lanes wait for both, so that the upgrade test does not build it in its 60 s
  const [built, previous] = await Promise.all([
    // the tests' build checks every answer the back office reads against its contract (decision 038)
    npmRun("build", { VITE_CHECK_API_ANSWERS: "1" }),
    process.env.TEST_DATABASE_URL
      ? step("previous-release", process.execPath, ["scripts/previous-release.ts"], scratch ? { TMPDIR: scratch } : {})
      : true,
  ]);
  if (!built) failures.push("end-to-end lanes (not run: the build failed)");
  const end2end = built
    ? Promise.all(e2eLanes.map((lane) => vitest(lane.name, [...browserProjects, ...lane.files])))
    : [];
  // the type check beside them
  const typecheck = await npmRun("typecheck");
  await end2end;
  return lint && typecheck && previous;
})();
await Promise.all([checks, ...apiLanes.map((lane) => vitest(lane.name, lane.args))]);

if (scratch) rmSync(scratch, { recursive: true, force: true });
process.stdout.write(
  `\n${e2eLanes.map((lane) => `${lane.name}: ${lane.files.length} files, ~${lane.seconds} s measured`).join("; ")}\n`,
);
process.stdout.write(`${report.join("\n")}\n`);
process.stdout.write(
  failures.length ? `\nFAILED: ${failures.join(", ")} (${since(started)})\n` : `\nAll passed in ${since(started)}\n`,
);
process.exit(failures.length ? 1 : 0);
