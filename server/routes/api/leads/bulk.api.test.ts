import { beforeAll, describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, insertUser, testDialect } from "../../../test-support/test-app.ts";

// one change to many leads (issue 38, point 5): given to a staff member, moved to a stage, marked
// spam — each in its lead's timeline and marking it read, a lead deleted meanwhile named; bad input
// refused naming the field, changing nothing.

const t = appWithStaff({
  boss: { role: 2, user_name: "Trần Quản Lý" },
  seller: { role: 3, user_name: "Lê Bán Hàng" },
});
let gone = 0;
beforeAll(async () => {
  gone = (await insertUser(t, { login_name: "gone", role: 3, user_name: "Đã Nghỉ", status: 0 })).id;
});

let sequence = 0;
async function leads(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    sequence += 1;
    const row = await t.db
      .insertInto("contact_messages")
      .values({
        customer_name: `Khách ${sequence}`,
        email: `bulk${sequence}@nhamay.vn`,
        message: "Cần báo giá tủ điện.",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
const bulk = (payload: object, token = t.tokens.seller, url = "/api/leads/bulk") =>
  t.app.inject({ method: "POST", url, headers: { ...bearer(token), "accept-language": "vi" }, payload });
const rows = (ids: number[]) =>
  t.db
    .selectFrom("contact_messages")
    .select(["id", "stage", "assignee_id", "status"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();

describe(`bulk actions on leads (${testDialect})`, () => {
  it("assign, move to a stage and mark spam, each in the leads' timelines, marking them read", async () => {
    const ids = await leads(3);
    const assigned = await bulk({ ids, action: "assign", value: t.ids.seller });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({
      success: true,
      message: "Đã thay đổi 3 khách hàng tiềm năng.",
      updated: 3,
      missing: [],
    });
    expect((await rows(ids)).map((row) => [row.assignee_id, row.status])).toEqual([
      [t.ids.seller, 1],
      [t.ids.seller, 1],
      [t.ids.seller, 1],
    ]);
    const staged = await bulk(
      { ids: ids.slice(0, 2), action: "stage", value: "quoted" },
      t.tokens.boss,
      "/api/contact/bulk",
    );
    expect(staged.json().updated).toBe(2);
    await bulk({ ids: [ids[2] as number], action: "spam" });
    expect((await rows(ids)).map((row) => row.stage)).toEqual(["quoted", "quoted", "spam"]);
    const timeline = (
      await t.app.inject({ method: "GET", url: `/api/leads/${ids[0]}/timeline`, headers: bearer(t.tokens.boss) })
    ).json().events;
    expect(timeline.map((event: { kind: string; to: string | null }) => [event.kind, event.to])).toEqual([
      ["assignee", "Lê Bán Hàng"],
      ["stage", "quoted"],
    ]);
    // nobody's again
    expect((await bulk({ ids, action: "assign", value: null })).json().updated).toBe(3);
    expect((await rows(ids)).every((row) => row.assignee_id === null)).toBe(true);
  });

  it("names the leads deleted meanwhile, and counts a lead given twice once", async () => {
    const ids = await leads(2);
    await t.db
      .deleteFrom("contact_messages")
      .where("id", "=", ids[1] as number)
      .execute();
    const answer = await bulk({ ids: [ids[0], ids[0], ids[1]], action: "stage", value: "contacted" });
    expect(answer.json()).toMatchObject({ updated: 1, missing: [ids[1]] });
  });

  it("refuses no leads, too many, an unknown action, an inactive owner and a bad stage, changing nothing", async () => {
    const ids = await leads(2);
    const cases: [object, string][] = [
      [{ ids: [], action: "spam" }, "ids"],
      [{ ids: Array.from({ length: 201 }, (_, i) => i + 1), action: "spam" }, "ids"],
      [{ ids, action: "delete" }, "action"],
      [{ ids, action: "assign", value: gone }, "value"],
      [{ ids, action: "assign", value: 999_999 }, "value"],
      [{ ids, action: "stage", value: "closed" }, "value"],
      [{ ids, action: "stage" }, "value"],
      [{ ids, action: "spam", value: 1 }, ""],
    ];
    for (const [payload, field] of cases) {
      const answer = await bulk(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      const paths = answer.json().errors?.map((error: { path: string }) => error.path) ?? [];
      if (field) expect(paths.join(), JSON.stringify(payload)).toContain(field);
    }
    expect((await rows(ids)).map((row) => [row.stage, row.assignee_id, row.status])).toEqual([
      ["new", null, 0],
      ["new", null, 0],
    ]);
  });
});
