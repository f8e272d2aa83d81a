import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// customers as companies and people (issue 38, point 1): an enquiry is linked as it arrives (tax
// code, then mail domain, then the person's company; a name that reads like another company's is
// only suggested), staff keep companies and people, merge them with everything they hold, link a
// lead by hand (its timeline says so), and search all three without accents. Bad input is refused
// naming the field.

const t = appWithStaff(
  {
    boss: { role: 2, user_name: "Trần Quản Lý" },
    seller: { role: 3, user_name: "Lê Bán Hàng" },
  },
  { env: { CONTACT_RATE_LIMIT_MAX: "1000" } },
);

type Method = "GET" | "POST" | "PUT" | "DELETE";
const send = (method: Method, url: string, payload?: object, token = t.tokens.seller) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), "accept-language": "vi" },
    ...(payload ? { payload } : {}),
  });
// an enquiry through the public form's endpoint: its lead, as staff read it
async function enquiry(fields: Record<string, string>) {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { message: "Cần báo giá bảo trì trạm biến áp 22 kV.", consent: true, ...fields },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const lead = await send("GET", `/api/leads/${sent.json().contact.id}`);
  return lead.json().contact;
}

describe(`an enquiry finds its company and person (${testDialect})`, () => {
  it("by tax code, by mail domain, by the person's address or phone; a like-named company is only suggested", async () => {
    const first = await enquiry({
      name: "Nguyễn Văn Đức",
      email: "duc@detmayphutho.vn",
      phone: "0901 234 567",
      company: "Công ty TNHH Dệt May Phú Thọ",
      tax_code: "0100109106",
      province: "Phú Thọ",
    });
    expect(first).toMatchObject({ company_name: "Công ty TNHH Dệt May Phú Thọ", person_name: "Nguyễn Văn Đức" });
    const companyId = first.company_id;

    // the same tax code, another person
    const second = await enquiry({
      name: "Lê Thị Lan",
      email: "lan.le@gmail.com",
      company: "Dệt may Phú Thọ (xưởng 2)",
      tax_code: "0100109106",
    });
    expect(second.company_id).toBe(companyId);
    expect(second.person_id).not.toBe(first.person_id);

    // the company's mail domain, no company named
    const third = await enquiry({ name: "Phạm Hùng", email: "hung@DetMayPhuTho.vn" });
    expect(third.company_id).toBe(companyId);

    // the first person again, by phone in another form, from a public address: their company
    const again = await enquiry({ name: "Anh Đức", email: "ducnv.1980@yahoo.com", phone: "+84 901 234 567" });
    expect(again).toMatchObject({ person_id: first.person_id, company_id: companyId });

    // a name that reads like an existing company's, nothing else in common: a suggestion, no link
    const like = await enquiry({ name: "Trần Bình", email: "binh@outlook.com", company: "Dệt may Phú Thọ Co., Ltd" });
    expect(like.company_id).toBeNull();
    expect(like.company_suggestions).toEqual([
      { id: companyId, name: "Công ty TNHH Dệt May Phú Thọ", tax_code: "0100109106", province: "Tỉnh Phú Thọ" },
    ]);
    // a private customer: a person, no company
    const privateCustomer = await enquiry({ name: "Võ Minh", email: "minh.vo@gmail.com" });
    expect(privateCustomer).toMatchObject({ company_id: null, person_name: "Võ Minh" });

    // staff confirm the suggestion: the lead's timeline says so, with both names
    const linked = await send("PUT", `/api/leads/${like.id}`, { company_id: companyId });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().contact.company_name).toBe("Công ty TNHH Dệt May Phú Thọ");
    const timeline = (await send("GET", `/api/leads/${like.id}/timeline`)).json().events;
    expect(timeline.at(-1)).toMatchObject({
      kind: "field",
      field: "company_id",
      from: null,
      to: "Công ty TNHH Dệt May Phú Thọ",
      user_name: "Lê Bán Hàng",
    });
    const missing = await send("PUT", `/api/leads/${like.id}`, { company_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: "company_id" })]);

    // the company's page: its people, its leads newest first, its timeline
    const page = await send("GET", `/api/companies/${companyId}`);
    expect(page.statusCode, page.body).toBe(200);
    const company = page.json().company;
    expect(company).toMatchObject({
      name: "Công ty TNHH Dệt May Phú Thọ",
      tax_code: "0100109106",
      province: "Tỉnh Phú Thọ",
      email_domain: "detmayphutho.vn",
      lead_count: 5,
      people_count: 4,
    });
    expect(company.leads.map((lead: { id: number }) => lead.id)).toEqual([
      like.id,
      again.id,
      third.id,
      second.id,
      first.id,
    ]);
    expect(company.people.map((person: { name: string }) => person.name).sort()).toEqual(
      ["Lê Thị Lan", "Nguyễn Văn Đức", "Phạm Hùng", "Trần Bình"].sort(),
    );
    const events = (await send("GET", `/api/companies/${companyId}/timeline`)).json().events;
    expect(events[0]).toMatchObject({ contact_id: like.id, kind: "field", lead_name: "Trần Bình" });
  });
});

