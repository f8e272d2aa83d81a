import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { TEST_JWT_SECRET, TEST_TWO_FACTOR_KEY, type TestDatabase } from "./test-app.ts";

// runs one of server/cli/ as its own process, the way npm run would, on a test database

const run = promisify(execFile);
const cliDir = path.resolve(import.meta.dirname, "..", "cli");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

// the environment that points a script at this test database; nothing else of the test's own
// environment (a DATABASE_URL or UPLOADS_STORE of the shell) leaks in
export function cliEnv(t: Pick<TestDatabase, "config" | "dataDir">, extra: Record<string, string> = {}) {
  const database = t.config.database;
  if (database.kind === "postgres" && database.schema) {
    throw new Error("the scripts know DATABASE_URL only: create the test database with { ownDatabase: true }");
  }
  return {
    DATA_DIR: t.dataDir,
    UPLOADS_DIR: t.config.uploadsDir,
    UPLOADS_STORE: t.config.uploadsStore,
    JWT_SECRET: TEST_JWT_SECRET,
    TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY,
    ...(database.kind === "postgres" ? { DATABASE_URL: database.url } : {}),
    ...extra,
  };
}

// cwd: where it runs, the data folder unless said (a folder without a .env file)
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = env.DATA_DIR,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(cliDir, script), ...args], {
      cwd,
      // the compile cache the test run shares (scripts/run-tests.ts): a script's start costs a third less
      env: {
        PATH: process.env.PATH ?? "",
        ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
        ...env,
      },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
