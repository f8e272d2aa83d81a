import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultCompanySettings } from "../../../../contract/company.ts";
import { buildApp } from "../../../app.ts";
import { pageHtml, shown, structuredData } from "../../../test-support/pages.ts";
import { appWithStaff } from "../../../test-support/staff-app.ts";
import {
  bearer,
  createTestApp,
  createTestDatabase,
  insertUser,
  login,
  type TestApp,
  testDialect,
} from "../../../test-support/test-app.ts";

// the company's settings: every admin reads them, a Super Admin changes them (a group at a time),
// and every public page shows the change at once in both languages — the hotline's tel: links,
// the hours on the contact page, in the footer and in the JSON-LD, the founding year, the figures

const t = appWithStaff(
  { boss: { user_name: "Trần Thị Bích", role: 2 }, clerk: { user_name: "Lê Văn Cường", role: 1 } },
  { options: { pages: true } },
);

const put = (payload: unknown, token = t.tokens.boss) =>
  t.app.inject({ method: "PUT", url: "/api/settings", headers: bearer(token), payload: payload as object });
const getSettings = (token = t.tokens.clerk) =>
  t.app.inject({ method: "GET", url: "/api/settings", headers: bearer(token) });
const business = (html: string) => structuredData(html).find((data) => data["@type"] === "Electrician");
const listItems = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return [];
  const list = html.slice(start, html.indexOf("</ul>", start));
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
};

describe(`GET /api/settings (${testDialect})`, () => {
  it("needs a login", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(response.statusCode).toBe(401);
  });

  it("shows any admin the seeded settings: the specification's hours, never saved by anyone", async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.settings).toEqual(defaultCompanySettings);
    expect(body.settings.hours.saturday).toEqual({ open: "08:00", close: "12:00" });
    expect(body.settings.hours.sunday).toBeNull();
    expect(body.updated_at).toBeNull();
    expect(body.updated_by).toBeNull();
  });
});

