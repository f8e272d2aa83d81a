import { spawnSync } from "node:child_process";
import { benchAdminToken, startSite } from "./support.ts";

// npm run bench:redirects — issue 24, "a redirect is answered at the page cache's speed": the
// built site with 500 redirects, requests per second (wrk, 2 threads, 50 connections, 10 s each
// after a warm-up) of an old address that redirects, against a cached page (`/`, the page cache's
// speed) and a 404 that is counted; the three in turn, three rounds, medians.

const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function wrk(url: string, seconds: number): number {
  const run = spawnSync("wrk", ["-t", "2", "-c", "50", "-d", `${seconds}s`, "-H", "Accept-Encoding: br, gzip", url], {
    encoding: "utf8",
  });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout ?? "");
  if (run.status !== 0 || !rps) throw new Error(`wrk failed on ${url}:\n${run.stdout}${run.stderr}`);
  return Number(rps[1]);
}

if (spawnSync("wrk", ["--version"]).error) {
  console.error("bench:redirects needs wrk: `sudo apt-get install -y wrk` (Debian's package).");
  process.exit(1);
}
const site = await startSite({ SEED_DEMO_CONTENT: "false" });
try {
  const token = await benchAdminToken(site.url);
  for (let n = 0; n < 500; n++) {
    const created = await fetch(`${site.url}/api/redirects`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ from: `/trang-cu-${n}.html`, to: n % 2 ? "/about" : "/services" }),
    });
    if (created.status !== 201) throw new Error(`redirect ${n}: ${created.status} ${await created.text()}`);
  }
  const check = await fetch(`${site.url}/trang-cu-250.html`, { redirect: "manual" });
  if (check.status !== 301) throw new Error(`the redirect answered ${check.status}`);
  const targets = [
    ["cached page /", `${site.url}/`],
    ["redirect /trang-cu-250.html", `${site.url}/trang-cu-250.html`],
    ["404 /khong-co (counted)", `${site.url}/khong-co`],
  ] as const;
  for (const [, url] of targets) wrk(url, 2);
  const results = new Map<string, number[]>(targets.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, url] of targets) results.get(label)?.push(wrk(url, SECONDS));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const page = median(results.get("cached page /") ?? []);
  console.log(`500 redirects; wrk 2 threads, 50 connections, ${SECONDS} s × ${ROUNDS} rounds, medians:`);
  for (const [label] of targets) {
    const rps = median(results.get(label) ?? []);
    console.log(
      `${label.padEnd(30)} ${rps.toFixed(0).padStart(7)} requests/s (${((rps / page) * 100).toFixed(0)} % of the cached page)`,
    );
  }
} finally {
  await site.stop();
}
