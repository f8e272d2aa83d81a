import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, header, startSmtpServer, type TestSmtp, waitFor } from "../../../test-support/smtp.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// a lead's timeline (issue 23): notes, stage and owner changes, and replies to the visitor sent
// from the back office through the outbox to a real SMTP server, threaded by their headers; the
// first reply moves a new lead to contacted. Bad input is refused naming the field, and nothing
// is added.

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = appWithStaff(
  { boss: { role: 2, user_name: "Trần Quản Lý" }, seller: { role: 1, user_name: "Lê Bán Hàng" } },
  {
    env: {
      get SMTP_URL() {
        return smtp.url;
      },
      NOTIFY_EMAIL_TO: "sales@congty.vn",
      NOTIFY_EMAIL_FROM: "Công ty Kỹ thuật <web@congty.vn>",
    },
    options: { outbox: { pollMs: 50 } },
  },
);

let sequence = 0;
async function lead() {
  sequence += 1;
  const row = await t.db
    .insertInto("contact_messages")
    .values({
      customer_name: `Khách ${sequence}`,
      email: `lead${sequence}@nhamay.vn`,
      message: "Cần báo giá bảo trì trạm biến áp 22 kV.",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object, token = t.tokens.seller) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const timeline = async (id: number) => (await send("GET", `/api/leads/${id}/timeline`)).json().events;

describe(`a lead's timeline (${testDialect})`, () => {
  it("holds the stage and owner changes and the notes, in order, with who and when", async () => {
    const id = await lead();
    expect(await timeline(id)).toEqual([]);
    expect((await send("PUT", `/api/leads/${id}`, { stage: "contacted", assignee_id: t.ids.seller })).statusCode).toBe(
      200,
    );
    const note = await send("POST", `/api/leads/${id}/notes`, { body: "Đã gọi điện, khách hẹn gửi bản vẽ." });
    expect(note.statusCode).toBe(201);
    expect(note.json().event).toMatchObject({ kind: "note", user_name: "Lê Bán Hàng" });
    expect((await send("PUT", `/api/leads/${id}`, { stage: "quoted", assignee_id: t.ids.boss })).statusCode).toBe(200);
    // a change to the same value is no event
    expect((await send("PUT", `/api/leads/${id}`, { stage: "quoted" })).statusCode).toBe(200);

    const events = await timeline(id);
    expect(
      events.map((event: { kind: string; from: string | null; to: string | null }) => [
        event.kind,
        event.from,
        event.to,
      ]),
    ).toEqual([
      ["stage", "new", "contacted"],
      ["assignee", null, "Lê Bán Hàng"],
      ["note", null, null],
      ["stage", "contacted", "quoted"],
      ["assignee", "Lê Bán Hàng", "Trần Quản Lý"],
    ]);
    expect(events[2]).toMatchObject({ body: "Đã gọi điện, khách hẹn gửi bản vẽ.", user_id: t.ids.seller });
    for (const event of events) {
      expect(event.user_name).toBe("Lê Bán Hàng");
      expect(Date.now() - Date.parse(event.created_at)).toBeLessThan(60_000);
    }
  });

  it("holds each change of the name, phone, next step and value, with its before and after (issue 38)", async () => {
    const id = await lead();
    const put = (payload: object) => send("PUT", `/api/leads/${id}`, payload);
    expect((await put({ value_vnd: 1_250_000_000, next_action_on: "2026-12-03" })).statusCode).toBe(200);
    expect(
      (await put({ value_vnd: 1_500_000_000, phone_number: "0903 123 456", customer_name: "Nguyễn Văn Đức" }))
        .statusCode,
    ).toBe(200);
    // the same values again: no event
    expect((await put({ value_vnd: 1_500_000_000, next_action_on: "2026-12-03" })).statusCode).toBe(200);
    expect((await put({ next_action_on: null })).statusCode).toBe(200);
    const fields = (await timeline(id)).map(
      (event: { kind: string; field: string; from: string | null; to: string | null }) => [
        event.kind,
        event.field,
        event.from,
        event.to,
      ],
    );
    // in one change, in the order name, phone, next step, value
    expect(fields).toEqual([
      ["field", "next_action_on", null, "2026-12-03"],
      ["field", "value_vnd", null, "1250000000"],
      ["field", "customer_name", `Khách ${sequence}`, "Nguyễn Văn Đức"],
      ["field", "phone_number", null, "0903 123 456"],
      ["field", "value_vnd", "1250000000", "1500000000"],
      ["field", "next_action_on", "2026-12-03", null],
    ]);
    // stored as notes with a marker, their text in both languages (what the previous release shows)
    const stored = await t.db
      .selectFrom("lead_events")
      .select(["kind", "body"])
      .where("contact_id", "=", id)
      .orderBy("id")
      .execute();
    expect(stored.every((row) => row.kind === "note")).toBe(true);
    expect(stored[1]?.body).toBe("Giá trị ước tính (VND) / Estimated value (VND): — → 1250000000");
  });

  it("refuses an empty note, a note too long and an unknown field, naming it, and adds nothing", async () => {
    const id = await lead();
    for (const [payload, path] of [
      [{ body: "   " }, "body"],
      [{ body: "x".repeat(5001) }, "body"],
      [{ body: "ok", pinned: true }, ""],
    ] as const) {
      const answer = await send("POST", `/api/leads/${id}/notes`, payload);
      expect(answer.statusCode).toBe(400);
      if (path) expect(answer.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(await timeline(id)).toEqual([]);
    expect((await send("POST", "/api/leads/999999/notes", { body: "note" })).statusCode).toBe(404);
    expect((await send("GET", "/api/leads/999999/timeline")).statusCode).toBe(404);
  });

  it("sends replies to the visitor, threaded: the first moves the lead to contacted, later ones answer it", async () => {
    const id = await lead();
    const first = await send("POST", `/api/leads/${id}/reply`, {
      subject: "Báo giá bảo trì trạm biến áp",
      body: "Kính gửi Quý khách,\n\nChúng tôi xin gửi lời cảm ơn.",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().contact.stage).toBe("contacted");
    expect(first.json().event).toMatchObject({ kind: "reply", subject: "Báo giá bảo trì trạm biến áp" });

    const mail = await waitFor(() => smtp.received.find((entry) => entry.to.includes(`lead${sequence}@nhamay.vn`)));
    expect(header(mail.raw, "Subject")).toBe("Báo giá bảo trì trạm biến áp");
    expect(body(mail.raw)).toContain("Kính gửi Quý khách,");
    expect(header(mail.raw, "From")).toContain("web@congty.vn");
    expect(header(mail.raw, "Reply-To")).toContain("@");
    const firstId = header(mail.raw, "Message-ID");
    expect(firstId).toMatch(/^<lead-\d+\.[\w-]+@congty\.vn>$/);
    expect(header(mail.raw, "In-Reply-To")).toBe("");

    const second = await send("POST", `/api/leads/${id}/reply`, { subject: "Re: Báo giá", body: "Bổ sung." });
    expect(second.statusCode).toBe(201);
    const next = await waitFor(() =>
      smtp.received.find((entry) => entry.to.includes(`lead${sequence}@nhamay.vn`) && entry !== mail),
    );
    const secondId = header(next.raw, "Message-ID");
    expect(secondId).not.toBe(firstId);
    expect(header(next.raw, "In-Reply-To")).toBe(firstId);
    expect(header(next.raw, "References")).toBe(firstId);
    const third = await send("POST", `/api/leads/${id}/reply`, { subject: "Re: Báo giá", body: "Lần ba." });
    expect(third.statusCode).toBe(201);
    const last = await waitFor(() => {
      const all = smtp.received.filter((entry) => entry.to.includes(`lead${sequence}@nhamay.vn`));
      return all.length === 3 ? all[2] : undefined;
    });
    expect(header(last.raw, "In-Reply-To")).toBe(secondId);
    expect(header(last.raw, "References")).toBe(`${firstId} ${secondId}`);

    // the lead keeps its thread; each reply's delivery state is in the timeline
    const events = await waitFor(async () => {
      const all = await timeline(id);
      const replies = all.filter((event: { kind: string }) => event.kind === "reply");
      return replies.every((event: { delivery: string }) => event.delivery === "sent") ? all : undefined;
    });
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(["reply", "stage", "reply", "reply"]);
    expect(events[1]).toMatchObject({ from: "new", to: "contacted" });
    const stored = await t.db
      .selectFrom("contact_messages")
      .select("thread_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.thread_id).toBe(firstId);
  });

  it("a reply to a lead already further on leaves its stage", async () => {
    const id = await lead();
    await send("PUT", `/api/leads/${id}`, { stage: "quoted" });
    const answer = await send("POST", `/api/leads/${id}/reply`, { subject: "Thông tin thêm", body: "Nội dung." });
    expect(answer.json().contact.stage).toBe("quoted");
  });

  it("refuses a reply without a subject or a body, or to a lead that does not exist, and sends nothing", async () => {
    const id = await lead();
    // the earlier tests' replies sent first
    await waitFor(async () => {
      const waiting = await t.db.selectFrom("email_outbox").select("id").where("status", "=", "waiting").execute();
      return waiting.length === 0 ? true : undefined;
    });
    const before = smtp.received.length;
    for (const payload of [
      { subject: "", body: "x" },
      { subject: "x", body: " " },
      { subject: "x".repeat(201), body: "x" },
    ]) {
      const answer = await send("POST", `/api/leads/${id}/reply`, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.length).toBeGreaterThan(0);
    }
    expect((await send("POST", "/api/leads/999999/reply", { subject: "x", body: "x" })).statusCode).toBe(404);
    expect(await timeline(id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before);
  });
});

describe(`the e-mail to a new owner (${testDialect})`, () => {
  it("goes to the staff member a lead is assigned to, not to one who takes it themselves, nor to one without an address", async () => {
    await t.db.updateTable("users").set({ email: "ban.hang@congty.vn" }).where("id", "=", t.ids.seller).execute();
    const id = await lead();
    const given = await send("PUT", `/api/leads/${id}`, { assignee_id: t.ids.seller }, t.tokens.boss);
    expect(given.statusCode).toBe(200);
    const mail = await waitFor(() => smtp.received.find((entry) => entry.to.includes("ban.hang@congty.vn")));
    expect(header(mail.raw, "Subject")).toBe(
      `Khách hàng tiềm năng được giao cho bạn / Lead assigned to you: Khách ${sequence}`,
    );
    expect(body(mail.raw)).toContain("Giao bởi / Assigned by: Trần Quản Lý");
    expect(body(mail.raw)).toMatch(
      new RegExp(`Open in the back office: https?://[^/\\s]+/admin/contacts/${id}(\\s|$)`),
    );

    // taking a lead oneself, or giving it to someone without an address: no e-mail
    const own = await lead();
    expect((await send("PUT", `/api/leads/${own}`, { assignee_id: t.ids.seller })).statusCode).toBe(200);
    const other = await lead();
    expect((await send("PUT", `/api/leads/${other}`, { assignee_id: t.ids.boss })).statusCode).toBe(200);
    const waiting = await t.db
      .selectFrom("email_outbox")
      .select("contact_message_id")
      .where("kind", "=", "lead_assigned")
      .execute();
    expect(waiting.map((row) => row.contact_message_id)).toEqual([id]);

    // many at once (issue 38): one e-mail naming each lead, with its own address
    const many = [await lead(), await lead(), await lead()];
    const bulk = await send(
      "POST",
      "/api/leads/bulk",
      { ids: many, action: "assign", value: t.ids.seller },
      t.tokens.boss,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    const summary = await waitFor(() =>
      smtp.received.find((entry) => header(entry.raw, "Subject").startsWith("3 khách hàng tiềm năng")),
    );
    expect(header(summary.raw, "Subject")).toBe("3 khách hàng tiềm năng được giao cho bạn / 3 leads assigned to you");
    expect(summary.to).toEqual(["ban.hang@congty.vn"]);
    for (const manyId of many) expect(body(summary.raw)).toMatch(new RegExp(`/admin/contacts/${manyId}(\\s|$)`));
    const assigned = await t.db
      .selectFrom("email_outbox")
      .select("contact_message_id")
      .where("kind", "=", "lead_assigned")
      .execute();
    // one more e-mail, for the three
    expect(assigned).toHaveLength(2);
  });
});

describe(`replies without a mail server (${testDialect})`, () => {
  it("are refused with a message that says what to configure, and nothing is stored", async () => {
    const app = await createTestApp();
    try {
      await insertUser(app, { login_name: "staff" });
      const token = await login(app, "staff");
      const { id } = await app.db
        .insertInto("contact_messages")
        .values({ customer_name: "Khách", email: "k@nhamay.vn", message: "Cần báo giá." })
        .returning("id")
        .executeTakeFirstOrThrow();
      const answer = await app.app.inject({
        method: "POST",
        url: `/api/leads/${id}/reply`,
        headers: { ...bearer(token), "accept-language": "vi" },
        payload: { subject: "Chào", body: "Nội dung" },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toContain("SMTP_URL");
      expect(await app.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
      expect(await app.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
