import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

// GET /api/leads/export.csv (and its alias /api/contact/export.csv): what the contacts screen selects, as a file a spreadsheet opens

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
  await insertUser(t, { login_name: "thu" });
  token = await login(t, "thu");
  await t.db
    .insertInto("contact_messages")
    .values([
      {
        customer_name: "Nguyễn Văn Đức",
        email: "duc@example.com",
        phone_number: "0901234567",
        message: 'Báo giá tủ điện "MSB", 2 tủ\r\ncho nhà máy',
        status: 0,
        created_at: "2026-11-22T11:33:00.000Z",
        landing_page: "/services",
        referrer: "https://www.google.com/",
        utm_source: "zalo",
        utm_medium: "social",
        utm_campaign: "tram-bien-ap",
        language: "vi",
      },
      {
        customer_name: '=HYPERLINK("http://evil","x")',
        email: "evil@example.com",
        phone_number: "+84 28 3456 7890",
        message: "+cmd|' /C calc'!A0",
        status: 1,
        created_at: "2026-11-21T02:00:00.000Z",
      },
      {
        customer_name: "@Trần Thị Lan",
        email: "lan@example.com",
        phone_number: "=cmd|' /C calc'!A0",
        message: "Bảo trì định kỳ máy biến áp",
        status: 1,
        created_at: "2026-11-20T17:05:00.000Z",
      },
    ])
    .execute();
});
afterAll(() => t.close());

const exportCsv = (query: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "GET", url: `/api/leads/export.csv${query}`, headers });

// the rows of a CSV text (quoted fields may hold commas and line breaks)
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

