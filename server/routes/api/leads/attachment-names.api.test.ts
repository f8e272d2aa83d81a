import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtp } from "../../../test-support/smtp.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// a quote file is offered to staff under a name that ends with what its bytes are (issue 34): a
// PDF sent as "BaoGia.bat" is downloaded as "BaoGia.pdf", wherever the name is shown — the
// lead's files, the download, the timeline, the e-mail to staff — and a file stored before (or by
// an older instance) under the visitor's name is offered the same way

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = appWithStaff(
  { seller: { role: 3 } },
  {
    env: {
      CONTACT_RATE_LIMIT_MAX: "1000",
      get SMTP_URL() {
        return smtp.url;
      },
      NOTIFY_EMAIL_TO: "sales@congty.vn",
    },
  },
);

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);

async function send(files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  const values = {
    name: "Phạm Văn Khánh",
    email: "khanh@cokhi-tayninh.vn",
    message: "Cần báo giá thí nghiệm định kỳ trạm biến áp 22/0,4 kV.",
    consent: "true",
    company: "Công ty TNHH Cơ khí Tây Ninh",
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files) form.append("attachments", new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(t.tokens.seller) });

describe(`a quote file's name (${testDialect})`, () => {
  it("is the name of what its bytes are, in the list, the download, the timeline and the e-mail", async () => {
    const sent = await send([
      { name: "BaoGia.bat", bytes: PDF },
      { name: "Ban-ve.pdf.hta", bytes: PDF },
      { name: "report.PDF", bytes: PDF },
    ]);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().contact.id as number;

    const lead = await get(`/api/leads/${id}`);
    const files = lead.json().contact.attachments as { id: number; name: string }[];
    expect(files.map((file) => file.name)).toEqual(["BaoGia.pdf", "Ban-ve.pdf", "report.PDF"]);

    const dispositions = [];
    for (const file of files) {
      const download = await get(`/api/leads/${id}/attachments/${file.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      dispositions.push(download.headers["content-disposition"]);
    }
    expect(dispositions).toEqual([
      `attachment; filename="BaoGia.pdf"; filename*=UTF-8''BaoGia.pdf`,
      `attachment; filename="Ban-ve.pdf"; filename*=UTF-8''Ban-ve.pdf`,
      `attachment; filename="report.PDF"; filename*=UTF-8''report.PDF`,
    ]);

    const timeline = await get(`/api/leads/${id}/timeline`);
    expect(timeline.json().events[0]).toMatchObject({ kind: "files", body: "BaoGia.pdf\nBan-ve.pdf\nreport.PDF" });

    // the e-mail to staff, as written to the outbox with the lead
    const emails = await t.db.selectFrom("email_outbox").select("body_text").execute();
    const notice = emails.find((email) => email.body_text.includes("BaoGia"));
    expect(notice?.body_text).toContain("3: BaoGia.pdf, Ban-ve.pdf, report.PDF");
    expect(notice?.body_text).not.toMatch(/\.bat|\.hta/);

    // and stored under that name: an older instance reading the row offers it too
    const stored = await t.db
      .selectFrom("contact_attachments")
      .select("name")
      .where("contact_id", "=", id)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.name)).toEqual(["BaoGia.pdf", "Ban-ve.pdf", "report.PDF"]);
  });

  it("is worked out when it is read, for files stored under the visitor's name", async () => {
    // as the previous release stored them (or a quote received before issue 34)
    const lead = await t.db
      .insertInto("contact_messages")
      .values({ customer_name: "Khách cũ", email: "cu@nhamay.vn", message: "Báo giá tủ điện, kèm bản vẽ." })
      .returning("id")
      .executeTakeFirstOrThrow();
    const file = await t.db
      .insertInto("contact_attachments")
      .values({ contact_id: lead.id, name: "Ban-ve.pdf.hta", type: "application/pdf", bytes: PDF.length, data: PDF })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("lead_events")
      .values({ contact_id: lead.id, kind: "files", user_id: null, body: "Ban-ve.pdf.hta", data: '{"to":"1"}' })
      .execute();

    const download = await get(`/api/leads/${lead.id}/attachments/${file.id}`);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Ban-ve.pdf"; filename*=UTF-8''Ban-ve.pdf`,
    );
    expect((await get(`/api/leads/${lead.id}`)).json().contact.attachments[0].name).toBe("Ban-ve.pdf");
    // the timeline knows only the names: no extension Windows acts on is left
    expect((await get(`/api/leads/${lead.id}/timeline`)).json().events[0].body).toBe("Ban-ve");
  });
});
