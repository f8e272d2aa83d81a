import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { compareSnapshots, takeSnapshot } from "./heap-snapshots.ts";
import { freePort, nginxPaths, root, startSite } from "./support.ts";

// npm run bench:serve — requests per second of the built site against baselines that answer the
// same bytes, measured one target at a time with wrk on 127.0.0.1:
//   pages (`/`, `/en/about`) against a static file server: nginx (Debian's, one worker) when
//     installed, else a bare node:http server, both serving the bytes the site answered;
//   `/api/projects` against a bare Fastify route sending the same bytes;
// then the site's resident memory (VmRSS, VmHWM) idle, at its peak and after the load.
// Targets (issue #8): pages >= 50 % of the static baseline, the API >= 50 % of bare Fastify,
// resident memory <= 256 MB. `--soak` adds a sustained mixed load (pages and API, 60 s) with
// the resident memory every 10 s. Options: `node bench/serve.ts --help`.

const PAGES = [
  "/",
  "/about",
  "/services",
  "/services/electrical",
  "/services/maintenance",
  "/projects",
  "/contact",
  "/privacy",
  "/terms",
];
const TARGETS = [
  { path: "/", baseline: "static" },
  { path: "/en/about", baseline: "static" },
  { path: "/api/projects", baseline: "fastify" },
] as const;
// what a browser sends; the bytes compared are the ones the site answers to it
const ACCEPT_ENCODING = "br, gzip";
const HOST = "127.0.0.1";
const GOAL_RATIO = 50;
const GOAL_RSS_MB = 256;

interface Route {
  path: string;
  file: string;
  contentType: string;
  contentEncoding: string | null;
  // the site's other headers (its security policy, caching, validator), sent by the baselines
  // too: what is compared is the same bytes, headers included
  headers: Record<string, string>;
}

