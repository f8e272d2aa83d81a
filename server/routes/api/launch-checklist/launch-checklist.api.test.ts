import { utimesSync } from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCompanySettings } from "../../../../contract/company.ts";
import { LAUNCH_CHECKLIST_KEYS } from "../../../../contract/launch-checklist.ts";
import { PAGE_KEYS } from "../../../../contract/pages/index.ts";
import { seed } from "../../../db/seed.ts";
import { cliEnv, runCli } from "../../../test-support/cli.ts";
import { startSmtpServer } from "../../../test-support/smtp.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// GET /api/launch-checklist on a new installation (its demo content loaded by the first start's
// seed), then each item fixed through the API that staff use, one at a time: only that item turns
// done. The backup is the real npm run db:backup, hence a PostgreSQL database of the test's own
// (the scripts know DATABASE_URL only)

const t = appWithStaff(
  { chief: { role: 2, user_name: "Giám đốc" }, clerk: { role: 1 }, seller: { role: 3 } },
  { options: { ownDatabase: true } },
);

type Item = { key: string; done: boolean; link: string | null };
const call = (token: string, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ok = async (token: string, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) => {
  const answer = await call(token, method, url, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
  return answer.json();
};
const checklist = async (token = t.tokens.clerk): Promise<Item[]> =>
  (await ok(token, "GET", "/api/launch-checklist")).items;
const notDone = async () =>
  (await checklist())
    .filter((item) => !item.done)
    .map((item) => item.key)
    .sort();
const remaining = new Set<string>(LAUNCH_CHECKLIST_KEYS);
// fixing one item turns that item done, and no other
const fixed = async (key: string) => {
  remaining.delete(key);
  expect(await notDone()).toEqual([...remaining].sort());
};

// a page's document with one of its texts changed (the first title outside its search fields)
function edited(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document);
  const change = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(change);
    if (node === null || typeof node !== "object") return false;
    const record = node as Record<string, unknown>;
    for (const [name, value] of Object.entries(record)) {
      if (name === "meta") continue;
      if (typeof value === "string" && /title|heading|label/i.test(name) && value.length > 3) {
        record[name] = `${value.slice(0, -1)}…`;
        return true;
      }
      if (change(value)) return true;
    }
    return false;
  };
  for (const language of ["vi", "en"]) expect(change(copy[language]), language).toBe(true);
  return copy;
}
const editAndPublish = async (key: string, change = edited) => {
  const { page } = await ok(t.tokens.clerk, "GET", `/api/pages/${key}`);
  await ok(t.tokens.clerk, "PUT", `/api/pages/${key}`, change(page.published));
  await ok(t.tokens.clerk, "POST", `/api/pages/${key}/publish`, {});
};

