import { randomBytes, randomInt } from "node:crypto";
import { isValidTaxCode } from "../../contract/quote.ts";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// customers as companies in the back office (issue 38, point 1), in both languages: a request
// from a company's tax code makes the company; a second one that only names it alike is suggested
// in the lead's details and linked with one click; the company's page lists both leads and their
// people, takes a new contact person and new details, is found without accents, and an Admin
// merges another company into it.

const baseURL = inject("baseURL");

const texts = {
  vi: {
    section: "Công ty và người liên hệ",
    link: (name: string) => `Gắn với ${name}`,
    linked: "Đã gắn khách hàng tiềm năng với công ty.",
    people: "Người liên hệ của công ty",
    leads: "Khách hàng tiềm năng của công ty, mới nhất trước",
    addPerson: "Thêm người liên hệ",
    name: "Họ tên",
    position: "Chức vụ",
    save: "Lưu",
    personAdded: "Đã thêm người liên hệ.",
    edit: "Sửa thông tin",
    address: "Địa chỉ",
    saved: "Đã lưu công ty.",
    search: "Tìm công ty",
    merge: "Gộp vào công ty khác",
    mergeSearch: "Tìm công ty để gộp vào",
    merged: (name: string) => `Đã gộp vào công ty ${name}.`,
  },
  en: {
    section: "Company and contact person",
    link: (name: string) => `Link to ${name}`,
    linked: "The lead is linked to the company.",
    people: "The company's contact people",
    leads: "The company's leads, newest first",
    addPerson: "Add contact person",
    name: "Name",
    position: "Position",
    save: "Save",
    personAdded: "Contact person added.",
    edit: "Edit details",
    address: "Address",
    saved: "Company saved.",
    search: "Search companies",
    merge: "Merge into another company",
    mergeSearch: "Search for the company to merge into",
    merged: (name: string) => `Companies merged into ${name}.`,
  },
} as const;

// a tax code nobody has used: nine random digits and Vietnam's check digit
function newTaxCode(): string {
  for (;;) {
    const head = String(randomInt(100_000_000, 999_999_999));
    for (let last = 0; last < 10; last++) if (isValidTaxCode(`${head}${last}`)) return `${head}${last}`;
  }
}

async function enquiry(fields: Record<string, string>): Promise<number> {
  const sent = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "Cần báo giá thí nghiệm định kỳ trạm biến áp 22 kV.", consent: true, ...fields }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { contact: { id: number } }).contact.id;
}

describe.each(["vi", "en"] as const)("customer companies (admin in %s)", (language) => {
  const t = texts[language];

  it("link a request to its company, show the company's leads and people, and take a merge", async ({ open }) => {
    const tag = randomBytes(3).toString("hex");
    const company = `Công ty TNHH Cơ khí Đông Anh ${tag}`;
    await enquiry({
      name: "Nguyễn Văn Đức",
      email: `duc.${tag}@gmail.com`,
      company,
      tax_code: newTaxCode(),
      province: "Hà Nội",
    });
    // the same company, named another way, from a public address: only suggested
    const alike = await enquiry({
      name: `Trần Bình ${tag}`,
      email: `binh.${tag}@gmail.com`,
      company: `Cơ khí Đông Anh ${tag} JSC`,
    });

    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, `/admin/contacts/${alike}`);
    const section = page.getByRole("region", { name: t.section });
    await section.getByRole("button", { name: t.link(company) }).click();
    await toast(page, t.linked);
    await section.getByRole("link", { name: company }).click();
    await page.waitForURL(/\/admin\/companies\/\d+$/);
    const companyUrl = page.url();
    await page.getByRole("heading", { level: 1, name: company }).waitFor();
    const leads = page.getByRole("table", { name: t.leads });
    await expect.poll(() => leads.getByRole("row").count()).toBe(3);
    const people = page.getByRole("table", { name: t.people });
    await people.getByText(`Trần Bình ${tag}`).waitFor();
    await people.getByText("Nguyễn Văn Đức").waitFor();

    // a contact person of our own, and the company's address
    await page.getByRole("button", { name: t.addPerson }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.name).fill("Phạm Quang Huy");
    await dialog.getByLabel(t.position).fill(language === "vi" ? "Trưởng phòng kỹ thuật" : "Head of engineering");
    await dialog.getByRole("button", { name: t.save }).click();
    await toast(page, t.personAdded);
    await people.getByText("Phạm Quang Huy").waitFor();
    await page.getByRole("button", { name: t.edit }).click();
    await page.getByRole("dialog").getByLabel(t.address).fill("Khu công nghiệp Nguyên Khê, Đông Anh");
    await page.getByRole("dialog").getByRole("button", { name: t.save }).click();
    await toast(page, t.saved);
    await page.getByText("Khu công nghiệp Nguyên Khê, Đông Anh").waitFor();

    // found without accents on the Companies screen
    await page.goto(`${baseURL}/admin/companies`);
    await page.getByLabel(t.search).fill(`co khi dong anh ${tag}`);
    const found = page.getByRole("link", { name: new RegExp(company) });
    await found.waitFor();
    expect(new URL(companyUrl).pathname).toBe(await found.getAttribute("href"));

    // a duplicate made by hand, merged into it by an Admin
    const headers = { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" };
    const twin = `Đông Anh Cơ Khí ${tag} (bản trùng)`;
    const made = await fetch(`${baseURL}/api/companies`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: twin, industry: "Cơ khí" }),
    });
    expect(made.status).toBe(201);
    const twinId = ((await made.json()) as { company: { id: number } }).company.id;
    await page.goto(`${baseURL}/admin/companies/${twinId}`);
    await page.getByRole("button", { name: t.merge }).click();
    const merge = page.getByRole("dialog");
    await merge.getByLabel(t.mergeSearch).fill(`dong anh ${tag}`);
    await merge.getByRole("radio", { name: new RegExp(`^${company}`) }).check();
    await merge.getByRole("button", { name: new RegExp(company) }).click();
    await toast(page, t.merged(company));
    await page.waitForURL(companyUrl);
    await page.getByRole("heading", { level: 1, name: company }).waitFor();
    expect(await page.getByText("Cơ khí", { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
