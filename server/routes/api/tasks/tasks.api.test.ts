import { beforeAll, describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, insertUser, testDialect } from "../../../test-support/test-app.ts";

// a lead's tasks (issue 38, point 3): added with a due time ahead and an active owner, listed by
// due time, marked done and open again (each in the lead's timeline), moved, deleted; "My day"'s
// lists (overdue, today, the week) of one's own; a Sales member changes only their own. Bad input
// is refused naming the field, and nothing is stored.

const t = appWithStaff({
  boss: { role: 2, user_name: "Trần Quản Lý" },
  seller: { role: 3, user_name: "Lê Bán Hàng" },
  other: { role: 3, user_name: "Phạm Kinh Doanh" },
});
// a staff member no longer active (cannot sign in: made once the others have)
let gone = 0;
beforeAll(async () => {
  gone = (await insertUser(t, { login_name: "gone", role: 1, user_name: "Đã Nghỉ", status: 0 })).id;
});

let sequence = 0;
async function lead() {
  sequence += 1;
  const row = await t.db
    .insertInto("contact_messages")
    .values({
      customer_name: `Khách ${sequence}`,
      email: `task${sequence}@nhamay.vn`,
      message: "Cần khảo sát tủ điện.",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
type Method = "GET" | "POST" | "PUT" | "DELETE";
const send = (method: Method, url: string, payload?: object, token = t.tokens.seller) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), "accept-language": "vi" },
    ...(payload ? { payload } : {}),
  });
