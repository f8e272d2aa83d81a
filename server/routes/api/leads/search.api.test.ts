import { spawnSync } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldSearch, VIETNAMESE_FOLDS } from "../../../../contract/search-fold.ts";
import { CONTACT_MESSAGE_COLUMNS } from "../../../test-support/rows.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// the admin's contact search: case- and accent-insensitive for Vietnamese, parts of words, through
// the database's own text index (migration 0003_search_fold), whatever path the rows came by

let t: TestApp;
let token: string;

interface Row {
  customer_name: string;
  email: string;
  phone_number: string | null;
  message: string;
  status?: 0 | 1;
}

const rows: Row[] = [
  {
    customer_name: "Nguyễn Văn Đức",
    email: "duc.nguyen@nhamay.vn",
    phone_number: "0909 123 456",
    message: "Cần bảo trì trạm biến áp 560 kVA.",
  },
  {
    customer_name: "Trần Thị Hương",
    email: "HUONG.TRAN@CONGTY.VN",
    phone_number: null,
    message: "Gửi anh đức bảng báo giá tủ điện, giảm 100% phí khảo sát.",
    status: 1,
  },
  {
    customer_name: "Lê Hoàng Phúc",
    email: "phuc@example.com",
    phone_number: "+84 28 3822 7777",
    message: 'Quote for "SCADA" upgrade (phase_2), please.',
  },
  { customer_name: "ĐẶNG QUỐC ĐẠT", email: "dat@dang.vn", phone_number: "0283 999 000", message: "Xin chào!" },
];
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { login_name: "searcher", role: 2 });
  token = await login(t, "searcher");
  for (const [index, row] of rows.entries()) {
    const inserted = await t.db
      .insertInto("contact_messages")
      .values({ ...row, status: row.status ?? 0, created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

// the names found by a search, newest first
async function names(search: string, extra = ""): Promise<string[]> {
  const response = await get(`/api/leads?limit=100&search=${encodeURIComponent(search)}${extra}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const found = body.contacts.map((contact: { customer_name: string }) => contact.customer_name);
  expect(body.pagination.total).toBe(found.length);
  return found;
}

const DUC = "Nguyễn Văn Đức";
const HUONG = "Trần Thị Hương";
const PHUC = "Lê Hoàng Phúc";
const DAT = "ĐẶNG QUỐC ĐẠT";

describe(`contact search on ${testDialect}`, () => {
  it("ignores Vietnamese marks and letter case, both ways", async () => {
    expect(await names("nguyen van duc")).toEqual([DUC]);
    expect(await names("Nguyễn Văn Đức")).toEqual([DUC]);
    expect(await names("NGUYỄN VĂN ĐỨC")).toEqual([DUC]);
    // "ĐỨC" finds the name "Đức" and the word "đức" in a message
    expect(await names("ĐỨC")).toEqual([HUONG, DUC]);
    expect(await names("đức")).toEqual([HUONG, DUC]);
    expect(await names("dang quoc dat")).toEqual([DAT]);
    expect(await names("Đặng Quốc")).toEqual([DAT]);
    expect(await names("bao tri tram")).toEqual([DUC]);
    expect(await names("BẢO TRÌ")).toEqual([DUC]);
  });

  it("finds text typed in decomposed form (NFD) too", async () => {
    expect(await names("Hương".normalize("NFD"))).toEqual([HUONG]);
    expect(await names("trạm biến".normalize("NFD"))).toEqual([DUC]);
  });

  it("matches parts of words, e-mail addresses and phone numbers", async () => {
    expect(await names("guyễ")).toEqual([DUC]);
    expect(await names("uong")).toEqual([HUONG]);
    expect(await names("huong.tran@congty")).toEqual([HUONG]);
    expect(await names("@NHAMAY.VN")).toEqual([DUC]);
    expect(await names("example.com")).toEqual([PHUC]);
    expect(await names("123 45")).toEqual([DUC]);
    expect(await names("3822 7")).toEqual([PHUC]);
    // the words must follow each other, in one field
    expect(await names("van nguyen")).toEqual([]);
    expect(await names("duc.nguyen@nhamay.vn 0909")).toEqual([]);
  });

  it("answers one- and two-character searches", async () => {
    expect(await names("Đ")).toEqual([DAT, PHUC, HUONG, DUC]);
    expect(await names("ạt")).toEqual([DAT, HUONG]);
    expect(await names("K")).toEqual([HUONG, DUC]);
    expect(await names("28")).toEqual([DAT, PHUC]);
    expect(await names("@")).toEqual([DAT, PHUC, HUONG, DUC]);
    expect(await names("qz")).toEqual([]);
  });

  it("keeps the status filter, the order and the totals with a search", async () => {
    expect(await names("duc", "&status=0")).toEqual([DUC]);
    expect(await names("duc", "&status=1")).toEqual([HUONG]);
    const page = (await get(`/api/leads?limit=1&page=2&search=${encodeURIComponent("@")}`)).json();
    expect(page.contacts.map((contact: { customer_name: string }) => contact.customer_name)).toEqual([PHUC]);
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 4, hasMore: true });
    const short = (await get(`/api/leads?limit=1&status=0&search=${encodeURIComponent("đ")}`)).json();
    expect(short.pagination).toMatchObject({ total: 3, hasMore: true });
    // the search index's copy is never part of the answer, nor the replies' thread (mail headers)
    expect(Object.keys(page.contacts[0]).sort()).toEqual(
      [
        ...CONTACT_MESSAGE_COLUMNS.filter((column) => column !== "thread_id").map((column) =>
          // the quote's timeline is stored as project_timeline
          column === "project_timeline" ? "timeline" : column,
        ),
        "assignee_name",
        "company_name",
        "person_name",
        "status_name",
        // (the list's own: when it came to its stage, its next open task)
        "stage_since",
        "next_task",
      ].sort(),
    );
  });

  it("pages through a short search that matches thousands of messages", async () => {
    const many = Array.from({ length: 2500 }, (_, n) => ({
      customer_name: `Zô Zị ${n}`,
      email: `many${n}@example.com`,
      phone_number: null,
      message: "Nhiều tin.",
      status: (n % 2) as 0 | 1,
      created_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    }));
    for (let start = 0; start < many.length; start += 500) {
      await t.db
        .insertInto("contact_messages")
        .values(many.slice(start, start + 500))
        .execute();
    }
    try {
      const page = (await get(`/api/leads?page=3&limit=20&search=${encodeURIComponent("ZI")}`)).json();
      expect(page.pagination).toEqual({ page: 3, limit: 20, total: 2500, hasMore: true });
      expect(page.contacts.map((contact: { customer_name: string }) => contact.customer_name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Zô Zị ${2499 - 40 - i}`),
      );
      const unread = (await get(`/api/leads?limit=5&status=0&search=${encodeURIComponent("zị")}`)).json();
      expect(unread.pagination.total).toBe(1250);
      expect(unread.contacts.map((contact: { customer_name: string }) => contact.customer_name)).toEqual([
        "Zô Zị 2498",
        "Zô Zị 2496",
        "Zô Zị 2494",
        "Zô Zị 2492",
        "Zô Zị 2490",
      ]);
      const last = (await get(`/api/leads?page=125&limit=20&search=zi`)).json();
      expect(last.contacts).toHaveLength(20);
      expect(last.pagination.hasMore).toBe(false);
    } finally {
      await t.db.deleteFrom("contact_messages").where("email", "like", "many%@example.com").execute();
    }
  });

  it("treats quotes, wildcards and search syntax as plain characters", async () => {
    expect(await names('"scada"')).toEqual([PHUC]);
    expect(await names("phase_2")).toEqual([PHUC]);
    expect(await names("phase%2")).toEqual([]);
    expect(await names("100%")).toEqual([HUONG]);
    expect(await names("(phase_2), please")).toEqual([PHUC]);
    expect(await names("scada OR chào")).toEqual([]);
    expect(await names("NEAR(scada quote)")).toEqual([]);
  });

  it("answers hostile input with 200 or 400, never 500", async () => {
    const hostile = [
      '"',
      '""',
      '"a',
      "*",
      "a*",
      "^sca",
      "-",
      "+",
      ":",
      "email:duc",
      "NOT",
      "AND OR",
      "(",
      ")",
      "{customer_name}: x",
      "\\",
      "\\%",
      "%",
      "_",
      "[a-z]",
      "'; drop table contact_messages; --",
      "\u0000",
      "\u0301\u0301",
      "a\nb",
      "🙂🙂🙂",
      "x".repeat(200),
      "x".repeat(201),
    ];
    for (const search of hostile) {
      const response = await get(`/api/leads?search=${encodeURIComponent(search)}`);
      expect([200, 400], `search ${JSON.stringify(search)}: ${response.body}`).toContain(response.statusCode);
    }
    expect(await names("%")).toEqual([HUONG]);
    expect(await names('"')).toEqual([PHUC]);
  });

  it("finds rows written with plain SQL, and follows their changes and deletion", async () => {
    await sql`insert into contact_messages (customer_name, email, phone_number, message, status, created_at)
      values (${"Võ Thị Ánh Tuyết"}, ${"tuyet@kho.vn"}, ${null}, ${"Nhập từ bản sao lưu."}, ${1}, ${"2026-02-01T00:00:00.000Z"})`.execute(
      t.db,
    );
    expect(await names("anh tuyet")).toEqual(["Võ Thị Ánh Tuyết"]);
    expect(await names("ban sao luu")).toEqual(["Võ Thị Ánh Tuyết"]);

    await sql`update contact_messages set customer_name = ${"Võ Thị Ánh Nguyệt"} where email = ${"tuyet@kho.vn"}`.execute(
      t.db,
    );
    expect(await names("anh tuyet")).toEqual([]);
    expect(await names("ÁNH NGUYỆT")).toEqual(["Võ Thị Ánh Nguyệt"]);
    // the rest of the row is still found
    expect(await names("kho.vn")).toEqual(["Võ Thị Ánh Nguyệt"]);

    await sql`delete from contact_messages where email = ${"tuyet@kho.vn"}`.execute(t.db);
    expect(await names("anh nguyet")).toEqual([]);
    expect(await names("kho.vn")).toEqual([]);
  });

  // the sqlite3 shell of the machine (Debian 12: 3.40), as a restore or a repair would use it:
  // the schema must parse there and its triggers must index what it writes
  const sqlite3 = spawnSync("sqlite3", ["-version"]);
  it.runIf(testDialect === "sqlite" && sqlite3.status === 0)(
    "finds a row written by the sqlite3 shell, whatever its SQLite version",
    async () => {
      const file = t.config.database.kind === "sqlite" ? t.config.database.file : "";
      const shell = spawnSync(
        "sqlite3",
        [
          "-cmd",
          ".timeout 5000",
          file,
          "insert into contact_messages (customer_name, email, message, status, created_at) " +
            "values ('Phan Thị Thu Hà', 'ha@shell.vn', 'Khôi phục từ bản sao lưu', 1, '2026-03-01T00:00:00.000Z');",
        ],
        { encoding: "utf8" },
      );
      expect(shell.stderr).toBe("");
      expect(shell.status).toBe(0);
      expect(await names("thu ha")).toEqual(["Phan Thị Thu Hà"]);
      expect(await names("KHOI PHUC")).toEqual(["Phan Thị Thu Hà"]);
      await t.db.deleteFrom("contact_messages").where("email", "=", "ha@shell.vn").execute();
      expect(await names("thu ha")).toEqual([]);
    },
  );

  it("finds a message sent through the form and forgets it once deleted through the API", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Huỳnh Thị Mỹ Duyên",
        email: "duyen@xuong.vn",
        phone: "0912 345 678",
        consent: true,
        message: "Xin báo giá thay máy cắt cho xưởng ở Thủ Đức.",
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await names("thu duc")).toEqual(["Huỳnh Thị Mỹ Duyên"]);
    expect(await names("MY DUYEN")).toEqual(["Huỳnh Thị Mỹ Duyên"]);
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/leads/${sent.json().contact.id}`,
      headers: bearer(token),
      payload: { status: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(await names("thu duc", "&status=1")).toEqual(["Huỳnh Thị Mỹ Duyên"]);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/leads/${sent.json().contact.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await names("thu duc")).toEqual([]);
  });

  it("folds stored text in the database exactly as contract/search-fold.ts folds it", async () => {
    const letters = [...VIETNAMESE_FOLDS.keys()].join("");
    const text = `${letters} ABC xyz 0-9 @._%`;
    const inserted = await t.db
      .insertInto("contact_messages")
      .values({ customer_name: text, email: "fold@test.vn", phone_number: null, message: "fold" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stored =
      testDialect === "postgres"
        ? (
            await sql<{
              folded: string;
            }>`select split_part(search_text, chr(10), 1) as folded from contact_messages where id = ${inserted.id}`.execute(
              t.db,
            )
          ).rows[0]?.folded
        : (
            await sql<{
              folded: string;
            }>`select customer_name as folded from contact_messages_folded where id = ${inserted.id}`.execute(t.db)
          ).rows[0]?.folded;
    expect(stored).toBe(foldSearch(text));
    await t.db.deleteFrom("contact_messages").where("id", "=", inserted.id).execute();
  });
});
