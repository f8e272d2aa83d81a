import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { residentMb, startSite } from "./support.ts";

// npm run bench:flood — issue 20, "a page cache a flood cannot move": the p95 latency of `/` for
// a few visitors, first quiet, then while one client floods the site at 20 connections with
// 5 000 distinct query strings (`/?x=N`, `/en/projects?page=1..3&x=N`, `/?utm_…&fbclid=N`), and
// the server's resident memory (VmRSS from /proc) meanwhile. Targets: p95 within 2× of quiet,
// VmRSS within PAGE_CACHE_MB + 64 MB of the idle server's. A reference in between: the same
// client flooding `/` itself (every request a cache hit), which is all a flood of query strings
// should cost. Then, for the record, the worst case
// the key cannot fold: 5 000 distinct paths (each a 404 render), where the bounded render queue
// answers 503 beyond it. wrk (Debian's) makes the load; everything on 127.0.0.1.

const HOST = "127.0.0.1";
const DISTINCT = 5000;

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: process.env.BENCH_DURATION ?? "10" },
      visitors: { type: "string", default: process.env.BENCH_VISITORS ?? "4" },
      flooders: { type: "string", default: process.env.BENCH_FLOOD_CONNECTIONS ?? "20" },
      "no-paths": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(`node bench/flood.ts [options]   (npm run bench:flood -- [options] builds first)
  --duration=10      seconds of each measurement (BENCH_DURATION)
  --visitors=4       connections requesting / (BENCH_VISITORS)
  --flooders=20      connections of the flooding client (BENCH_FLOOD_CONNECTIONS)
  --no-paths         skip the flood of distinct paths (404 renders)
PAGE_CACHE_MB is passed to the site (default 32). The site runs on a fresh SQLite database.`);
    process.exit(0);
  }
  const positive = (name: string, value: string, max: number) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      console.error(`bench:flood: --${name} must be a whole number from 1 to ${max}, not "${value}"`);
      process.exit(2);
    }
    return number;
  };
  return {
    duration: positive("duration", values.duration, 600),
    visitors: positive("visitors", values.visitors, 1000),
    flooders: positive("flooders", values.flooders, 1000),
    paths: !values["no-paths"],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// samples VmRSS every 250 ms while a load runs, keeping the highest
function watchMemory(pid: number) {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid));
    } catch {
      // gone: the load reports it
    }
  }, 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}

// every answer's status counted, and the latency percentiles, printed by wrk at the end
const REPORT = `
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
end
init = function(args)
  statuses = {}
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %.0f %.0f %.0f %.0f\\n", summary.requests, latency:percentile(50),
    latency:percentile(95), latency:percentile(99), latency.max))
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      io.write(string.format("STATUS %d %d\\n", status, count))
    end
  end
end
`;

// the flooding client: 5 000 distinct query strings, over and over, in one wrk thread
const QUERY_FLOOD = `
local i = 0
request = function()
  i = i + 1
  local n = (i - 1) % ${DISTINCT} + 1
  local kind = n % 3
  local path
  if kind == 0 then path = "/?x=" .. n
  elseif kind == 1 then path = "/en/projects?page=" .. (math.floor(n / 3) % 3 + 1) .. "&x=" .. n
  else path = "/?utm_source=zalo&utm_campaign=c" .. n .. "&fbclid=IwAR" .. n end
  return wrk.format("GET", path)
end
`;

// the case no key can fold: distinct paths, each the 404 page rendered anew
const PATH_FLOOD = `
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", "/en/flood-" .. ((i - 1) % ${DISTINCT} + 1))
end
`;

interface Result {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  // answers by status
  statuses: Record<string, number>;
}

function runWrk(
  wrk: string,
  url: string,
  seconds: number,
  connections: number,
  scriptFile: string,
  children: ChildProcess[],
): Promise<Result> {
  if (new URL(url).hostname !== HOST) throw new Error(`refusing to load anything but ${HOST}: ${url}`);
  const args = ["-t", "1", "-c", String(connections), "-d", `${seconds}s`, "--timeout", "10s"];
  args.push("-H", "Accept-Encoding: br, gzip", "-s", scriptFile, url);
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    const timer = setTimeout(() => child.kill("SIGKILL"), (seconds + 30) * 1000);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      const result = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output);
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      if (code !== 0 || !result || !rps) {
        reject(new Error(`wrk failed (exit ${code}) on ${url}:\n${output}`));
        return;
      }
      const ms = (index: number) => Number(result[index]) / 1000;
      resolve({
        requests: Number(result[1]),
        rps: Number(rps[1]),
        p50: ms(2),
        p95: ms(3),
        p99: ms(4),
        max: ms(5),
        statuses: Object.fromEntries([...output.matchAll(/STATUS (\d+) (\d+)/g)].map((m) => [m[1], Number(m[2])])),
      });
    });
  });
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
const line = (what: string, r: Result) =>
  `${what.padEnd(44)} ${String(Math.round(r.rps)).padStart(7)} req/s  p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms  p99 ${fmt(r.p99)} ms  max ${fmt(r.max)} ms  (${Object.entries(
    r.statuses,
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ")})`;

