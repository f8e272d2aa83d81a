import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// npm start: build the app when the build is missing or older than its sources, then serve

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, "build", "server", "index.js");
const sources = ["app", "contract", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

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

// the server's memory (issue #8; measured with `npm run bench:serve -- --soak`): without these,
// V8 sizes its heap from the machine's memory (a young generation of ~110 MB and an old one
// collected lazily up to 4 GB on 24 GiB) and glibc keeps what sharp/libvips and compression
// freed in per-thread arenas: 330 MB idle after seeding, ~470-600 MB after a minute of load.
const nodeFlags = ["--max-semi-space-size=16", "--max-old-space-size=128"];
const mallocEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" };

// glibc reads its settings only when a process starts: the server replaces this process (same
// pid, so signals and supervisors still reach it) with those settings; a flag or variable that
// is already set wins
if (process.env.SITE_MEMORY_SETTINGS !== "1" && typeof process.execve === "function") {
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  const flags = nodeFlags.filter((flag) => !given.includes(flag.split("=")[0] as string));
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...flags, path.join(root, "server", "index.ts")],
    { ...mallocEnv, ...process.env, SITE_MEMORY_SETTINGS: "1" },
  );
}
await import("../server/index.ts");
