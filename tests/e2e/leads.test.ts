import { randomBytes } from "node:crypto";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// a visitor's message as a lead in the back office (issue 23, part 1): staff set its stage, owner,
// next step and value on the message, see them in the list, filter the list by stage, owner and
// overdue, and find it counted on the dashboard; a value that is not a whole number is refused on
// its field. In both languages, in a browser set to New York's time: every time staff read is
// Vietnam's (issue 35).

const baseURL = inject("baseURL");

const texts = {
  vi: {
    stage: "Giai đoạn",
    quoted: "Đã báo giá",
    owner: "Người phụ trách",
    next: "Ngày xử lý tiếp",
    notADay: "Ngày không hợp lệ. Nhập theo dạng ngày/tháng/năm, ví dụ 28/11/2026.",
    value: "Giá trị ước tính (VND)",
    save: "Lưu",
    saved: "Đã cập nhật khách hàng tiềm năng",
    overdue: "Quá hạn",
    overdueOnly: "Chỉ việc quá hạn",
    valueError: "Hãy nhập giá trị ước tính bằng VND, là số nguyên từ 0 trở lên.",
    close: "Đóng",
    formatted: "1.250.000.000",
    valueChanged: "Super Admin đổi giá trị ước tính: — → 1.250.000.000 ₫",
    dashboard: "Bảng điều khiển",
    openLeads: "Khách hàng tiềm năng đang mở",
    overdueStat: "Quá hạn xử lý",
    board: "Bảng theo giai đoạn",
    newStage: "Mới",
    won: "Thành công",
    moveLabel: "Chuyển giai đoạn của",
    moved: "Đã chuyển",
  },
  en: {
    stage: "Stage",
    quoted: "Quoted",
    owner: "Owner",
    next: "Next step on",
    notADay: "Not a date. Write it as day/month/year, e.g. 28/11/2026.",
    value: "Estimated value (VND)",
    save: "Save",
    saved: "Lead updated",
    overdue: "Overdue",
    overdueOnly: "Overdue only",
    valueError: "Enter the estimated value in VND as a whole number, 0 or more.",
    close: "Close",
    formatted: "1,250,000,000",
    valueChanged: "Super Admin changed the estimated value: — → 1,250,000,000 ₫",
    dashboard: "Dashboard",
    openLeads: "Open leads",
    overdueStat: "Overdue",
    board: "Board by stage",
    newStage: "New",
    won: "Won",
    moveLabel: "Move",
    moved: "moved to",
  },
} as const;

async function sendMessage(name: string) {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@nhamay.vn`,
      message: "Cần báo giá lắp đặt tủ trung thế 24 kV cho nhà máy mới ở Bình Dương.",
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
}

// a moment as a clock in Vietnam (UTC+7 all year) shows it, worked out here rather than by the
// app's own function: 28/11/2026 10:25 · 28 November 2026, 10:25
function vietnamClock(iso: string, language: "vi" | "en") {
  const shifted = new Date(Date.parse(iso) + 7 * 3_600_000);
  const two = (value: number) => String(value).padStart(2, "0");
  const time = `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
  if (language === "vi") {
    return `${two(shifted.getUTCDate())}/${two(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${time}`;
  }
  const month = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(shifted);
  return `${shifted.getUTCDate()} ${month} ${shifted.getUTCFullYear()}, ${time}`;
}

// the message as the API and the CSV export hold it: its timestamp and its "Received" cell
async function storedTimes(name: string) {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const query = `search=${encodeURIComponent(name)}`;
  const list = (await (await fetch(`${baseURL}/api/contact?${query}`, { headers })).json()) as {
    contacts: { created_at: string }[];
  };
  const csv = await (await fetch(`${baseURL}/api/contact/export.csv?${query}&lang=en`, { headers })).text();
  const row = csv.split("\r\n").find((line) => line.includes(name)) ?? "";
  return { createdAt: list.contacts[0]?.created_at ?? "", csvTime: row.match(/\d\d\/\d\d\/\d{4} \d\d:\d\d/)?.[0] };
}

