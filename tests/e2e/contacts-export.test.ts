import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { logIn } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// staff export the messages they are looking at, and open the file

const baseURL = inject("baseURL");
async function send(name: string, email: string, message: string) {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, message, website: "", consent: true }),
  });
  expect(response.status).toBe(201);
}

describe("the contacts export", () => {
  it("downloads what the search selects as a CSV a spreadsheet opens", async ({ open }) => {
    const id = randomBytes(3).toString("hex");
    await send(`Phạm Quốc Việt ${id}`, `viet.${id}@example.vn`, `Cần kiểm tra hệ thống chống sét, mã ${id}, gấp`);
    await send(`=Lê Hoàng ${id}`, `hoang.${id}@example.vn`, `Bảo trì tủ điện định kỳ, mã ${id}`);
    await send("Someone else", "someone.else@example.vn", "A message that the search leaves out");

    const { page } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/contacts");
    await page.getByLabel("Tìm khách hàng tiềm năng").fill(id);
    // the list shows the two the search finds, and no longer the other one
    await expect.poll(() => page.getByText(`viet.${id}@example.vn`).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("someone.else@example.vn").count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Xuất CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^Mã,Họ và tên,E-mail,Số điện thoại,Nội dung,Trạng thái,Thời gian nhận \(giờ Việt Nam\),Trang đầu tiên,Trang dẫn đến,utm_source,utm_medium,utm_campaign,Ngôn ngữ,Giai đoạn,Người phụ trách,/,
    );
    expect(lines, lines.join("\n")).toHaveLength(3);
    expect(lines.join("\n")).toContain(
      `Phạm Quốc Việt ${id},viet.${id}@example.vn,,"Cần kiểm tra hệ thống chống sét, mã ${id}, gấp",Chưa đọc,`,
    );
    // a name that a spreadsheet would take for a formula stays text
    expect(lines.join("\n")).toContain(`'=Lê Hoàng ${id}`);
    expect(lines.join("\n")).not.toContain("Someone else");
  });
});