// the headers a baseline writes itself, or that belong to the connection rather than the answer
const OWN_HEADERS = new Set([
  "content-type",
  "content-encoding",
  "content-length",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

// ---------------------------------------------------------------------------------------------
// child mode: a baseline server in its own process, so it shares no event loop with this one

async function baselineChild() {
  const [, , , kind, dir, port] = process.argv;
  const routes: Route[] = JSON.parse(readFileSync(path.join(dir as string, "routes.json"), "utf8"));
  const headersOf = (route: Route, body: Buffer) => ({
    ...route.headers,
    "content-type": route.contentType,
    "content-length": String(body.length),
    vary: "accept-encoding",
    ...(route.contentEncoding ? { "content-encoding": route.contentEncoding } : {}),
  });
  // stop when the parent goes away, however it went
  process.on("disconnect", () => process.exit(0));
  if (kind === "fastify") {
    const { default: Fastify } = await import("fastify");
    const app = Fastify({ logger: false });
    for (const route of routes) {
      const body = readFileSync(path.join(dir as string, route.file));
      const headers = headersOf(route, body);
      app.get(route.path, (_request, reply) => reply.headers(headers).send(body));
    }
    await app.listen({ port: Number(port), host: HOST });
  } else {
    const answers = new Map(
      routes.map((route) => {
        const body = readFileSync(path.join(dir as string, route.file));
        return [route.path, { body, headers: headersOf(route, body) }] as const;
      }),
    );
    const server = http.createServer((request, response) => {
      const answer = answers.get(request.url ?? "");
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, answer.headers).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(Number(port), HOST, resolve));
  }
  process.send?.("ready");
}

// ---------------------------------------------------------------------------------------------

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: process.env.BENCH_DURATION ?? "5" },
      rounds: { type: "string", default: process.env.BENCH_ROUNDS ?? "3" },
      warmup: { type: "string", default: process.env.BENCH_WARMUP ?? "3" },
      connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "50" },
      threads: { type: "string", default: process.env.BENCH_THREADS ?? "2" },
      rest: { type: "string", default: process.env.BENCH_REST ?? "5" },
      baseline: { type: "string", default: process.env.BENCH_BASELINE ?? "auto" },
      soak: { type: "boolean", default: process.env.BENCH_SOAK === "1" },
      "soak-only": { type: "boolean", default: false },
      "soak-seconds": { type: "string", default: process.env.BENCH_SOAK_SECONDS ?? "60" },
      "server-node-options": { type: "string", default: process.env.BENCH_SERVER_NODE_OPTIONS ?? "" },
      "heap-snapshots": { type: "boolean", default: process.env.BENCH_HEAP_SNAPSHOTS === "1" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(`node bench/serve.ts [options]   (npm run bench:serve -- [options] builds first)
  --duration=5              seconds measured per target and round (BENCH_DURATION)
  --rounds=3                the site and its baseline are measured in turn this many times;
                            the median of each is reported (BENCH_ROUNDS)
  --warmup=3                seconds of load before each measurement, not counted (BENCH_WARMUP)
  --connections=50          wrk connections (BENCH_CONNECTIONS)
  --threads=2               wrk threads (BENCH_THREADS)
  --rest=5                  seconds of rest before the memory is read after the load (BENCH_REST)
  --baseline=auto|nginx|node  static-file baseline: nginx when installed, else node:http (BENCH_BASELINE)
  --soak                    then a sustained mixed load of pages and API, RSS every 10 s (BENCH_SOAK=1)
  --soak-only               only the sustained load
  --soak-seconds=60         length of the sustained load (BENCH_SOAK_SECONDS)
  --server-node-options=…   NODE_OPTIONS for the site's process only (BENCH_SERVER_NODE_OPTIONS)
  --heap-snapshots          a V8 heap snapshot of the site idle and one after the load, and what
                            grew between them by constructor (BENCH_HEAP_SNAPSHOTS=1; the resident
                            memory read after a snapshot is higher: read it from a run without)
The site runs on a fresh SQLite database, or on DATABASE_URL when set.`);
    process.exit(0);
  }
  const positive = (name: string, value: string, max: number) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      console.error(`bench:serve: --${name} must be a whole number from 1 to ${max}, not "${value}"`);
      process.exit(2);
    }
    return number;
  };
  if (!["auto", "nginx", "node"].includes(values.baseline)) {
    console.error(`bench:serve: --baseline must be auto, nginx or node, not "${values.baseline}"`);
    process.exit(2);
  }
  return {
    duration: positive("duration", values.duration, 600),
    rounds: positive("rounds", values.rounds, 20),
    warmup: Number(values.warmup) === 0 ? 0 : positive("warmup", values.warmup, 60),
    connections: positive("connections", values.connections, 1000),
    threads: positive("threads", values.threads, 16),
    rest: positive("rest", values.rest, 120),
    baseline: values.baseline as "auto" | "nginx" | "node",
    soak: values.soak || values["soak-only"],
    compare: !values["soak-only"],
    soakSeconds: positive("soak-seconds", values["soak-seconds"], 3600),
    serverNodeOptions: values["server-node-options"],
    heapSnapshots: values["heap-snapshots"],
  };
}

function findExecutable(name: string, preferred: string): string | null {
  if (existsSync(preferred)) return preferred;
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// clean-up of everything started, on success, failure, Ctrl-C or the time bound

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`bench:serve: clean-up step failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// memory of a process, from /proc

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

// samples VmRSS while a load runs, keeping the highest
function watchMemory(pid: number, everyMs = 250) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // the process is gone: the load run reports it
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

const mb = (value: number) => `${Math.round(value)} MB`;

// ---------------------------------------------------------------------------------------------
// the bytes the site answers, as they travel (compressed, not decoded)

function capture(url: string): Promise<{
  status: number;
  body: Buffer;
  contentType: string;
  contentEncoding: string | null;
  headers: Record<string, string>;
}> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": ACCEPT_ENCODING }, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(response.headers["content-type"] ?? "application/octet-stream"),
          contentEncoding: (response.headers["content-encoding"] as string | undefined) ?? null,
          headers: Object.fromEntries(
            Object.entries(response.headers).filter(
              (entry): entry is [string, string] => typeof entry[1] === "string" && !OWN_HEADERS.has(entry[0]),
            ),
          ),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url} within 15 s`)));
    request.on("error", reject);
  });
}

