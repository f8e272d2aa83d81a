import { describe, expect, it } from "vitest";
import { pageHtml, section, shown, structuredData } from "../../../test-support/pages.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// the catalogues staff keep are what visitors see: the tools on the home page and on
// /services/maintenance, the tools companies with a logo as brand partners on /services/electrical,
// in both languages, at once after an edit (through the page cache's one invalidation entry point);
// an empty catalogue leaves no section behind

const t = staffApp("kho", {}, { options: { pages: true } });

const call = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api/management/${url}`,
    headers: bearer(t.token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
};
const page = (url: string) => pageHtml(t, url);

const logo = "/uploads/images/2026/11/0123456789abcdef01234567.webp";
const photo = "/uploads/images/2026/11/89abcdef0123456789abcdef.webp";

describe(`the catalogues on the public pages (${testDialect})`, () => {
  it("hide their sections while the catalogues are empty", async () => {
    for (const url of ["/", "/en"]) {
      const html = await page(url);
      // the services section is there, the tools box with its heading is not
      expect(section(html, "services")).not.toBe("");
      expect(html).not.toContain("Thiết bị chẩn đoán</h3>");
      expect(html).not.toContain("Diagnostic tools</h3>");
    }
    for (const url of ["/services/maintenance", "/en/services/maintenance"]) {
      const html = await page(url);
      expect(section(html, "expertise")).not.toBe("");
      expect(section(html, "tools")).toBe("");
    }
    // no brand partners: the About page has no brands section, the home page's hero no partner row
    for (const url of ["/about", "/en/about"]) expect(section(await page(url), "brands")).toBe("");
    expect(shown(await page("/"))).not.toContain("Đối tác");
    for (const url of ["/services/electrical", "/en/services/electrical"]) {
      const html = await page(url);
      expect(section(html, "scope")).not.toBe("");
      expect(section(html, "brands")).toBe("");
      expect(shown(html)).not.toContain("Thương hiệu đối tác");
      expect(shown(html)).not.toContain("Brand partners");
      const service = structuredData(html).find((data) => data["@type"] === "Service");
      expect(service.brand).toBeUndefined();
    }
  });

  it("show what staff add, in the page's language, and follow every edit at once", async () => {
    // pages cached before the edits
    await page("/");
    await page("/en/services/maintenance");
    await page("/services/electrical");

    const category = await call("POST", "tools-categories", { name: "Relay test sets", name_vi: "Hợp bộ thử rơ le" });
    const maker = await call("POST", "tools-companies", { name: "OMICRON", name_vi: "OMICRON" });
    const tool = await call("POST", "tools", {
      name: "CMC 356 relay test set",
      name_vi: "Hợp bộ thử nghiệm rơ le CMC 356",
      description: "Three-phase secondary injection",
      description_vi: "Bơm dòng nhị thứ ba pha",
      tools_categories_id: category.id,
      tools_companies_id: maker.id,
    });

    const home = await page("/");
    expect(home).toContain("Thiết bị chẩn đoán</h3>");
    expect(section(home, "services")).toContain("Hợp bộ thử nghiệm rơ le CMC 356");
    expect(section(home, "services")).toContain("OMICRON");
    expect(section(await page("/en"), "services")).toContain("CMC 356 relay test set");

    const vi = section(await page("/services/maintenance"), "tools");
    expect(vi).toContain("Thiết bị chẩn đoán");
    expect(vi).toContain("Hợp bộ thử rơ le</h3>");
    expect(vi).toContain("Hợp bộ thử nghiệm rơ le CMC 356</h4>");
    expect(vi).toContain("Bơm dòng nhị thứ ba pha");
    expect(vi).toContain("Hãng:</span> OMICRON");
    expect(vi).not.toContain("Three-phase");
    const en = section(await page("/en/services/maintenance"), "tools");
    expect(en).toContain("Relay test sets</h3>");
    expect(en).toContain("CMC 356 relay test set</h4>");
    expect(en).toContain("Three-phase secondary injection");
    // no picture yet: an icon, no image
    expect(en).not.toContain("<img");

    // a maker without a logo is no brand partner
    expect(section(await page("/services/electrical"), "brands")).toBe("");

    // the maker gets a logo: a brand partner on the electrical page, and the tool's picture
    await call("PUT", `tools-companies/${maker.id}`, { name: "OMICRON", name_vi: "OMICRON", logo_path: logo });
    for (const url of ["/services/electrical", "/en/services/electrical"]) {
      const html = await page(url);
      const brands = section(html, "brands");
      expect(brands).toContain(url.startsWith("/en") ? "Brand partners" : "Thương hiệu đối tác");
      expect(brands).toMatch(/<img[^>]*alt="OMICRON"/);
      const image = /<img[^>]*>/.exec(brands)?.[0] ?? "";
      expect(image).toContain(`src="${logo}"`);
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/width="\d+"/);
      expect(image).toMatch(/height="\d+"/);
      expect(image).toContain("-480w.webp 480w");
      const service = structuredData(html).find((data) => data["@type"] === "Service");
      expect(service.brand).toEqual([{ "@type": "Brand", name: "OMICRON", logo: `http://localhost:3000${logo}` }]);
    }
    expect(section(await page("/services/maintenance"), "tools")).toMatch(/<img[^>]*alt="OMICRON"/);

    // the tool's own picture wins over its maker's logo, named by the tool
    await call("PUT", `tools/${tool.id}`, {
      name: "CMC 356 relay test set",
      name_vi: "Hợp bộ thử nghiệm rơ le CMC 356",
      tools_categories_id: category.id,
      tools_companies_id: maker.id,
      logo_path: photo,
    });
    const withPhoto = section(await page("/en/services/maintenance"), "tools");
    expect(withPhoto).toMatch(new RegExp(`<img[^>]*src="${photo}"`));
    expect(withPhoto).toMatch(/<img[^>]*alt="CMC 356 relay test set"/);
    // the description was cleared by the edit (PUT replaces the entry)
    expect(withPhoto).not.toContain("Three-phase secondary injection");

    // a renamed category and maker show at once in both languages
    await call("PUT", `tools-categories/${category.id}`, { name: "Protection testing", name_vi: "Thí nghiệm bảo vệ" });
    await call("PUT", `tools-companies/${maker.id}`, {
      name: "OMICRON electronics",
      name_vi: "OMICRON electronics",
      logo_path: logo,
    });
    expect(section(await page("/services/maintenance"), "tools")).toContain("Thí nghiệm bảo vệ</h3>");
    expect(section(await page("/en"), "services")).toContain("OMICRON electronics");
    expect(section(await page("/en/services/electrical"), "brands")).toContain('alt="OMICRON electronics"');

    // the logo removed: no brand partners left, the section goes
    await call("PUT", `tools-companies/${maker.id}`, { name: "OMICRON electronics", name_vi: "OMICRON electronics" });
    expect(section(await page("/services/electrical"), "brands")).toBe("");

    // the last tool deleted: the home box and the maintenance section go, headings included
    await call("DELETE", `tools/${tool.id}`);
    expect(await page("/")).not.toContain("Thiết bị chẩn đoán</h3>");
    expect(await page("/en")).not.toContain("CMC 356 relay test set");
    expect(section(await page("/en/services/maintenance"), "tools")).toBe("");
  });

  it("keep the brand partners one list: the home page names them, About describes and counts them", async () => {
    // pages cached before the edits
    await page("/");
    await page("/about");
    const brand = (name: string, description: string, description_vi: string) =>
      call("POST", "tools-companies", { name, name_vi: name, description, description_vi, logo_path: logo });
    const made = [
      await brand("ABB", "UniGear MV switchgear.", "Tủ trung thế UniGear."),
      await brand("Siemens", "SIVACON S8 switchboards.", "Tủ hạ thế SIVACON S8."),
    ];
    const check = async (names: string[]) => {
      const about = section(await page("/about"), "brands");
      expect(shown(about)).toContain(`Đối tác của ${names.length} thương hiệu`);
      const aboutEn = section(await page("/en/about"), "brands");
      expect(shown(aboutEn)).toContain(`Partner of ${names.length} of the world`);
      const electrical = section(await page("/services/electrical"), "brands");
      expect(electrical.match(/<img/g)).toHaveLength(names.length);
      const home = shown(await page("/"));
      for (const name of names) {
        expect(shown(about)).toContain(name);
        expect(home).toContain(name);
      }
      return { about: shown(about), aboutEn: shown(aboutEn) };
    };
    const two = await check(["ABB", "Siemens"]);
    // each described in the page's language, from the catalogue
    expect(two.about).toContain("Tủ trung thế UniGear.");
    expect(two.aboutEn).toContain("SIVACON S8 switchboards.");
    // a third partner: every page says three at once
    made.push(await brand("Eaton", "Power Xpert switchgear.", "Tủ đóng cắt Power Xpert."));
    await check(["ABB", "Siemens", "Eaton"]);
    for (const company of made) await call("DELETE", `tools-companies/${company.id}`);
  });

  it("list at most six tools on the home page, newest first, with a link to all of them", async () => {
    const category = await call("POST", "tools-categories", {
      name: "Insulation testers",
      name_vi: "Máy đo cách điện",
    });
    const maker = await call("POST", "tools-companies", { name: "Megger", name_vi: "Megger" });
    const names = Array.from({ length: 7 }, (_, i) => `Tester ${i + 1}`);
    for (const name of names) {
      await call("POST", "tools", {
        name,
        name_vi: `Máy đo ${name.slice(7)}`,
        tools_categories_id: category.id,
        tools_companies_id: maker.id,
      });
    }
    const home = section(await page("/en"), "services");
    for (const name of names.slice(1)) expect(home).toContain(name);
    expect(home).not.toContain("Tester 1<");
    expect(home.indexOf("Tester 7")).toBeLessThan(home.indexOf("Tester 2"));
    expect(home).toMatch(/href="\/en\/services\/maintenance#tools"[^>]*>See all diagnostic tools/);
    // the maintenance page lists all seven, in the order they were added
    const all = section(await page("/en/services/maintenance"), "tools");
    expect(all.match(/Tester \d<\/h4>/g)).toEqual(names.map((name) => `${name}</h4>`));
    // one fewer: the link goes
    await call(
      "DELETE",
      `tools/${(await t.db.selectFrom("tools").select("id").orderBy("id").executeTakeFirstOrThrow()).id}`,
    );
    expect(section(await page("/"), "services")).not.toContain("Xem tất cả thiết bị chẩn đoán");
  });
});