async function main() {
  const settings = options();
  const wrk = existsSync("/usr/bin/wrk")
    ? "/usr/bin/wrk"
    : spawnSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).stdout.trim();
  if (!wrk) {
    console.error("bench:flood needs wrk: `sudo apt-get install -y wrk` (Debian's package).");
    process.exit(2);
  }
  const cacheMb = Number(process.env.PAGE_CACHE_MB ?? 32);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-flood-"));
  const scripts = {
    report: path.join(dir, "report.lua"),
    queries: path.join(dir, "queries.lua"),
    paths: path.join(dir, "paths.lua"),
  };
  writeFileSync(scripts.report, REPORT);
  writeFileSync(scripts.queries, QUERY_FLOOD + REPORT);
  writeFileSync(scripts.paths, PATH_FLOOD + REPORT);
  const children: ChildProcess[] = [];
  const site = await startSite(process.env.PAGE_CACHE_MB ? { PAGE_CACHE_MB: process.env.PAGE_CACHE_MB } : {});
  const cleanUp = async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
  try {
    console.log(
      `bench:flood — wrk on ${HOST}, ${settings.visitors} connections on / (the visitors) and one client of ${settings.flooders} connections (the flood), ${settings.duration} s each; PAGE_CACHE_MB=${cacheMb}; 2 cores shared by the server, wrk and this script (load average before: ${loadavg()[0]?.toFixed(1)})`,
    );
    // the pages a visitor and the flood reach, cached and compressed
    for (let round = 0; round < 2; round++) {
      for (const url of ["/", "/en/projects", "/en/projects?page=2", "/en/projects?page=3"]) {
        await (await fetch(`${site.url}${url}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
      }
      await sleep(1000);
    }
    const idle = residentMb(site.pid);
    console.log(`VmRSS idle, the pages cached: ${Math.round(idle)} MB`);

    const quiet = await runWrk(wrk, `${site.url}/`, settings.duration, settings.visitors, scripts.report, children);
    console.log(line("/ quiet", quiet));

    // / measured for the visitors while one client floods with a script (started a second
    // before, ending after), with the server's resident memory at its peak meanwhile
    const duringFlood = async (script: string) => {
      const peakOf = watchMemory(site.pid);
      const flood = runWrk(wrk, `${site.url}/`, settings.duration + 2, settings.flooders, script, children);
      await sleep(1000);
      const visitors = await runWrk(
        wrk,
        `${site.url}/`,
        settings.duration,
        settings.visitors,
        scripts.report,
        children,
      );
      return { visitors, flood: await flood, peak: peakOf() };
    };

    // the same client flooding / itself: what any flood of cache hits costs the visitors
    const { visitors: underReference, flood: referenceFlood } = await duringFlood(scripts.report);
    console.log(line("/ during a flood of / itself (reference)", underReference));
    console.log(line("  that flood itself", referenceFlood));
    await sleep(2000);

    const { visitors: during, flood: flooded, peak } = await duringFlood(scripts.queries);
    console.log(line(`/ during the flood of ${DISTINCT} query strings`, during));
    console.log(line(`  the flood itself (${DISTINCT} distinct, cycled)`, flooded));
    const ratio = during.p95 / quiet.p95;
    const goalRss = idle + cacheMb + 64;
    console.log(
      `p95 ${fmt(during.p95)} ms against ${fmt(quiet.p95)} ms quiet: ×${ratio.toFixed(2)} (target ≤ ×2) ${ratio <= 2 ? "ok" : "MISSED"}; against the same flood of / itself: ×${(during.p95 / underReference.p95).toFixed(2)}`,
    );
    console.log(
      `VmRSS peak during the flood ${Math.round(peak)} MB, idle ${Math.round(idle)} MB: +${Math.round(peak - idle)} MB (target ≤ +${cacheMb + 64} MB, PAGE_CACHE_MB + 64) ${peak <= goalRss ? "ok" : "MISSED"}`,
    );

    if (settings.paths) {
      await sleep(2000);
      const { visitors: underRenders, flood: rendered, peak: pathsPeak } = await duringFlood(scripts.paths);
      console.log("for the record, distinct paths (no key folds them: each is a 404 render):");
      console.log(line(`/ during the flood of ${DISTINCT} paths`, underRenders));
      console.log(line("  the flood itself (404 pages; 503 beyond the queue)", rendered));
      console.log(
        `  VmRSS peak ${Math.round(pathsPeak)} MB (+${Math.round(pathsPeak - idle)} MB over idle), after ${Math.round(residentMb(site.pid))} MB`,
      );
    }
  } finally {
    await cleanUp();
  }
}

await main();
