import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchAdminToken, startSite } from "./support.ts";

// npm run bench:analytics — issue 25: beacons per second one instance accepts (wrk, 2 threads, 50
// connections, each beacon from an address of its own through X-Forwarded-For, so that the
// per-address limit does not short-cut the counting), then the cached home page's requests per
// second alone and with beacons arriving at about 1 000 a second alongside (a wrk of its own,
// pacing each connection). Targets: ≥ 5 000 beacons/s; the page with beacons ≥ 80 % of without.
// Then checks that the beacons were counted (the summary's views).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const folder = mkdtempSync(path.join(tmpdir(), "bench-analytics-"));
// each request a beacon from a made-up address; `pace` ms between a connection's requests
function beaconScript(pace: number): string {
  const file = path.join(folder, `beacon-${pace}.lua`);
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
wrk.headers["User-Agent"] = "${CHROME}"
local bodies = {
  '{"path":"/","width":390,"entry":true,"referrer":"https://www.google.com/"}',
  '{"path":"/about","width":1280}',
  '{"path":"/en/services/electrical","width":800,"entry":true,"utm_campaign":"bench"}',
  '{"path":"/contact","width":390}'
}
local n = 0
request = function()
  n = n + 1
  local address = "10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(nil, "/api/analytics/collect", { ["X-Forwarded-For"] = address }, bodies[(n % 4) + 1])
end
${pace > 0 ? `delay = function() return ${pace} end` : ""}
`,
  );
  return file;
}

// wrk in its own process (two can run at once): requests per second, and answers not 2xx/3xx
function wrk(
  url: string,
  options: { seconds: number; threads?: number; connections?: number; script?: string },
): Promise<{ rps: number; failed: number }> {
  const args = [
    "-t",
    String(options.threads ?? 2),
    "-c",
    String(options.connections ?? 50),
    "-d",
    `${options.seconds}s`,
  ];
  if (options.script) args.push("-s", options.script);
  else args.push("-H", "Accept-Encoding: br, gzip");
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [...args, url]);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
      if (code !== 0 || !rps) reject(new Error(`wrk failed on ${url}:\n${output}`));
      else resolve({ rps: Number(rps[1]), failed: Number(non2xx?.[1] ?? 0) });
    });
  });
}

if (spawnSync("wrk", ["--version"]).error) {
  console.error("bench:analytics needs wrk: `sudo apt-get install -y wrk` (Debian's package).");
  process.exit(1);
}
const site = await startSite({ TRUST_PROXY: "1" });
let ok = true;
try {
  const flood = beaconScript(0);
  // 14 connections, one beacon each every 10 ms and its answer: about 1 000 a second
  const paced = beaconScript(10);
  await wrk(site.url, { seconds: 2, script: flood });
  await wrk(`${site.url}/`, { seconds: 2 });

  const beacons = await wrk(site.url, { seconds: SECONDS, script: flood });
  console.log(
    `beacons alone (2 threads, 50 connections): ${beacons.rps.toFixed(0)} accepted/s, ${beacons.failed} not 204`,
  );
  if (beacons.rps < 5000) ok = false;

  const alone = await wrk(`${site.url}/`, { seconds: SECONDS });
  // the beacons start first and end last, so that the page is measured with them all along
  const background = wrk(site.url, { seconds: SECONDS + 2, threads: 1, connections: 14, script: paced });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const withBeacons = await wrk(`${site.url}/`, { seconds: SECONDS });
  const pacedBeacons = await background;
  const ratio = withBeacons.rps / alone.rps;
  console.log(`cached / alone: ${alone.rps.toFixed(0)} requests/s`);
  console.log(
    `cached / with ${pacedBeacons.rps.toFixed(0)} beacons/s alongside: ${withBeacons.rps.toFixed(0)} requests/s (${(ratio * 100).toFixed(0)} %)`,
  );
  if (ratio < 0.8) ok = false;

  // the beacons were counted, not only answered
  const token = await benchAdminToken(site.url);
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const summary = (await (
    await fetch(`${site.url}/api/analytics/summary?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { totals: { views: number; visitors: number } };
  console.log(`counted: ${summary.totals.views} views, ${summary.totals.visitors} visits`);
  console.log(ok ? "targets met (≥ 5 000 beacons/s; ≥ 80 %)" : "a target was missed");
} finally {
  await site.stop();
  rmSync(folder, { recursive: true, force: true });
}
if (!ok) process.exitCode = 1;
