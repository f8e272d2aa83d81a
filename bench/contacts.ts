import { performance } from "node:perf_hooks";
import { createTestApp, insertUser, login } from "../server/test-support/test-app.ts";

// npm run bench:contacts — the admin's contact screens with 50 000 messages: seeds them into a
// fresh database (SQLite; PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL), then times
// the list, search and stats calls through the real HTTP stack and prints median and p95

const COUNT = Number(process.env.BENCH_CONTACTS ?? 50_000);
const RUNS = 30;

const t = await createTestApp();
try {
  await insertUser(t, { login_name: "bench", role: 2 });
  const token = await login(t, "bench");
  const words = ["báo giá", "bảo trì", "trạm biến áp", "rơ le", "tủ điện", "SCADA", "quotation", "maintenance"];
  const now = Date.now();
  const started = performance.now();
  for (let offset = 0; offset < COUNT; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT - offset) }, (_, i) => {
      const n = offset + i;
      return {
        customer_name: `Khách hàng ${n}`,
        email: `khach${n}@congty${n % 500}.vn`,
        phone_number: n % 3 === 0 ? null : `09${String(n).padStart(8, "0")}`,
        message: `Yêu cầu ${words[n % words.length]} số ${n} cho nhà máy tại khu công nghiệp ${n % 40}.`,
        status: (n % 4 === 0 ? 0 : 1) as 0 | 1,
        created_at: new Date(now - n * 60_000).toISOString(),
      };
    });
    await t.db.insertInto("contact_messages").values(rows).execute();
  }
  console.log(
    `seeded ${COUNT} contact messages in ${Math.round(performance.now() - started)} ms (${t.config.database.kind})`,
  );

  const calls: [string, string][] = [
    ["list, first page (20)", "/api/contact?page=1&limit=20"],
    ["list, page 500", "/api/contact?page=500&limit=20"],
    ["list, unread only", "/api/contact?status=0&limit=20"],
    ["dashboard list (1000)", "/api/contact?limit=1000"],
    ["search, common word", `/api/contact?search=${encodeURIComponent("bảo trì")}`],
    ["search, one e-mail", "/api/contact?search=khach49999%40congty499.vn"],
    ["search, no match", "/api/contact?search=zzzz-nothing"],
    ["stats overview", "/api/contact/stats/overview"],
  ];
  console.log(`\n${"call".padEnd(26)} ${"median".padStart(9)} ${"p95".padStart(9)}   result`);
  for (const [label, url] of calls) {
    const times: number[] = [];
    let summary = "";
    for (let run = 0; run < RUNS; run++) {
      const begin = performance.now();
      const response = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - begin);
      if (run === 0) {
        const body = response.json();
        summary = body.stats ? JSON.stringify(body.stats) : `${body.contacts.length} rows of ${body.pagination.total}`;
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    console.log(
      `${label.padEnd(26)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}   ${summary}`,
    );
  }
} finally {
  await t.close();
}