describe(`PUT /api/settings (${testDialect})`, () => {
  it("is refused to an Admin, with a reason, and changes nothing", async () => {
    const response = await put({ hotline: "0911 111 111" }, t.tokens.clerk);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only a Super Admin can change the company settings.");
    expect((await getSettings()).json().settings.hotline).toBe(defaultCompanySettings.hotline);
  });

  it("refuses bad input field by field with messages a person can act on, in their language", async () => {
    const cases: [unknown, string, string][] = [
      [
        { hours: { ...defaultCompanySettings.hours, saturday: { open: "12:00", close: "08:00" } } },
        "hours.saturday.close",
        "The closing time must be after the opening time.",
      ],
      [
        { hours: { ...defaultCompanySettings.hours, monday: { open: "8h", close: "18:00" } } },
        "hours.monday.open",
        "Enter a time as HH:MM, e.g. 08:00.",
      ],
      [
        { hotlineInternational: "0900 000 000" },
        "hotlineInternational",
        "Enter the number with its country code, + and digits only, e.g. +84900000000.",
      ],
      [{ email: "not-an-email" }, "email", "Please enter a valid e-mail address."],
      [
        { social: { ...defaultCompanySettings.social, youtube: "javascript:alert(1)" } },
        "social.youtube",
        "Enter a full web address beginning with https:// or http://.",
      ],
      [
        { foundingYear: new Date().getFullYear() + 1 },
        "foundingYear",
        "The founding year is a year from 1900 to this year.",
      ],
      [
        { figures: { ...defaultCompanySettings.figures, projectsDelivered: -5 } },
        "figures.projectsDelivered",
        "Enter a whole number, 0 or more.",
      ],
      [{ name: { vi: "Công ty", en: "" } }, "name.en", "This field is required."],
      [{ password_hash: "x" }, "", "This field is not accepted here."],
      [{}, "", "Nothing to change was sent."],
    ];
    for (const [payload, where, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      const error = body.errors.find((candidate: { path: string }) => candidate.path === where) ?? body.errors[0];
      expect(error.msg, JSON.stringify(payload)).toBe(message);
    }
    // the same refusal in Vietnamese for a Vietnamese admin
    const vi = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { ...bearer(t.tokens.boss), "accept-language": "vi" },
      payload: { hours: { ...defaultCompanySettings.hours, saturday: { open: "12:00", close: "08:00" } } },
    });
    expect(vi.json().errors[0].msg).toBe("Giờ đóng cửa phải sau giờ mở cửa.");
    // junk of any shape is a 400, never a 500
    for (const junk of ["text", [1, 2], 42, null, { hours: "all day" }, { figures: { followers: "2K" } }]) {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/settings",
        headers: { ...bearer(t.tokens.boss), "content-type": "application/json" },
        payload: JSON.stringify(junk),
      });
      expect(response.statusCode, JSON.stringify(junk)).toBe(400);
    }
    expect((await getSettings()).json().updated_at).toBeNull();
  });

  it("changes only the groups it is sent, records who did it, and writes an audit entry", async () => {
    const saturday = { open: "08:00", close: "11:30" };
    const response = await put({
      hotline: "028 3822 1234",
      hotlineInternational: "+842838221234",
      hours: { ...defaultCompanySettings.hours, saturday },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Settings saved");
    expect(body.settings.hotline).toBe("028 3822 1234");
    expect(body.settings.hours.saturday).toEqual(saturday);
    expect(body.settings.email).toBe(defaultCompanySettings.email);
    expect(body.updated_by).toBe("Trần Thị Bích");
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getSettings()).json()).toMatchObject({ settings: body.settings, updated_by: "Trần Thị Bích" });

    const entry = await t.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entity_type: "settings", action: "update", actor_name: "Trần Thị Bích" });
    // the groups whose value changed (the same Monday to Sunday were sent, only Saturday moved)
    expect(JSON.parse(entry.details).fields.sort()).toEqual(["hotline", "hotlineInternational", "hours"]);
  });

  it("shows the change at once on every public page, in both languages", async () => {
    // pages cached with the old details first
    for (const url of ["/", "/en", "/contact", "/en/contact", "/about", "/en/about"]) await pageHtml(t, url);
    const response = await put({
      hotline: "0283 999 888",
      hotlineInternational: "+84283999888",
      hours: {
        ...defaultCompanySettings.hours,
        saturday: { open: "07:30", close: "11:30" },
        sunday: { open: "09:00", close: "11:00" },
      },
      foundingYear: 2009,
      figures: { yearsOfExperience: 17, projectsDelivered: 1250, followers: 3400, connections: 800 },
    });
    expect(response.statusCode, response.body).toBe(200);

    for (const [url, language] of [
      ["/", "vi"],
      ["/en", "en"],
      ["/contact", "vi"],
      ["/en/contact", "en"],
    ] as const) {
      const html = await pageHtml(t, url);
      expect(html, url).toContain('href="tel:+84283999888"');
      expect(html, url).toContain("0283 999 888");
      expect(html, url).not.toContain(defaultCompanySettings.hotline);
      const footer = listItems(html, "footer-hours");
      expect(footer, url).toEqual(
        language === "vi"
          ? ["Thứ Hai – Thứ Sáu: 8:00 – 18:00", "Thứ Bảy: 7:30 – 11:30", "Chủ Nhật: 9:00 – 11:00"]
          : ["Monday – Friday: 8:00 – 18:00", "Saturday: 7:30 – 11:30", "Sunday: 9:00 – 11:00"],
      );
      if (url.endsWith("contact")) expect(listItems(html, "opening-hours"), url).toEqual(footer);
      const data = business(html);
      expect(data.telephone).toBe("+84283999888");
      expect(data.foundingDate).toBe("2009");
      expect(data.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "18:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "07:30", closes: "11:30" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "09:00", closes: "11:00" },
      ]);
    }
    const home = await pageHtml(t, "/");
    expect(home).toContain(">17+</dd>");
    expect(home).toContain(">1.250+</dd>");
    expect(home).toContain("3.400+");
    expect(await pageHtml(t, "/en")).toContain(">1,250+</dd>");
    const about = await pageHtml(t, "/about");
    expect(about).toContain("Hơn 17 năm trên công trường điện công nghiệp");
    expect(about).toContain('<time dateTime="2009">2009</time>');
    expect(about).toContain("Năm thành lập: 2009");
    expect(about).toContain("công trình phía Nam từ năm 2009</h1>");
    expect(about).toMatch(/<meta name="description" content="[^"]*hơn 17 năm kinh nghiệm, 1\.250\+ công trình/);
    const aboutEn = await pageHtml(t, "/en/about");
    expect(aboutEn).toContain("More than 17 years on industrial electrical sites");
    expect(aboutEn).toContain("Founded: 2009");
    expect(aboutEn).toContain("across southern Vietnam since 2009</h1>");
    expect(shown(aboutEn)).not.toMatch(/\{(years|projects|foundingYear)\}/);
  });

  it("lists only the open days in the JSON-LD: a closed Saturday is left out", async () => {
    expect((await put({ hours: { ...defaultCompanySettings.hours, saturday: null, sunday: null } })).statusCode).toBe(
      200,
    );
    const html = await pageHtml(t, "/en/contact");
    expect(listItems(html, "opening-hours")).toEqual(["Monday – Friday: 8:00 – 18:00", "Saturday – Sunday: closed"]);
    expect(business(html).openingHoursSpecification).toHaveLength(1);
  });
});