describe(`the launch checklist (${testDialect})`, () => {
  it("is for Admins and Super Admins: a Sales member is refused", async () => {
    const refused = await call(t.tokens.seller, "GET", "/api/launch-checklist");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/covers the leads only/);
    expect((await call(t.tokens.chief, "GET", "/api/launch-checklist")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/launch-checklist" })).statusCode).toBe(401);
  });

  it("lists everything as not done on a new installation, each item with where it is fixed", {
    timeout: 120_000,
  }, async () => {
    // the first start's seed: the demo projects, news and certificates
    await seed(t.db, t.config, t.storage);
    const items = await checklist();
    expect(items.map((item) => item.key).sort()).toEqual([...LAUNCH_CHECKLIST_KEYS].sort());
    expect(items.filter((item) => item.done)).toEqual([]);
    expect(Object.fromEntries(items.map((item) => [item.key, item.link]))).toEqual({
      company_details: "/admin/settings",
      privacy_policy: "/admin/pages/privacy",
      terms: "/admin/pages/terms",
      demo_content: "/admin/projects",
      pages: "/admin/pages",
      share_image: "/admin/pages/home",
      email: null,
      backup: null,
      two_factor: "/admin/security",
    });
  });

  it("turns each item done as it is fixed through the back office's API", { timeout: 180_000 }, async () => {
    // the company's details: a save that keeps a placeholder (the e-mail) is not enough
    const details = {
      name: { vi: "Công ty TNHH Điện Minh Phát", en: "Minh Phat Electrical Co., Ltd." },
      shortName: "Minh Phát",
      legalName: "Minh Phat Electrical Engineering Company Limited",
      hotline: "028 3822 7000",
      hotlineInternational: "+842838227000",
      headOffice: {
        ...defaultCompanySettings.headOffice,
        vi: "12 Nguyễn Huệ, Phường Sài Gòn",
        en: "12 Nguyen Hue, Sai Gon Ward",
      },
      address: { ...defaultCompanySettings.address, street: "12 Nguyen Hue, Sai Gon Ward" },
      zaloUrl: "https://zalo.me/02838227000",
    };
    await ok(t.tokens.chief, "PUT", "/api/settings", details);
    expect(await notDone()).toEqual([...remaining].sort());
    await ok(t.tokens.chief, "PUT", "/api/settings", { email: "lienhe@minhphat.vn" });
    await fixed("company_details");

    // a legal page published unchanged is still the template; edited and published, it is not
    await editAndPublish("privacy", (document) => document);
    expect(await notDone()).toEqual([...remaining].sort());
    const shipped = async () =>
      Object.fromEntries(
        ((await ok(t.tokens.clerk, "GET", "/api/pages")).pages as { key: string; shipped: boolean }[]).map((page) => [
          page.key,
          page.shipped,
        ]),
      );
    expect(Object.values(await shipped()).every(Boolean)).toBe(true);
    await editAndPublish("privacy");
    await fixed("privacy_policy");
    // the Pages list no longer marks it; the others are still as shipped
    expect(await shipped()).toMatchObject({ privacy: false, terms: true, about: true });
    expect((await ok(t.tokens.clerk, "GET", "/api/pages/privacy")).page.shipped).toBe(false);
    expect((await ok(t.tokens.clerk, "GET", "/api/pages/terms")).page.shipped).toBe(true);
    await editAndPublish("terms");
    await fixed("terms");

    // the demo content: the projects deactivated, then the news and the certificates deleted;
    // the link goes to the next kind still shown
    const { projects } = await ok(t.tokens.clerk, "GET", "/api/projects");
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects as { id: number }[]) {
      await ok(t.tokens.clerk, "PUT", `/api/projects/${project.id}/toggle-status`);
    }
    const demoLink = async () => (await checklist()).find((item) => item.key === "demo_content");
    expect(await demoLink()).toEqual({ key: "demo_content", done: false, link: "/admin/news" });
    const { news } = await ok(t.tokens.clerk, "GET", "/api/news");
    for (const item of news as { id: number }[]) await ok(t.tokens.clerk, "DELETE", `/api/news/${item.id}`);
    expect(await demoLink()).toEqual({ key: "demo_content", done: false, link: "/admin/certificates" });
    const { certificates } = await ok(t.tokens.clerk, "GET", "/api/certificates");
    for (const item of certificates as { id: number }[]) {
      await ok(t.tokens.clerk, "DELETE", `/api/certificates/${item.id}`);
    }
    await fixed("demo_content");

    // the share image of the home page, in both languages
    await editAndPublish("home", (document) => {
      const copy = structuredClone(document) as Record<"vi" | "en", { meta: { image?: string } }>;
      copy.vi.meta.image = "/images/projects/substation.svg";
      copy.en.meta.image = "/images/projects/substation.svg";
      return copy;
    });
    await fixed("share_image");

    // every other page edited and published once
    for (const key of PAGE_KEYS.filter((key) => !["privacy", "terms", "home"].includes(key))) {
      expect(await notDone()).toContain("pages");
      await editAndPublish(key);
    }
    await fixed("pages");

    // a backup from npm run db:backup, in its default place; one older than a day does not count
    const backup = await runCli("backup.ts", [], cliEnv(t));
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.match(/backup written to (\S+) /)?.[1] as string;
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    utimesSync(file, dayAgo, dayAgo);
    expect(await notDone()).toContain("backup");
    // (named: the default name is by the second, which may be the same one)
    const again = await runCli("backup.ts", [path.join(path.dirname(file), "app-again.db")], cliEnv(t));
    expect(again.code, again.stderr).toBe(0);
    await fixed("backup");

    // two-factor sign-in required of the Super Admins (the one who requires it set it up first)
    const setup = await ok(t.tokens.chief, "POST", "/api/auth/two-factor/setup", { password: "password-123" });
    const code = new TOTP({
      secret: Secret.fromBase32(setup.secret),
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    }).generate();
    await ok(t.tokens.chief, "POST", "/api/auth/two-factor/enable", { code });
    await ok(t.tokens.chief, "PUT", "/api/auth/two-factor/policy", { required: "super_admins" });
    await fixed("two_factor");

    // only the mail server is left: it is the server's configuration
    expect([...remaining]).toEqual(["email"]);
  });
});

describe(`the launch checklist's e-mail item (${testDialect})`, () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it("is done when the server has a mail server and a recipient", async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "kinhdoanh@minhphat.vn" });
    close = async () => {
      await app.close();
      await smtp.close();
    };
    await insertUser(app, { login_name: "clerk" });
    const token = await login(app, "clerk");
    const answer = await app.app.inject({ method: "GET", url: "/api/launch-checklist", headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items).toContainEqual({ key: "email", done: true, link: null });
  });
});
