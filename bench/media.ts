import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { searchTextOf } from "../server/repositories/media.ts";
import { createTestApp, insertUser, login } from "../server/test-support/test-app.ts";
import { timeGet, timingRow } from "./timing.ts";

// npm run bench:media — the Media screen with 10 000 images (BENCH_MEDIA to change it), issue 24's
// figure: its first page in ≤ 100 ms p95. Seeds the library (a use on every third image) into a
// fresh database, then times the screen's calls through the real HTTP stack and prints median and
// p95. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (a schema of its own).

const COUNT = Number(process.env.BENCH_MEDIA ?? 10_000);
const RUNS = 50;
const WARM_UP = 3;
const LIMIT_MS = 100;

const subjects = ["Trạm biến áp", "Tủ điện tổng", "Máy phát điện", "Hệ thống SCADA", "Rơ le bảo vệ", "Tụ bù"];
const places = ["Bình Dương", "Long An", "Đồng Nai", "Bắc Ninh", "Hải Phòng", "Đà Nẵng"];

function mediaRow(n: number, now: number) {
  const name = `anh-${n}.jpg`;
  const alt_vi = n % 2 === 0 ? `${subjects[n % subjects.length]} tại ${places[n % places.length]} số ${n}` : null;
  const alt = n % 2 === 0 ? `Site photo ${n}` : null;
  const base = `/uploads/images/2026/11/${n.toString(16).padStart(24, "0")}`;
  return {
    path: `${base}.webp`,
    name,
    width: 1600,
    height: 1067,
    bytes: 150_000 + n,
    variants: JSON.stringify([
      { width: 480, path: `${base}-480w.webp` },
      { width: 960, path: `${base}-960w.webp` },
      { width: 1600, path: `${base}.webp` },
    ]),
    alt,
    alt_vi,
    search_text: searchTextOf(name, alt, alt_vi),
    uploaded_by: null,
    created_at: new Date(now - n * 60_000).toISOString(),
  };
}

const calls: [string, string][] = [
  ["first page (24)", "/api/media"],
  ["page 200", "/api/media?page=200"],
  ["unused, first page", "/api/media?unused=1"],
  ["search, accented", `/api/media?search=${encodeURIComponent("Trạm biến áp")}`],
  ["search, unaccented", `/api/media?search=${encodeURIComponent("tram bien ap")}`],
  ["search, file name", "/api/media?search=anh-9999.jpg"],
  ["search, no match", "/api/media?search=zzzz-nothing"],
];

async function bench(dialect: "sqlite" | "postgres"): Promise<boolean> {
  const t = await createTestApp({}, undefined, { dialect });
  let within = true;
  try {
    await insertUser(t, { login_name: "bench", role: 2 });
    const token = await login(t, "bench");
    const now = Date.now();
    const started = performance.now();
    await t.db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < COUNT; offset += 500) {
        const rows = Array.from({ length: Math.min(500, COUNT - offset) }, (_, i) => mediaRow(offset + i, now));
        await trx.insertInto("media").values(rows).execute();
      }
      // a use on every third image: a project's picture
      const ids = (await trx.selectFrom("media").select("id").execute()).map((row) => row.id);
      const uses = ids
        .filter((_, index) => index % 3 === 0)
        .map((id, index) => ({
          media_id: id,
          owner_type: "project",
          owner_id: String(index + 1),
          label: `Project ${index + 1}`,
          label_vi: `Dự án ${index + 1}`,
        }));
      for (let offset = 0; offset < uses.length; offset += 500) {
        await trx
          .insertInto("media_uses")
          .values(uses.slice(offset, offset + 500))
          .execute();
      }
    });
    if (dialect === "postgres") await sql`vacuum analyze media, media_uses`.execute(t.db);
    console.log(`\n${dialect}: seeded ${COUNT} images in ${Math.round(performance.now() - started)} ms`);

    console.log(timingRow("", 22));
    for (const [label, url] of calls) {
      const timing = await timeGet(t.app, url, token, { runs: RUNS, warmUp: WARM_UP });
      const { items, pagination } = timing.body as { items: unknown[]; pagination: { total: number } };
      if (label === calls[0]?.[0] && timing.p95 > LIMIT_MS) within = false;
      console.log(timingRow(label, 22, timing, `${items.length} images of ${pagination.total}`));
    }
  } finally {
    await t.close();
  }
  console.log(`first page p95 ${within ? "within" : "OVER"} ${LIMIT_MS} ms`);
  return within;
}

let ok = await bench("sqlite");
if (process.env.TEST_DATABASE_URL) ok = (await bench("postgres")) && ok;
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL to time it too)");
if (!ok) process.exitCode = 1;