describe(`two server processes on one database (${testDialect})`, () => {
  it("a change of the settings through one is on the other's pages within a second", async () => {
    const second = await createTestApp({}, undefined, { pages: true, database: t });
    try {
      expect(await pageHtml(second, "/en/contact")).not.toContain("lienhe@dien-abc.vn");
      expect((await put({ email: "lienhe@dien-abc.vn" })).statusCode).toBe(200);
      await expect
        .poll(async () => (await pageHtml(second, "/en/contact")).includes("lienhe@dien-abc.vn"), {
          timeout: 1000,
          interval: 25,
        })
        .toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe(`COMPANY_FILE (${testDialect})`, () => {
  it("seeds the settings of an empty database, and is ignored once they exist", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "company-file-"));
    const file = path.join(dir, "company.json");
    writeFileSync(file, JSON.stringify({ hotline: "0277 123 456", email: "info@congty.vn" }));
    const first = await createTestApp({ COMPANY_FILE: file });
    try {
      await insertUser(first, { login_name: "reader" });
      const token = await login(first, "reader");
      const read = async (app: TestApp) =>
        (await app.app.inject({ method: "GET", url: "/api/settings", headers: bearer(token) })).json().settings;
      expect(await read(first)).toMatchObject({ hotline: "0277 123 456", email: "info@congty.vn" });
      expect((await read(first)).name).toEqual(defaultCompanySettings.name);
      // a later edit of the file does not overwrite what staff keep in the database
      writeFileSync(file, JSON.stringify({ hotline: "0999 999 999" }));
      const restarted = await createTestApp({ COMPANY_FILE: file }, undefined, { database: first });
      try {
        expect((await read(restarted)).hotline).toBe("0277 123 456");
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops start-up with one line naming the variable and the field when it is wrong", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "company-file-"));
    const file = path.join(dir, "company.json");
    const database = await createTestDatabase({ COMPANY_FILE: file });
    const start = () => buildApp({ config: database.config, db: database.db, storage: database.storage });
    try {
      writeFileSync(file, "{ not json");
      await expect(start()).rejects.toThrow(/^COMPANY_FILE: .* is not valid JSON/);
      writeFileSync(file, JSON.stringify({ email: "not-an-email" }));
      await expect(start()).rejects.toThrow(/^COMPANY_FILE: .*: email: Please enter a valid e-mail address\./);
      expect(await database.db.selectFrom("settings").selectAll().execute()).toEqual([]);
    } finally {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