describe(`companies and people kept by staff (${testDialect})`, () => {
  it("are added, changed and refused with a message naming the field", async () => {
    const created = await send("POST", "/api/companies", {
      name: "Công ty Cổ phần Thép Hòa Phát Dung Quất",
      tax_code: "0303336545",
      province: "quang ngai",
      email_domain: "@HoaPhat.com.vn",
      website: "https://hoaphat.com.vn",
      industry: "Thép",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: "Đã thêm công ty.",
      company: {
        province: "Tỉnh Quảng Ngãi",
        email_domain: "hoaphat.com.vn",
        people: [],
        leads: [],
        open_value_vnd: 0,
      },
    });
    const id = created.json().company.id;

    const refusals: [object, string, string, number][] = [
      [{ name: "A", tax_code: "0100109107" }, "tax_code", "mã số thuế", 400],
      [{ name: "B", tax_code: "0303336545" }, "tax_code", "Thép Hòa Phát", 409],
      [{ name: "C", email_domain: "gmail.com" }, "email_domain", "gmail.com", 400],
      [{ name: "" }, "name", "", 400],
      [{ name: "D", province: "Gotham" }, "province", "", 400],
      [{ name: "E", website: "not a site" }, "website", "website", 400],
      [{ name: "F", colour: "red" }, "", "", 400],
    ];
    for (const [body, path, words, status] of refusals) {
      const refused = await send("POST", "/api/companies", body);
      expect(refused.statusCode, `${JSON.stringify(body)}: ${refused.body}`).toBe(status);
      expect(refused.json().errors?.[0]?.path ?? refused.json().errors).toBe(path);
      if (words) expect(refused.json().message).toContain(words);
    }
    expect((await send("GET", "/api/companies?search=nope")).json().pagination.total).toBe(0);

    const changed = await send("PUT", `/api/companies/${id}`, { address: "KKT Dung Quất", notes: "Khách hàng lớn" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().company).toMatchObject({ address: "KKT Dung Quất", tax_code: "0303336545" });
    expect((await send("PUT", "/api/companies/999999", { name: "X" })).statusCode).toBe(404);

    const person = await send("POST", "/api/people", {
      name: "Đỗ Quang Vinh",
      position: "Trưởng phòng cơ điện",
      email: "Vinh.Do@HoaPhat.com.vn",
      phone: "0912 345 678",
      company_id: id,
    });
    expect(person.statusCode, person.body).toBe(201);
    expect(person.json().person).toMatchObject({
      email: "vinh.do@hoaphat.com.vn",
      company_name: "Công ty Cổ phần Thép Hòa Phát Dung Quất",
    });
    const noCompany = await send("POST", "/api/people", { name: "X", company_id: 999_999 });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors[0].path).toBe("company_id");

    // an enquiry from the person's address joins the person and the company
    const lead = await enquiry({ name: "Vinh", email: "vinh.do@hoaphat.com.vn" });
    expect(lead).toMatchObject({ person_id: person.json().person.id, company_id: id });
  });

  it("are found without accents by name, tax code, e-mail and phone, with the leads", async () => {
    await send("POST", "/api/companies", { name: "Nhà máy Xi măng Bỉm Sơn", tax_code: "2800232620" });
    await enquiry({ name: "Hoàng Thị Ngọc Ánh", email: "anh.hoang@bimson.vn", phone: "0987 654 321" });
    const search = async (q: string) => {
      const answer = await send("GET", `/api/search?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect((await search("xi mang bim son")).companies.map((c: { name: string }) => c.name)).toEqual([
      "Nhà máy Xi măng Bỉm Sơn",
    ]);
    expect((await search("2800232620")).companies).toHaveLength(1);
    const byName = await search("ngoc anh");
    expect(byName.people.map((p: { name: string }) => p.name)).toEqual(["Hoàng Thị Ngọc Ánh"]);
    expect(byName.leads.map((l: { customer_name: string }) => l.customer_name)).toEqual(["Hoàng Thị Ngọc Ánh"]);
    expect((await search("ANH.HOANG@BIMSON")).people).toHaveLength(1);
    expect((await search("0987654321")).people).toHaveLength(1);
    const list = await send("GET", "/api/companies?search=BIM%20SON&limit=5");
    expect(list.json()).toMatchObject({ pagination: { total: 1, limit: 5, page: 1, hasMore: false } });
    for (const q of ["a", "x".repeat(101)]) {
      const refused = await send("GET", `/api/search?q=${q}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe("querystring.q");
    }
  });

  it("are merged with everything they hold (Admins), never into themselves", async () => {
    const a = (await send("POST", "/api/companies", { name: "Điện lực Bắc Ninh", industry: "Điện lực" })).json().company
      .id;
    const b = (
      await send("POST", "/api/companies", { name: "Công ty Điện lực Bắc Ninh", tax_code: "2300105790" })
    ).json().company.id;
    const lead = await enquiry({ name: "Ngô Tuấn", email: "tuan@gmail.com", phone: "0977 111 222" });
    await send("PUT", `/api/leads/${lead.id}`, { company_id: a });
    const twin = await send("POST", "/api/people", { name: "Ngô Văn Tuấn", position: "Kỹ sư", company_id: a });

    // Sales may not merge or delete
    expect((await send("POST", `/api/companies/${a}/merge`, { into: b })).statusCode).toBe(403);
    expect((await send("DELETE", `/api/companies/${a}`)).statusCode).toBe(403);
    const self = await send("POST", `/api/companies/${a}/merge`, { into: a }, t.tokens.boss);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0].path).toBe("into");
    const nowhere = await send("POST", `/api/companies/${a}/merge`, { into: 999_999 }, t.tokens.boss);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors[0].path).toBe("into");

    const merged = await send("POST", `/api/companies/${a}/merge`, { into: b }, t.tokens.boss);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      message: "Đã gộp vào công ty Công ty Điện lực Bắc Ninh.",
      company: { id: b, industry: "Điện lực", tax_code: "2300105790", lead_count: 1, people_count: 2 },
    });
    expect((await send("GET", `/api/companies/${a}`)).statusCode).toBe(404);
    const events = (await send("GET", `/api/leads/${lead.id}/timeline`)).json().events;
    expect(events.at(-1)).toMatchObject({
      field: "company_id",
      from: "Điện lực Bắc Ninh",
      to: "Công ty Điện lực Bắc Ninh",
      user_name: "Trần Quản Lý",
    });

    // two records of one person: the lead follows, the missing details are taken
    const person = await send(
      "POST",
      `/api/people/${lead.person_id}/merge`,
      { into: twin.json().person.id },
      t.tokens.boss,
    );
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json().person).toMatchObject({
      name: "Ngô Văn Tuấn",
      phone: "0977 111 222",
      email: "tuan@gmail.com",
    });
    expect(person.json().person.leads.map((l: { id: number }) => l.id)).toEqual([lead.id]);
    expect((await send("GET", `/api/leads/${lead.id}`)).json().contact.person_name).toBe("Ngô Văn Tuấn");

    // deleting a company keeps its leads, without a company
    expect((await send("DELETE", `/api/companies/${b}`, undefined, t.tokens.boss)).statusCode).toBe(200);
    expect((await send("GET", `/api/leads/${lead.id}`)).json().contact.company_id).toBeNull();
  });
});
