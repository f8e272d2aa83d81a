import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// a tripwire: the server reads its environment through the schema of server/config.ts, so that
// every variable is checked at start-up and listed in the README. A read anywhere else must be
// one of these, each with the reason it cannot go through the schema
const ALLOWED: Record<string, string> = {
  // runs before anything else is imported, and restarts the process (config.ts lists it too)
  "server/memory-settings.ts SITE_MEMORY_SETTINGS": "read before the configuration can be loaded",
  "server/memory-settings.ts NODE_OPTIONS": "Node's own: flags already given are not added twice",
  "server/db/connect.ts PGOPTIONS": "libpq's own, kept beside the test schema's search_path (tests only)",
  "server/cli/backup.ts INIT_CWD": "npm's: where `npm run` was typed, for a relative file name",
  "server/cli/restore.ts INIT_CWD": "npm's: where `npm run` was typed, for a relative file name",
  "server/cli/restore.ts npm_config_as_is": "npm's: `npm run db:restore FILE --as-is` without the --",
  "scripts/start.ts SKIP_BUILD": "npm start's own, before the server is built or loaded",
  "scripts/start.ts NODE_ENV": "npm start sets the default that the schema then reads",
};

const root = path.join(import.meta.dirname, "..");

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(path.join("server", "test-support")));
}

// "file NAME" for each variable read; a read the test cannot name (process.env[x], a destructuring)
// is "file *". Handing the whole environment on to a child process (...process.env) reads nothing
function environmentReads(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  return [...source.matchAll(/(\.\.\.)?process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*))?/g)]
    .filter((match) => match[2] !== undefined || match[1] === undefined)
    .map((match) => `${file.split(path.sep).join("/")} ${match[2] ?? "*"}`);
}

describe("the environment", () => {
  const files = [...sources("server"), ...sources("app"), ...sources("contract"), path.join("scripts", "start.ts")];
  const reads = new Set(files.filter((file) => file !== path.join("server", "config.ts")).flatMap(environmentReads));

  it("is read only through server/config.ts, but for the allowed exceptions", () => {
    expect([...reads].filter((read) => !(read in ALLOWED))).toEqual([]);
  });

  it("has no allowed exception left that nothing reads any more", () => {
    expect(Object.keys(ALLOWED).filter((read) => !reads.has(read))).toEqual([]);
  });
});
