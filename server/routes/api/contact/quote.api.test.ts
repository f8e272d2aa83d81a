import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { spooledFiles } from "../../../test-support/quote-upload.ts";
import { countRows } from "../../../test-support/rows.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// a request for a quote (issue 23): the contact form's fields, a company, its tax code, the
// province, the service, the voltage and the timeline, and up to five files as multipart parts,
// judged by their bytes; stored with the message, downloaded by staff only, deleted with it.
// Every refusal names its field, and nothing is stored.

const t = appWithStaff({ boss: { role: 2 }, seller: { role: 3 } }, { env: { CONTACT_RATE_LIMIT_MAX: "1000" } });

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);
const zipEntry = (name: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
    Buffer.from(name, "latin1"),
    Buffer.alloc(64),
  ]);
const XLSX = Buffer.concat([
  zipEntry("[Content_Types].xml"),
  zipEntry("xl/workbook.xml"),
  zipEntry("xl/worksheets/sheet1.xml"),
]);
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), Buffer.alloc(500)]);

let sequence = 0;
const fields = (extra: Record<string, string> = {}) => {
  sequence += 1;
  return {
    name: "Phạm Văn Khánh",
    email: `khanh${sequence}@cokhi-tayninh.vn`,
    phone: "0903 456 789",
    message: `Cần báo giá thí nghiệm định kỳ trạm biến áp 22/0,4 kV, yêu cầu ${sequence}.`,
    consent: "true",
    company: "Công ty TNHH Cơ khí Tây Ninh",
    tax_code: "0100109106",
    province: "Tây Ninh",
    service: "testing",
    voltage: "22 kV",
    timeline: "Quý 1/2027",
    ...extra,
  };
};

async function send(values: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const form = new FormData();
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
const count = () => countRows(t.db, "contact_messages");

// the files wait in a folder of their request's in the spool, $DATA_DIR/spool (services/spool.ts)
const spooled = () => spooledFiles(t.dataDir);

describe(`a request for a quote (${testDialect})`, () => {
  it("leaves no spooled file behind, stored or refused, and none in the system's temporary folder", async () => {
    const temporary = () => readdirSync(tmpdir()).filter((name) => name.startsWith("quote-"));
    const before = temporary();
    const stored = await send(fields(), [
      { name: "a.pdf", bytes: PDF },
      { name: "b.xlsx", bytes: XLSX },
    ]);
    expect(stored.statusCode).toBe(201);
    // removed before the answer went: nothing is left once the visitor has it
    expect(spooled()).toEqual([]);
    const refused = await send(fields(), [
      { name: "a.pdf", bytes: PDF },
      { name: "b.pdf", bytes: EXE },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(spooled()).toEqual([]);
    const tooLarge = await send(fields(), [
      { name: "c.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    await expect.poll(spooled).toEqual([]);
    expect(temporary()).toEqual(before);
    const id = stored.json().contact.id as number;
    await t.app.inject({ method: "DELETE", url: `/api/leads/${id}`, headers: bearer(t.tokens.boss) });
  });

  it("is stored with its fields and files; staff read it and download each file, as a download", async () => {
    const sent = await send(fields(), [
      { name: "Sơ đồ một sợi.pdf", bytes: PDF },
      { name: "C:\\Users\\khanh\\Bảng khối lượng.xlsx", bytes: XLSX },
    ]);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().contact.id as number;

    const read = await t.app.inject({ method: "GET", url: `/api/leads/${id}`, headers: bearer(t.tokens.seller) });
    expect(read.statusCode).toBe(200);
    const contact = read.json().contact;
    expect(contact).toMatchObject({
      company: "Công ty TNHH Cơ khí Tây Ninh",
      tax_code: "0100109106",
      province: "Tỉnh Tây Ninh",
      service: "testing",
      voltage: "22 kV",
      timeline: "Quý 1/2027",
      privacy_version: expect.any(String),
    });
    expect(contact.attachments).toEqual([
      { id: expect.any(Number), name: "Sơ đồ một sợi.pdf", type: "application/pdf", bytes: PDF.length },
      {
        id: expect.any(Number),
        name: "Bảng khối lượng.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        bytes: XLSX.length,
      },
    ]);

    // the files are in the lead's timeline, sent by the visitor (nobody on the staff)
    const timeline = await t.app.inject({
      method: "GET",
      url: `/api/leads/${id}/timeline`,
      headers: bearer(t.tokens.seller),
    });
    expect(timeline.json().events).toEqual([
      expect.objectContaining({
        kind: "files",
        user_id: null,
        body: "Sơ đồ một sợi.pdf\nBảng khối lượng.xlsx",
        to: "2",
      }),
    ]);

    const url = `/api/leads/${id}/attachments/${contact.attachments[0].id}`;
    const file = await t.app.inject({ method: "GET", url, headers: bearer(t.tokens.seller) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="So do mot soi.pdf"; filename*=UTF-8''${encodeURIComponent("Sơ đồ một sợi.pdf")}`,
    );
    // never to a visitor, never another message's
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const other = await send(fields());
    const elsewhere = `/api/leads/${other.json().contact.id}/attachments/${contact.attachments[0].id}`;
    expect((await t.app.inject({ method: "GET", url: elsewhere, headers: bearer(t.tokens.boss) })).statusCode).toBe(
      404,
    );

    // deleted with the lead
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/leads/${id}`, headers: bearer(t.tokens.boss) })).statusCode,
    ).toBe(200);
    const left = await t.db.selectFrom("contact_attachments").select("id").where("contact_id", "=", id).execute();
    expect(left).toEqual([]);
  });

  it("refuses, naming the field, and stores nothing: an executable named .pdf, a sixth file, an 11 MB file, a wrong tax code, an unknown province or service", async () => {
    const cases: [Record<string, string>, { name: string; bytes: Buffer }[], number, string][] = [
      [fields(), [{ name: "bao-gia.pdf", bytes: EXE }], 400, "attachments"],
      [fields(), Array.from({ length: 6 }, (_, n) => ({ name: `ban-ve-${n}.pdf`, bytes: PDF })), 400, "attachments"],
      [
        fields(),
        [{ name: "anh-tu-dien.pdf", bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) }],
        413,
        "attachments",
      ],
      [fields({ tax_code: "0100109107" }), [{ name: "a.pdf", bytes: PDF }], 400, "tax_code"],
      [fields({ province: "Bình Dương" }), [], 400, "province"],
      [fields({ service: "painting" }), [], 400, "service"],
    ];
    for (const [values, files, status, path] of cases) {
      const before = await count();
      const answer = await send(values, files);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(status);
      expect(answer.json().errors.map((error: { path: string }) => error.path)).toContain(path);
      expect(await count()).toBe(before);
    }
    expect(await t.db.selectFrom("contact_attachments").select("id").execute()).toEqual([]);
  });

  it("still takes the plain form as JSON, and as multipart without files", async () => {
    const {
      company: _,
      tax_code: __,
      province: ___,
      service: ____,
      voltage: _____,
      timeline: ______,
      ...plain
    } = fields();
    const json = await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...plain, consent: true } });
    expect(json.statusCode).toBe(201);
    const multipart = await send(fields({ company: "", tax_code: "", province: "", service: "" }));
    expect(multipart.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select(["company", "tax_code", "province", "service"])
      .where("id", "=", multipart.json().contact.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ company: null, tax_code: null, province: null, service: null });
  });
});