async function waitForHttp(url: string, child: ChildProcess, what: string, output: () => string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${output()}`);
    try {
      if ((await capture(url)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within 15 s:\n${output()}`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// baselines

async function startNodeBaseline(kind: "node" | "fastify", dir: string): Promise<string> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [import.meta.filename, "--baseline-child", kind, dir, String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  cleanups.push(() => stopChild(child));
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${kind} baseline did not start:\n${output}`)), 15_000);
    child.once("message", () => {
      clearTimeout(timer);
      resolve();
    });
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} baseline exited:\n${output}`));
    });
  });
  return `http://${HOST}:${port}`;
}

async function startNginx(nginx: string, dir: string, routes: Route[]): Promise<string> {
  const port = await freePort();
  const prefix = path.join(dir, "nginx");
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  // the worker may run as another user (nginx started by root): let it read the files
  chmodSync(dir, 0o755);
  chmodSync(prefix, 0o755);
  for (const route of routes) chmodSync(path.join(dir, route.file), 0o644);
  const locations = routes
    .map(
      (route) => `    location = ${route.path} {
      types { }
      default_type "${route.contentType}";
      ${route.contentEncoding ? `add_header Content-Encoding ${route.contentEncoding};` : ""}
      add_header Vary Accept-Encoding;
      etag off;
${Object.entries(route.headers)
  .map(([name, value]) => `      add_header ${name} "${value.replaceAll('"', '\\"')}";`)
  .join("\n")}
      alias ${path.join(dir, route.file)};
    }`,
    )
    .join("\n");
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `daemon off;
worker_processes 1;
${nginxPaths(prefix).main}
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  ${nginxPaths(prefix).http}
  server {
    listen ${HOST}:${port};
${locations}
  }
}
`,
  );
  let output = "";
  const child = spawn(
    nginx,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // SIGTERM is nginx's fast shutdown: the master stops its worker
  cleanups.push(() => stopChild(child));
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://${HOST}:${port}`;
  await waitForHttp(`${url}${routes[0]?.path}`, child, "nginx", () => {
    const log = path.join(prefix, "error.log");
    return output + (existsSync(log) ? readFileSync(log, "utf8") : "");
  });
  return url;
}

// ---------------------------------------------------------------------------------------------
// the load generator

interface LoadResult {
  rps: number;
  p99ms: number;
  requests: number;
  errors: string | null;
}

