import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { logIn, toast } from "./support/admin.ts";
import { gotoHydrated } from "./support/browser.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

const baseURL = inject("baseURL");
const unique = () => randomBytes(3).toString("hex");
const dialog = (page: Page) => page.getByRole("dialog");

async function sendContact(name: string, message: string) {
  const response = await fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-language": "en" },
    body: JSON.stringify({
      name,
      email: `${name.replace(/\W/g, "").toLowerCase()}@example.vn`,
      message,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
}

describe("every admin area speaks Vietnamese too", () => {
  it("shows each screen's title in Vietnamese", async ({ open }) => {
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page);
    const screens = [
      ["/admin", "Chào mừng trở lại, Super Admin!"],
      ["/admin/projects", "Quản lý dự án"],
      ["/admin/contacts", "Khách hàng tiềm năng"],
      ["/admin/users", "Người dùng"],
      ["/admin/management", "Quản lý danh mục"],
      ["/admin/audit", "Nhật ký hoạt động"],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(`${baseURL}${path}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
    }
    expect(errors).toEqual([]);
  });
});

describe("the dashboard", () => {
  it("shows real figures, working quick actions, the system status and recent activity", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page);
    // a staff action for the Recent activity tab, which names who did it
    const category = `Data centres ${unique()}`;
    const created = await fetch(`${baseURL}/api/management/business-categories`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: category, name_vi: "Trung tâm dữ liệu" }),
    });
    expect(created.status).toBe(201);
    await page.getByRole("heading", { level: 1, name: "Welcome back, Super Admin!" }).waitFor();
    const stats = await (
      await fetch(`${baseURL}/api/projects/stats`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
      })
    ).json();
    await page.getByText(`${stats.stats.active} active`, { exact: true }).first().waitFor();
    expect(await page.getByText(/^Today is /).textContent()).toMatch(/2026/);

    // system status, checked against /api/health when the tab opens
    await expect.poll(() => page.getByText("Online", { exact: true }).count()).toBe(3);
    // and the e-mail notifications, which this server has no SMTP server for (GET /api/health/mail)
    await expect
      .poll(() => page.getByRole("listitem").filter({ hasText: "Notification e-mail" }).textContent())
      .toContain("Not configured");
    await page.getByText("Set SMTP_URL and NOTIFY_EMAIL_TO to be e-mailed about new leads.").waitFor();
    // this server has no REDIS_URL: the shared limits' row says so
    await expect
      .poll(() => page.getByRole("listitem").filter({ hasText: "Shared limits (Redis)" }).textContent())
      .toContain("Not configured");

    await page.getByRole("button", { name: "Create new user" }).click();
    await dialog(page).getByRole("heading", { name: "Add new user" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.getByRole("tab", { name: "Recent activity" }).click();
    await expect
      .poll(() => page.getByRole("tabpanel").textContent())
      .toContain(`Super Admin created business category: ${category}`);

    await page.getByRole("tab", { name: "Overview" }).click();
    // the tab row is exactly as tall as its tabs: nothing to scroll (Firefox drew a scrollbar for 1 px)
    const overflow = await page
      .getByRole("tablist")
      .first()
      .evaluate((row) => row.scrollHeight - row.clientHeight);
    expect(overflow).toBe(0);
    await page.getByRole("link", { name: /Manage projects/ }).click();
    await page.waitForURL(`${baseURL}/admin/projects`);
  });
});

describe("projects", () => {
  it("creates a project with an image, shows it on the public site in both languages, edits, deactivates and deletes it", async ({
    open,
  }) => {
    const { page, errors } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/projects");
    await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    const id = unique();
    const title = `Solar rooftop ${id}`;
    const titleVi = `Điện mặt trời áp mái ${id}`;

    await page.getByRole("button", { name: "Add project" }).click();
    const form = dialog(page);
    await form.getByRole("heading", { name: "Add project" }).waitFor();
    // a file over 5 MB is refused before any upload
    await form.getByLabel("Project image").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await form.getByText("This file is larger than 5 MB. Please choose a smaller image.").waitFor();
    await form.getByLabel(/^Title \(English\)/).fill(title);
    await form.getByLabel(/^Title \(Vietnamese\)/).fill(titleVi);
    await form.getByLabel(/^Location \(English\)/).fill("Tay Ninh");
    await form.getByLabel(/^Location \(Vietnamese\)/).fill("Tây Ninh");
    await form.getByLabel(/^Services provided \(English\)/).fill("Design-and-build, Commissioning");
    await form.getByLabel(/^Services provided \(Vietnamese\)/).fill("Thiết kế và thi công, Nghiệm thu");
    await form.getByLabel(/^Display order/).fill("0");
    const png = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#1e40af" } })
      .png()
      .toBuffer();
    // another tab logged out meanwhile (the stored token is gone): the chosen image is not sent,
    // nothing typed is lost
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    await page.evaluate(() => window.localStorage.removeItem("token"));
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/upload")) uploads++;
    });
    const image = { name: "site.png", mimeType: "image/png", buffer: png };
    await form.getByLabel("Project image").setInputFiles(image);
    await form.getByText("You are not signed in. Please sign in again.").waitFor();
    expect(uploads).toBe(0);
    expect(await form.getByLabel(/^Title \(English\)/).inputValue()).toBe(title);
    await page.evaluate((value) => window.localStorage.setItem("token", value ?? ""), token);
    // chosen again, it is uploaded at once and shown
    await form.getByLabel("Project image").setInputFiles(image);
    await form.getByRole("img", { name: "Preview of the project image" }).waitFor();
    await form.getByRole("button", { name: "Create project" }).click();
    await toast(page, "Project created successfully");
    await page
      .getByRole("cell", { name: new RegExp(title) })
      .first()
      .waitFor();

    // on the public site at once, in both languages, with the uploaded image
    const en = await (await fetch(`${baseURL}/en/projects`)).text();
    expect(en).toContain(title);
    expect(en).toMatch(/src="\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp"/);
    expect(await (await fetch(`${baseURL}/projects`)).text()).toContain(titleVi);

    // edit
    await page.getByRole("button", { name: `Edit: ${title}` }).click();
    await form.getByLabel(/^Title \(English\)/).fill(`${title} (phase 2)`);
    await form.getByRole("button", { name: "Save" }).click();
    await toast(page, "Project updated successfully");
    expect(await (await fetch(`${baseURL}/en/projects`)).text()).toContain(`${title} (phase 2)`);

    // deactivate: gone from the public site
    await page.getByRole("button", { name: `Deactivate project ${title} (phase 2)` }).click();
    await toast(page, "Project deactivated successfully");
    expect(await (await fetch(`${baseURL}/en/projects`)).text()).not.toContain(title);

    // delete, after confirming
    await page.getByRole("button", { name: `Delete: ${title} (phase 2)` }).click();
    await dialog(page).getByText("Delete this project? This cannot be undone.").waitFor();
    await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, "Project deleted successfully");
    await expect.poll(() => page.getByRole("cell", { name: new RegExp(id) }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("searches, and pages through 10 projects at a time", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/projects");
    await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    await page.getByText(/^Showing 1–\d+ of \d+ projects$/).waitFor();
    // one demo project is in Khánh Hòa; the search ignores case and diacritics
    await page.getByLabel("Search projects").fill("khanh hoa");
    await expect.poll(() => page.getByText(/^Showing 1–1 of 1 project$/).count()).toBe(1);
  });
});

describe("contacts", () => {
  it("receives a message from the public form within one polling cycle: list, badge, bell, stats, beep and notification", async ({
    open,
  }) => {
    const { context, page } = await open({ adminLanguage: "en" });
    await context.addInitScript(() => {
      const record = window as unknown as { __beeps: unknown[]; __notifications: unknown[] };
      record.__beeps = [];
      record.__notifications = [];
      class FakeNotification {
        static permission = "granted";
        static requestPermission = async () => "granted";
        constructor(title: string, options?: { body?: string }) {
          record.__notifications.push({ title, body: options?.body });
        }
        close() {}
      }
      class FakeAudioContext {
        state = "running";
        currentTime = 0;
        destination = {};
        createOscillator() {
          const oscillator = {
            type: "",
            frequency: { value: 0 },
            connect() {},
            start() {},
            stop(at: number) {
              record.__beeps.push({ type: oscillator.type, frequency: oscillator.frequency.value, seconds: at });
            },
          };
          return oscillator;
        }
        createGain() {
          return { gain: { value: 0 }, connect() {} };
        }
        resume() {
          return Promise.resolve();
        }
        close() {
          return Promise.resolve();
        }
      }
      Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudioContext });
    });
    await page.clock.install();
    await logIn(page, undefined, undefined, "/admin/contacts");
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    const total = page.locator("text=Total leads").locator("..");
    await expect.poll(() => total.textContent()).toMatch(/\d/);
    const before = Number((await total.textContent())?.match(/\d+/)?.[0]);

    // a first poll records what is there, then a visitor writes
    await page.clock.runFor(30_000);
    const id = unique();
    const name = `Hoàng Minh ${id}`;
    // a visitor writes through the public contact form, in a browser of their own
    const { context: visitor, page: form } = await open();
    await gotoHydrated(form, `${baseURL}/contact`);
    await form.getByLabel(/^Họ và tên/).fill(name);
    await form.getByLabel(/^E-mail/).fill(`minh.${id}@example.vn`);
    await form.getByLabel(/^Nội dung/).fill(`Cần bảo trì tủ điện tổng gấp, mã ${id}.`);
    await form.getByLabel(/^Tôi đồng ý/).check();
    await form.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await form.getByRole("status").filter({ hasText: "Cảm ơn" }).waitFor();
    await visitor.close();
    await page.clock.runFor(30_000);

    const row = page.getByRole("button", { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain("New");
    expect(await row.textContent()).toContain("Just in");
    await expect.poll(() => page.getByRole("button", { name: /^Notifications: 1 new leads?$/ }).count()).toBe(1);
    await expect.poll(async () => Number((await total.textContent())?.match(/\d+/)?.[0])).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { __beeps: unknown[] }).__beeps)).toEqual([
      { type: "sine", frequency: 800, seconds: 0.5 },
    ]);
    expect(await page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications)).toEqual([
      { title: "Leads", body: "1 new lead" },
    ]);

    // the bell lists it, and "mark all as seen" empties the list
    await page.getByRole("button", { name: /^Notifications: 1/ }).click();
    await page.getByRole("button", { name: "Mark all as seen" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Notifications" }).count()).toBe(1);
  });

  it("searches, filters, opens, marks read and unread, loads more and deletes", async ({ open }) => {
    const id = unique();
    for (let i = 0; i < 22; i++) await sendContact(`Khách ${id} ${i}`, `Yêu cầu báo giá số ${i}, mã ${id}.`);
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/contacts");
    await page.getByLabel("Search leads").fill(id);
    await page.getByText(/^Showing 20 of 22 leads$/).waitFor();
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByText(/^Showing 22 of 22 leads$/).waitFor();

    await page.getByLabel("Search leads").fill(`${id} 7,`);
    await page.getByLabel("Search leads").fill(`số 7, mã ${id}`);
    await page.getByText(/^Showing 1 of 1 lead$/).waitFor();
    await page.getByRole("button", { name: new RegExp(`Khách ${id} 7`) }).click();
    const detail = dialog(page);
    await detail
      .getByRole("link", { name: `khch${id}7@example.vn` })
      .or(detail.getByRole("link", { name: /@example\.vn/ }))
      .first()
      .waitFor();
    expect(await detail.textContent()).toContain("not provided");
    await detail.getByRole("button", { name: "Mark as read" }).click();
    await toast(page, "Marked as read");
    await detail.getByRole("button", { name: "Mark as unread" }).click();
    await toast(page, "Marked as unread");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Read", exact: true }).click();
    await page
      .getByText(/^Showing 0 of 0 leads$|No leads match/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Unread", exact: true }).click();
    await page.getByText(/^Showing 1 of 1 lead$/).waitFor();

    await page.getByRole("button", { name: new RegExp(`Khách ${id} 7`) }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByText("Delete this lead? This cannot be undone.").waitFor();
    await dialog(page).getByRole("button", { name: "Delete lead" }).click();
    await toast(page, "Contact deleted successfully");
    await expect.poll(() => page.getByRole("button", { name: new RegExp(`Khách ${id} 7`) }).count()).toBe(0);

    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await toast(page, /marked as read/);
  });
});

describe("users", () => {
  it("adds a user who can log in, changes their password, and deletes them", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/users");
    await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    const login = `tech.${unique()}`;
    await page.getByRole("button", { name: "Add user" }).first().click();
    const form = dialog(page);
    await form.getByLabel(/^Username/).fill(login);
    await form.getByLabel(/^Full name/).fill("Kỹ thuật viên Nam");
    // a weak password: the server's reason next to the field as it is typed, and on sending
    await form.getByLabel(/^Password/).fill("password1234");
    const tooCommon =
      "This password is too common: it is on the lists of passwords that attackers try first. Choose another one.";
    await form.getByText(tooCommon).waitFor();
    await form.getByRole("button", { name: "Add user" }).click();
    await form.getByText(tooCommon).waitFor();
    expect(await form.getByLabel(/^Password/).getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel(/^Password/).fill("first-pass-123");
    await expect.poll(() => form.getByText(tooCommon).count()).toBe(0);
    await form.getByRole("button", { name: "Add user" }).click();
    await toast(page, "User added successfully");
    await page
      .getByRole("cell", { name: new RegExp(login) })
      .first()
      .waitFor();

    const second = await open({ adminLanguage: "en" });
    await logIn(second.page, login, "first-pass-123");
    expect(await second.page.getByTestId("admin-user-name").textContent()).toBe("Kỹ thuật viên Nam");
    await second.context.close();

    await page.getByRole("button", { name: "Change password for Kỹ thuật viên Nam" }).click();
    // their own login name in it: refused as the server would
    await form.getByLabel(/^New password/).fill(`${login}-2026`);
    await form
      .getByText("This password contains the username or the person's name. Choose one without them.")
      .waitFor();
    await form.getByLabel(/^New password/).fill("second-pass-456");
    await form.getByLabel(/^Confirm new password/).fill("second-pass-457");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Passwords do not match").first().waitFor();
    await form.getByLabel(/^Confirm new password/).fill("second-pass-456");
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed successfully");

    const third = await open({ adminLanguage: "en" });
    await logIn(third.page, login, "second-pass-456");
    await third.context.close();

    await page.getByRole("button", { name: "Delete Kỹ thuật viên Nam" }).click();
    await dialog(page).getByText("Delete the user Kỹ thuật viên Nam? This cannot be undone.").waitFor();
    await dialog(page).getByRole("button", { name: "Delete user" }).click();
    await toast(page, "User deleted successfully");
    await expect.poll(() => page.getByRole("cell", { name: new RegExp(login) }).count()).toBe(0);
    // the logged-in admin cannot delete themselves
    expect(await page.getByRole("button", { name: "Delete Super Admin" }).isDisabled()).toBe(true);
  });
});

describe("reference catalogues", () => {
  it("adds, edits and deletes an entry in each catalogue", async ({ open }) => {
    const { page, errors } = await open({ adminLanguage: "en" });
    await logIn(page, undefined, undefined, "/admin/management");
    await page.getByRole("heading", { level: 1, name: "Catalogue management" }).waitFor();
    const id = unique();
    const tabs = [
      ["Business categories", "Add business category", "Business category"],
      ["Tool categories", "Add tool category", "Tool category"],
      ["Tool manufacturers", "Add tool manufacturer", "Tool manufacturer"],
      ["Tools", "Add tool", "Tool"],
    ] as const;
    for (const [tab, add, noun] of tabs) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("button", { name: add }).click();
      const form = dialog(page);
      await form.getByRole("button", { name: "Save" }).click();
      await form.getByText("This field is required.").first().waitFor();
      const name = `${noun} ${id}`;
      await form.getByLabel(/^Name \(English\)/).fill(name);
      await form.getByLabel(/^Name \(Vietnamese\)/).fill(`Mục ${id}`);
      if (tab === "Tools") {
        await form.getByLabel(/^Tool category/).selectOption({ label: `Tool category ${id} v2` });
        await form.getByLabel(/^Tool manufacturer/).selectOption({ label: `Tool manufacturer ${id} v2` });
      }
      await form.getByRole("button", { name: "Save" }).click();
      await toast(page, `${noun} created successfully`);
      await page.getByRole("button", { name: `Edit: ${name}` }).click();
      await form.getByLabel(/^Name \(English\)/).fill(`${name} v2`);
      await form.getByRole("button", { name: "Save" }).click();
      await toast(page, `${noun} updated successfully`);
      await page.getByRole("button", { name: `Edit: ${name} v2` }).waitFor();
    }
    // a company still used by a tool cannot go
    await page.getByRole("tab", { name: "Tool manufacturers", exact: true }).click();
    await page.getByRole("button", { name: `Delete: Tool manufacturer ${id} v2` }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await toast(page, /still used by 1 tool/);

    for (const [tab, , noun] of [...tabs].reverse()) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("button", { name: `Delete: ${noun} ${id} v2` }).click();
      await dialog(page)
        .getByText(/^Delete this/)
        .waitFor();
      await dialog(page).getByRole("button", { name: "Delete" }).click();
      await toast(page, `${noun} deleted successfully`);
    }
    expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  });
});

describe("the admin session", () => {
  it("is needed for every admin page", async ({ open }) => {
    const { page } = await open({ adminLanguage: "en" });
    for (const path of ["/admin", "/admin/contacts", "/admin/management"]) {
      await gotoHydrated(page, `${baseURL}${path}`);
      await page.waitForURL(`${baseURL}/admin/login?redirect=${encodeURIComponent(path)}`);
    }
  });
});
