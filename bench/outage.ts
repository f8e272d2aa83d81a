import pg from "pg";
import { privatePostgres } from "../server/test-support/postgres-server.ts";
import { benchAdminToken, startSite } from "./support.ts";

// npm run bench:outage — PostgreSQL stopped for OUTAGE_SECONDS (15) under traffic (issue 19's
// figures): the built site as `npm start` runs it, on a PostgreSQL of this script's own. Eight
// cached pages, the contact form, the staff's contact list and the health check are requested in a loop
// by CONCURRENCY (8) clients, before, during and after the outage. It prints the share of cached
// page requests answered 200 during the outage, the share of the others answered 503 and their
// slowest answer, the acknowledged messages missing from the database afterwards, and how long
// after PostgreSQL accepts connections again the first message is stored.
// The clients also send visit beacons (each from its own address, through X-Forwarded-For from a
// trusted proxy) and ask for pages that do not exist: it prints how many of the beacons answered
// 204 and of the 404 answers are missing from the counts once the server has stopped (issue 34:
// a batch the database does not take is kept until it does).

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 15) * 1000;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const CACHED = ["/", "/en", "/about", "/en/about", "/projects", "/en/projects", "/contact", "/en/contact"];
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Sample {
  kind: "cached" | "other";
  what: string;
  status: number;
  ms: number;
  during: boolean;
}

const database = await privatePostgres();
await database.start();
const site = await startSite({
  DATABASE_URL: database.url,
  CONTACT_RATE_LIMIT_MAX: "10000",
  SEED_DEMO_CONTENT: "false",
  TRUST_PROXY: "loopback",
});
const samples: Sample[] = [];
const acknowledged: string[] = [];
let counter = 0;
let beacons = 0;
let notFound = 0;
let during = false;
let stopped = false;

async function request(kind: Sample["kind"], what: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${site.url}${what}`, { ...init, signal: AbortSignal.timeout(10_000) });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    status = 0;
  }
  samples.push({ kind, what, status, ms: performance.now() - started, during });
  return status;
}

async function message(): Promise<number> {
  const email = `khach${++counter}@nhamay.vn`;
  const status = await request("other", "/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "vi" },
    body: JSON.stringify({
      name: "Phạm Minh Tuấn",
      email,
      phone: "0901 234 567",
      consent: true,
      message: `Chúng tôi cần báo giá bảo trì trạm biến áp số ${counter}.`,
    }),
  });
  if (status === 201) acknowledged.push(email);
  return status;
}

// a page view of /about, from one of 2 000 addresses (each well within its 120 a minute)
async function beacon(): Promise<void> {
  const sent = ++counter;
  try {
    const response = await fetch(`${site.url}/api/analytics/collect`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": CHROME,
        "x-forwarded-for": `10.9.${Math.floor((sent % 2000) / 250)}.${(sent % 250) + 1}`,
      },
      body: JSON.stringify({ path: "/about", width: 1280 }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status === 204) beacons += 1;
  } catch {
    // not answered: not counted either
  }
}

async function missingPage(): Promise<void> {
  try {
    const response = await fetch(`${site.url}/trang-khong-con-${counter % 5}`, {
      headers: { "user-agent": CHROME },
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status === 404) notFound += 1;
  } catch {
    // not answered
  }
}

async function client(index: number) {
  for (let turn = index; !stopped; turn++) {
    const step = turn % (CACHED.length + 5);
    if (step < CACHED.length) await request("cached", CACHED[step] as string);
    else if (step === CACHED.length) await message();
    else if (step === CACHED.length + 1)
      await request("other", "/api/contact", { headers: { authorization: `Bearer ${token}` } });
    else if (step === CACHED.length + 2) await request("other", "/api/health");
    else if (step === CACHED.length + 3) await beacon();
    else await missingPage();
  }
}

let token = "";
let siteStopped = false;
try {
  token = await benchAdminToken(site.url);
  for (const url of CACHED) await fetch(`${site.url}${url}`);
  const clients = Array.from({ length: CONCURRENCY }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  // counted from the moment PostgreSQL has exited until it is started again
  await database.stop();
  during = true;
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  during = false;
  await database.start();
  const back = performance.now();
  let recovered = Number.NaN;
  while (performance.now() - back < 10_000) {
    if ((await message()) === 201) {
      recovered = performance.now() - back;
      break;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  stopped = true;
  await Promise.all(clients);

  // a graceful stop writes what the server still holds
  await site.stop();
  siteStopped = true;
  const connection = new pg.Client({ connectionString: database.url });
  await connection.connect();
  const { rows } = await connection.query<{ email: string }>("select email from contact_messages");
  const views = await connection.query<{ views: string | null }>(
    "select sum(views) as views from analytics_daily where kind = 'page' and key = '/about'",
  );
  const hits = await connection.query<{ hits: string | null }>("select hits from not_found_totals");
  await connection.end();
  const viewsCounted = Number(views.rows[0]?.views ?? 0);
  const notFoundCounted = Number(hits.rows[0]?.hits ?? 0);
  const stored = new Set(rows.map((row) => row.email));
  const lost = acknowledged.filter((email) => !stored.has(email)).length;

  const out = samples.filter((sample) => sample.during);
  const cached = out.filter((sample) => sample.kind === "cached");
  const others = out.filter((sample) => sample.kind === "other");
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
  const slowest = Math.max(0, ...others.map((sample) => sample.ms));
  const statuses = (list: Sample[]) =>
    Object.entries(
      list.reduce<Record<string, number>>((counts, sample) => {
        counts[sample.status] = (counts[sample.status] ?? 0) + 1;
        return counts;
      }, {}),
    )
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
  console.log(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under ${CONCURRENCY} clients`);
  console.log(
    `  cached pages during the outage: ${cached.length} requests, ${share(cached.filter((s) => s.status === 200).length, cached.length)} answered 200 (${statuses(cached)})`,
  );
  console.log(
    `  other requests during the outage: ${others.length}, ${share(others.filter((s) => s.status === 503).length, others.length)} answered 503 (${statuses(others)}), slowest ${Math.round(slowest)} ms`,
  );
  console.log(`  messages acknowledged: ${acknowledged.length}, missing from the database afterwards: ${lost}`);
  console.log(`  first message stored ${Math.round(recovered)} ms after PostgreSQL accepted connections again`);
  console.log(
    `  visit beacons answered 204: ${beacons}, counted: ${viewsCounted}, lost: ${beacons - viewsCounted}; 404 answers: ${notFound}, counted: ${notFoundCounted}, lost: ${notFound - notFoundCounted}`,
  );
} finally {
  stopped = true;
  if (!siteStopped) await site.stop();
  await database.destroy();
}
