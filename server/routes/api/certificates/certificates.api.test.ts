import { describe, expect, it } from "vitest";
import { pageHtml, section, structuredData } from "../../../test-support/pages.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the certificates staff keep are what the home carousel and the /about gallery show: visible
// ones in their order, in the page's language, at once after each change

const t = staffApp("editor", { user_name: "Phạm Thu Hà" }, { options: { pages: true } });

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/certificates${url}`,
    headers: bearer(t.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const page = (url: string) => pageHtml(t, url);
const aboutData = (html: string) => structuredData(html).find((data) => data["@type"] === "AboutPage");

const image = (n: number) => `/uploads/images/2026/11/${String(n).repeat(24).slice(0, 24)}.webp`;
const certificate = (overrides: object = {}) => ({
  title: "ISO 9001:2015 quality management",
  title_vi: "Chứng nhận ISO 9001:2015",
  issuer: "Bureau Veritas",
  issuer_vi: "Bureau Veritas Việt Nam",
  valid_until: "2029-12-31",
  display_order: 2,
  visible: 1,
  image_path: image(1),
  ...overrides,
});

describe(`certificates API (${testDialect})`, () => {
  it("needs a login", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/certificates" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/certificates", payload: certificate() })).statusCode).toBe(
      401,
    );
  });

  it("shows 'No certificates available' on the public pages while there are none", async () => {
    expect((await call("GET", "")).json().certificates).toEqual([]);
    // the shown message (the page's data carries the text too, so the element is what counts)
    expect(await page("/")).toContain(">Chưa có chứng chỉ nào</p>");
    expect(await page("/en")).toContain(">No certificates available</p>");
    expect(section(await page("/about"), "certifications")).toContain(">Chưa có chứng chỉ nào</p>");
    expect(section(await page("/en/about"), "certifications")).toContain(">No certificates available</p>");
  });

  it("refuses bad input with a message for each field, and stores nothing", async () => {
    const cases: [object, string, string][] = [
      [{ title: "" }, "title", "This field is required."],
      [{ image_path: "" }, "image_path", "Please choose an image."],
      [{ image_path: null }, "image_path", "Please choose an image."],
      [
        { image_path: "javascript:alert(1)" },
        "image_path",
        "The image must be an uploaded file (/uploads/…), one of the site's pictures (/images/…) or an https:// address, written plainly (no .., %-escapes, \\ or spaces).",
      ],
      [{ valid_until: "2026-02-30" }, "valid_until", "Enter a date as YYYY-MM-DD."],
      [{ valid_until: "31/12/2029" }, "valid_until", "Enter a date as YYYY-MM-DD."],
      [{ valid_until: "2026-13-01" }, "valid_until", "Enter a date as YYYY-MM-DD."],
      [{ valid_until: "+275760-09-13" }, "valid_until", "Enter a date as YYYY-MM-DD."],
      [{ display_order: -1 }, "display_order", "Display order must be a whole number of 0 or more."],
      [{ visible: 2 }, "visible", "Status must be 0 or 1."],
    ];
    for (const [change, path, message] of cases) {
      const response = await call("POST", "", certificate(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const error = response.json().errors.find((item: { path: string }) => item.path === path);
      expect(error?.msg, JSON.stringify(change)).toBe(message);
    }
    expect((await call("GET", "")).json().certificates).toEqual([]);
    expect((await call("PUT", "/999999", certificate())).statusCode).toBe(404);
    expect((await call("PUT", "/abc", certificate())).statusCode).toBe(400);
    expect((await call("DELETE", "/999999")).statusCode).toBe(404);
  });

  it("adds, changes, hides and deletes, and the home carousel and /about follow at once in both languages", async () => {
    // pages cached before the change
    await page("/");
    await page("/en/about");

    const iso = await call("POST", "", certificate());
    expect(iso.statusCode, iso.body).toBe(201);
    const isoId = iso.json().certificate.id;
    expect(iso.json()).toMatchObject({ message: "Certificate added", certificate: { title: certificate().title } });
    const licence = await call(
      "POST",
      "",
      certificate({
        title: "Electricity operation licence",
        title_vi: "Giấy phép hoạt động điện lực",
        issuer: null,
        issuer_vi: null,
        valid_until: "",
        display_order: 1,
        image_path: image(2),
      }),
    );
    expect(licence.statusCode).toBe(201);
    expect(licence.json().certificate).toMatchObject({ issuer: null, valid_until: null });
    const hidden = await call("POST", "", certificate({ title: "Hidden one", title_vi: "Chứng chỉ ẩn", visible: 0 }));
    expect(hidden.statusCode).toBe(201);

    // the admin list holds all three in order; the pages the visible two, licence first
    expect((await call("GET", "")).json().certificates.map((item: { title: string }) => item.title)).toEqual([
      "Electricity operation licence",
      "ISO 9001:2015 quality management",
      "Hidden one",
    ]);
    const home = await page("/");
    expect(home).not.toContain(">Chưa có chứng chỉ nào</p>");
    const first = home.indexOf('alt="Giấy phép hoạt động điện lực"');
    const second = home.indexOf('alt="Chứng nhận ISO 9001:2015"');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(home).toContain(`src="${image(1)}"`);
    expect(home).not.toContain("Chứng chỉ ẩn");
    expect(await page("/en")).toContain('alt="ISO 9001:2015 quality management"');
    const about = section(await page("/about"), "certifications");
    expect(about).toContain("Chứng nhận ISO 9001:2015");
    expect(about).toContain("Đơn vị cấp: Bureau Veritas Việt Nam");
    expect(about).toContain("Hiệu lực đến 31/12/2029");
    expect(about).not.toContain("Chứng chỉ ẩn");
    const aboutEnHtml = await page("/en/about");
    const aboutEn = section(aboutEnHtml, "certifications");
    expect(aboutEn).toContain("Issuer: Bureau Veritas");
    expect(aboutEn).toContain("Valid until 31 December 2029");
    expect(aboutData(aboutEnHtml).image).toEqual([
      `http://localhost:3000${image(2)}`,
      `http://localhost:3000${image(1)}`,
    ]);

    // a rename, then hiding it: the pages follow
    const renamed = await call("PUT", `/${isoId}`, certificate({ title_vi: "ISO 9001:2015 (gia hạn)" }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe("Certificate updated");
    expect(await page("/")).toContain('alt="ISO 9001:2015 (gia hạn)"');
    expect(
      (await call("PUT", `/${isoId}`, certificate({ title_vi: "ISO 9001:2015 (gia hạn)", visible: 0 }))).statusCode,
    ).toBe(200);
    expect(await page("/")).not.toContain("ISO 9001:2015 (gia hạn)");
    expect(section(await page("/en/about"), "certifications")).not.toContain("ISO 9001:2015 quality management");

    // deleted: gone from the list and the pages, and a second delete is a 404
    const removed = await call("DELETE", `/${licence.json().certificate.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe("Certificate deleted");
    expect((await call("DELETE", `/${licence.json().certificate.id}`)).statusCode).toBe(404);
    expect(await page("/")).toContain(">Chưa có chứng chỉ nào</p>");

    // every change is in the audit trail, by whom, hiding as a change of state
    const trail = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_name", "label", "label_vi", "details"])
      .where("entity_type", "=", "certificate")
      .orderBy("id")
      .execute();
    expect(trail.map((entry) => entry.action)).toEqual(["create", "create", "create", "update", "status", "delete"]);
    expect(trail.every((entry) => entry.actor_name === "Phạm Thu Hà")).toBe(true);
    expect(trail[4]).toMatchObject({ entity_id: isoId, label_vi: "ISO 9001:2015 (gia hạn)" });
    expect(JSON.parse(trail[4]?.details ?? "{}").values).toEqual({ visible: 0 });
    expect(trail[5]).toMatchObject({ label: "Electricity operation licence" });
  });
});
