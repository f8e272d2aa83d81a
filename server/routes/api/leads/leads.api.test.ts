import { beforeAll, describe, expect, it } from "vitest";
import { vietnamDay } from "../../../lib/csv.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, insertUser, testDialect } from "../../../test-support/test-app.ts";

// every contact message is a lead (issue 23): a stage apart from read/unread, an owner among the
// active staff, the day of its next step and an estimated value in VND; the list filters by
// them and the dashboard counts them. Bad values are refused naming the field, and nothing changes.

const t = appWithStaff({
  boss: { role: 2, user_name: "Trần Quản Lý" },
  seller: { role: 1, user_name: "Lê Bán Hàng" },
});
// a staff member who has left (inactive: cannot sign in, cannot be given a lead)
let gone: number;
beforeAll(async () => {
  gone = (await insertUser(t, { login_name: "gone", status: 0, user_name: "Người Đã Nghỉ" })).id;
});

let sequence = 0;
async function lead(values: Record<string, unknown> = {}) {
  sequence += 1;
  return t.db
    .insertInto("contact_messages")
    .values({
      customer_name: `Khách ${sequence}`,
      email: `lead${sequence}@example.vn`,
      message: "Cần báo giá tủ trung thế 24 kV cho nhà máy.",
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

const put = (id: number, payload: Record<string, unknown>, token = t.tokens.boss) =>
  t.app.inject({ method: "PUT", url: `/api/leads/${id}`, headers: bearer(token), payload });
const get = (url: string, token = t.tokens.boss) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const day = (offset: number) => vietnamDay(new Date(Date.now() + offset * 86_400_000));

describe(`leads (${testDialect})`, () => {
  it("the board's column reads its leads' total value, each lead's time at its stage and its next open task", async () => {
    const stage = "won";
    const before = (await get(`/api/leads?stage=${stage}&limit=1`)).json().value_vnd_total;
    const first = await lead({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    const second = await lead();
    expect((await put(first, { stage, value_vnd: 1_200_000_000 })).statusCode).toBe(200);
    expect((await put(second, { stage, value_vnd: 300_000_000 })).statusCode).toBe(200);
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 9 * 86_400_000).toISOString();
    for (const [title, due_at] of [
      ["Gửi hợp đồng", later],
      ["Gọi xác nhận nghiệm thu", due],
    ]) {
      const task = await t.app.inject({
        method: "POST",
        url: `/api/leads/${first}/tasks`,
        headers: bearer(t.tokens.boss),
        payload: { title, due_at, assignee_id: t.ids.boss },
      });
      expect(task.statusCode, task.body).toBe(201);
    }
    const column = (await get(`/api/leads?stage=${stage}&limit=50`)).json();
    expect(column.value_vnd_total).toBe(before + 1_500_000_000);
    const shown = column.contacts.find((contact: { id: number }) => contact.id === first);
    // it arrived ten days ago and came to its stage just now; its task due first
    expect(Date.now() - Date.parse(shown.stage_since)).toBeLessThan(60_000);
    expect(shown.next_task).toEqual({ title: "Gọi xác nhận nghiệm thu", due_at: new Date(due).toISOString() });
    expect(column.contacts.find((contact: { id: number }) => contact.id === second).next_task).toBeNull();
    // a search alone is counted by SQLite's search index, which holds no values: no total there
    expect((await get("/api/leads?search=zzzz-nothing")).json().value_vnd_total).toBe(
      testDialect === "sqlite" ? null : 0,
    );
  });

  it("a new message is a new lead nobody owns; its stage, owner, next step and value are set and read back", async () => {
    const id = await lead();
    const before = (await get(`/api/leads/${id}`)).json().contact;
    expect(before).toMatchObject({
      stage: "new",
      assignee_id: null,
      assignee_name: null,
      next_action_on: null,
      value_vnd: null,
    });

    const answer = await put(id, {
      stage: "quoted",
      assignee_id: t.ids.seller,
      next_action_on: "2026-12-03",
      value_vnd: 1_250_000_000,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().contact).toMatchObject({
      stage: "quoted",
      assignee_id: t.ids.seller,
      assignee_name: "Lê Bán Hàng",
      next_action_on: "2026-12-03",
      value_vnd: 1_250_000_000,
      // working a lead is reading it (issue 38): the change marks it read
      status: 1,
    });
    // a value past 2^31 comes back as a number on both databases
    expect((await put(id, { value_vnd: 45_000_000_000 })).json().contact.value_vnd).toBe(45_000_000_000);
    // cleared
    const cleared = (await put(id, { assignee_id: null, next_action_on: "", value_vnd: null })).json().contact;
    expect(cleared).toMatchObject({ assignee_id: null, assignee_name: null, next_action_on: null, value_vnd: null });
    expect(cleared.stage).toBe("quoted");
  });

  it.each([
    [{ stage: "maybe" }, "stage", "Choose a stage"],
    [{ assignee_id: "x" }, "assignee_id", "active staff member"],
    [{ next_action_on: "2026-02-30" }, "next_action_on", ""],
    [{ value_vnd: -5 }, "value_vnd", "whole number"],
    [{ value_vnd: 1.5 }, "value_vnd", "whole number"],
  ])("refuses %j naming the field, and changes nothing", async (payload, path, words) => {
    const id = await lead({ stage: "contacted" });
    const answer = await put(id, payload);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([path]);
    expect(body.errors[0].msg).toContain(words);
    expect((await get(`/api/leads/${id}`)).json().contact).toMatchObject({
      stage: "contacted",
      assignee_id: null,
      next_action_on: null,
      value_vnd: null,
    });
  });

  it("gives a lead only to an active staff member: an inactive or unknown user is refused on assignee_id", async () => {
    const id = await lead();
    for (const owner of [gone, 999_999]) {
      const answer = await put(id, { assignee_id: owner, stage: "contacted" });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([
        { path: "assignee_id", msg: "Choose an active staff member as the owner." },
      ]);
    }
    // a number beyond the id column's range is no user either: refused, on the change and the filter
    const huge = await put(id, { assignee_id: 2_147_483_648 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].path).toBe("assignee_id");
    const filter = await get("/api/leads?assignee=2147483648");
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0].path).toBe("querystring.assignee");
    // nothing of the refused change was kept, the stage neither
    expect((await get(`/api/leads/${id}`)).json().contact).toMatchObject({ stage: "new", assignee_id: null });
    // the staff the form offers: the active ones, by name
    const assignees = (await get("/api/leads/assignees")).json().assignees as { id: number; user_name: string }[];
    expect(assignees.map((user) => user.id)).toEqual(expect.arrayContaining([t.ids.boss, t.ids.seller]));
    expect(assignees.map((user) => user.id)).not.toContain(gone);
    const names = assignees.map((user) => user.user_name);
    expect(names).toEqual([...names].sort());
  });

  it("filters the list by stage, by owner (or nobody's) and by overdue, and counts stages and overdue leads", async () => {
    const statsBefore = (await get("/api/leads/stats")).json().stats;
    const won = await lead({ stage: "won", assignee_id: t.ids.seller, next_action_on: day(-3) });
    const late = await lead({ stage: "contacted", assignee_id: t.ids.seller, next_action_on: day(-1) });
    const today = await lead({ stage: "quoted", assignee_id: t.ids.boss, next_action_on: day(0) });
    const spam = await lead({ stage: "spam" });

    const ids = async (query: string) =>
      ((await get(`/api/leads?limit=100&${query}`)).json().contacts as { id: number }[]).map((row) => row.id);
    expect(await ids("stage=won")).toContain(won);
    expect(await ids("stage=won")).not.toContain(late);
    expect(await ids(`assignee=${t.ids.seller}`)).toEqual(expect.arrayContaining([won, late]));
    expect(await ids(`assignee=${t.ids.seller}`)).not.toContain(today);
    expect(await ids("assignee=none")).toContain(spam);
    expect(await ids("assignee=none")).not.toContain(late);
    // overdue: open, and its day before today's (Vietnam's); a won lead is never overdue
    const overdue = await ids("overdue=true");
    expect(overdue).toContain(late);
    expect(overdue).not.toContain(won);
    expect(overdue).not.toContain(today);
    // filters combine, and the total follows them
    const combined = (await get(`/api/leads?stage=contacted&assignee=${t.ids.seller}&overdue=true`)).json();
    expect(combined.contacts.map((row: { id: number }) => row.id)).toEqual([late]);
    expect(combined.pagination.total).toBe(1);
    // a bad filter is a 400 naming it
    const bad = await get("/api/leads?stage=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("querystring.stage");

    const stats = (await get("/api/leads/stats")).json().stats;
    expect(stats.stages.won).toBe(statsBefore.stages.won + 1);
    expect(stats.stages.contacted).toBe(statsBefore.stages.contacted + 1);
    expect(stats.stages.spam).toBe(statsBefore.stages.spam + 1);
    expect(stats.overdue).toBe(statsBefore.overdue + 1);
    expect(Object.keys(stats.stages).sort()).toEqual(["contacted", "lost", "new", "quoted", "spam", "won"]);
  });

  it("an owner who leaves the company leaves their leads to nobody", async () => {
    const id = await lead({ assignee_id: gone, stage: "contacted" });
    await t.db.deleteFrom("users").where("id", "=", gone).execute();
    expect((await get(`/api/leads/${id}`)).json().contact).toMatchObject({ assignee_id: null, stage: "contacted" });
  });

  it("records the change of stage and owner in the audit trail", async () => {
    const id = await lead();
    await put(id, { stage: "contacted", assignee_id: t.ids.seller });
    const entry = await t.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_type", "=", "contact")
      .where("entity_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("update");
    expect(entry.details).toContain('"stage"');
    expect(entry.details).toContain('"assignee_id"');
  });
});
