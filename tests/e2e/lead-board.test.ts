import { randomBytes } from "node:crypto";
import { logIn } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// the board a sales manager runs the week on (issue 38, points 3 and 5), in both languages: each
// card shows its company, value, time at its stage and next task; each column its count and
// value; the closed stages folded to the end until opened; and the dashboard's "My day" lists the
// new leads nobody has opened yet.

const baseURL = inject("baseURL");

const texts = {
  vi: {
    quoted: "Đã báo giá",
    won: "Thành công",
    value: "1.250.000.000",
    total: "Tổng 1,25 tỷ ₫",
    next: /^Việc tiếp: Gửi báo giá sửa đổi · \d{2}\/\d{2}\/\d{4} 09:00$/,
    age: "Chuyển đến hôm nay",
    fold: "Thu gọn cột Thành công",
    myDay: "Việc của tôi",
    untouched: /^Khách hàng mới chưa ai mở \(\d+\)$/,
    reports: "Báo cáo",
    reportCaption: /^Khách hàng tiềm năng từ \d{2}\/\d{2}\/\d{4} đến \d{2}\/\d{2}\/\d{4}$/,
    downloadCsv: "Tải CSV",
    csvHeader: "Giai đoạn,Số khách hàng tiềm năng,Đã báo giá,",
  },
  en: {
    quoted: "Quoted",
    won: "Won",
    value: "1,250,000,000",
    total: "Total ₫1.25bn",
    next: /^Next: Gửi báo giá sửa đổi · \d{1,2} [A-Z][a-z]+ \d{4}, 09:00$/,
    age: "Moved here today",
    fold: "Fold the Won column",
    myDay: "My day",
    untouched: /^New leads nobody has opened \(\d+\)$/,
    reports: "Reports",
    reportCaption: /^Leads from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/,
    downloadCsv: "Download CSV",
    csvHeader: "Stage,Leads,Quoted,",
  },
} as const;

async function enquiry(name: string, company: string): Promise<number> {
  const sent = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@gmail.com`,
      company,
      message: "Cần báo giá cải tạo tủ điện hạ thế cho xưởng sản xuất.",
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { contact: { id: number } }).contact.id;
}

describe.each(["vi", "en"] as const)("the leads' board (admin in %s)", (language) => {
  const t = texts[language];

  it("cards say company, value, time at the stage and next task; columns their totals; closed ones fold", async ({
    open,
  }) => {
    const tag = randomBytes(3).toString("hex");
    const id = await enquiry(`Board ${tag}`, `Nhà máy Giấy ${tag}`);
    const headers = { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" };
    const changed = await fetch(`${baseURL}/api/leads/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ stage: "quoted", value_vnd: 1_250_000_000 }),
    });
    expect(changed.status).toBe(200);
    const me = (await (await fetch(`${baseURL}/api/auth/me`, { headers })).json()) as { user: { id: number } };
    const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
    const task = await fetch(`${baseURL}/api/leads/${id}/tasks`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: "Gửi báo giá sửa đổi",
        due_at: `${tomorrow}T09:00:00+07:00`,
        assignee_id: me.user.id,
      }),
    });
    expect(task.status).toBe(201);
    // a second one nobody opens: on "My day"
    await enquiry(`Untouched ${tag}`, `Xưởng Gỗ ${tag}`);

    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/contacts?view=board");
    await page.locator("#contact-search").fill(`Board ${tag}`);
    const quoted = page.getByRole("region", { name: new RegExp(`^${t.quoted}`) });
    const card = quoted.locator("li", { hasText: `Board ${tag}` });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Nhà máy Giấy ${tag}`);
    expect(await card.textContent()).toContain(t.value);
    expect(await card.textContent()).toContain(t.age);
    expect(await card.getByText(t.next).count()).toBe(1);
    await expect.poll(() => quoted.getByRole("heading").textContent()).toContain(t.total);

    // the closed stages are folded: a button each, opened and folded again
    const won = page.getByRole("button", { name: new RegExp(`^${t.won}`), expanded: false });
    await won.click();
    const fold = page.getByRole("button", { name: t.fold, expanded: true });
    await fold.waitFor();
    await fold.click();
    await won.waitFor();

    await page.goto(`${baseURL}/admin`);
    const myDay = page.getByRole("region", { name: t.myDay });
    const untouched = myDay.getByRole("list", { name: t.untouched });
    await untouched.waitFor();
    expect(await untouched.getByRole("link", { name: new RegExp(`Untouched ${tag}`) }).count()).toBe(1);

    // the pipeline report: by stage, the quoted lead's value among the open value, and its CSV
    await page.getByRole("navigation").getByRole("link", { name: t.reports }).click();
    const table = page.getByRole("table", { name: t.reportCaption });
    const quotedRow = table.getByRole("row", { name: new RegExp(`^${t.quoted}`) });
    await quotedRow.waitFor();
    expect(Number((await quotedRow.getByRole("cell").first().textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.downloadCsv }).click(),
    ]);
    const file = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(file).toString("utf8");
    expect(text.startsWith(`\uFEFF${t.csvHeader}`)).toBe(true);
    expect(text).toContain(`\r\n${t.quoted},`);
    expect(errors).toEqual([]);
  });
});
