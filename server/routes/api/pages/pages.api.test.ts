import { describe, expect, it } from "vitest";
import { PAGE_KEYS } from "../../../../contract/pages/index.ts";
import { pageSeeds } from "../../../db/page-seeds.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, testDialect } from "../../../test-support/test-app.ts";

// the pages' words (decision 028): a draft visitors never see, a publish that shows at once on
// the page (through the page cache), the refusals that name the fields, a schedule that
// publishes once, a preview link, versions and a restore

const t = staffApp("editor", {}, { options: { pages: true } });

type Home = (typeof pageSeeds)["home"];
const clone = <T>(value: T): T => structuredClone(value);
const withHero = (title: { vi: string; en: string }): Home => {
  const document = clone(pageSeeds.home);
  document.vi.hero.title = title.vi;
  document.en.hero.title = title.en;
  return document;
};

const api = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/pages${url}`, headers: bearer(t.token), ...(payload ? { payload } : {}) });
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const saveDraft = async (document: object) => {
  const answer = await api("PUT", "/home", document);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().page;
};
const publish = (body: object = {}) => api("POST", "/home/publish", body);
const versions = async () => (await api("GET", "/home/versions")).json().versions as { id: number; fields: string[] }[];

describe(`the pages' words (${testDialect})`, () => {
  it("lists every page, each seeded with today's copy as its first version", async () => {
    const answer = await api("GET", "");
    expect(answer.statusCode).toBe(200);
    const pages = answer.json().pages as { key: string; path: string | null; has_draft: boolean }[];
    expect(pages.map((item) => item.key).sort()).toEqual([...PAGE_KEYS].sort());
    expect(pages.find((item) => item.key === "about")).toMatchObject({ path: "/about", has_draft: false });
    const home = (await api("GET", "/home")).json().page;
    expect(home.published.vi.hero.title).toBe(pageSeeds.home.vi.hero.title);
    expect(home.draft).toBeNull();
    const seeded = await versions();
    expect(seeded.at(-1)).toMatchObject({ actor_name: null, fields: [] });
  });

  it("keeps a draft from visitors, publishes it at once on / and /en, and keeps the version", async () => {
    const before = await page("/");
    expect(before.body).toContain(pageSeeds.home.vi.hero.title);
    await saveDraft(withHero({ vi: "Điện sạch cho nhà máy", en: "Clean power for factories" }));
    // a draft changes nothing visitors see (the page cache still holds the published page)
    expect((await page("/")).body).toContain(pageSeeds.home.vi.hero.title);
    const listed = (await api("GET", "")).json().pages.find((item: { key: string }) => item.key === "home");
    expect(listed.has_draft).toBe(true);

    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: "Page published", publish_at: null });
    expect(published.json().fields).toEqual(["vi.hero.title", "en.hero.title"]);
    expect((await page("/")).body).toContain("Điện sạch cho nhà máy");
    expect((await page("/en")).body).toContain("Clean power for factories");
    // the about page was not built from the home page's words: still served from the cache
    expect((await api("GET", "/home")).json().page.draft).toBeNull();
    expect((await versions())[0]).toMatchObject({ actor_name: "editor", fields: ["vi.hero.title", "en.hero.title"] });
  });

  it("refuses to publish a required text empty in either language, naming the fields; the draft keeps it", async () => {
    const saved = await saveDraft(withHero({ vi: "Tiêu đề mới", en: "" }));
    expect(saved.draft_missing).toEqual(["en.hero.title"]);
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Fill in every required field in both languages before publishing (1 empty).");
    expect(refused.json().errors).toEqual([{ path: "en.hero.title", msg: "Required before publishing" }]);
    const later = await publish({ at: new Date(Date.now() + 60_000).toISOString() });
    expect(later.statusCode).toBe(400);
    expect((await api("DELETE", "/home/draft")).statusCode).toBe(200);
    expect((await api("DELETE", "/home/draft")).statusCode).toBe(409);
  });

  it("refuses a document that breaks its schema, naming the field; an unknown page is 404", async () => {
    const extra = { ...clone(pageSeeds.home), vi: { ...clone(pageSeeds.home.vi), surprise: "x" } };
    const unknownField = await api("PUT", "/home", extra);
    expect(unknownField.statusCode).toBe(400);
    const wrongType = clone(pageSeeds.home) as unknown as { en: { hero: { title: unknown } } };
    wrongType.en.hero.title = 42;
    const typed = await api("PUT", "/home", wrongType);
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.map((error: { path: string }) => error.path)).toEqual(["en.hero.title"]);
    const nowhere = await api("PUT", "/nowhere", pageSeeds.home);
    expect(nowhere.statusCode, nowhere.body).toBe(404);
    expect((await api("POST", "/nowhere/publish")).statusCode).toBe(404);
    expect((await api("GET", "/nowhere/versions")).statusCode).toBe(404);
    expect((await api("GET", "/nowhere")).statusCode).toBe(404);
  });

  it("previews the draft from a signed link for 30 minutes: no-store, noindex; altered or expired is 404", async () => {
    await saveDraft(withHero({ vi: "Bản xem trước", en: "A preview" }));
    const link = (await api("GET", "/home/preview-link?lang=en")).json();
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    const url = new URL(link.url);
    expect(url.pathname).toBe("/en");
    const shown = await page(`${url.pathname}${url.search}`, { cookie: "lang=vi" });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("A preview");
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.headers["x-robots-tag"]).toBe("noindex, nofollow");
    // it says so at the top, with when the link stops working in Vietnam's time, in the link's language
    const until = new Date(Date.parse(link.expires_at) + 7 * 3_600_000);
    const two = (value: number) => String(value).padStart(2, "0");
    const clock = `${two(until.getUTCHours())}:${two(until.getUTCMinutes())}`;
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(until);
    const banner = shown.body.match(/<aside aria-label="Preview" data-testid="preview-banner"[^>]*>.*?<\/aside>/)?.[0];
    expect(banner).toContain("Preview — not published");
    expect(banner).toContain(
      `expires ${until.getUTCDate()} ${month} ${until.getUTCFullYear()}, ${clock} (Vietnam time)`,
    );
    // the strict style policy: no style attribute, the page's stylesheet allowed by its hash alone
    expect(banner).not.toContain("style=");
    expect(shown.headers["content-security-policy"]).toMatch(/style-src 'self' 'sha256-[^']+'(;|$)/);
    const vi = new URL((await api("GET", "/home/preview-link?lang=vi")).json().url);
    const shownVi = (await page(`${vi.pathname}${vi.search}`)).body;
    expect(shownVi).toContain("Bản xem trước — chưa xuất bản");
    expect(shownVi).toContain(
      `hết hạn lúc ${two(until.getUTCDate())}/${two(until.getUTCMonth() + 1)}/${until.getUTCFullYear()} ${clock} (giờ Việt Nam)`,
    );
    // visitors still see the published page, without the banner, from the cache too
    for (const path of ["/en", "/en", "/", "/"]) {
      const published = (await page(path)).body;
      expect(published).not.toContain("A preview");
      expect(published).not.toContain("preview-banner");
      expect(published).not.toContain("not published");
    }

    const altered = await page(`${url.pathname}${url.search.slice(0, -2)}xx`);
    expect(altered.statusCode).toBe(404);
    expect(altered.body).not.toContain("A preview");
    const expired = new URL(t.app.pages.previewLink("home", "vi", "http://x", Date.now() - 31 * 60_000));
    expect((await page(`/${expired.search}`)).statusCode).toBe(404);
    await api("DELETE", "/home/draft");
  });

  it("lists the versions and restores one as a new version, live at once", async () => {
    await saveDraft(withHero({ vi: "Phiên bản một", en: "Version one" }));
    expect((await publish()).statusCode).toBe(200);
    const [first] = await versions();
    await saveDraft(withHero({ vi: "Phiên bản hai", en: "Version two" }));
    expect((await publish()).statusCode).toBe(200);
    expect((await page("/en")).body).toContain("Version two");

    const whole = await api("GET", `/home/versions/${first?.id}`);
    expect(whole.json().version.document.en.hero.title).toBe("Version one");
    const restored = await api("POST", `/home/versions/${first?.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await page("/en")).body).toContain("Version one");
    const [newest] = await versions();
    expect(newest?.id).toBeGreaterThan(first?.id ?? 0);
    expect(newest?.fields).toEqual(["vi.hero.title", "en.hero.title"]);
    expect((await api("POST", "/home/versions/999999/restore")).statusCode).toBe(404);

    const trail = await t.db
      .selectFrom("audit_log")
      .select(["action", "label"])
      .where("entity_type", "=", "page")
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(trail[0]).toMatchObject({ action: "restore" });
  });

  it("publishes a schedule once, on time, with two processes on one database; refuses a past time", async () => {
    const past = await publish({ at: new Date(Date.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: "at", msg: "Choose a time in the future, within a year." }]);

    const other = await createTestApp({}, undefined, { database: t, pages: true });
    try {
      await saveDraft(withHero({ vi: "Lên lịch", en: "Scheduled" }));
      const count = (await versions()).length;
      const at = new Date(Date.now() + 1500);
      const scheduled = await publish({ at: at.toISOString() });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect(scheduled.json().publish_at).toBe(at.toISOString());
      expect((await page("/en")).body).not.toContain("Scheduled");
      await expect
        .poll(async () => (await page("/en")).body.includes("Scheduled"), { timeout: 5000, interval: 100 })
        .toBe(true);
      const live = Date.now();
      expect(live - at.getTime()).toBeLessThan(5000);
      // the other process shows it too, and one version was written
      expect((await other.app.inject({ method: "GET", url: "/en" })).body).toContain("Scheduled");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await versions()).length).toBe(count + 1);
      const entries = await t.db
        .selectFrom("audit_log")
        .select(["action", "actor_name"])
        .where("entity_type", "=", "page")
        .where("action", "=", "publish")
        .where("ip", "is", null)
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]?.actor_name).toBe("editor");
    } finally {
      await other.close();
    }
  });
  it("records with a contact message the privacy policy as published: the day it says it was last updated", async () => {
    const policy = clone(pageSeeds.privacy);
    policy.vi.hero.updated = "01/12/2026";
    policy.en.hero.updated = "1 December 2026";
    expect((await api("PUT", "/privacy", policy)).statusCode).toBe(200);
    expect((await api("POST", "/privacy/publish", {})).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Phạm Minh Tuấn",
        email: "tuan.privacy@nhamay.vn",
        consent: true,
        message: "Chúng tôi cần kiểm tra hệ thống rơ le bảo vệ cho trạm biến áp của nhà máy.",
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const stored = await t.db
      .selectFrom("contact_messages")
      .select("privacy_version")
      .where("id", "=", sent.json().contact.id)
      .executeTakeFirstOrThrow();
    expect(stored.privacy_version).toBe("2026-12-01");
    expect((await page("/en/privacy")).body).toContain('<time dateTime="2026-12-01">1 December 2026</time>');
  });
  it("gives a page the share image staff chose, and refuses one that is no image address", async () => {
    const home = clone(pageSeeds.home);
    home.vi.meta.image = "/uploads/images/2026/11/0123456789abcdef01234567.webp";
    home.en.meta.image = "javascript:alert(1)";
    const refused = await api("PUT", "/home", home);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe("en.meta.image");
    home.en.meta.image = "";
    await saveDraft(home);
    expect((await publish()).statusCode).toBe(200);
    const vi = await page("/");
    expect(vi.body).toMatch(
      /<meta property="og:image" content="http[^"]*\/uploads\/images\/2026\/11\/0123456789abcdef01234567\.webp"/,
    );
    // none in English: the site's own
    expect((await page("/en")).body).toMatch(/<meta property="og:image" content="http[^"]*\/og-image\.png"/);
  });
});
