import { randomBytes } from "node:crypto";
import { TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { startSite } from "../../bench/support.ts";
import { preparePreviousRelease } from "../../scripts/previous-release.ts";
import { startSmtpServer, waitFor } from "../../server/test-support/smtp.ts";
import { freshDatabase } from "../e2e/support/fresh-database.ts";

// Issue 34, rolling upgrades for real: the previous release (its commit in .ci/previous-release)
// runs on PostgreSQL; this release starts beside it on the same database, migrates it and writes
// what it writes (a lead's e-mail changed, a note, a reply, a news item edited, a request for a
// quote with a file, visits); the previous release, still running as during a rolling upgrade,
// must go on answering: every public page (the sitemap's), a news page it had not cached, a
// sign-in with two-factor, its back office's reads of what the new one wrote, and a lead sent to
// it, which this release then sees — with no 5xx anywhere.

const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const PASSWORD = "Trạm biến áp 110 kV Phố Nối, năm 2026!";
// both releases are one installation: the same secrets (as the compose file gives every instance)
const secrets = { JWT_SECRET: randomBytes(48).toString("base64"), TWO_FACTOR_KEY: randomBytes(32).toString("base64") };
const shared = (database: string, smtp: string) => ({
  DATABASE_URL: database,
  ...secrets,
  UPLOADS_STORE: "database",
  SEED_ADMIN_PASSWORD: PASSWORD,
  SEED_TWO_FACTOR_RULE: "super_admins",
  SMTP_URL: smtp,
  NOTIFY_EMAIL_TO: "sales@congty.vn",
  NOTIFY_EMAIL_FROM: "Công ty Kỹ thuật <web@congty.vn>",
  LOG_LEVEL: "error",
});

// every answer of an instance, to count its failures
class Instance {
  statuses: { url: string; status: number }[] = [];
  token = "";
  readonly name: string;
  readonly url: string;
  constructor(name: string, url: string) {
    this.name = name;
    this.url = url;
  }
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.token && !headers.has("authorization")) headers.set("authorization", `Bearer ${this.token}`);
    const response = await fetch(`${this.url}${path}`, { ...init, headers, redirect: "manual" });
    this.statuses.push({ url: path, status: response.status });
    return response;
  }
  async json<T>(path: string, init: RequestInit = {}, status = 200): Promise<T> {
    const response = await this.fetch(path, init);
    const text = await response.text();
    expect(response.status, `${this.name} ${init.method ?? "GET"} ${path}: ${text}`).toBe(status);
    return JSON.parse(text) as T;
  }
  send<T>(method: string, path: string, body: unknown, status = 200): Promise<T> {
    return this.json<T>(
      path,
      { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      status,
    );
  }
  failures() {
    return this.statuses.filter((answer) => answer.status >= 500);
  }
}

// a code of the app for the step `offset` steps from now (30 s each)
const code = (secret: string, offset: number) =>
  TOTP.generate({ secret: TOTPSecret(secret), timestamp: Date.now() + offset * 30_000 });
const TOTPSecret = (base32: string) => new TOTP({ secret: base32 }).secret;

async function signIn(instance: Instance, secret: string, offset: number): Promise<void> {
  instance.token = "";
  const first = await instance.send<{ twoFactorRequired?: boolean; challenge?: string }>("POST", "/api/auth/login", {
    login_name: "admin",
    password: PASSWORD,
  });
  expect(first.twoFactorRequired, `${instance.name}: the password step asks for the code`).toBe(true);
  const second = await instance.send<{ token: string }>("POST", "/api/auth/login/two-factor", {
    challenge: first.challenge,
    code: code(secret, offset),
  });
  instance.token = second.token;
}

