import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialect } from "../../../test-support/test-app.ts";

// a real SMTP exchange: an SMTP server in this process receives what the site sends

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

// "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words of a header, decoded
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

// the text body, quoted-printable or base64, decoded
function body(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const content = rest.join("\n\n");
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(content, "base64").toString("utf8");
  const unwrapped = content.replace(/=\r?\n/g, "");
  const bytes = unwrapped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw);
  return decodeHeader((match?.[1] ?? "").replace(/\r?\n[ \t]/g, " "));
}

async function waitFor<T>(check: () => T | undefined, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`e-mail to staff about new contact messages (${testDialect})`, () => {
  it("is sent over SMTP after the message is stored, with the visitor as the reply address", async () => {
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL_TO: "sales@congty.vn, ops@congty.vn",
      NOTIFY_EMAIL_FROM: "Website <web@congty.vn>",
      PUBLIC_ORIGIN: "https://www.congty.vn",
    });
    const id = randomBytes(4).toString("hex");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Đặng Thu Hà",
        email: `ha.${id}@nhamay.vn`,
        phone: "0909 123 456",
        message: `Nhờ báo giá thí nghiệm máy biến áp 2.500 kVA, mã ${id}.`,
      },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select("id")
      .where("email", "=", `ha.${id}@nhamay.vn`)
      .execute();
    expect(stored).toHaveLength(1);

    const mail = await waitFor(() => received.find((item) => item.raw.includes(id)));
    expect(mail.from).toBe("web@congty.vn");
    expect(mail.to).toEqual(["sales@congty.vn", "ops@congty.vn"]);
    expect(header(mail.raw, "Subject")).toBe("Tin nhắn liên hệ mới / New contact message: Đặng Thu Hà");
    expect(header(mail.raw, "Reply-To")).toBe(`ha.${id}@nhamay.vn`);
    const text = body(mail.raw);
    expect(text).toContain("Họ tên / Name: Đặng Thu Hà");
    expect(text).toContain("Điện thoại / Phone: 0909 123 456");
    expect(text).toContain(`Nhờ báo giá thí nghiệm máy biến áp 2.500 kVA, mã ${id}.`);
    expect(text).toContain("https://www.congty.vn/admin/contacts");
    await t.close();
  });

  it("is not sent for a robot caught by the honeypot", async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL_TO: "sales@congty.vn" });
    const id = randomBytes(4).toString("hex");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Bot", email: `bot.${id}@x.vn`, message: `Hello there from ${id}`, website: "http://x" },
    });
    expect(response.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.some((item) => item.raw.includes(id))).toBe(false);
    await t.close();
  });

  it("never costs a message when the mail server is down", async () => {
    const t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", NOTIFY_EMAIL_TO: "sales@congty.vn" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Lý Văn Phúc", email: "phuc@nhamay.vn", message: "Cần kiểm tra hệ thống nối đất của xưởng." },
    });
    expect(response.statusCode).toBe(201);
    expect(
      await t.db.selectFrom("contact_messages").select("id").where("email", "=", "phuc@nhamay.vn").execute(),
    ).toHaveLength(1);
    await t.close();
  });
});