describe.each(["vi", "en"] as const)("a message as a lead (admin in %s)", (language) => {
  const t = texts[language];

  it("gets a stage, an owner, a next step and a value, and the list filters by them", async ({ open }) => {
    const name = `Khach ${randomBytes(3).toString("hex")}`;
    await sendMessage(name);
    // a staff member abroad: the browser runs on New York's clock, 12 hours behind Vietnam's
    const { page, errors } = await open({
      adminLanguage: language,
      contextOptions: { timezoneId: "America/New_York" },
    });
    await logIn(page, undefined, undefined, "/admin/contacts");
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
    await page.locator("#contact-search").fill(name);
    const row = page.getByRole("button", { name: new RegExp(name) });
    await row.waitFor();

    // one clock: the list and the lead's timeline read the API's timestamp in Vietnam's time, as
    // the CSV export does, not in the browser's
    const { createdAt, csvTime } = await storedTimes(name);
    expect(csvTime).toBe(vietnamClock(createdAt, "vi"));
    expect(await row.locator(`time[datetime="${createdAt}"]`).textContent()).toBe(vietnamClock(createdAt, language));
    await row.click();
    const dialog = page.getByRole("dialog");
    // the open lead has its own address (the one the notification e-mails link to)
    await page.waitForURL(/\/admin\/contacts\/\d+$/);
    // its details' "Received" and its timeline's first entry
    const received = dialog.locator(`time[datetime="${createdAt}"]`);
    await expect.poll(() => received.count()).toBe(2);
    expect(await received.allTextContents()).toEqual([
      vietnamClock(createdAt, language),
      vietnamClock(createdAt, language),
    ]);

    // a value with letters is refused on its field, and nothing is saved
    await dialog.getByLabel(t.value, { exact: true }).fill("12 tỷ");
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await dialog.getByText(t.valueError).waitFor();
    expect(await dialog.getByLabel(t.value, { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await dialog.getByLabel(t.stage, { exact: true }).selectOption({ label: t.quoted });
    await dialog.getByLabel(t.owner, { exact: true }).selectOption({ label: "Super Admin" });
    // yesterday in Vietnam: the next step is overdue (typed as dd/mm/yyyy, the field's form in
    // both languages)
    // a day that does not exist is named in the admin's language, not the browser's
    const next = dialog.getByLabel(t.next, { exact: true });
    await next.fill("31/02/2026");
    await next.blur();
    await dialog.getByText(t.notADay).waitFor();
    expect(await next.getAttribute("aria-invalid")).toBe("true");
    const [year, month, day] = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10).split("-");
    await next.fill(`${day}/${month}/${year}`);
    // thousands grouped as the admin's language writes them
    await dialog.getByLabel(t.value, { exact: true }).fill(t.formatted);
    await dialog.getByText(t.formatted).waitFor();
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await toast(page, t.saved);
    await dialog.getByText(t.overdue, { exact: true }).waitFor();
    // the timeline says what changed, before and after (issue 38)
    await dialog.locator("[data-kind=field]").getByText(t.valueChanged).waitFor();
    await dialog.getByRole("button", { name: t.close }).first().click();
    await page.waitForURL(/\/admin\/contacts$/);

    // the list shows the stage, the owner and that it is overdue
    await expect.poll(() => row.textContent()).toContain(t.quoted);
    expect(await row.textContent()).toContain("Super Admin");
    expect(await row.textContent()).toContain(t.overdue);

    // the filters: stage and overdue find it, another stage does not
    await page.getByLabel(t.stage, { exact: true }).selectOption("won");
    await expect.poll(() => row.count()).toBe(0);
    await page.getByLabel(t.stage, { exact: true }).selectOption("quoted");
    await page.getByLabel(t.overdueOnly).check();
    await row.waitFor();
    await page.getByLabel(t.owner, { exact: true }).selectOption("none");
    await expect.poll(() => row.count()).toBe(0);

    // the dashboard counts the open leads by stage and the overdue ones
    await page.getByRole("link", { name: t.dashboard }).first().click();
    const leads = page.getByRole("region", { name: t.openLeads });
    const figure = (label: string) =>
      leads.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd").textContent();
    await expect.poll(async () => Number((await figure(t.quoted))?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    expect(Number((await figure(t.overdueStat))?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it("moves on the board: dragged to another stage's column, and from the keyboard with the card's stage", async ({
    open,
  }) => {
    const name = `Bang ${randomBytes(3).toString("hex")}`;
    await sendMessage(name);
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/contacts");
    await page.getByRole("button", { name: t.board }).click();
    await page.waitForURL(/view=board/);
    await page.locator("#contact-search").fill(name);
    const column = (label: string) => page.getByRole("region", { name: new RegExp(`^${label}`) });
    const card = (label: string) => column(label).locator("li", { hasText: name });
    // the search has been applied in every column: the card is alone on the board (nothing moves
    // under the drag; its own column may hold only it before the search, the others not)
    await expect.poll(() => page.locator("section[data-stage] li").count()).toBe(1);
    await card(t.newStage).waitFor();

    // dragged onto the Quoted column, brought into view first: the board scrolls sideways, and
    // once in CI the card was moved (its toast shown) yet never reached Quoted, as if dropped on
    // another column. The toast now names the stage it was moved to.
    await column(t.quoted).scrollIntoViewIfNeeded();
    // held by the card's own edge (its middle may be the stage select or the name's button)
    // (once more when the first drag did not take: under the CI lanes' load a synthetic drag was
    // lost before its drop, no toast and the card still in New; the keyboard's way follows)
    const moved = page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`${t.moved}.*${t.quoted}`) });
    for (let attempt = 0; attempt < 2; attempt++) {
      if ((await card(t.newStage).count()) === 0) break;
      await card(t.newStage).dragTo(column(t.quoted), { sourcePosition: { x: 6, y: 6 } });
      if (
        await moved
          .first()
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          )
      )
        break;
    }
    await toast(page, new RegExp(`${t.moved}.*${t.quoted}`));
    await card(t.quoted).waitFor();
    await expect.poll(() => card(t.newStage).count()).toBe(0);

    // from the keyboard: the card's stage select, focused and changed with the arrow keys
    const select = card(t.quoted).getByLabel(new RegExp(`${t.moveLabel}.*${name}`));
    await select.focus();
    await select.selectOption({ label: t.won });
    await card(t.won).waitFor();
    await expect.poll(() => card(t.quoted).count()).toBe(0);

    // a reload keeps the board
    await page.reload();
    await page.getByRole("button", { name: t.board, pressed: true }).waitFor();

    // the lead's own address, as the notification e-mails give it, opens the board with the lead
    // open; closing it goes back to the screen's address
    await page.locator("#contact-search").fill(name);
    await card(t.won)
      .getByRole("button", { name: new RegExp(name) })
      .click();
    await page.waitForURL(/\/admin\/contacts\/\d+\?view=board$/);
    const address = page.url();
    await page.getByRole("dialog").getByRole("button", { name: t.close }).first().click();
    await page.waitForURL(/\/admin\/contacts\?view=board$/);
    await page.goto(address);
    await page.getByRole("dialog").getByText(name).first().waitFor();
    await page.getByRole("button", { name: t.board, pressed: true }).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: t.close }).first().click();
    await page.waitForURL(/\/admin\/contacts\?view=board$/);
    expect(errors).toEqual([]);
  });
});
