import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";

// migration 0045_companies (issue 38): the leads stored before are grouped into companies and
// people by the rules an arriving enquiry follows (lib/company-matching.ts), oldest first; the
// ids it chose leave the next company and person their own

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe(`grouping the leads stored before (${testDialect})`, () => {
  it("links them by tax code, mail domain, address and phone, and suggests rather than guesses", async () => {
    await migrateTo(t.db, "0044_lead_tasks", t.schema);
    const leads = [
      // 1: a company with its tax code
      {
        customer_name: "Nguyễn Văn Đức",
        email: "duc@nhamay.vn",
        company: "Công ty TNHH Nhà Máy",
        tax_code: "0100109106",
      },
      // 2: the same tax code, a public address
      { customer_name: "Lê Lan", email: "lan@gmail.com", company: "Nhà máy (xưởng 2)", tax_code: "0100109106" },
      // 3: the first company's mail domain, no company named
      { customer_name: "Phạm Hùng", email: "Hung@NhaMay.vn" },
      // 4: the second person again by phone: their company
      { customer_name: "Lan", email: "lan.other@yahoo.com", phone_number: "0901 234 567" },
      // 5: a name that reads like the first company's: not linked (staff confirm)
      { customer_name: "Trần Bình", email: "binh@outlook.com", company: "Nhà máy Co., Ltd" },
      // 6: a private customer
      { customer_name: "Võ Minh", email: "minh@gmail.com" },
    ];
    await t.db
      .insertInto("contact_messages")
      .values(
        leads.map((lead, index) => ({
          message: "Cần báo giá.",
          phone_number: index === 1 ? "+84 901 234 567" : null,
          ...lead,
        })) as never,
      )
      .execute();
    await migrateToLatest(t.db, t.schema);

    const rows = await t.db
      .selectFrom("contact_messages")
      .leftJoin("companies", "companies.id", "contact_messages.company_id")
      .leftJoin("people", "people.id", "contact_messages.person_id")
      .select(["contact_messages.id", "companies.name as company", "people.name as person", "people.company_id"])
      .orderBy("contact_messages.id")
      .execute();
    expect(rows.map((row) => [row.company, row.person])).toEqual([
      ["Công ty TNHH Nhà Máy", "Nguyễn Văn Đức"],
      ["Công ty TNHH Nhà Máy", "Lê Lan"],
      ["Công ty TNHH Nhà Máy", "Phạm Hùng"],
      ["Công ty TNHH Nhà Máy", "Lê Lan"],
      [null, "Trần Bình"],
      [null, "Võ Minh"],
    ]);
    const company = await t.db.selectFrom("companies").selectAll().executeTakeFirstOrThrow();
    expect(company).toMatchObject({ tax_code: "0100109106", email_domain: "nhamay.vn", name_key: "nha may" });
    expect(company.search_text).toContain("cong ty tnhh nha may");
    expect(await t.db.selectFrom("companies").select("id").execute()).toHaveLength(1);
    const people = await t.db.selectFrom("people").select(["name", "email", "phone_key"]).orderBy("id").execute();
    expect(people).toEqual([
      { name: "Nguyễn Văn Đức", email: "duc@nhamay.vn", phone_key: null },
      { name: "Lê Lan", email: "lan@gmail.com", phone_key: "0901234567" },
      { name: "Phạm Hùng", email: "hung@nhamay.vn", phone_key: null },
      { name: "Trần Bình", email: "binh@outlook.com", phone_key: null },
      { name: "Võ Minh", email: "minh@gmail.com", phone_key: null },
    ]);

    // the next rows take the next ids
    const next = await t.db
      .insertInto("companies")
      .values({ name: "Mới", search_text: "moi" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(2);
    const person = await t.db
      .insertInto("people")
      .values({ name: "Mới", search_text: "moi" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(person.id).toBe(6);
  });
});
