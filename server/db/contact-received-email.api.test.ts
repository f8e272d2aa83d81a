import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialect } from "../test-support/test-app.ts";
import { migrateTo, migrateToLatest } from "./migrate.ts";

// migration 0040_contact_received_email (issue 34): every lead keeps the address its enquiry came
// from, the leads stored before with theirs as it is; a lead the previous release stores after
// the migration (it does not know the column) has none, read as "as received"

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe(`the address an enquiry came from (${testDialect})`, () => {
  it("is the lead's address for the leads stored before, and may stay empty for an older instance's", async () => {
    await migrateTo(t.db, "0036_privacy_visit_counting", t.schema);
    await t.db
      .insertInto("contact_messages")
      .values([
        { customer_name: "A", email: "Duc.Nguyen@NhaMay.vn", message: "Cần báo giá tủ điện." },
        { customer_name: "B", email: "lan@congty.vn", message: "Cần bảo trì trạm biến áp." },
      ] as never)
      .execute();
    await migrateToLatest(t.db, t.schema);
    const rows = await t.db.selectFrom("contact_messages").select(["email", "received_email"]).orderBy("id").execute();
    expect(rows).toEqual([
      { email: "Duc.Nguyen@NhaMay.vn", received_email: "Duc.Nguyen@NhaMay.vn" },
      { email: "lan@congty.vn", received_email: "lan@congty.vn" },
    ]);
    // the previous release's insert names only the columns it knows
    await t.db
      .insertInto("contact_messages")
      .values({ customer_name: "C", email: "cu@nhamay.vn", message: "Tin nhắn từ phiên bản trước." })
      .execute();
    const older = await t.db
      .selectFrom("contact_messages")
      .select("received_email")
      .where("customer_name", "=", "C")
      .executeTakeFirstOrThrow();
    expect(older.received_email).toBeNull();
  });
});
