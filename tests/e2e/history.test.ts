import { randomBytes } from "node:crypto";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// the history of news items and projects in the back office, in both languages: the versions of
// a record, the comparison with what it is now, and a restore that the list and the site follow

const baseURL = inject("baseURL");

async function call(method: string, path: string, body: object) {
  const answer = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer.json();
}

const texts = {
  vi: {
    history: "Lịch sử",
    compare: "So sánh với hiện tại",
    restore: "Khôi phục",
    restored: "Đã khôi phục phiên bản",
    titleField: "Tiêu đề (tiếng Anh)",
  },
  en: {
    history: "History",
    compare: "Compare with current",
    restore: "Restore",
    restored: "Version restored",
    titleField: "Title (English)",
  },
} as const;

describe.each(["vi", "en"] as const)("the history of a news item and a project (%s)", (language) => {
  const copy = texts[language];

  it("compares a news item's first version with the current one and restores it", async ({ open }) => {
    const id = randomBytes(3).toString("hex");
    const item = {
      title: `Switchgear handed over ${id}`,
      title_vi: `Bàn giao tủ trung thế ${id}`,
      summary: "The switchgear was tested and handed over.",
      summary_vi: "Tủ trung thế đã được thí nghiệm và bàn giao.",
      body: "A paragraph.",
      body_vi: "Một đoạn.",
      published_on: "2026-11-20",
      published: 1,
    };
    const created = (await call("POST", "/api/news", item)).news as { id: number; slug: string };
    await call("PUT", `/api/news/${created.id}`, { ...item, title: `Switchgear energised ${id}`, slug: created.slug });

    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/news");
    const name = language === "vi" ? item.title_vi : `Switchgear energised ${id}`;
    await page.getByRole("button", { name: `${copy.history}: ${name}` }).click();
    const dialog = page.getByRole("dialog");
    const versions = dialog.getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(2);
    // the oldest: the item as created; compared with now, the English title differs
    await versions.nth(1).getByRole("button", { name: copy.compare }).click();
    const row = dialog.getByRole("row", { name: copy.titleField });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Switchgear handed over ${id}`);
    expect(await row.textContent()).toContain(`Switchgear energised ${id}`);
    await versions.nth(1).getByRole("button", { name: copy.restore }).click();
    await page.getByRole("dialog").last().getByRole("button", { name: copy.restore }).click();
    await toast(page, copy.restored);
    const { page: site } = await open();
    await gotoHydrated(site, `${baseURL}/en/news/${created.slug}`);
    await site.getByRole("heading", { level: 1, name: `Switchgear handed over ${id}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it("restores a project's earlier title from its row", async ({ open }) => {
    const id = randomBytes(3).toString("hex");
    const project = {
      title: `Substation retrofit ${id}`,
      title_vi: `Cải tạo trạm biến áp ${id}`,
      location: "Long An",
      location_vi: "Long An",
      services_provided: "Installation",
      services_provided_vi: "Lắp đặt",
      status: 1,
      display_order: 0,
    };
    const created = (await call("POST", "/api/projects", project)).project as { id: number; slug: string };
    await call("PUT", `/api/projects/${created.id}`, {
      ...project,
      title_vi: `Cải tạo trạm biến áp 22 kV ${id}`,
      slug: created.slug,
    });

    const { page, errors } = await open({ adminLanguage: language });
    await logIn(page, undefined, undefined, "/admin/projects");
    await page.getByRole("searchbox").fill(id);
    const name = language === "vi" ? `Cải tạo trạm biến áp 22 kV ${id}` : project.title;
    await page.getByRole("button", { name: `${copy.history}: ${name}` }).click();
    const versions = page.getByRole("dialog").getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(2);
    await versions.nth(1).getByRole("button", { name: copy.restore }).click();
    await page.getByRole("dialog").last().getByRole("button", { name: copy.restore }).click();
    await toast(page, copy.restored);
    await page.getByText(`Cải tạo trạm biến áp ${id}`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
