import { describe, expect, it } from "vitest";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { analyticsRepository } from "../../../repositories/analytics.ts";
import { firstDailyDay } from "../../../services/analytics-retention.ts";
import { contactMessage, projectInput, savedRecord } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// issue 25: visits counted by the site itself through the real HTTP stack and database — only a
// person's browser is counted, nothing of the request is kept but sums, bad beacons are 204 and
// not counted, and the summary puts the leads beside the visits

const t = staffApp("owner", {}, { env: { CONTACT_RATE_LIMIT_MAX: "1000" } });

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

let addresses = 0;
const beacon = (
  body: unknown,
  { headers = {}, address }: { headers?: Record<string, string>; address?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics/collect",
    remoteAddress: address ?? `203.0.113.${(addresses++ % 250) + 1}`,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
const summary = async (query = `from=${today()}&to=${today()}`, token = t.token) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/analytics/summary?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const viewsOf = (body: { pages: { path: string; views: number }[] }, path: string) =>
  body.pages.find((page) => page.path === path)?.views ?? 0;

describe(`counting visits (${testDialect})`, () => {
  it("counts a person's browser, and not robots, prefetches, staff, Do Not Track or Global Privacy Control", async () => {
    const before = viewsOf(await summary(), "/about");
    const sent = [
      await beacon({ path: "/about", width: 390, entry: true, referrer: "https://www.google.com/" }),
      await beacon({ path: "/about", width: 1280 }),
      await beacon(
        { path: "/about" },
        { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } },
      ),
      await beacon({ path: "/about" }, { headers: { "user-agent": "curl/8.5.0" } }),
      await beacon({ path: "/about" }, { headers: { "sec-purpose": "prefetch" } }),
      await beacon({ path: "/about" }, { headers: { "sec-purpose": "prefetch;prerender" } }),
      await beacon({ path: "/about" }, { headers: { authorization: `Bearer ${t.token}` } }),
      await beacon({ path: "/about" }, { headers: { dnt: "1" } }),
      await beacon({ path: "/about" }, { headers: { "sec-gpc": "1" } }),
    ];
    for (const answer of sent) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe("");
      // no cookie, ever
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(viewsOf(await summary(), "/about") - before).toBe(2);
  });

  it("names each page in both languages: the site's pages by their titles, a project's by the project's", async () => {
    const project = await savedRecord<{ slug: string }>(
      t,
      t.token,
      "projects",
      projectInput({ title: "Named substation", title_vi: "Trạm biến áp có tên" }),
    );
    const path = `/en/projects/${project.slug}`;
    // the new page is counted once the public pages are read again (within moments)
    await expect
      .poll(async () => {
        await beacon({ path });
        return viewsOf(await summary(), path);
      })
      .toBeGreaterThan(0);
    await beacon({ path: "/about" });
    const pages = (await summary()).pages as { path: string; title: string | null; title_vi: string | null }[];
    expect(pages.find((page) => page.path === path)).toMatchObject({
      title: "Named substation",
      title_vi: "Trạm biến áp có tên",
    });
    expect(pages.find((page) => page.path === "/about")).toMatchObject({ title: "About us", title_vi: "Giới thiệu" });
  });

  it("answers 204 to what is not a beacon and counts none of it, nor made-up paths", async () => {
    const before = await summary();
    const answers = [
      await beacon("not json at all"),
      await beacon("{"),
      await beacon({ path: 42 }),
      await beacon({ path: "/about", padding: "x".repeat(3000) }),
      await beacon({ path: "/no-such-page" }),
      await beacon({ path: "/projects/not-a-project" }),
      await beacon({ path: "/admin/contacts" }),
      await beacon({ path: "/api/health" }),
      await beacon({ path: `/${"a".repeat(400)}` }),
      await t.app.inject({ method: "POST", url: "/api/analytics/collect", payload: "" }),
      await t.app.inject({
        method: "POST",
        url: "/api/analytics/collect",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ path: "/contact", width: "wide" }),
      }),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(204);
    const after = await summary();
    expect(after.totals.views).toBe(before.totals.views);
    expect(after.pages.map((page: { path: string }) => page.path)).not.toContain("/no-such-page");
    // nothing was kept of a path that is not a page
    const rows = await t.db.selectFrom("analytics_daily").select("key").where("key", "like", "%no-such%").execute();
    expect(rows).toEqual([]);
  });

  it("stops counting an address that sends a flood, and keeps counting the others", { timeout: 60_000 }, async () => {
    // an address's beacons are counted per minute of the clock: the flood must not straddle two
    // (on a busy machine the thousand beacons take seconds)
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
    const before = viewsOf(await summary(), "/services");
    const flood = await Promise.all(
      Array.from({ length: 1000 }, () => beacon({ path: "/services" }, { address: "198.51.100.7" })),
    );
    expect(new Set(flood.map((answer) => answer.statusCode))).toEqual(new Set([204]));
    const counted = viewsOf(await summary(), "/services") - before;
    expect(counted).toBe(120);
    await beacon({ path: "/services" }, { address: "198.51.100.8" });
    expect(viewsOf(await summary(), "/services") - before).toBe(121);
  });

  it("counts a visit's first page by its source, campaign, language and device, and puts the leads beside them", async () => {
    const before = await summary();
    const visits = (
      list: { source?: string; campaign?: string; language?: string; device?: string; visits: number }[],
      key: string,
    ) => list.find((entry) => (entry.source ?? entry.campaign ?? entry.language ?? entry.device) === key)?.visits ?? 0;
    await beacon({ path: "/en/services/electrical", entry: true, referrer: "https://www.google.com.vn/", width: 390 });
    await beacon({ path: "/services/electrical", entry: true, referrer: "https://zalo.me/", width: 800 });
    await beacon({
      path: "/contact",
      entry: true,
      referrer: "",
      utm_source: "facebook",
      utm_campaign: "mua-kho-2026",
      width: 1440,
    });
    await beacon({
      path: "/contact",
      entry: true,
      referrer: "https://m.facebook.com/",
      utm_campaign: "mua-kho-2026",
      width: 1440,
    });
    // a source or a campaign is named once three addresses sent it that day (each beacon here
    // comes from another address); the visits before are "other"
    for (let n = 0; n < 3; n++) {
      await beacon({ path: "/contact", entry: true, referrer: "https://baomoi.com/tin-tuc", width: 1440 });
    }
    await beacon({ path: "/contact", entry: true, utm_campaign: "mua-kho-2026", width: 1440 });
    // a page after the first: a view, not a visit
    await beacon({ path: "/contact", referrer: "https://another.example/", width: 1440 });
    // a lead whose visit began on /contact from the campaign
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        ...contactMessage(),
        landing_page: "/contact",
        referrer: "https://m.facebook.com/",
        utm_campaign: "mua-kho-2026",
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);

    const after = await summary();
    const added = (list: string, key: string) => visits(after[list], key) - visits(before[list], key);
    expect(added("sources", "google")).toBe(1);
    expect(added("sources", "zalo")).toBe(1);
    expect(added("sources", "facebook")).toBe(2);
    expect(added("sources", "baomoi.com")).toBe(1);
    expect(added("sources", "other")).toBe(2);
    expect(added("sources", "direct")).toBe(1);
    expect(added("campaigns", "mua-kho-2026")).toBe(1);
    expect(added("campaigns", "other")).toBe(2);
    expect(added("languages", "en")).toBe(1);
    expect(added("languages", "vi")).toBe(7);
    expect(added("devices", "phone")).toBe(1);
    expect(added("devices", "tablet")).toBe(1);
    expect(added("devices", "desktop")).toBe(6);
    const contact = after.pages.find((page: { path: string }) => page.path === "/contact");
    expect(contact.leads).toBeGreaterThanOrEqual(1);
    expect(after.campaigns.find((entry: { campaign: string }) => entry.campaign === "mua-kho-2026").leads).toBe(1);
    expect(after.sources.find((entry: { source: string }) => entry.source === "facebook").leads).toBeGreaterThanOrEqual(
      1,
    );
    expect(after.totals.visitors - before.totals.visitors).toBe(8);
    expect(after.totals.leads - before.totals.leads).toBe(1);
    // every day of the range, in order
    const week = await summary(`from=2026-11-01&to=2026-11-07`);
    expect(week.days.map((day: { day: string }) => day.day)).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
  });

  it("names a source or campaign only once three addresses sent it that day, so a script cannot fill the day's names", async () => {
    const sources = async () => {
      await t.app.analytics.flush();
      const rows = await t.db
        .selectFrom("analytics_daily")
        .select(["key", "visits"])
        .where("kind", "in", ["source", "campaign"])
        .where("day", "=", today())
        .execute();
      return new Map(rows.map((row) => [row.key, Number(row.visits)]));
    };
    const before = await sources();
    // a script sends 400 made-up sources and campaigns (each address 100, within its minute's
    // limit), more than the day's 300 names
    for (let n = 0; n < 400; n++) {
      const sent = await beacon(
        { path: "/about", entry: true, referrer: `https://junk-${n}.example/`, utm_campaign: `junk-${n}` },
        { address: `192.0.2.${200 + Math.floor(n / 100)}` },
      );
      expect(sent.statusCode).toBe(204);
    }
    // a real source and campaign, from three addresses; another from two
    for (const address of ["198.18.0.1", "198.18.0.2", "198.18.0.3"]) {
      await beacon(
        { path: "/about", entry: true, referrer: "https://tapchidien.vn/bai-viet", utm_campaign: "hoi-cho-2026" },
        { address },
      );
    }
    for (const address of ["198.18.0.4", "198.18.0.5"]) {
      await beacon(
        { path: "/about", entry: true, referrer: "https://hai-dia-chi.vn/", utm_campaign: "hai" },
        { address },
      );
    }
    // the same address three times is one address
    for (let n = 0; n < 3; n++) {
      await beacon({ path: "/about", entry: true, referrer: "https://mot-dia-chi.vn/" }, { address: "198.18.0.6" });
    }
    const after = await sources();
    const added = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    expect([...after.keys()].filter((key) => key.startsWith("junk"))).toEqual([]);
    // the third address's visit is counted by name; the first two stay "other"
    expect(added("tapchidien.vn")).toBe(1);
    expect(added("hoi-cho-2026")).toBe(1);
    expect(after.has("hai-dia-chi.vn")).toBe(false);
    expect(after.has("hai")).toBe(false);
    expect(after.has("mot-dia-chi.vn")).toBe(false);
  });

  it("keeps sums only: no address, user agent or referrer path in the database", async () => {
    // from three addresses, so that the source is named
    for (let n = 0; n < 3; n++) {
      await beacon({
        path: "/terms",
        entry: true,
        referrer: "https://partner.example/secret/page?token=abc",
        width: 500,
      });
    }
    await t.app.analytics.flush();
    const everything = JSON.stringify(await t.db.selectFrom("analytics_daily").selectAll().execute());
    expect(everything).not.toMatch(/203\.0\.113|Android|Chrome|secret|token=abc/);
    expect(everything).toContain("partner.example");
  });

  it("refuses a bad range with a message naming the field, and is for staff, Sales included", async () => {
    for (const [query, path, message] of [
      ["from=2026-13-01&to=2026-12-01", "from", "Enter the day as YYYY-MM-DD"],
      ["from=2026-11-10&to=2026-11-01", "to", "The last day cannot be before the first."],
      ["from=2025-01-01&to=2026-11-01", "from", "Choose at most 400 days."],
      ["to=2026-11-01", "from", "Enter the day as YYYY-MM-DD"],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/analytics/summary?${query}`,
        headers: bearer(t.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path: `querystring.${path}` });
      expect(response.json().errors[0].msg).toContain(message);
    }
    const sales = await insertUser(t, { login_name: "seller", role: USER_ROLE.SALES });
    expect((await summary(undefined, await login(t, sales.login_name))).success).toBe(true);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/analytics/summary?from=${today()}&to=${today()}` })).statusCode,
    ).toBe(401);
  });

  it("adds the counts of several servers, and loses none on a graceful stop", async () => {
    const before = viewsOf(await summary(), "/privacy");
    const second = await createTestApp({}, undefined, { database: t });
    await second.app.inject({
      method: "POST",
      url: "/api/analytics/collect",
      headers: { "content-type": "text/plain", "user-agent": CHROME },
      payload: JSON.stringify({ path: "/privacy" }),
    });
    await beacon({ path: "/privacy" });
    // the second stops: what it counted is written as it goes
    await second.close();
    expect(viewsOf(await summary(), "/privacy") - before).toBe(2);
  });

  it("sums the days older than 25 months into their months", async () => {
    const repository = analyticsRepository(t.db);
    await repository.add([
      { day: "2023-01-05", kind: "page", key: "/", views: 3, visits: 2 },
      { day: "2023-01-20", kind: "page", key: "/", views: 4, visits: 1 },
      { day: "2023-02-01", kind: "source", key: "google", views: 0, visits: 5 },
    ]);
    const before = firstDailyDay(new Date("2026-11-26T10:00:00Z"));
    expect(before).toBe("2024-10-01");
    expect(await repository.rollUp(before)).toBe(3);
    const months = await t.db.selectFrom("analytics_monthly").selectAll().orderBy("month").execute();
    expect(months.map((row) => ({ ...row, views: Number(row.views), visits: Number(row.visits) }))).toEqual([
      { month: "2023-01", kind: "page", key: "/", views: 7, visits: 3 },
      { month: "2023-02", kind: "source", key: "google", views: 0, visits: 5 },
    ]);
    expect(await t.db.selectFrom("analytics_daily").select("day").where("day", "<", before).execute()).toEqual([]);
  });
});