function runWrk(
  wrk: string,
  url: string,
  seconds: number,
  settings: { connections: number; threads: number },
  script?: string,
): Promise<LoadResult> {
  if (new URL(url).hostname !== HOST) throw new Error(`refusing to load anything but ${HOST}: ${url}`);
  const args = [
    "-t",
    String(settings.threads),
    "-c",
    String(settings.connections),
    "-d",
    `${seconds}s`,
    "--timeout",
    "5s",
    "--latency",
    "-H",
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    ...(script ? ["-s", script] : []),
    url,
  ];
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
    const stop = () => stopChild(child, "SIGKILL");
    cleanups.push(stop);
    // wrk stops by itself after `seconds`; this is in case it hangs
    const timer = setTimeout(() => child.kill("SIGKILL"), (seconds + 20) * 1000);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      cleanups.splice(cleanups.indexOf(stop), 1);
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const requests = /(\d+) requests in/.exec(output);
      if (code !== 0 || !rps || !requests) {
        reject(new Error(`wrk failed (exit ${code}) on ${url}:\n${output}`));
        return;
      }
      const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output);
      const factor = { us: 0.001, ms: 1, s: 1000 }[(p99?.[2] ?? "ms") as "us" | "ms" | "s"];
      const problems: string[] = [];
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
      if (non2xx) problems.push(`${non2xx[1]} answers not 2xx/3xx`);
      const socket = /Socket errors: (.*)/.exec(output);
      if (socket) problems.push(`socket errors: ${socket[1]}`);
      resolve({
        rps: Number(rps[1]),
        p99ms: p99 ? Number(p99[1]) * factor : Number.NaN,
        requests: Number(requests[1]),
        errors: problems.length ? problems.join("; ") : null,
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const settings = options();
  const wrk = findExecutable("wrk", "/usr/bin/wrk");
  if (!wrk) {
    console.error(
      "bench:serve needs wrk, the HTTP load generator: `sudo apt-get update && sudo apt-get install -y wrk` (Debian's package).",
    );
    process.exit(2);
  }
  const nginx = settings.baseline === "node" ? null : findExecutable("nginx", "/usr/sbin/nginx");
  if (settings.baseline === "nginx" && !nginx) {
    console.error("bench:serve: --baseline=nginx but nginx is not installed (`sudo apt-get install -y nginx-light`).");
    process.exit(2);
  }
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    console.error("bench:serve: no build found: run `npm run build` first (npm run bench:serve does).");
    process.exit(2);
  }

  // an upper bound on the whole run, whatever happens: then everything started is stopped
  const perRun = settings.warmup + settings.duration + 25;
  const bound =
    120 +
    (settings.compare ? TARGETS.length * 2 * settings.rounds * perRun + settings.rest : 0) +
    (settings.soak ? settings.soakSeconds + 25 + settings.rest : 0);
  const watchdog = setTimeout(() => {
    console.error(`bench:serve: still running after ${bound} s, its time bound; stopping.`);
    void cleanUp().then(() => process.exit(1));
  }, bound * 1000);
  watchdog.unref();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`bench:serve: ${signal}; stopping.`);
      void cleanUp().then(() => process.exit(130));
    });
  }

  const load = settings.compare
    ? `wrk, ${settings.threads} threads, ${settings.connections} connections, ${settings.duration} s per target after ${settings.warmup} s of warm-up, one target at a time, the site and its baseline in turn ${settings.rounds} times (medians shown)`
    : `wrk, ${settings.threads} threads, ${settings.connections} connections`;
  console.log(`bench:serve — ${load}; every request sends Accept-Encoding: ${ACCEPT_ENCODING} as a browser does.`);
  console.log(
    `Everything on ${HOST}, on this machine's 2 cores shared by the server, the baseline and wrk (load average before the run: ${loadavg()[0]?.toFixed(1)}); figures from a busy machine are noisy.`,
  );

  let exitCode = 0;
  try {
    // heap snapshots on SIGUSR2, written to a folder that is kept (to open them in DevTools)
    const snapshots = settings.heapSnapshots ? mkdtempSync(path.join(tmpdir(), "bench-serve-heap-")) : null;
    const nodeOptions = [
      settings.serverNodeOptions,
      ...(snapshots ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`] : []),
    ]
      .filter(Boolean)
      .join(" ");
    const serverEnv: Record<string, string> = nodeOptions ? { NODE_OPTIONS: nodeOptions } : {};
    const site = await startSite(serverEnv);
    const pid = site.pid;
    cleanups.push(async () => {
      // a server that does not stop on SIGTERM within 10 s is killed
      const timer = setTimeout(() => process.kill(pid, "SIGKILL"), 10_000);
      await site.stop();
      clearTimeout(timer);
    });
    console.log(
      `Site: the production build as "npm start" runs it (scripts/start.ts, pid ${pid}) on ${process.env.DATABASE_URL ? "DATABASE_URL (PostgreSQL)" : "a fresh SQLite database"}${settings.serverNodeOptions ? `, NODE_OPTIONS=${settings.serverNodeOptions}` : ""}.`,
    );
    // idle: the start's work done (migrations, the seed, the start-up checks' worker thread, which
    // ends 5 s after its last check: server/lib/password-strength.ts)
    await sleep(10_000);
    const idle = memoryOf(pid);
    const idleSnapshot = snapshots ? await takeSnapshot(pid, snapshots) : null;
    let peakDuring = 0;
    const rows: string[][] = [];
    const verdicts: string[] = [];

    if (settings.compare) {
      // the bytes the site answers, served again by the baselines
      const dir = makeTempDir("bench-serve-");
      const routes: (Route & { site: string; bytes: number })[] = [];
      for (const [index, target] of TARGETS.entries()) {
        // the page cache compresses a page in the background after its first render: the bytes
        // compared are those every later visitor gets (brotli), not the first answer's
        let answer = await capture(`${site.url}${target.path}`);
        for (let tries = 0; tries < 50 && answer.status === 200 && answer.contentEncoding === null; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await capture(`${site.url}${target.path}`);
        }
        if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}, not 200`);
        const file = `r${index}.bin`;
        writeFileSync(path.join(dir, file), answer.body);
        routes.push({
          // the static baseline serves each body at its own path; the Fastify route at the API's
          path: target.baseline === "static" ? `/r${index}` : target.path,
          file,
          contentType: answer.contentType,
          contentEncoding: answer.contentEncoding,
          headers: answer.headers,
          site: target.path,
          bytes: answer.body.length,
        });
      }
      const staticRoutes = routes.filter((_, index) => TARGETS[index]?.baseline === "static");
      const apiRoutes = routes.filter((_, index) => TARGETS[index]?.baseline === "fastify");
      writeFileSync(path.join(dir, "routes.json"), JSON.stringify(staticRoutes));
      const staticDir = dir;
      const apiDir = makeTempDir("bench-serve-api-");
      for (const route of apiRoutes)
        writeFileSync(path.join(apiDir, route.file), readFileSync(path.join(dir, route.file)));
      writeFileSync(path.join(apiDir, "routes.json"), JSON.stringify(apiRoutes));

      const staticName = nginx ? "nginx, 1 worker" : "node:http";
      const staticUrl = nginx
        ? await startNginx(nginx, staticDir, staticRoutes)
        : await startNodeBaseline("node", staticDir);
      const fastifyUrl = await startNodeBaseline("fastify", apiDir);
      console.log(
        `Baselines: ${nginx ? `nginx (${nginx}, one worker)` : "a bare node:http server (nginx not installed)"} serving the captured page bytes from ${nginx ? "files" : "memory"}; a bare Fastify 5 route sending the captured /api/projects bytes (each in its own process); both send the site's own headers too (security policy, caching, validator).\n`,
      );

      const measure = async (url: string, watchPid?: number) => {
        if (settings.warmup > 0) await runWrk(wrk, url, settings.warmup, settings);
        const watch = watchPid ? watchMemory(watchPid) : null;
        try {
          return await runWrk(wrk, url, settings.duration, settings);
        } finally {
          if (watch) peakDuring = Math.max(peakDuring, watch.stop());
        }
      };

      for (const [index, target] of TARGETS.entries()) {
        const route = routes[index] as (typeof routes)[number];
        const isStatic = target.baseline === "static";
        // in turn, so that a moment of other load on the machine costs both sides alike
        const ourRuns: LoadResult[] = [];
        const baseRuns: LoadResult[] = [];
        for (let round = 0; round < settings.rounds; round++) {
          ourRuns.push(await measure(`${site.url}${target.path}`, pid));
          baseRuns.push(await measure(`${isStatic ? staticUrl : fastifyUrl}${route.path}`));
        }
        const median = (runs: LoadResult[]) =>
          [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)] as LoadResult;
        const ours = { ...median(ourRuns), errors: ourRuns.map((run) => run.errors).find(Boolean) ?? null };
        const base = { ...median(baseRuns), errors: baseRuns.map((run) => run.errors).find(Boolean) ?? null };
        const ratio = (100 * ours.rps) / base.rps;
        rows.push([
          target.path,
          `${route.bytes} B ${route.contentEncoding ?? "identity"}`,
          ours.rps.toFixed(0),
          `${ours.p99ms.toFixed(1)} ms`,
          isStatic ? staticName : "bare Fastify",
          base.rps.toFixed(0),
          `${base.p99ms.toFixed(1)} ms`,
          `${ratio.toFixed(1)} %`,
          ratio >= GOAL_RATIO ? "met" : "MISSED",
        ]);
        for (const [who, result] of [
          [target.path, ours],
          [`its baseline`, base],
        ] as const) {
          if (result.errors) verdicts.push(`warning: ${who}: ${result.errors}`);
        }
      }
    }

    if (rows.length > 0) {
      const header = ["target", "answer", "req/s", "p99", "baseline", "req/s", "p99", "ratio", `>= ${GOAL_RATIO} %`];
      const table = [header, ...rows];
      const widths = header.map((_, column) => Math.max(...table.map((row) => (row[column] ?? "").length)));
      const right = new Set([2, 3, 5, 6, 7]);
      const format = (row: string[]) =>
        row
          .map((cell, column) =>
            right.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
          )
          .join("  ")
          .trimEnd();
      console.log(format(header));
      for (const row of rows) console.log(format(row));
      console.log("");
    }
    let afterCompare: number | null = null;
    if (settings.compare) {
      await sleep(settings.rest * 1000);
      afterCompare = memoryOf(pid).rss;
    }

    const soakLines: string[] = [];
    let afterSoak: number | null = null;
    if (settings.soak) {
      const dir = makeTempDir("bench-serve-soak-");
      const paths = [...PAGES, ...PAGES.map((page) => (page === "/" ? "/en" : `/en${page}`))];
      // one API call for every three pages
      const mix = paths.flatMap((page, index) => (index % 3 === 2 ? [page, "/api/projects"] : [page]));
      const script = path.join(dir, "mix.lua");
      writeFileSync(
        script,
        `local paths = { ${mix.map((p) => JSON.stringify(p)).join(", ")} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`,
      );
      console.log(
        `Sustained load: ${settings.soakSeconds} s of a mix of the ${paths.length} public pages and /api/projects (${mix.length - paths.length} in ${mix.length} requests), resident memory every 10 s:`,
      );
      const watch = watchMemory(pid);
      const started = Date.now();
      const ticker = setInterval(() => {
        const memory = memoryOf(pid);
        const line = `  ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  VmRSS ${mb(memory.rss)}  (VmHWM ${mb(memory.hwm)})`;
        soakLines.push(line);
        console.log(line);
      }, 10_000);
      let result: LoadResult;
      try {
        result = await runWrk(wrk, `${site.url}/`, settings.soakSeconds, settings, script);
      } finally {
        clearInterval(ticker);
        peakDuring = Math.max(peakDuring, watch.stop());
      }
      console.log(
        `  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p99 ${result.p99ms.toFixed(1)} ms${result.errors ? `; ${result.errors}` : ""}`,
      );
      await sleep(settings.rest * 1000);
      afterSoak = memoryOf(pid).rss;
    }

    const final = memoryOf(pid);
    const rss = [
      `idle 10 s after start ${mb(idle.rss)}`,
      `peak during the load ${mb(peakDuring)} (VmHWM ${mb(final.hwm)})`,
      ...(afterCompare !== null ? [`after the comparisons and ${settings.rest} s of rest ${mb(afterCompare)}`] : []),
      ...(afterSoak !== null ? [`after the sustained load and ${settings.rest} s of rest ${mb(afterSoak)}`] : []),
    ];
    console.log(`Site's resident memory (VmRSS): ${rss.join("; ")}.`);
    const worst = Math.max(peakDuring, afterCompare ?? 0, afterSoak ?? 0);
    console.log(
      `Memory goal <= ${GOAL_RSS_MB} MB during and after the load: ${worst <= GOAL_RSS_MB ? "met" : `MISSED (highest ${mb(worst)})`}.`,
    );
    for (const line of verdicts) console.log(line);
    if (snapshots && idleSnapshot) {
      for (const line of compareSnapshots(idleSnapshot, await takeSnapshot(pid, snapshots))) console.log(line);
    }
  } catch (error) {
    console.error(`bench:serve failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    await cleanUp();
    clearTimeout(watchdog);
  }
  process.exit(exitCode);
}

if (process.argv[2] === "--baseline-child") await baselineChild();
else await main();
