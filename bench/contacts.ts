import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { LEAD_STAGES } from "../contract/constants.ts";
import { createTestApp, insertUser, login } from "../server/test-support/test-app.ts";
import { timeGet, timingRow } from "./timing.ts";

// npm run bench:contacts — the admin's contact screens (and the lead filters) with 100 000 messages (BENCH_CONTACTS to
// change it): seeds them into a fresh database, then times the list, search and stats calls
// through the real HTTP stack and prints median and p95. SQLite always; PostgreSQL too when
// TEST_DATABASE_URL is set (a schema of its own, dropped afterwards).

const COUNT = Number(process.env.BENCH_CONTACTS ?? 100_000);
const RUNS = 50;
const WARM_UP = 3;

const families = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ"];
const middles = ["Văn", "Thị", "Minh", "Hữu", "Đức", "Ngọc", "Quốc"];
const givens = ["An", "Bảo", "Cường", "Dũng", "Đức", "Hà", "Hải", "Hùng", "Lan", "Linh", "Nam", "Phương", "Thảo"];
const words = ["báo giá", "bảo trì", "trạm biến áp", "rơ le", "tủ điện", "SCADA", "quotation", "maintenance"];

function contactRow(n: number, now: number) {
  return {
    customer_name: `${families[n % families.length]} ${middles[(n >> 2) % middles.length]} ${givens[n % givens.length]}`,
    email: `khach${n}@congty${n % 500}.vn`,
    phone_number: n % 3 === 0 ? null : `09${String(n).padStart(8, "0")}`,
    message: `Yêu cầu ${words[n % words.length]} số ${n} cho nhà máy tại khu công nghiệp ${n % 40}.`,
    status: (n % 4 === 0 ? 0 : 1) as 0 | 1,
    created_at: new Date(now - n * 60_000).toISOString(),
    // as leads: every stage, and a next step's day on one in seven (half of them passed)
    stage: LEAD_STAGES[n % LEAD_STAGES.length],
    next_action_on:
      n % 7 === 0
        ? new Date(now + (n % 14 === 0 ? -1 : 1) * (1 + (n % 30)) * 86_400_000).toISOString().slice(0, 10)
        : null,
  };
}

const last = COUNT - 1;
const calls: [string, string][] = [
  ["list, first page (20)", "/api/contact?page=1&limit=20"],
  ["list, page 500", "/api/contact?page=500&limit=20"],
  ["list, unread only", "/api/contact?status=0&limit=20"],
  ["dashboard list (1000)", "/api/contact?limit=1000"],
  ["search, name accented", `/api/contact?search=${encodeURIComponent("Nguyễn Văn Đức")}`],
  ["search, name unaccented", `/api/contact?search=${encodeURIComponent("nguyen van duc")}`],
  ["search, word accented", `/api/contact?search=${encodeURIComponent("bảo trì")}`],
  ["search, word unaccented", `/api/contact?search=${encodeURIComponent("bao tri")}`],
  ["search, unread + word", `/api/contact?status=0&search=${encodeURIComponent("TỦ ĐIỆN")}`],
  ["search, one e-mail", `/api/contact?search=${encodeURIComponent(`khach${last}@congty${last % 500}.vn`)}`],
  [
    "search, part of a phone",
    `/api/contact?search=${encodeURIComponent(`09${String(last).padStart(8, "0").slice(0, 6)}`)}`,
  ],
  ["search, no match", "/api/contact?search=zzzz-nothing"],
  ["search, 2 characters", `/api/contact?search=${encodeURIComponent("đứ")}`],
  ["leads, one stage", "/api/contact?stage=quoted&limit=20"],
  ["leads, nobody's + stage", "/api/contact?assignee=none&stage=contacted&limit=20"],
  ["leads, overdue", "/api/contact?overdue=true&limit=20"],
  ["stats overview", "/api/contact/stats/overview"],
];

async function bench(dialect: "sqlite" | "postgres") {
  const t = await createTestApp({}, undefined, { dialect });
  try {
    await insertUser(t, { login_name: "bench", role: 2 });
    const token = await login(t, "bench");
    const now = Date.now();
    const started = performance.now();
    // one transaction, 1000 rows a statement
    await t.db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < COUNT; offset += 1000) {
        const rows = Array.from({ length: Math.min(1000, COUNT - offset) }, (_, i) => contactRow(offset + i, now));
        await trx.insertInto("contact_messages").values(rows).execute();
      }
    });
    // what autovacuum would soon do on a live database
    if (dialect === "postgres") await sql`vacuum analyze contact_messages`.execute(t.db);
    console.log(`\n${dialect}: seeded ${COUNT} contact messages in ${Math.round(performance.now() - started)} ms`);

    console.log(timingRow("", 26));
    for (const [label, url] of calls) {
      const timing = await timeGet(t.app, url, token, { runs: RUNS, warmUp: WARM_UP });
      const body = timing.body as { stats?: unknown; contacts: unknown[]; pagination: { total: number } };
      const summary = body.stats
        ? JSON.stringify(body.stats)
        : `${body.contacts.length} rows of ${body.pagination.total}`;
      console.log(timingRow(label, 26, timing, summary));
    }
  } finally {
    await t.close();
  }
}

await bench("sqlite");
if (process.env.TEST_DATABASE_URL) await bench("postgres");
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL to time it too)");
