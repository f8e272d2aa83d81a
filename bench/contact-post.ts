import { performance } from "node:perf_hooks";
import { createTestApp } from "../server/test-support/test-app.ts";

// npm run bench:contact-post — the plain contact form's path (issue 23: "stays as fast as
// today"): POST /api/contact with the form's JSON body, one message after another through the
// real HTTP stack (each stored, the rate limit lifted), median and p95 of RUNS messages after a
// warm-up; SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. Run it on an older commit
// to compare (the file stands alone).

const RUNS = Number(process.env.BENCH_POSTS ?? 500);
const WARM_UP = 50;

async function bench(dialect: "sqlite" | "postgres") {
  const t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "10000" }, undefined, { dialect });
  try {
    const times: number[] = [];
    for (let n = 0; n < WARM_UP + RUNS; n++) {
      const payload = {
        name: "Trần Thị Lan",
        email: `lan${n}@nhamay${n % 50}.vn`,
        phone: "0903 456 789",
        message: `Nhà máy cần kiểm tra định kỳ trạm biến áp 22 kV, yêu cầu số ${n}.`,
        website: "",
        consent: true,
      };
      const started = performance.now();
      const answer = await t.app.inject({ method: "POST", url: "/api/contact", payload });
      const ms = performance.now() - started;
      if (answer.statusCode !== 201) throw new Error(`message ${n}: ${answer.statusCode} ${answer.body}`);
      if (n >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(2);
    console.log(`${dialect}: plain form POST, ${RUNS} messages: median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  } finally {
    await t.close();
  }
}

await bench("sqlite");
if (process.env.TEST_DATABASE_URL) await bench("postgres");
