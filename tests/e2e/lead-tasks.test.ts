import { randomBytes } from "node:crypto";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// a lead's tasks in the back office (issue 38, point 3), in both languages: Sales write a next
// step with its time on Vietnam's clock and its owner, see it listed, in the timeline and on the
// dashboard's "My day" (a link back to the lead), tick it done (and the timeline says so), and
// delete it; a time that has passed is refused on its field.

const baseURL = inject("baseURL");

const texts = {
  vi: {
    heading: "Công việc",
    choose: "Chọn",
    assign: "Giao cho",
    applyAssign: "Áp dụng: Giao cho",
    stage: "Chuyển giai đoạn",
    applyStage: "Áp dụng: Chuyển giai đoạn",
    quoted: "Đã báo giá",
    chosen: "Đã chọn 2 khách hàng tiềm năng",
    bulkDone: "Đã thay đổi 2 khách hàng tiềm năng.",
    owner: "Người phụ trách: Super Admin",
    myDay: "Việc của tôi",
    week: "7 ngày tới (1)",
    title: "Việc cần làm",
    due: "Đến hạn (giờ Việt Nam)",
    add: "Thêm công việc",
    added: "Đã thêm công việc.",
    dueInvalid: "Hãy nhập một ngày và giờ sắp tới, ví dụ 30/11/2026 09:00.",
    meta: /^.+ · đến hạn \d{2}\/\d{2}\/\d{4} 09:00$/,
    addedEvent: /thêm công việc “Gọi lại hẹn lịch khảo sát”, đến hạn \d{2}\/\d{2}\/\d{4} 09:00$/,
    done: "Đã xong: Gọi lại hẹn lịch khảo sát",
    doneEvent: /đánh dấu đã xong “Gọi lại hẹn lịch khảo sát”$/,
    remove: "Xóa công việc: Gọi lại hẹn lịch khảo sát",
    none: "Chưa có công việc nào.",
  },
  en: {
    heading: "Tasks",
    choose: "Choose",
    assign: "Assign to",
    applyAssign: "Apply: Assign to",
    stage: "Move to stage",
    applyStage: "Apply: Move to stage",
    quoted: "Quoted",
    chosen: "2 leads chosen",
    bulkDone: "2 leads changed.",
    owner: "Owner: Super Admin",
    myDay: "My day",
    week: "Next 7 days (1)",
    title: "What to do",
    due: "Due (Vietnam time)",
    add: "Add the task",
    added: "Task added.",
    dueInvalid: "Enter a day and time ahead, for example 30/11/2026 09:00.",
    meta: /^.+ · due \d{1,2} [A-Z][a-z]+ \d{4}, 09:00$/,
    addedEvent: /added the task “Gọi lại hẹn lịch khảo sát”, due \d{1,2} [A-Z][a-z]+ \d{4}, 09:00$/,
    done: "Done: Gọi lại hẹn lịch khảo sát",
    doneEvent: /marked “Gọi lại hẹn lịch khảo sát” done$/,
    remove: "Delete the task: Gọi lại hẹn lịch khảo sát",
    none: "No tasks yet.",
  },
} as const;

// tomorrow on Vietnam's clock, as the field takes it
function tomorrowInVietnam(): string {
  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(tomorrow.getUTCDate())}/${two(tomorrow.getUTCMonth() + 1)}/${tomorrow.getUTCFullYear()} 09:00`;
}

async function newLead(name: string): Promise<number> {
  const sent = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@nhamay.vn`,
      message: "Cần khảo sát và báo giá bảo trì trạm biến áp 22 kV.",
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const list = (await (await fetch(`${baseURL}/api/leads?search=${encodeURIComponent(name)}`, { headers })).json()) as {
    contacts: { id: number }[];
  };
  return list.contacts[0]?.id as number;
}