describe(`the contacts export (${testDialect})`, () => {
  it("sends every message as UTF-8 CSV with a byte-order mark, a Vietnamese header and Vietnam's times", async () => {
    const response = await exportCsv("");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(response.body.replace(/^\uFEFF/, ""));
    expect(rows[0]?.slice(0, 13)).toEqual([
      "Mã",
      "Họ và tên",
      "E-mail",
      "Số điện thoại",
      "Nội dung",
      "Trạng thái",
      "Thời gian nhận (giờ Việt Nam)",
      "Trang đầu tiên",
      "Trang dẫn đến",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Ngôn ngữ",
    ]);
    expect(rows).toHaveLength(4);
    // newest first; the quoted message keeps its quotes, comma and line break
    expect(rows[1]?.slice(1, 13)).toEqual([
      "Nguyễn Văn Đức",
      "duc@example.com",
      "0901234567",
      'Báo giá tủ điện "MSB", 2 tủ\r\ncho nhà máy',
      "Chưa đọc",
      "22/11/2026 18:33",
      "/services",
      "https://www.google.com/",
      "zalo",
      "social",
      "tram-bien-ap",
      "vi",
    ]);
    expect(rows[3]?.[6]).toBe("21/11/2026 00:05");
  });

  it("carries every field of the lead and of its company (issue 38)", async () => {
    const company = await t.app.inject({
      method: "POST",
      url: "/api/companies",
      headers: bearer(token),
      payload: {
        name: "Công ty TNHH Cơ điện Bình Dương",
        tax_code: "0100109106",
        province: "Hà Nội",
        industry: "Cơ điện",
        website: "https://codien.vn",
      },
    });
    expect(company.statusCode, company.body).toBe(201);
    const lead = await t.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", "duc@example.com")
      .executeTakeFirstOrThrow();
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json().user;
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/leads/${lead.id}`,
      headers: bearer(token),
      payload: {
        stage: "quoted",
        assignee_id: me.id,
        next_action_on: "2026-12-03",
        value_vnd: 1_250_000_000,
        company_id: company.json().company.id,
        status: 0,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const [lang, header, values] of [
      [
        "vi",
        ["Giai đoạn", "Người phụ trách", "Ngày xử lý tiếp", "Giá trị ước tính (VND)"],
        ["Đã báo giá", me.user_name, "03/12/2026", "1250000000"],
      ],
      [
        "en",
        ["Stage", "Owner", "Next step on", "Estimated value (VND)"],
        ["Quoted", me.user_name, "03/12/2026", "1250000000"],
      ],
    ] as const) {
      const rows = parse((await exportCsv(`?lang=${lang}`)).body.replace(/^\uFEFF/, ""));
      expect(rows[0]).toHaveLength(30);
      expect(rows[0]?.slice(13, 17)).toEqual(header);
      const row = rows.find((cells) => cells[2] === "duc@example.com") ?? [];
      expect(row.slice(13, 17)).toEqual(values);
      // the linked company's own fields, after the request's
      expect(row.slice(24, 29)).toEqual([
        "Công ty TNHH Cơ điện Bình Dương",
        "0100109106",
        "Thành phố Hà Nội",
        "Cơ điện",
        "https://codien.vn",
      ]);
    }
  });

  it("makes cells that a spreadsheet would run as formulas plain text", async () => {
    const rows = parse((await exportCsv("?lang=en")).body.replace(/^\uFEFF/, ""));
    expect(rows[0]?.slice(0, 13)).toEqual([
      "ID",
      "Name",
      "E-mail",
      "Phone",
      "Message",
      "Status",
      "Received (Vietnam time)",
      "Landing page",
      "Referring site",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Language",
    ]);
    // a message that came with no source: empty cells
    expect(rows[2]?.slice(7, 13)).toEqual(["", "", "", "", "", ""]);
    expect(rows[2]?.[1]).toBe('\'=HYPERLINK("http://evil","x")');
    expect(rows[2]?.[4]).toBe("'+cmd|' /C calc'!A0");
    expect(rows[2]?.[5]).toBe("Read");
    expect(rows[3]?.[1]).toBe("'@Trần Thị Lan");
    expect(rows[3]?.[3]).toBe("'=cmd|' /C calc'!A0");
  });

  it("writes an international phone number without a visible apostrophe, its country code in brackets", async () => {
    const rows = parse((await exportCsv("?lang=en")).body.replace(/^\uFEFF/, ""));
    // "(+84) …" starts no formula, and Excel keeps it as text, so no apostrophe shows
    expect(rows[2]?.[3]).toBe("(+84) 28 3456 7890");
    // a domestic number is written as it came
    expect(rows[1]?.[3]).toBe("0901234567");
  });

  it("exports what the filter and the search select, the search without marks", async () => {
    const unread = parse((await exportCsv("?status=0")).body);
    expect(unread.slice(1).map((row) => row[2])).toEqual(["duc@example.com"]);
    const searched = parse((await exportCsv(`?search=${encodeURIComponent("nguyen van duc")}`)).body);
    expect(searched.slice(1).map((row) => row[2])).toEqual(["duc@example.com"]);
    const both = parse((await exportCsv("?status=1&search=bao%20tri")).body);
    expect(both.slice(1).map((row) => row[2])).toEqual(["lan@example.com"]);
  });

  it("is for staff only, and refuses a language it does not know", async () => {
    expect((await exportCsv("", {})).statusCode).toBe(401);
    const wrong = await exportCsv("?lang=fr", { ...bearer(token), "accept-language": "en" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The language of the export must be "vi" or "en".');
  });

  it("streams thousands of messages in order, page after page", async () => {
    const many = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
    await insertUser(many, { login_name: "nam" });
    const staff = await login(many, "nam");
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    // in a few inserts; pairs of messages share a time, so the order must also use the id
    for (let chunk = 0; chunk < 3; chunk++) {
      await many.db
        .insertInto("contact_messages")
        .values(
          Array.from({ length: 1000 }, (_, i) => {
            const n = chunk * 1000 + i;
            return {
              customer_name: `Khách ${n}`,
              email: `k${n}@example.com`,
              phone_number: null,
              message: "Yêu cầu báo giá",
              status: 0,
              created_at: new Date(base + Math.floor(n / 2) * 60_000).toISOString(),
            };
          }),
        )
        .execute();
    }
    const response = await many.app.inject({ method: "GET", url: "/api/leads/export.csv", headers: bearer(staff) });
    const rows = parse(response.body).slice(1);
    expect(rows).toHaveLength(3000);
    const numbers = rows.map((row) => Number(row[1]?.replace("Khách ", "")));
    expect(new Set(numbers).size).toBe(3000);
    // newest first
    expect(numbers[0]).toBeGreaterThanOrEqual(2998);
    expect(numbers[2999]).toBeLessThanOrEqual(1);
    await many.close();
  });
});
