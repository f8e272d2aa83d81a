import { describe, expect, it } from "vitest";
import { NOT_FOUND_KEEP, notFoundRepository } from "../../../repositories/not-found.ts";
import { createNotFoundLog } from "../../../services/not-found-log.ts";
import { countRows } from "../../../test-support/rows.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the addresses that answered 404 (issue 24): every public 404 counted — people and robots
// apart, first and last seen, the latest referring page without its query — listed for admins
// most hit or most recent first, with the redirect that now answers each; a flood of random
// addresses cannot grow the table beyond the top 1 000, and every hit stays in the totals

const t = appWithStaff({ admin: { role: 2 }, seller: { role: 3 } }, { options: { pages: true } });
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const list = (query = "") =>
  t.app.inject({ method: "GET", url: `/api/not-found${query}`, headers: bearer(t.tokens.admin) });

describe(`the addresses that answered 404 (${testDialect})`, () => {
  it("counts each public 404, robots apart, with its latest referrer and no visitor data", async () => {
    for (let n = 0; n < 3; n++) {
      const answer = await t.app.inject({
        method: "GET",
        url: "/gioi-thieu.html?utm_source=zalo",
        headers: { "user-agent": BROWSER, referer: `https://www.google.com/search?q=cong+ty+dien+${n}` },
      });
      expect(answer.statusCode).toBe(404);
    }
    await t.app.inject({ method: "GET", url: "/gioi-thieu.html", headers: { "user-agent": BOT } });
    await t.app.inject({ method: "GET", url: "/en/old-page", headers: { "user-agent": BROWSER } });
    // not counted: the API, the back office, a page that exists
    await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    await t.app.inject({ method: "GET", url: "/about", headers: { "user-agent": BROWSER } });

    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.items[0]).toMatchObject({
      path: "/gioi-thieu.html",
      hits: 3,
      bot_hits: 1,
      referrer: "https://www.google.com/search",
      redirect_to: null,
    });
    expect(body.items.map((item: { path: string }) => item.path)).toEqual(["/gioi-thieu.html", "/en/old-page"]);
    expect(body.totals).toEqual({ hits: 4, bot_hits: 1 });
    expect(JSON.stringify(body)).not.toContain("q=cong");

    // the most recent first, and the redirect that now answers one
    const recent = (await list("?sort=recent")).json();
    expect(recent.items[0].path).toBe("/en/old-page");
    const redirected = await t.app.inject({
      method: "POST",
      url: "/api/redirects",
      headers: bearer(t.tokens.admin),
      payload: { from: "/gioi-thieu.html", to: "/about" },
    });
    expect(redirected.statusCode).toBe(201);
    expect((await list()).json().items[0]).toMatchObject({ path: "/gioi-thieu.html", redirect_to: "/about" });
  });

  it("keeps the top 1000 paths and every hit in the totals, however many addresses come", async () => {
    const log = createNotFoundLog(t.db, { error: () => undefined, info: () => undefined }, { flushMs: 60_000 });
    const before = (await list()).json().totals.hits as number;
    // one path hit often, then a flood of distinct ones: more than a batch holds
    for (let n = 0; n < 5; n++) log.hit("/popular-old-page", { "user-agent": BROWSER });
    for (let n = 0; n < 1200; n++) log.hit(`/random-${n}`, { "user-agent": BROWSER });
    await log.close();
    const rows = await countRows(t.db, "not_found_paths");
    expect(rows).toBe(NOT_FOUND_KEEP);
    const after = (await list("?limit=1")).json();
    expect(after.totals.hits).toBe(before + 1205);
    expect(after.items[0]).toMatchObject({ path: "/popular-old-page", hits: 5 });
    expect(after.pagination).toMatchObject({ total: NOT_FOUND_KEEP, hasMore: true });
    // a second batch of new paths keeps the table at its bound
    await notFoundRepository(t.db).add([
      {
        path: "/one-more",
        hits: 1,
        botHits: 0,
        first: new Date().toISOString(),
        last: new Date().toISOString(),
        referrer: null,
      },
    ]);
    expect(await countRows(t.db, "not_found_paths")).toBe(NOT_FOUND_KEEP);
  });

  it("is for admins, and refuses a query it does not understand, naming it", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/not-found", headers: bearer(t.tokens.seller) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/not-found" })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/not-found?sort=random&limit=1000",
      headers: { ...bearer(t.tokens.admin), "accept-language": "en" },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(["querystring.limit", "querystring.sort"]);
  });
});
