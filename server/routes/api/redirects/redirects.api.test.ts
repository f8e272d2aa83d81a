import { describe, expect, it } from "vitest";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// redirects staff keep (issue 24): added, changed and deleted by an admin (not Sales), answered
// by the page route with the visitor's query kept, at once; refused with a 4xx naming the field:
// a live page, the site's own paths, a duplicate, a loop and a chain either way

const t = appWithStaff({ admin: { role: 2 }, seller: { role: 3 } }, { options: { pages: true } });

const post = (payload: object, token = t.tokens.admin) =>
  t.app.inject({ method: "POST", url: "/api/redirects", headers: bearer(token), payload });
const visit = (url: string) => t.app.inject({ method: "GET", url });

describe(`redirects (${testDialect})`, () => {
  it("sends an old address to its new one, keeping the visitor's query; changed and deleted at once", async () => {
    const added = await post({ from: "/gioi-thieu/", to: "/about", status: 301 });
    expect(added.statusCode).toBe(201);
    const redirect = added.json().redirect;
    expect(redirect).toMatchObject({ from: "/gioi-thieu", to: "/about", status: 301 });

    const moved = await visit("/gioi-thieu?utm_source=zalo");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/about?utm_source=zalo");
    expect(moved.headers["cache-control"]).toBe("public, max-age=300");
    expect((await visit("/gioi-thieu/")).headers.location).toBe("/gioi-thieu");

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/redirects/${redirect.id}`,
      headers: bearer(t.tokens.admin),
      payload: { from: "/gioi-thieu", to: "https://example.com/ve-chung-toi#team", status: "302" },
    });
    expect(changed.statusCode).toBe(200);
    const now = await visit("/gioi-thieu?x=1");
    expect(now.statusCode).toBe(302);
    expect(now.headers.location).toBe("https://example.com/ve-chung-toi#team");

    const list = await t.app.inject({ method: "GET", url: "/api/redirects", headers: bearer(t.tokens.admin) });
    expect(list.json().redirects.map((row: { from: string }) => row.from)).toContain("/gioi-thieu");

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/redirects/${redirect.id}`,
      headers: bearer(t.tokens.admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await visit("/gioi-thieu")).statusCode).toBe(404);
  });

  it("takes an address written in Vietnamese, as a browser sends it", async () => {
    expect((await post({ from: "/liên-hệ.html", to: "/contact" })).statusCode).toBe(201);
    const moved = await visit(`/${encodeURIComponent("liên-hệ.html")}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/contact");
  });

  it.each([
    [{ from: "/about", to: "/contact" }, 409, "from", "is a page of the site"],
    [{ from: "/en/services/electrical", to: "/contact" }, 409, "from", "is a page of the site"],
    [{ from: "/api/health", to: "/contact" }, 400, "from", "belongs to the site itself"],
    [{ from: "/admin/users", to: "/contact" }, 400, "from", "belongs to the site itself"],
    [{ from: "/", to: "/contact" }, 400, "from", "The old address must be a path on this site"],
    [{ from: "//evil.example", to: "/contact" }, 400, "from", "The old address must be a path on this site"],
    [{ from: "/old?x=1", to: "/contact" }, 400, "from", "The old address must be a path on this site"],
    [{ from: "/cu", to: "javascript:alert(1)" }, 400, "to", "The new address must be a path on this site"],
    [{ from: "/cu", to: "http://example.com/" }, 400, "to", "The new address must be a path on this site"],
    [{ from: "/cu", to: "/cu/" }, 400, "to", "cannot send an address to itself"],
    [{ from: "/cu", to: "/contact", status: 307 }, 400, "status", "must be 301"],
  ])("refuses %j (%i), naming %s", async (payload, status, field, text) => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/redirects",
      headers: { ...bearer(t.tokens.admin), "accept-language": "en" },
      payload,
    });
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toContain(text);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  // issue 34: the addresses the server answers itself — the fixed ones (refused by the schema,
  // which the back office's form shares) and every file public/ and the build hold
  it.each([
    ["/metrics", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/metrics/", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/%6Detrics", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/.well-known/security.txt", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/favicon.ico", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/favicon.svg", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/manifest.webmanifest", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/__manifest", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/assets/entry.client-abc.js", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/uploads/2026/11/a-1600w.webp", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/images/projects/scada.svg", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/robots.txt", "belongs to the site itself", "thuộc phần hệ thống của trang"],
    ["/og-image.png", "/og-image.png is a file the site serves itself", "/og-image.png là tệp do chính trang cung cấp"],
    [
      "/og-image.png/",
      "/og-image.png is a file the site serves itself",
      "/og-image.png là tệp do chính trang cung cấp",
    ],
    ["/og-image%2Epng", "is a file the site serves itself", "là tệp do chính trang cung cấp"],
  ])("refuses the site's own %s as an old address, in both languages", async (from, en, vi) => {
    for (const [language, text] of [
      ["en", en],
      ["vi", vi],
    ] as const) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/redirects",
        headers: { ...bearer(t.tokens.admin), "accept-language": language },
        payload: { from, to: "https://example.com/" },
      });
      expect(refused.statusCode, `${from} ${refused.body}`).toBe(400);
      expect(refused.json().message).toContain(text);
      expect(refused.json().errors).toEqual([{ path: "from", msg: refused.json().message }]);
    }
    // nor changed into one
    const kept = await post({ from: "/trang-doi", to: "/contact" });
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/redirects/${kept.json().redirect.id}`,
      headers: bearer(t.tokens.admin),
      payload: { from, to: "/contact" },
    });
    expect(changed.statusCode).toBe(400);
    await t.app.inject({
      method: "DELETE",
      url: `/api/redirects/${kept.json().redirect.id}`,
      headers: bearer(t.tokens.admin),
    });
  });

  it("never applies a row stored before for one of the site's own addresses: the site's answer stands", async () => {
    for (const from of ["/og-image.png", "/metrics", "/.well-known/security.txt", "/favicon.svg"]) {
      await t.db
        .insertInto("redirects")
        .values({ from_path: from, to_target: "https://evil.example/", status: 301 })
        .execute();
    }
    // and one that is applied, to show the table was read
    await t.db
      .insertInto("redirects")
      .values({ from_path: "/trang-rat-cu", to_target: "/about", status: 301 })
      .execute();
    await t.app.redirects.load();
    // over real HTTP: the front door answers redirects before Fastify
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const get = (path: string) => fetch(`${address}${path}`, { redirect: "manual" });
    expect((await get("/trang-rat-cu")).status).toBe(301);
    const picture = await get("/og-image.png");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect((await get("/og-image%2Epng")).headers.get("location")).toBeNull();
    const icon = await get("/favicon.svg");
    expect(icon.status).toBe(200);
    const metrics = await get("/metrics");
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("# HELP");
    const security = await get("/.well-known/security.txt");
    expect(security.status).toBe(404);
    expect(security.headers.get("location")).toBeNull();
    // through Fastify's page route as well
    expect((await visit("/.well-known/security.txt")).statusCode).toBe(404);
    // the back office still lists them (so staff can delete them)
    const list = await t.app.inject({ method: "GET", url: "/api/redirects", headers: bearer(t.tokens.admin) });
    expect(list.json().redirects.map((row: { from: string }) => row.from)).toContain("/og-image.png");
  });

  it("refuses a duplicate and a chain either way, and a project's live address", async () => {
    expect((await post({ from: "/trang-cu", to: "/services" })).statusCode).toBe(201);
    const en = { ...bearer(t.tokens.admin), "accept-language": "en" };
    const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/redirects", headers: en, payload });

    const duplicate = await send({ from: "/trang-cu", to: "/projects" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("/trang-cu already has a redirect. Change that one instead.");
    // to an address that is itself redirected: straight to where it goes
    const chainTo = await send({ from: "/rat-cu", to: "/trang-cu" });
    expect(chainTo.statusCode).toBe(409);
    expect(chainTo.json().message).toContain("send /rat-cu straight to /services");
    // from an address others are sent to
    expect((await post({ from: "/khac", to: "/moi" })).statusCode).toBe(201);
    const chainFrom = await send({ from: "/moi", to: "/about" });
    expect(chainFrom.statusCode).toBe(409);
    expect(chainFrom.json().errors[0].path).toBe("from");

    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: bearer(t.tokens.admin),
      payload: {
        title: "Substation",
        title_vi: "Trạm biến áp Long An",
        location: "Long An",
        location_vi: "Long An",
        services_provided: "Installation",
        services_provided_vi: "Lắp đặt",
        status: 1,
      },
    });
    const slug = created.json().project.slug as string;
    const live = await send({ from: `/en/projects/${slug}`, to: "/projects" });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toContain("is a page of the site");
  });

  it("is for admins: Sales and visitors are refused", async () => {
    expect((await post({ from: "/ban", to: "/contact" }, t.tokens.seller)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/redirects" })).statusCode).toBe(401);
  });
});