const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const taskCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("lead_tasks")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`a lead's tasks (${testDialect})`, () => {
  it("are added, listed by due time, done and open again in the timeline, moved and deleted", async () => {
    const id = await lead();
    const later = await send("POST", `/api/leads/${id}/tasks`, {
      title: "Gửi báo giá tủ điện",
      due_at: inHours(48),
      assignee_id: t.ids.seller,
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({
      message: "Đã thêm công việc.",
      task: {
        contact_id: id,
        title: "Gửi báo giá tủ điện",
        assignee_name: "Lê Bán Hàng",
        done_at: null,
        overdue: false,
      },
    });
    // Vietnam's wall clock with its offset is the same instant in UTC
    const sooner = await send("POST", `/api/contact/${id}/tasks`, {
      title: "Gọi lại cho khách",
      due_at: "2099-01-01T09:00:00+07:00",
      assignee_id: t.ids.boss,
    });
    expect(sooner.statusCode, sooner.body).toBe(400);
    expect(sooner.json().errors).toEqual([expect.objectContaining({ path: "due_at" })]);
    const next = await send("POST", `/api/contact/${id}/tasks`, {
      title: "Gọi lại cho khách",
      due_at: new Date(Date.now() + 2 * HOUR).toISOString().replace("Z", "+00:00"),
      assignee_id: t.ids.boss,
    });
    expect(next.statusCode, next.body).toBe(201);
    const listed = (await send("GET", `/api/leads/${id}/tasks`)).json().tasks;
    expect(listed.map((task: { title: string }) => task.title)).toEqual(["Gọi lại cho khách", "Gửi báo giá tủ điện"]);
    expect(listed[0].due_at).toMatch(/Z$/);

    const taskId = later.json().task.id;
    const done = await send("PUT", `/api/tasks/${taskId}`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("Đã đánh dấu công việc hoàn thành.");
    expect(done.json().task.done_at).not.toBeNull();
    const reopened = await send("PUT", `/api/tasks/${taskId}`, { done: false }, t.tokens.boss);
    expect(reopened.json()).toMatchObject({ message: "Đã mở lại công việc.", task: { done_at: null } });
    // the timeline: added twice, done, reopened, by whom (kind "task", its title and due time)
    const events = (await send("GET", `/api/leads/${id}/timeline`)).json().events;
    expect(
      events.map((event: { kind: string; user_name: string; task: unknown }) => [
        event.kind,
        event.user_name,
        event.task,
      ]),
    ).toEqual([
      ["task", "Lê Bán Hàng", { action: "added", title: "Gửi báo giá tủ điện", due_at: later.json().task.due_at }],
      ["task", "Lê Bán Hàng", { action: "added", title: "Gọi lại cho khách", due_at: next.json().task.due_at }],
      ["task", "Lê Bán Hàng", { action: "done", title: "Gửi báo giá tủ điện", due_at: null }],
      ["task", "Trần Quản Lý", { action: "reopened", title: "Gửi báo giá tủ điện", due_at: null }],
    ]);
    // stored as marked notes, which the previous release shows as notes, in both languages
    const stored = await t.db
      .selectFrom("lead_events")
      .select(["kind", "body"])
      .where("contact_id", "=", id)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.kind)).toEqual(["note", "note", "note", "note"]);
    expect(stored[0]?.body).toMatch(/^Công việc \/ Task: Gửi báo giá tủ điện \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/);

    // moved: reminded again at the new time
    await t.db
      .updateTable("lead_tasks")
      .set({ reminded_at: new Date().toISOString() })
      .where("id", "=", taskId)
      .execute();
    const moved = await send("PUT", `/api/tasks/${taskId}`, { due_at: inHours(72), title: "Gửi báo giá (bản 2)" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().task).toMatchObject({ title: "Gửi báo giá (bản 2)", reminded_at: null });

    const removed = await send("DELETE", `/api/tasks/${taskId}`);
    expect(removed.json()).toEqual({ success: true, message: "Đã xóa công việc." });
    expect((await send("GET", `/api/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await send("GET", `/api/leads/${id}/tasks`)).json().tasks).toHaveLength(1);
  });

  it("refuses a time past or over a year ahead, an owner who is not active staff, and bad fields, storing nothing", async () => {
    const id = await lead();
    const before = await taskCount();
    const cases: [object, string][] = [
      [{ title: "Gọi", due_at: inHours(-1), assignee_id: t.ids.seller }, "due_at"],
      [{ title: "Gọi", due_at: inHours(24 * 400), assignee_id: t.ids.seller }, "due_at"],
      [{ title: "Gọi", due_at: "30/11/2026 09:00", assignee_id: t.ids.seller }, "due_at"],
      [{ title: "Gọi", due_at: "2026-11-30T09:00", assignee_id: t.ids.seller }, "due_at"],
      [{ title: "Gọi", due_at: inHours(5), assignee_id: gone }, "assignee_id"],
      [{ title: "Gọi", due_at: inHours(5), assignee_id: 999_999 }, "assignee_id"],
      [{ title: "   ", due_at: inHours(5), assignee_id: t.ids.seller }, "title"],
      [{ title: "x".repeat(201), due_at: inHours(5), assignee_id: t.ids.seller }, "title"],
      [{ due_at: inHours(5), assignee_id: t.ids.seller }, "title"],
    ];
    for (const [payload, field] of cases) {
      const answer = await send("POST", `/api/leads/${id}/tasks`, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        answer.json().errors.map((error: { path: string }) => error.path),
        JSON.stringify(payload),
      ).toContain(field);
    }
    // in English too
    const english = await t.app.inject({
      method: "POST",
      url: `/api/leads/${id}/tasks`,
      headers: { ...bearer(t.tokens.seller), "accept-language": "en" },
      payload: { title: "Call", due_at: inHours(-2), assignee_id: t.ids.seller },
    });
    expect(english.json().message).toBe("This time has passed: choose a time ahead, within a year.");
    expect(
      (await send("POST", "/api/leads/999999/tasks", { title: "Gọi", due_at: inHours(5), assignee_id: t.ids.seller }))
        .statusCode,
    ).toBe(404);
    expect(await taskCount()).toBe(before);
  });

  it("lists one's own overdue, today's and the week's, and a Sales member changes only their own", async () => {
    const id = await lead();
    const own = (
      await send(
        "POST",
        `/api/leads/${id}/tasks`,
        { title: "Của tôi", due_at: inHours(0.5), assignee_id: t.ids.other },
        t.tokens.boss,
      )
    ).json().task;
    const week = (
      await send(
        "POST",
        `/api/leads/${id}/tasks`,
        { title: "Tuần này", due_at: inHours(24 * 3), assignee_id: t.ids.other },
        t.tokens.boss,
      )
    ).json().task;
    const theirs = (
      await send(
        "POST",
        `/api/leads/${id}/tasks`,
        { title: "Của người khác", due_at: inHours(24 * 3), assignee_id: t.ids.boss },
        t.tokens.boss,
      )
    ).json().task;
    // one made overdue (a due time cannot be set in the past: as the clock would have it)
    const overdue = (
      await send(
        "POST",
        `/api/leads/${id}/tasks`,
        { title: "Trễ hạn", due_at: inHours(1), assignee_id: t.ids.other },
        t.tokens.boss,
      )
    ).json().task;
    await t.db
      .updateTable("lead_tasks")
      .set({ due_at: new Date(Date.now() - HOUR).toISOString() })
      .where("id", "=", overdue.id)
      .execute();

    const titles = async (query: string, token = t.tokens.other) =>
      (await send("GET", `/api/tasks${query}`, undefined, token))
        .json()
        .tasks.map((task: { title: string }) => task.title);
    expect(await titles("?due=overdue")).toEqual(["Trễ hạn"]);
    // today: from now to the end of Vietnam's day (own's half hour may cross midnight there)
    const vietnamHour = (new Date().getUTCHours() + 7) % 24;
    if (vietnamHour < 23) expect(await titles("?due=today")).toEqual(["Của tôi"]);
    expect(await titles("?due=week")).toEqual(["Tuần này"]);
    // a Sales member sees only theirs, even without mine=true; an Admin everyone's unless mine
    expect((await titles("")).sort()).toEqual(["Của tôi", "Trễ hạn", "Tuần này"].sort());
    expect(await titles("?mine=true&due=week", t.tokens.boss)).toEqual(["Của người khác"]);
    expect(await titles("?due=week", t.tokens.boss)).toEqual(expect.arrayContaining(["Tuần này", "Của người khác"]));
    const overdueAnswer = (await send("GET", "/api/tasks?due=overdue", undefined, t.tokens.other)).json().tasks[0];
    expect(overdueAnswer.overdue).toBe(true);
    expect((await send("GET", "/api/tasks?due=later")).statusCode).toBe(400);

    // the owner changes their own; another Sales member cannot; an Admin can
    expect((await send("PUT", `/api/tasks/${own.id}`, { done: true }, t.tokens.other)).statusCode).toBe(200);
    const refused = await send("PUT", `/api/tasks/${theirs.id}`, { done: true }, t.tokens.other);
    expect(refused.statusCode).toBe(403);
    expect((await send("DELETE", `/api/tasks/${theirs.id}`, undefined, t.tokens.other)).statusCode).toBe(403);
    expect((await send("PUT", `/api/tasks/${week.id}`, { assignee_id: gone }, t.tokens.boss)).statusCode).toBe(400);
    expect((await send("PUT", `/api/tasks/${week.id}`, { due_at: inHours(-3) }, t.tokens.boss)).statusCode).toBe(400);
    expect((await send("PUT", `/api/tasks/${week.id}`, { assignee_id: t.ids.boss }, t.tokens.boss)).statusCode).toBe(
      200,
    );
  });

  it("working a lead is reading it: a task, a note, a change of stage mark it read; a status said stays", async () => {
    const status = async (id: number) =>
      (await t.db.selectFrom("contact_messages").select("status").where("id", "=", id).executeTakeFirstOrThrow())
        .status;
    const [tasked, noted, staged, kept] = [await lead(), await lead(), await lead(), await lead()];
    expect(await status(tasked)).toBe(0);
    await send("POST", `/api/leads/${tasked}/tasks`, { title: "Gọi", due_at: inHours(3), assignee_id: t.ids.seller });
    expect(await status(tasked)).toBe(1);
    const note = await send("POST", `/api/leads/${noted}/notes`, { body: "Đã gọi, hẹn thứ Hai." });
    expect(note.json().contact.status).toBe(1);
    expect(await status(noted)).toBe(1);
    expect((await send("PUT", `/api/leads/${staged}`, { stage: "contacted" })).json().contact.status).toBe(1);
    // a change that says the status itself keeps it
    expect((await send("PUT", `/api/leads/${kept}`, { stage: "contacted", status: 0 })).json().contact.status).toBe(0);
    // and a task done on a lead marked unread again reads it again
    await send("PUT", `/api/leads/${tasked}/mark-unread`);
    const task = (await send("GET", `/api/leads/${tasked}/tasks`)).json().tasks[0];
    await send("PUT", `/api/tasks/${task.id}`, { done: true });
    expect(await status(tasked)).toBe(1);
  });

  it("go with their lead", async () => {
    const id = await lead();
    await send("POST", `/api/leads/${id}/tasks`, { title: "Xóa theo", due_at: inHours(3), assignee_id: t.ids.seller });
    expect((await send("DELETE", `/api/leads/${id}`, undefined, t.tokens.boss)).statusCode).toBe(200);
    expect(await t.db.selectFrom("lead_tasks").select("id").where("contact_id", "=", id).execute()).toEqual([]);
  });
});