describe.each(["vi", "en"] as const)("a lead's tasks (admin in %s)", (language) => {
  const t = texts[language];

  it("are written with a time in Vietnam and an owner, ticked done and deleted, each in the timeline", async ({
    open,
  }) => {
    const id = await newLead(`Khach ${randomBytes(3).toString("hex")}`);
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, `/admin/contacts/${id}`);
    const section = page.getByRole("region", { name: t.heading, exact: true });
    await section.getByText(t.none).waitFor();

    // a time that has passed is refused on its field, and nothing is added
    await section.getByLabel(t.title).fill("Gọi lại hẹn lịch khảo sát");
    await section.getByLabel(t.due).fill("01/01/2020 09:00");
    await section.getByRole("button", { name: t.add }).click();
    await expect.poll(() => section.getByLabel(t.due).getAttribute("aria-invalid")).toBe("true");
    expect(await section.locator(`#lead-${id}-task-due-error`).textContent()).toBe(t.dueInvalid);

    await section.getByLabel(t.due).fill(tomorrowInVietnam());
    await section.getByRole("button", { name: t.add }).click();
    await toast(page, t.added);
    const item = section.getByRole("listitem").filter({ hasText: "Gọi lại hẹn lịch khảo sát" });
    expect(await item.locator("p").nth(1).textContent()).toMatch(t.meta);
    const timeline = page.locator(`[data-kind=task]`);
    await expect.poll(() => timeline.first().locator("p").first().textContent()).toMatch(t.addedEvent);

    // tomorrow's task is on the dashboard's "My day", a link to its lead
    await page.goto(`${baseURL}/admin`);
    const myDay = page.getByRole("region", { name: t.myDay });
    const week = myDay.getByRole("list", { name: t.week });
    await week.waitFor();
    const link = week.getByRole("link", { name: /Gọi lại hẹn lịch khảo sát/ });
    expect(await link.getAttribute("href")).toBe(`/admin/contacts/${id}`);
    await link.click();
    await section.getByRole("checkbox", { name: t.done }).waitFor();

    await section.getByRole("checkbox", { name: t.done }).check();
    await expect.poll(() => section.getByRole("checkbox", { name: t.done }).isChecked()).toBe(true);
    await expect.poll(() => timeline.nth(1).locator("p").first().textContent()).toMatch(t.doneEvent);

    await section.getByRole("button", { name: t.remove }).click();
    await section.getByText(t.none).waitFor();
    expect(errors).toEqual([]);
  });
});

describe.each(["vi", "en"] as const)("leads changed together (admin in %s)", (language) => {
  const t = texts[language];

  it("two chosen in the list are given to a staff member and moved to a stage in one action each", async ({ open }) => {
    const tag = randomBytes(3).toString("hex");
    await newLead(`Bulk ${tag} one`);
    await newLead(`Bulk ${tag} two`);
    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, `/admin/contacts?search=${tag}`);
    for (const which of ["one", "two"])
      await page.getByRole("checkbox", { name: `${t.choose} Bulk ${tag} ${which}` }).check();
    const bar = page.getByRole("region", { name: t.chosen });
    await bar.getByLabel(t.assign, { exact: true }).selectOption({ label: "Super Admin" });
    await bar.getByRole("button", { name: t.applyAssign }).click();
    await toast(page, t.bulkDone);
    // the list read again: both owned, the choice cleared
    await expect.poll(() => page.getByText(t.owner).count()).toBe(2);
    expect(await bar.count()).toBe(0);
    for (const which of ["one", "two"])
      await page.getByRole("checkbox", { name: `${t.choose} Bulk ${tag} ${which}` }).check();
    await bar.getByLabel(t.stage, { exact: true }).selectOption({ label: t.quoted });
    await bar.getByRole("button", { name: t.applyStage }).click();
    await toast(page, t.bulkDone);
    await expect
      .poll(() =>
        page
          .locator("li")
          .filter({ hasText: `Bulk ${tag}` })
          .filter({ hasText: t.quoted })
          .count(),
      )
      .toBe(2);
    expect(errors).toEqual([]);
  });
});
