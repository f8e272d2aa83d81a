import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessage } from "../../../test-support/records.ts";
import { bearer, createTestApp, insertUser, login, type TestApp, testDialect } from "../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const en = { "accept-language": "en" };
const valid = contactMessage;
const send = (payload: unknown, headers: Record<string, string> = en) =>
  t.app.inject({ method: "POST", url: "/api/contact", headers, payload: payload as object });

const SPAM = "Your message appears to contain spam-like content. Please revise and try again.";

describe(`POST /api/contact (${testDialect})`, () => {
  it("stores the form's fields and answers with the thank-you message", async () => {
    const form = valid();
    const response = await send(form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: "Thank you for your message! We will get back to you soon." });
    const stored = await t.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", body.contact.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      customer_name: form.name,
      email: form.email,
      phone_number: form.phone,
      message: form.message,
      status: 0,
    });
  });

  it("refuses a message whose sender declined the privacy policy, and records the version and time of a consent", async () => {
    const { consent: _, ...withoutConsent } = valid();
    for (const payload of [
      { ...withoutConsent, consent: false },
      { ...withoutConsent, consent: "yes" },
    ]) {
      const refused = await send(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { msg: "Please accept the privacy policy before sending.", path: "consent" },
      ]);
    }
    const vi = await send({ ...withoutConsent, consent: false }, { "accept-language": "vi" });
    expect(vi.json().errors[0].msg).toBe("Quý khách vui lòng đồng ý với Chính sách bảo mật trước khi gửi.");

    const before = Date.now();
    const accepted = await send(valid());
    expect(accepted.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select(["privacy_version", "consented_at"])
      .where("id", "=", accepted.json().contact.id)
      .executeTakeFirstOrThrow();
    // the day the privacy page as published says it was last updated (today's copy: 26/11/2026)
    expect(stored.privacy_version).toBe("2026-11-26");
    const at = new Date(stored.consented_at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores a message sent through the plain API without the consent, marked as having none", async () => {
    const { consent: _, ...withoutConsent } = valid();
    const sent = await send({ ...withoutConsent, message: "Cần báo giá kiểm định rơ le, gửi qua API." });
    expect(sent.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select(["privacy_version", "consented_at"])
      .where("id", "=", sent.json().contact.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ privacy_version: null, consented_at: null });
  });

  it("accepts the spec's field names too, with the phone optional", async () => {
    const response = await send({
      customer_name: "Lê Hoa",
      email: "hoa@example.vn",
      consent: true,
      message: "Xin báo giá tủ điện hạ thế cho xưởng.",
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", response.json().contact.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_name).toBe("Lê Hoa");
    expect(stored.phone_number).toBeNull();
  });

  it("answers in Vietnamese by default", async () => {
    const response = await send(valid(), {});
    expect(response.json().message).toBe("Cảm ơn Quý khách đã gửi tin nhắn! Chúng tôi sẽ phản hồi sớm.");
  });

  it.each([
    ["no name", { name: "" }, "name", "This field is required."],
    ["no e-mail", { email: undefined }, "email", "This field is required."],
    ["a bad e-mail", { email: "not-an-email" }, "email", "Please enter a valid e-mail address."],
    [
      "a phone with letters",
      { phone: "call me maybe" },
      "phone",
      "Phone numbers may contain digits, spaces, +, -, ( ) and dots, 8 to 20 characters.",
    ],
    [
      "a short phone",
      { phone: "123" },
      "phone",
      "Phone numbers may contain digits, spaces, +, -, ( ) and dots, 8 to 20 characters.",
    ],
    ["a short message", { message: "Hello" }, "message", "The message must be 10 to 5,000 characters long."],
    [
      "a long message",
      { message: "Nội dung dài. ".repeat(400) },
      "message",
      "The message must be 10 to 5,000 characters long.",
    ],
  ])("refuses %s with 400 naming the field", async (_label, change, path, msg) => {
    const before = await t.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const response = await send({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ msg, path });
    const after = await t.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ["a URL in the message", { message: "Giá tốt nhất tại https://re.example/abc xem ngay" }],
    ["an e-mail in the name", { name: "spam@bot.com" }],
    ["a character repeated 11 times", { message: "Rất gấp!!!!!!!!!!! gọi lại ngay nhé" }],
    ["a spam word", { message: "Congratulations, you have won a prize today" }],
    ["20 capitals in a row", { message: "URGENTMESSAGEFORTHEOWNER please call" }],
  ])("refuses %s with the spec's spam text", async (_label, change) => {
    const response = await send({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SPAM });
  });

  it("refuses the same e-mail and message as a stored message", async () => {
    const form = valid();
    expect((await send(form)).statusCode).toBe(201);
    const again = await send({ ...form, email: form.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SPAM);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const form = { ...valid(), website: "http://bot.example" };
    const response = await send(form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Thank you for your message! We will get back to you soon.",
    });
    const stored = await t.db.selectFrom("contact_messages").select("id").where("email", "=", form.email).execute();
    expect(stored).toHaveLength(0);
  });

  it("refuses the NUL character, which no database stores, with 400", async () => {
    const response = await send({ ...valid(), message: "Xin chào \u0000 các bạn kỹ sư" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: "Text may not contain the NUL character.", path: "message" }]);
  });

  it("refuses a body that is not an object", async () => {
    for (const payload of ["[]", '"text"', "42", "null"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { ...en, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe(`contact form rate limit (${testDialect})`, () => {
  it("answers 429 after 5 messages from one address in 10 minutes", async () => {
    const limited = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await limited.app.inject({
        method: "POST",
        url: i % 2 ? "/api/contact/" : "/api/contact",
        headers: en,
        payload: valid(),
      });
      statuses.push(response.statusCode);
      if (i === 5) {
        expect(response.json().message).toMatch(
          /^You have sent several messages in a short time\. Please wait \d+ minutes and try again\.$/,
        );
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // a made-up forwarding header does not buy a fresh allowance
    const spoofed = await limited.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...en, "x-forwarded-for": "198.51.100.77" },
      payload: valid(),
    });
    expect(spoofed.statusCode).toBe(429);
    await limited.close();
  });
});

describe(`CAPTCHA (${testDialect})`, () => {
  let provider: Server;
  let verifyUrl: string;
  const seen: string[] = [];
  beforeAll(async () => {
    // a stand-in for the provider's siteverify endpoint: accepts the token "good-token"
    provider = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const params = new URLSearchParams(body);
        seen.push(params.get("secret") ?? "");
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ success: params.get("response") === "good-token" }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const address = provider.address();
    verifyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/siteverify`;
  });
  afterAll(() => provider.close());

  it("is off by default: no token needed", async () => {
    expect((await send(valid())).statusCode).toBe(201);
  });

  it("when on, refuses a missing or rejected token and accepts a good one", async () => {
    const withCaptcha = await createTestApp({
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SECRET: "secret-xyz",
      CAPTCHA_SITE_KEY: "site-key",
      CAPTCHA_VERIFY_URL: verifyUrl,
    });
    const post = (payload: object) =>
      withCaptcha.app.inject({ method: "POST", url: "/api/contact", headers: en, payload });
    const missing = await post(valid());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please complete the anti-spam check before sending.");
    const rejected = await post({ ...valid(), captchaToken: "forged" });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toBe("The anti-spam check failed. Please try it again.");
    expect((await post({ ...valid(), captchaToken: "good-token" })).statusCode).toBe(201);
    expect(seen).toContain("secret-xyz");
    await withCaptcha.close();
  });
});

describe(`contact messages in the admin (${testDialect})`, () => {
  let fresh: TestApp;
  let admin: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    await insertUser(fresh, { login_name: "reader" });
    admin = await login(fresh, "reader");
    const now = Date.now();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      customer_name: i === 3 ? "Ngô Bảo Châu" : `Khách ${i}`,
      email: i === 7 ? "special@factory.vn" : `k${i}@example.vn`,
      phone_number: i === 9 ? "0909 123 456" : null,
      message: i === 11 ? "Cần bảo trì máy biến áp 100% gấp" : `Tin nhắn số ${i} về dự án điện.`,
      status: (i % 3 === 0 ? 1 : 0) as 0 | 1,
      // one message every day going back: the newest are "this week"
      created_at: new Date(now - i * 24 * 3600 * 1000 - 60_000).toISOString(),
    }));
    await fresh.db.insertInto("contact_messages").values(rows).execute();
  });
  afterAll(() => fresh.close());

  const get = (url: string) => fresh.app.inject({ method: "GET", url, headers: bearer(admin) });

  it("needs a token", async () => {
    for (const url of ["/api/contact", "/api/contact/1", "/api/contact/stats/overview"]) {
      expect((await fresh.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await fresh.app.inject({ method: "PUT", url: "/api/contact/mark-all-read" })).statusCode).toBe(401);
    expect((await fresh.app.inject({ method: "DELETE", url: "/api/contact/1" })).statusCode).toBe(401);
  });

  it("lists newest first, 20 per page, with pagination", async () => {
    const first = (await get("/api/contact")).json();
    expect(first.success).toBe(true);
    expect(first.contacts).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, hasMore: true });
    const dates = first.contacts.map((c: { created_at: string }) => Date.parse(c.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.contacts[0]).toMatchObject({ customer_name: "Khách 0", status_name: "Read" });
    expect(first.contacts[1]).toMatchObject({ status: 0, status_name: "Unread" });
    const second = (await get("/api/contact?page=2")).json();
    expect(second.contacts).toHaveLength(5);
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 25, hasMore: false });
  });

  it("filters by status and searches name, e-mail, phone and message", async () => {
    const unread = (await get("/api/contact?status=0&limit=100")).json();
    expect(unread.contacts.every((c: { status: number }) => c.status === 0)).toBe(true);
    expect(unread.pagination.total).toBe(16);
    const read = (await get("/api/contact?status=1")).json();
    expect(read.pagination.total).toBe(9);
    expect((await get("/api/contact?search=ng%C3%B4%20b%E1%BA%A3o")).json().contacts[0]?.customer_name).toBe(
      "Ngô Bảo Châu",
    );
    expect((await get("/api/contact?search=SPECIAL@")).json().contacts.map((c: { email: string }) => c.email)).toEqual([
      "special@factory.vn",
    ]);
    expect((await get("/api/contact?search=0909")).json().pagination.total).toBe(1);
    // a wildcard in the search is a literal character
    expect((await get("/api/contact?search=100%25")).json().pagination.total).toBe(1);
    expect((await get("/api/contact?search=%25%25")).json().pagination.total).toBe(0);
  });

  it("caps limit at 1000 and tolerates odd paging values", async () => {
    expect((await get("/api/contact?limit=5000")).json().pagination.limit).toBe(1000);
    expect((await get("/api/contact?page=-3&limit=abc")).json().pagination).toMatchObject({ page: 1, limit: 20 });
    expect((await get("/api/contact?status=7")).statusCode).toBe(400);
  });

  it("computes the stats in the database", async () => {
    const { success, stats } = (await get("/api/contact/stats/overview")).json();
    expect(success).toBe(true);
    expect(stats).toEqual({
      total: 25,
      unread: 16,
      read: 9,
      thisWeek: 7,
      // every message a new lead, none with a next step
      stages: { new: 25, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 },
      overdue: 0,
    });
  });

  it("reads, marks read and unread, updates and deletes one message", async () => {
    const id = (await get("/api/contact?limit=1")).json().contacts[0].id;
    const one = (await get(`/api/contact/${id}`)).json();
    expect(one.contact.id).toBe(id);
    const unread = await fresh.app.inject({
      method: "PUT",
      url: `/api/contact/${id}/mark-unread`,
      headers: bearer(admin),
    });
    expect(unread.json()).toMatchObject({ success: true, contact: { id, status: 0, status_name: "Unread" } });
    const read = await fresh.app.inject({ method: "PUT", url: `/api/contact/${id}/mark-read`, headers: bearer(admin) });
    expect(read.json()).toMatchObject({ success: true, contact: { id, status: 1, status_name: "Read" } });
    const updated = await fresh.app.inject({
      method: "PUT",
      url: `/api/contact/${id}`,
      headers: bearer(admin),
      payload: { status: 0, phone_number: "028 3822 1234" },
    });
    expect(updated.json().contact).toMatchObject({ status: 0, phone_number: "028 3822 1234" });
    const bad = await fresh.app.inject({
      method: "PUT",
      url: `/api/contact/${id}`,
      headers: bearer(admin),
      payload: { status: 5, secret: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const deleted = await fresh.app.inject({ method: "DELETE", url: `/api/contact/${id}`, headers: bearer(admin) });
    expect(deleted.json()).toEqual({ success: true, message: "Contact deleted successfully" });
    expect((await get(`/api/contact/${id}`)).statusCode).toBe(404);
    expect(
      (await fresh.app.inject({ method: "PUT", url: `/api/contact/${id}/mark-read`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });

  it("marks every unread message read in one call", async () => {
    const response = await fresh.app.inject({
      method: "PUT",
      url: "/api/contact/mark-all-read",
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: "All messages marked as read." });
    expect(response.json().updated).toBeGreaterThan(10);
    expect((await get("/api/contact/stats/overview")).json().stats.unread).toBe(0);
  });
});
