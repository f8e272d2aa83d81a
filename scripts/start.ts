import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// npm start: build the app when the build is missing or older than its sources, then serve

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, "build", "server", "index.js");
// server/db/page-seeds: the pages' words as shipped (what a new database is seeded with); the public
// pages now read their words from the database (server/services/pages.ts), so the build no longer
// imports them, and a change there only costs one more build
const sources = [
  "app",
  "contract",
  "server/db/page-seeds",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stats.mtimeMs);
}

function buildIsStale(): boolean {
  if (!existsSync(builtServer)) return true;
  const builtAt = statSync(builtServer).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

if (process.env.SKIP_BUILD !== "1" && buildIsStale()) {
  console.log("Building the site (first start, or the sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", shell: false });
  if (result.status !== 0) {
    console.error("Build failed: see the messages above.");
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= "production";

await import("../server/index.ts");
