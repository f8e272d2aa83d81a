import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { logIn, toast } from "./support/admin.ts";
import { adminToken } from "./support/api.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

const baseURL = inject("baseURL");
const unique = () => randomBytes(3).toString("hex");
const entries = (page: Page) => page.locator("[data-audit-entry]");

async function api(method: string, path: string, body?: object) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      "x-language": "en",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

describe("the audit trail", () => {
  it("shows a Super Admin's own changes under their name, and filters them by type and person", async ({ open }) => {
    const id = unique();
    const title = `Audited switchboard ${id}`;
    const created = await api("POST", "/api/projects", {
      title,
      title_vi: `Tủ điện được ghi nhật ký ${id}`,
      location: "Thu Duc",
      location_vi: "Thủ Đức",
      services_provided: "Installation",
      services_provided_vi: "Lắp đặt",
    });
    expect(created.status).toBe(201);
    const sent = await fetch(`${baseURL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Khách ${id}`,
        email: `k${id}@example.vn`,
        message: `Xin báo giá, mã ${id}.`,
        consent: true,
      }),
    });
    expect(sent.status).toBe(201);
    const contactId = ((await sent.json()) as { contact: { id: number } }).contact.id;
    // the trail names a message by its number, never the visitor
    const contactMark = new RegExp(`#${contactId}(?!\\d)`);

    const { page, errors } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/projects");
    // edit the project through its form
    await page.getByLabel("Search projects").fill(id);
    await page.getByRole("button", { name: `Edit: ${title}` }).click();
    await page
      .getByRole("dialog")
      .getByLabel(/^Location \(English\)/)
      .fill("Dong Nai");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await toast(page, "Project updated successfully");

    // mark the visitor's message read
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Leads" }).click();
    await page.getByLabel("Search leads").fill(id);
    await page.getByRole("button", { name: new RegExp(`Khách ${id}`) }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mark as read" }).click();
    await toast(page, "Marked as read");
    await page.keyboard.press("Escape");

    // the trail, from the sidebar: newest first, with who, what and when
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Audit trail" }).click();
    await page.waitForURL(`${baseURL}/admin/audit`);
    await page.getByRole("heading", { level: 1, name: "Audit trail" }).waitFor();
    const contactRow = entries(page).filter({ hasText: contactMark }).first();
    await contactRow.waitFor();
    const contactText = await contactRow.textContent();
    expect(contactText).toContain("Super Admin");
    expect(contactText).toContain("Status changed");
    expect(contactText).toContain("Lead");
    expect(contactText).toContain("Status → Read");
    expect(contactText).not.toContain(`Khách ${id}`);
    // English dates read "25 November 2026, 09:49" (contract/vietnam-time.ts)
    expect(contactText).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}/);
    const projectRows = entries(page).filter({ hasText: title });
    const updated = await projectRows.filter({ hasText: "Updated" }).first().textContent();
    expect(updated).toContain("Super Admin");
    // the fields by their labels, not their columns
    expect(updated).toContain("Location (English)");
    expect(updated).not.toContain("location");
    expect(updated).not.toContain("Title (Vietnamese)");
    expect(await projectRows.filter({ hasText: "Created" }).count()).toBe(1);
    // the newest entry is the status change, made after the edit
    expect(await entries(page).first().textContent()).toMatch(contactMark);

    // filtered by type: only contact messages
    await page.getByLabel("Record type", { exact: true }).selectOption({ label: "Lead" });
    await page.waitForURL(/entity_type=contact/);
    await expect.poll(() => entries(page).filter({ hasText: title }).count()).toBe(0);
    const types = await entries(page).evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
    expect(types.length).toBeGreaterThan(0);
    for (const text of types) expect(text).toContain("Lead");

    // projects, by this person, updates only
    await page.getByLabel("Record type", { exact: true }).selectOption({ label: "Project" });
    await page.getByLabel("Person", { exact: true }).selectOption({ label: "Super Admin" });
    await page.getByLabel("Action", { exact: true }).selectOption({ label: "Updated" });
    await expect.poll(() => entries(page).filter({ hasText: title }).count()).toBe(1);
    await expect
      .poll(() => entries(page).evaluateAll((rows) => rows.every((row) => row.textContent?.includes("Updated"))))
      .toBe(true);
    // a reload keeps the filters (they live in the address)
    await page.reload();
    await entries(page).filter({ hasText: title }).first().waitFor();
    expect(await page.getByLabel("Record type", { exact: true }).inputValue()).toBe("project");

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => page.url()).toBe(`${baseURL}/admin/audit`);
    expect(errors).toEqual([]);
  });

  it("speaks Vietnamese, with dates as 22/11/2026 18:33", async ({ open }) => {
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/audit");
    await page.getByRole("heading", { level: 1, name: "Nhật ký hoạt động" }).waitFor();
    const first = entries(page).first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // the login just made, with its address
    const login = entries(page).filter({ hasText: "Đăng nhập" }).first();
    expect(await login.textContent()).toContain("127.0.0.1");
    await page.getByLabel("Loại đối tượng").selectOption({ label: "Người dùng" });
    await page.waitForURL(/entity_type=user/);
    expect(errors).toEqual([]);
  });

  it("is not shown to an Admin, and its API refuses them", async ({ open }) => {
    const login = `clerk.${unique()}`;
    const created = await api("POST", "/api/auth/register", {
      login_name: login,
      user_name: "Nhân viên Hòa",
      password: "clerk-pass-123",
      role: 1,
      status: 1,
    });
    expect(created.status).toBe(201);
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, login, "clerk-pass-123");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    await expect
      .poll(() => nav.getByRole("link").allTextContents())
      .toEqual([
        "Dashboard",
        "Projects",
        "Leads",
        "Companies",
        "Reports",
        "Users",
        "Management",
        "News",
        "Certificates",
        "Media library",
        "Pages",
        "Redirects",
        "Settings",
        "Security",
      ]);
    await page.goto(`${baseURL}/admin/audit`);
    await page.getByRole("heading", { level: 1, name: "Access denied" }).waitFor();
    expect(await entries(page).count()).toBe(0);
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    const refused = await fetch(`${baseURL}/api/audit`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
  });
});
