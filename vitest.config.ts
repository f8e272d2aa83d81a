import { defineConfig } from "vitest/config";
import { inlineScript } from "./scripts/inline-script-plugin.ts";

// unit tests, API tests on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end tests of the built app in Debian's Chromium (and a walk through it in Firefox).
// `npx vitest run` runs them all in one process; `npm test` (scripts/run-tests.ts) runs the same
// projects in lanes at once: unit + api-sqlite, api-postgres, and the end-to-end, e2e-own, upgrade
// and Firefox files split in two lanes by the measured times listed there
const apiTests = ["server/**/*.api.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// On PostgreSQL every API file runs but those whose subject the database does not change (issue
// 36: the whole suite twice does not fit CI's 12 minutes): the secret files, image processing and uploads' files, the disk filling up, the API document and the
// endpoint table, the HTTP edges (client addresses, trailing slashes, hostile requests at the
// front door, nginx's configuration), the render queue's bound and the metrics' text. Whatever
// reads or writes the database — repositories, migrations, jobs, locking, the outbox, several
// instances, backups, the page cache's notifications, the fuzzing of every route, a server killed
// in the middle of quote uploads (every lead it answered 201 whole) — runs on both.
const sameOnEitherDatabase = [
  "server/secrets.api.test.ts",
  "server/disk-full.api.test.ts",
  "server/client-address.api.test.ts",
  "server/nginx-conf.api.test.ts",
  "server/plugins/edge-requests.api.test.ts",
  "server/plugins/trailing-slash.api.test.ts",
  "server/plugins/response-schemas.api.test.ts",
  "server/plugins/page-cache-flood.api.test.ts",
  "server/plugins/metrics.api.test.ts",
  "server/routes/api/docs.api.test.ts",
  "server/routes/api/endpoints.api.test.ts",
  "server/routes/api/upload/upload.api.test.ts",
];
// the API test files run one after another in one worker per project, without a fresh module
// graph per file: each file builds its own app, database and storage (test-support/test-app.ts),
// and importing the server's modules again for each of the 49 files cost more CPU than the tests
// themselves on a two-core machine (api-sqlite 163 → 97 CPU seconds)
// (closing an app that has just served a flood takes seconds on a busy machine)
// A test's default limit is the slowest a test may be (60 s, issue 36): the lanes share two cores,
// and the tests that start command-line scripts (backups, seeding) took 17–20 s under that load.
const sharedModules = { isolate: false, hookTimeout: 30_000, testTimeout: 60_000 } as const;
// the end-to-end files that start servers of their own (or none) rather than use the one the
// global setup starts (a project of their own, without that setup; either lane of npm test may
// run them)
const ownServerTests = [
  "tests/e2e/aborted-requests.test.ts",
  "tests/e2e/admin-only-code.test.ts",
  "tests/e2e/disk-full.test.ts",
  "tests/e2e/graceful-stop.test.ts",
  "tests/e2e/invitation.test.ts",
  "tests/e2e/lead-work.test.ts",
  "tests/e2e/several-instances.test.ts",
  "tests/e2e/several-servers.test.ts",
  "tests/e2e/start-up.test.ts",
  "tests/e2e/upload-memory.test.ts",
];
// (expect.poll waits up to 10 s rather than 1 s: a screen opened for the first time loads its
// code and its data, and under the lanes' load that took more than a second)
const e2e = {
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 10_000 } },
} as const;
export default defineConfig({
  test: {
    reporters: ["default", "./tests/summary-reporter.ts"],
    projects: [
      {
        // the pages' inline script, as the build makes it (app/lib/site-script.ts)
        plugins: [inlineScript],
        test: {
          name: "unit",
          include: ["contract/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.unit.test.ts"],
          environment: "node",
          // pure functions and server-side renders: one worker thread runs every file, without a
          // fresh module graph per file (each file costs ~0.1 s rather than ~0.85 s of start-up)
          pool: "threads",
          isolate: false,
        },
      },
      {
        test: {
          name: "api-sqlite",
          include: apiTests,
          env: { TEST_DB: "sqlite" },
          ...sharedModules,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                exclude: sameOnEitherDatabase,
                env: { TEST_DB: "postgres" },
                ...sharedModules,
              },
            },
          ]
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: ownServerTests,
          // one server per Vitest process: each end-to-end lane of npm test has its own
          globalSetup: ["tests/e2e/global-setup.ts"],
          ...e2e,
        },
      },
      { test: { name: "e2e-own", include: ownServerTests, ...e2e } },
      // the site in Firefox (Debian's firefox-esr over WebDriver BiDi), on a server of its own;
      // `npm test` runs it in an end-to-end lane (it serves the build)
      { test: { name: "firefox", include: ["tests/firefox/**/*.test.ts"], ...e2e } },
      // the previous release (.ci/previous-release) beside this one on one PostgreSQL database
      // (issue 34, rolling upgrades); `npm test` runs it in an end-to-end lane (it serves the build)
      { test: { name: "upgrade", include: ["tests/upgrade/**/*.test.ts"], ...e2e } },
    ],
  },
});