describe(`beacons over real HTTP, answered by the front door (${testDialect})`, () => {
  it("counts a person's beacon and not a robot's, a Do-Not-Track one or one over 2 kB, all answered 204", async () => {
    const site = await createTestApp({}, undefined, { pages: true });
    try {
      const address = await site.app.listen({ port: 0, host: "127.0.0.1" });
      const staff = await insertUser(site, { login_name: "reader", role: USER_ROLE.ADMIN });
      const token = await login(site, staff.login_name);
      const send = (body: string, headers: Record<string, string> = {}) =>
        fetch(`${address}/api/analytics/collect`, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
          body,
        });
      const answers = [
        await send(JSON.stringify({ path: "/about", entry: true, width: 390 })),
        await send(JSON.stringify({ path: "/about" }), { "user-agent": "Googlebot/2.1" }),
        await send(JSON.stringify({ path: "/about" }), { dnt: "1" }),
        await send(JSON.stringify({ path: "/about", padding: "x".repeat(5000) })),
        await send("not a beacon"),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(204);
        expect(answer.headers.get("set-cookie")).toBeNull();
        expect(answer.headers.get("content-security-policy")).toBeTruthy();
      }
      const day = today();
      const summaryAnswer = await site.app.inject({
        method: "GET",
        url: `/api/analytics/summary?from=${day}&to=${day}`,
        headers: bearer(token),
      });
      const body = summaryAnswer.json();
      expect(body.totals).toMatchObject({ views: 1, visitors: 1 });
      expect(body.devices).toEqual([{ device: "phone", visits: 1 }]);
    } finally {
      await site.close();
    }
  });
});