describe.skipIf(!postgresUrl)("the previous release beside this one on a database this one migrated", () => {
  it("keeps serving visitors, staff and leads with no 5xx", { timeout: 600_000 }, async () => {
    const { commit, folder } = preparePreviousRelease((line) => console.log(line));
    const database = await freshDatabase(postgresUrl as string, "upgrade");
    cleanups.push(database.drop);
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const env = shared(database.url, smtp.url);

    // the previous release alone: a new installation, its Super Admin turns two-factor on
    const previous = await startSite(env, { root: folder });
    cleanups.push(previous.stop);
    const old = new Instance(`previous release ${commit.slice(0, 7)}`, previous.url);
    const setup = await old.send<{ token: string }>("POST", "/api/auth/login", {
      login_name: "admin",
      password: PASSWORD,
    });
    old.token = setup.token;
    const { secret } = await old.send<{ secret: string }>("POST", "/api/auth/two-factor/setup", { password: PASSWORD });
    // the step before now: the sign-ins below use now's and the next one's
    await old.send("POST", "/api/auth/two-factor/enable", { code: code(secret, -1) });
    // its page cache holds the home page and the news list, not the news items
    for (const path of ["/", "/en", "/news"]) expect((await old.fetch(path)).status, path).toBe(200);
    const { news } = await old.json<{ news: { id: number; slug: string; published: number }[] }>("/api/news");
    const item = news.find((one) => one.published === 1);
    if (!item) throw new Error("the demo content has no published news item");

    // this release starts on the same database: it migrates it
    const current = await startSite(env);
    cleanups.push(current.stop);
    const next = new Instance("this release", current.url);
    await signIn(next, secret, 0);

    // this release writes: a lead with a file, its e-mail changed, a note, a reply; a news item
    const form = new FormData();
    form.set("name", "Nguyễn Văn Bình");
    form.set("email", "binh@detmay.vn");
    form.set("phone", "0912 345 678");
    form.set("consent", "true");
    form.set("company", "Công ty Dệt may Phố Nối");
    form.set("message", "Chúng tôi cần báo giá thí nghiệm định kỳ hai máy biến áp 2 500 kVA.");
    form.set("attachments", new Blob([Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")]), "Ban-ve.pdf");
    const sent = await next.json<{ contact: { id: number } }>("/api/contact", { method: "POST", body: form }, 201);
    const leadId = sent.contact.id;
    await next.send("PUT", `/api/contact/${leadId}`, { email: "binh.nguyen@detmay.vn" });
    await next.send("POST", `/api/contact/${leadId}/notes`, { body: "Gọi lại thứ Hai." }, 201);
    await next.send(
      "POST",
      `/api/contact/${leadId}/reply`,
      { subject: "Báo giá thí nghiệm", body: "Kính gửi Quý khách, chúng tôi xin gửi lịch khảo sát." },
      201,
    );
    const all = await next.json<{ news: ({ id: number } & Record<string, unknown>)[] }>("/api/news");
    const stored = all.news.find((one) => one.id === item.id);
    if (!stored) throw new Error("the news item is gone");
    const { id: _id, created_at: _created, updated_at: _updated, image_path, ...editable } = stored;
    const sentence = "Trạm biến áp đã được đóng điện đúng tiến độ sau đợt nâng cấp.";
    await next.send("PUT", `/api/news/${item.id}`, {
      ...editable,
      ...(image_path ? { image_path } : {}),
      body_vi: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Kết quả" }] },
          { type: "paragraph", content: [{ type: "text", text: sentence }] },
        ],
      },
    });
    const beacon = await next.fetch("/api/analytics/collect", {
      method: "POST",
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      body: JSON.stringify({ path: "/", entry: true, width: 390 }),
    });
    expect(beacon.status).toBe(204);
    // the outbox of one of the two sends it
    await waitFor(
      () => (smtp.received.some((mail) => mail.to.includes("binh.nguyen@detmay.vn")) ? true : undefined),
      30_000,
    );

    // the previous release, still running: every public page, the edited news item (not in its
    // cache) as HTML rather than its stored form
    const sitemap = await (await old.fetch("/sitemap.xml")).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toContain(`/news/${item.slug}`);
    for (const path of pages) {
      const response = await old.fetch(path);
      const html = await response.text();
      expect(response.status, `${path} on the previous release`).toBe(200);
      // a rich text shown as its stored form (what an older release did with news bodies)
      expect(html, path).not.toContain("&quot;type&quot;:&quot;doc&quot;");
    }
    const article = await (await old.fetch(`/news/${item.slug}`)).text();
    expect(article, "the edited news item, as a paragraph of its own").toMatch(new RegExp(`<p[^>]*>${sentence}</p>`));

    // staff sign in on it with two-factor and read what this release wrote
    await signIn(old, secret, 1);
    const list = await old.json<{ contacts: { id: number; email: string }[] }>("/api/contact?limit=50");
    expect(list.contacts.find((lead) => lead.id === leadId)?.email).toBe("binh.nguyen@detmay.vn");
    await old.json(`/api/contact/${leadId}`);
    const timeline = await old.json<{ events: { kind: string }[] }>(`/api/contact/${leadId}/timeline`);
    expect(timeline.events.map((event) => event.kind)).toEqual(expect.arrayContaining(["note", "reply", "files"]));
    await old.json(`/api/contact/stats/overview`);
    const csv = await old.fetch("/api/contact/export.csv?lang=vi");
    expect(csv.status).toBe(200);
    await csv.text();
    await old.json(`/api/news`);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await old.json(`/api/analytics/summary?from=${monthAgo}&to=${today}`);
    await old.json(`/api/auth/me`);

    // a lead sent to it is stored and seen by this release
    const viaOld = await old.send<{ contact: { id: number } }>(
      "POST",
      "/api/contact",
      {
        name: "Trần Thị Hoa",
        email: "hoa@nhuaphonoi.vn",
        phone: "0987 654 321",
        consent: true,
        message: "Nhà máy cần bảo trì tủ điện hạ thế trước Tết, xin liên hệ lại.",
      },
      201,
    );
    const seen = await next.json<{ contact: { email: string } }>(`/api/contact/${viaOld.contact.id}`);
    expect(seen.contact.email).toBe("hoa@nhuaphonoi.vn");

    expect(old.failures(), "5xx answers of the previous release").toEqual([]);
    expect(next.failures(), "5xx answers of this release").toEqual([]);
  });
});
