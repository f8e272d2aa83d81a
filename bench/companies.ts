import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { LEAD_STAGES } from "../contract/constants.ts";
import { isValidTaxCode } from "../contract/quote.ts";
import { migrateTo, migrateToLatest } from "../server/db/migrate.ts";
import { createTestApp, createTestDatabase, insertUser, login } from "../server/test-support/test-app.ts";
import { timeGet, timingRow } from "./timing.ts";

// npm run bench:companies — customers as companies (issue 38): 100 000 leads (BENCH_LEADS) from
// 30 000 companies, stored before migration 0045, then grouped by it (its time printed); then a
// lead, a company's page, the companies' list and search, one company's people and the search of
// everything, and the pipeline report over 400 days, timed through the real HTTP stack (median
// and p95). SQLite always; PostgreSQL too
// when TEST_DATABASE_URL is set (a schema of its own, dropped afterwards).

const COUNT = Number(process.env.BENCH_LEADS ?? 100_000);
const COMPANIES = Math.max(1, Math.round(COUNT * 0.3));
const RUNS = 50;
const WARM_UP = 3;

// a valid tax code for company `c`: its number and Vietnam's check digit (the next number that has one)
function taxCode(c: number): string {
  for (let head = 100_000_000 + c * 7; ; head++) {
    for (let last = 0; last < 10; last++) if (isValidTaxCode(`${head}${last}`)) return `${head}${last}`;
  }
}

// lead n (one a minute, the last now: 100 000 leads span 70 days): company n mod 30 000; two thirds write from the company's domain (a third of those with
// its tax code), the rest from a public address with the tax code; 60 000 people, each writing
// about twice
function leadRow(n: number, now: number) {
  const c = n % COMPANIES;
  const person = n % (COMPANIES * 2);
  const own = c < COMPANIES * (2 / 3);
  return {
    customer_name: `Người liên hệ ${person}`,
    email: own ? `nv${person}@cty${c}.vn` : `khach${person}@gmail.com`,
    phone_number: `09${String(person).padStart(8, "0")}`,
    message: `Yêu cầu báo giá bảo trì trạm biến áp số ${n}.`,
    company: own ? `Công ty TNHH Sản xuất Điện ${c}` : `Công ty Cổ phần Thương mại Kỹ thuật ${c}`,
    tax_code: !own || c % 3 === 0 ? taxCode(c) : null,
    created_at: new Date(now - (COUNT - n) * 60_000).toISOString(),
    stage: LEAD_STAGES[n % LEAD_STAGES.length],
    value_vnd: n % 4 === 0 ? (n % 50) * 10_000_000 : null,
  };
}

async function bench(dialect: "sqlite" | "postgres") {
  const database = await createTestDatabase({}, dialect);
  await migrateTo(database.db, "0044_lead_tasks", database.schema);
  const now = Date.now();
  let started = performance.now();
  await database.db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < COUNT; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, COUNT - offset) }, (_, i) => leadRow(offset + i, now));
      await trx
        .insertInto("contact_messages")
        .values(rows as never)
        .execute();
    }
  });
  console.log(`\n${dialect}: seeded ${COUNT} leads in ${Math.round(performance.now() - started)} ms`);
  started = performance.now();
  await migrateToLatest(database.db, database.schema);
  const migrated = Math.round(performance.now() - started);
  const count = async (table: "companies" | "people") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unlinked = Number(
    (
      await database.db
        .selectFrom("contact_messages")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("company_id", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(
    `migration 0045 grouped them in ${migrated} ms: ${await count("companies")} companies, ${await count("people")} people, ${unlinked} leads without a company`,
  );
  if (dialect === "postgres") {
    for (const table of ["contact_messages", "companies", "people"])
      await sql.raw(`vacuum analyze ${table}`).execute(database.db);
  }

  const t = await createTestApp({}, undefined, { database });
  try {
    await insertUser(t, { login_name: "bench", role: 2 });
    const token = await login(t, "bench");
    const busy = await t.db
      .selectFrom("companies")
      .select("id")
      .where("name", "=", `Công ty TNHH Sản xuất Điện ${Math.floor(COMPANIES / 2)}`)
      .executeTakeFirstOrThrow();
    const lastLead = COUNT - 1;
    const day = (offset: number) => new Date(now + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const reportFrom = day(-399);
    const reportTo = day(0);
    const calls: [string, string][] = [
      ["a lead", `/api/leads/${lastLead}`],
      ["a company's page", `/api/companies/${busy.id}`],
      ["a company's timeline", `/api/companies/${busy.id}/timeline`],
      ["companies, first page", "/api/companies?page=1"],
      ["companies, page 1000", "/api/companies?page=1000"],
      ["companies, search unaccented", `/api/companies?search=${encodeURIComponent("san xuat dien 2999")}`],
      ["companies, search tax code", `/api/companies?search=${taxCode(COMPANIES - 1)}`],
      ["one company's people", `/api/people?company_id=${busy.id}`],
      ["people, search a phone", `/api/people?search=${encodeURIComponent(`09${String(123).padStart(8, "0")}`)}`],
      ["search everything, name", `/api/search?q=${encodeURIComponent("thương mại kỹ thuật 2")}`],
      ["search everything, e-mail", `/api/search?q=${encodeURIComponent(`nv77@cty77.vn`)}`],
      ["search, no match", "/api/search?q=zzzz-nothing"],
      // the pipeline report over the last 400 days (every lead seeded is in it)
      ...(["stage", "owner", "month", "source", "campaign"] as const).map(
        (by) =>
          [`report by ${by}, 400 days`, `/api/reports/pipeline?from=${reportFrom}&to=${reportTo}&by=${by}`] as [
            string,
            string,
          ],
      ),
    ];
    console.log(timingRow("", 30));
    for (const [label, url] of calls) {
      const timing = await timeGet(t.app, url, token, { runs: RUNS, warmUp: WARM_UP });
      const body = timing.body as Record<string, unknown>;
      const summary = Object.entries(body)
        .filter(([, value]) => Array.isArray(value))
        .map(([key, value]) => `${key}: ${(value as unknown[]).length}`)
        .join(", ");
      console.log(timingRow(label, 30, timing, summary || Object.keys(body).join(", ")));
    }
  } finally {
    await t.close();
  }
}

await bench("sqlite");
if (process.env.TEST_DATABASE_URL) await bench("postgres");
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL to time it too)");
