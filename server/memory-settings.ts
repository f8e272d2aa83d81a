import path from "node:path";

// the server's memory (issue #8; measured with `npm run bench:serve -- --soak`): without these,
// V8 sizes its heap from the machine's memory (a young generation of ~110 MB and an old one
// collected lazily up to 4 GB on 24 GiB) and glibc keeps what sharp/libvips and compression
// freed in per-thread arenas: 330 MB idle after seeding, ~470-600 MB after a minute of load.
// The young generation's semi-spaces of 8 MB rather than 16 (issue 37, point 4): the start's work
// (migrations, the seed) grew them to their limit and they stayed committed; bench:serve, same
// build, side by side: idle 181 MB against 218, peak under load 215 against 237, the API's answers
// per second the same within the run's noise (83.7 % of bare Fastify against 84.6 %).
const nodeFlags = ["--max-semi-space-size=8", "--max-old-space-size=160"];
const mallocEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" };
// Node's compile cache (issue 37, point 4): the server runs its TypeScript as it is, and Node strips
// the types with a WebAssembly build of SWC whose memory stays with the process (about 20 MB
// resident for a handful of files, more for the server's hundreds). With the cache, a start after
// the first reads each module's stripped and compiled code from disk and never loads it.
const compileCache = path.resolve(import.meta.dirname, "..", "node_modules", ".cache", "node-compile");

// glibc reads its settings only when a process starts: the server replaces its own process
// (same pid, so signals and supervisors still reach it) with those settings before it does
// anything else; a flag or variable that is already set wins. Runs however the server is started
// (npm start, node server/index.ts, a container); SITE_MEMORY_SETTINGS=0 leaves all as given.
function relaunchWithMemorySettings(entry: string): void {
  if (process.env.SITE_MEMORY_SETTINGS !== undefined || typeof process.execve !== "function") return;
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  const flags = nodeFlags.filter((flag) => !given.includes(flag.split("=")[0] as string));
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...flags, path.resolve(entry)], {
    ...mallocEnv,
    NODE_COMPILE_CACHE: compileCache,
    ...process.env,
    SITE_MEMORY_SETTINGS: "1",
  });
}

// imported first by server/index.ts, so that nothing else is loaded twice
relaunchWithMemorySettings(path.join(import.meta.dirname, "index.ts"));
