import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { AnalyticsCount } from "../server/repositories/analytics.ts";
import { analyticsRepository, nextDay } from "../server/repositories/analytics.ts";
import { createTestApp, insertUser, login } from "../server/test-support/test-app.ts";
import { timeGet, timingRow } from "./timing.ts";

// npm run bench:analytics-summary — issue 25, "the summary for 90 days answers in ≤ 100 ms p95
// with two years of data for 500 pages on both databases": two years of daily counts (500 pages,
// 30 sources, 20 campaigns, the languages and devices) seeded into a fresh database, then
// GET /api/analytics/summary for 7, 30 and 90 days through the real HTTP stack, 50 times each:
// median and p95. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Exit 1 over 100 ms.

const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const LIMIT_MS = 100;

function countsOf(day: string, n: number): AnalyticsCount[] {
  const rows: AnalyticsCount[] = [];
  for (let page = 0; page < PAGES; page++) {
    rows.push({
      day,
      kind: "page",
      key: page === 0 ? "/" : `/projects/du-an-${page}`,
      views: 1 + ((n + page) % 40),
      visits: (n + page) % 7,
    });
  }
  for (let source = 0; source < 30; source++)
    rows.push({ day, kind: "source", key: `site-${source}.vn`, views: 0, visits: 1 + (source % 9) });
  for (let campaign = 0; campaign < 20; campaign++)
    rows.push({ day, kind: "campaign", key: `chien-dich-${campaign}`, views: 0, visits: campaign % 5 });
  rows.push(
    { day, kind: "language", key: "vi", views: 0, visits: 80 },
    { day, kind: "language", key: "en", views: 0, visits: 12 },
  );
  for (const device of ["phone", "tablet", "desktop"])
    rows.push({ day, kind: "device", key: device, views: 0, visits: 30 });
  return rows;
}

async function bench(dialect: "sqlite" | "postgres"): Promise<boolean> {
  const t = await createTestApp({}, undefined, { dialect });
  let within = true;
  try {
    await insertUser(t, { login_name: "bench", role: 2 });
    const token = await login(t, "bench");
    const repository = analyticsRepository(t.db);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const first = new Date(`${today}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() - (DAYS - 1));
    const started = performance.now();
    let day = first.toISOString().slice(0, 10);
    let rows = 0;
    for (let n = 0; n < DAYS; n++, day = nextDay(day)) {
      const counts = countsOf(day, n);
      await repository.add(counts);
      rows += counts.length;
    }
    if (dialect === "postgres") await sql`vacuum analyze analytics_daily`.execute(t.db);
    console.log(
      `\n${dialect}: seeded ${rows} daily rows (${DAYS} days, ${PAGES} pages) in ${Math.round(performance.now() - started)} ms`,
    );
    console.log(timingRow("", 16));
    for (const days of [7, 30, 90]) {
      const from = new Date(`${today}T00:00:00Z`);
      from.setUTCDate(from.getUTCDate() - (days - 1));
      const url = `/api/analytics/summary?from=${from.toISOString().slice(0, 10)}&to=${today}`;
      const timing = await timeGet(t.app, url, token, { runs: 50, warmUp: 3 });
      const body = timing.body as { totals: { views: number }; pages: unknown[] };
      if (days === 90 && timing.p95 > LIMIT_MS) within = false;
      console.log(
        timingRow(`${days} days`, 16, timing, `${body.totals.views} views, ${body.pages.length} pages listed`),
      );
    }
  } finally {
    await t.close();
  }
  console.log(`90 days p95 ${within ? "within" : "OVER"} ${LIMIT_MS} ms`);
  return within;
}

let ok = await bench("sqlite");
if (process.env.TEST_DATABASE_URL) ok = (await bench("postgres")) && ok;
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL to time it too)");
if (!ok) process.exitCode = 1;
