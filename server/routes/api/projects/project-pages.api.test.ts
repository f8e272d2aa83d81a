import { describe, expect, it } from "vitest";
import { savedRecord } from "../../../test-support/records.ts";
import { staffApp } from "../../../test-support/staff-app.ts";
import { bearer, testDialect } from "../../../test-support/test-app.ts";

// a project's own page, /projects/{slug} and /en/projects/{slug}, through the real HTTP stack,
// the built pages, the page cache and the real database

const t = staffApp("editor", {}, { options: { pages: true } });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

const IMAGE = "/uploads/images/2026/11/0123456789abcdef01234567.webp";
const project = (overrides: object = {}) => ({
  title: "22 kV substation for a garment factory",
  title_vi: "Trạm biến áp 22 kV cho nhà máy may mặc",
  location: "VSIP II Industrial Park, Binh Duong",
  location_vi: "KCN VSIP II, Bình Dương",
  description: "Supply, installation and commissioning of a 2 × 2,500 kVA indoor substation.",
  description_vi: "Cung cấp, lắp đặt và nghiệm thu trạm biến áp trong nhà 2 × 2.500 kVA.",
  services_provided: "Equipment supply, Installation, Testing and commissioning",
  services_provided_vi: "Cung cấp thiết bị, Lắp đặt, Thí nghiệm và nghiệm thu",
  status: 1,
  display_order: 0,
  image_path: IMAGE,
  image_alt: "Ring main units and cast-resin transformers",
  image_alt_vi: "Tủ RMU và máy biến áp khô trong trạm",
  ...overrides,
});

type Saved = { id: number; slug: string };
const create = (overrides: object = {}) => savedRecord<Saved>(t, t.token, "projects", project(overrides));
const update = (id: number, overrides: object) => savedRecord<Saved>(t, t.token, "projects", project(overrides), id);

const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

describe(`a project's page (${testDialect})`, () => {
  it("renders the project in Vietnamese with its meta description, Open Graph image, JSON-LD and breadcrumbs", async () => {
    const { slug } = await create();
    expect(slug).toBe("tram-bien-ap-22-kv-cho-nha-may-may-mac");
    const response = await get(`/projects/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;

    expect(html).toContain('<html lang="vi"');
    expect(html).toMatch(/<h1[^>]*>Trạm biến áp 22 kV cho nhà máy may mặc<\/h1>/);
    expect(html).toMatch(/<title>Trạm biến áp 22 kV cho nhà máy may mặc \| [^<]+<\/title>/);
    expect(html).toContain("KCN VSIP II, Bình Dương");
    expect(html).toContain("Cung cấp, lắp đặt và nghiệm thu trạm biến áp trong nhà 2 × 2.500 kVA.");
    // the services one by one, and the date as month and year
    for (const service of ["Cung cấp thiết bị", "Lắp đặt", "Thí nghiệm và nghiệm thu"]) {
      expect(html).toContain(`>${service}</li>`);
    }
    expect(html).toMatch(/<time dateTime="[^"]+"[^>]*>tháng \d{1,2} năm \d{4}<\/time>/);

    expect(metaContent(html, "name", "description")).toBe(
      "Cung cấp, lắp đặt và nghiệm thu trạm biến áp trong nhà 2 × 2.500 kVA.",
    );
    expect(metaContent(html, "property", "og:image")).toBe(`${t.config.publicOrigin}${IMAGE}`);
    expect(metaContent(html, "property", "og:image:alt")).toBe("Tủ RMU và máy biến áp khô trong trạm");
    expect(metaContent(html, "property", "og:url")).toBe(`${t.config.publicOrigin}/projects/${slug}`);
    expect(metaContent(html, "property", "og:type")).toBe("article");
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicOrigin}/projects/${slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${t.config.publicOrigin}/en/projects/${slug}"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${t.config.publicOrigin}/projects/${slug}"/>`,
    );
    expect(html).toContain('content="index, follow, max-image-preview:large"');

    // the image in the sizes the upload made, described by its alt text
    const image = /<img[^>]*alt="Tủ RMU và máy biến áp khô trong trạm"[^>]*>/.exec(html)?.[0] ?? "";
    expect(decode(image)).toContain(
      `srcSet="/uploads/images/2026/11/0123456789abcdef01234567-480w.webp 480w, /uploads/images/2026/11/0123456789abcdef01234567-960w.webp 960w, ${IMAGE} 1600w"`,
    );

    // visible breadcrumbs: Home › Projects › the project
    const trail = /<nav aria-label="Vị trí trang"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(trail).toMatch(/<a [^>]*href="\/"[^>]*>Trang chủ<\/a>/);
    expect(trail).toMatch(/<a [^>]*href="\/projects"[^>]*>Dự án<\/a>/);
    expect(trail).toMatch(/<li aria-current="page"[^>]*>Trạm biến áp 22 kV cho nhà máy may mặc<\/li>/);

    const data = jsonLd(html);
    const work = data.find((item) => item["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: "Trạm biến áp 22 kV cho nhà máy may mặc",
      url: `${t.config.publicOrigin}/projects/${slug}`,
      inLanguage: "vi-VN",
      image: { url: `${t.config.publicOrigin}${IMAGE}`, caption: "Tủ RMU và máy biến áp khô trong trạm" },
      locationCreated: { "@type": "Place", name: "KCN VSIP II, Bình Dương" },
      keywords: ["Cung cấp thiết bị", "Lắp đặt", "Thí nghiệm và nghiệm thu"],
      creator: { "@id": `${t.config.publicOrigin}/#business` },
    });
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${t.config.publicOrigin}/` },
      { "@type": "ListItem", position: 2, name: "Dự án", item: `${t.config.publicOrigin}/projects` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Trạm biến áp 22 kV cho nhà máy may mặc",
        item: `${t.config.publicOrigin}/projects/${slug}`,
      },
    ]);
    expect(data.some((item) => item["@type"] === "Electrician")).toBe(true);
  });

  it("renders the same project in English at /en/projects/{slug}", async () => {
    const { slug } = await create({ title_vi: "Trạm biến áp cho nhà máy dệt", title: "Substation for a textile mill" });
    const response = await get(`/en/projects/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<h1[^>]*>Substation for a textile mill<\/h1>/);
    expect(html).toContain("VSIP II Industrial Park, Binh Duong");
    expect(metaContent(html, "name", "description")).toBe(
      "Supply, installation and commissioning of a 2 × 2,500 kVA indoor substation.",
    );
    expect(metaContent(html, "property", "og:image:alt")).toBe("Ring main units and cast-resin transformers");
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicOrigin}/en/projects/${slug}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="vi" href="${t.config.publicOrigin}/projects/${slug}"/>`);
    const trail = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(trail).toMatch(/<a [^>]*href="\/en"[^>]*>Home<\/a>/);
    expect(trail).toMatch(/<a [^>]*href="\/en\/projects"[^>]*>Projects<\/a>/);
    expect(jsonLd(html).find((item) => item["@type"] === "CreativeWork")).toMatchObject({
      name: "Substation for a textile mill",
      inLanguage: "en",
      url: `${t.config.publicOrigin}/en/projects/${slug}`,
    });
  });

  it("describes a project without description, image or alt text from its other fields", async () => {
    const { slug } = await create({
      title_vi: "Bảo trì tủ điện",
      description: null,
      description_vi: null,
      image_path: null,
      image_alt: null,
      image_alt_vi: null,
    });
    const html = (await get(`/projects/${slug}`)).body;
    expect(metaContent(html, "name", "description")).toBe(
      "Bảo trì tủ điện tại KCN VSIP II, Bình Dương: Cung cấp thiết bị, Lắp đặt, Thí nghiệm và nghiệm thu.",
    );
    // the site's own picture for link previews, and the placeholder on the page
    expect(metaContent(html, "property", "og:image")).toBe(`${t.config.publicOrigin}/og-image.png`);
    expect(html).toContain('src="/images/projects/placeholder.svg"');
  });

  it("answers 301 from the old address to the new one after a rename, in both languages, also from the page cache", async () => {
    const cache = t.app.pageCache;
    if (!cache) throw new Error("the page cache is on by default");
    const { id, slug: old } = await create({ title_vi: "Tủ điện tổng cho tòa nhà văn phòng" });
    // both pages are in the cache before the rename
    expect((await get(`/projects/${old}`)).statusCode).toBe(200);
    expect((await get(`/en/projects/${old}`)).statusCode).toBe(200);
    // so is the 404 of the address the project is about to get
    expect((await get("/projects/tu-dien-tong-cho-toa-nha-van-phong-25-tang")).statusCode).toBe(404);

    const renamed = await update(id, { title_vi: "Tủ điện tổng cho tòa nhà văn phòng 25 tầng" });
    expect(renamed.slug).toBe("tu-dien-tong-cho-toa-nha-van-phong-25-tang");

    const vi = await get(`/projects/${old}`);
    expect(vi.statusCode).toBe(301);
    expect(vi.headers.location).toBe(`/projects/${renamed.slug}`);
    const en = await get(`/en/projects/${old}?utm_source=zalo`);
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe(`/en/projects/${renamed.slug}?utm_source=zalo`);
    const page = await get(`/projects/${renamed.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Tủ điện tổng cho tòa nhà văn phòng 25 tầng<\/h1>/);

    // the redirect itself is kept: the next visitor gets it without a render
    const misses = cache.misses;
    const again = await get(`/projects/${old}`);
    expect(again.statusCode).toBe(301);
    expect(again.headers.location).toBe(`/projects/${renamed.slug}`);
    expect(cache.misses).toBe(misses);

    // a second rename: both earlier addresses lead to the newest
    const third = await update(id, { title_vi: "Tủ điện tổng 4b cho tòa nhà văn phòng" });
    for (const earlier of [old, renamed.slug]) {
      const answer = await get(`/projects/${earlier}`);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(`/projects/${third.slug}`);
    }
  });

  it("leads a client-side navigation to an old address to the new page", async () => {
    const { id, slug: old } = await create({ title_vi: "Hệ thống chiếu sáng nhà xưởng" });
    const renamed = await update(id, { title_vi: "Hệ thống chiếu sáng LED nhà xưởng" });
    const data = await get(`/projects/${old}.data`);
    // React Router's single fetch: a redirect the client follows
    expect(data.statusCode).toBe(202);
    expect(data.body).toContain("SingleFetchRedirect");
    expect(data.body).toContain(`"/projects/${renamed.slug}"`);
    expect(data.body).toContain("301");
  });

  it("is the site's 404 for an inactive, unknown or malformed project address, and comes back when the project is shown again", async () => {
    const { id, slug } = await create({ title_vi: "Dự án tạm ẩn" });
    expect((await get(`/projects/${slug}`)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${id}/toggle-status`,
      headers: bearer(t.token),
    });
    expect(off.json().project.status).toBe(0);

    for (const url of [
      `/projects/${slug}`,
      `/en/projects/${slug}`,
      "/projects/khong-co-du-an-nay",
      "/en/projects/no-such-project",
      "/projects/Tram-Bien-Ap",
      `/projects/${"a".repeat(200)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('content="noindex, nofollow"');
    }
    expect((await get(`/projects/${slug}`)).body).toContain("Xin lỗi, trang Quý khách đang tìm không tồn tại");
    expect((await get(`/en/projects/${slug}`)).body).toContain("Sorry, the page you are looking for does not exist");

    // an old address of an inactive project leads nowhere either
    await update(id, { title_vi: "Dự án tạm ẩn đổi tên", status: 0 });
    expect((await get(`/projects/${slug}`)).statusCode).toBe(404);

    await t.app.inject({ method: "PUT", url: `/api/projects/${id}/toggle-status`, headers: bearer(t.token) });
    expect((await get("/projects/du-an-tam-an-doi-ten")).statusCode).toBe(200);
    expect((await get(`/projects/${slug}`)).headers.location).toBe("/projects/du-an-tam-an-doi-ten");
  });

  it("shows an edit of a cached page at once, in both languages", async () => {
    const { id, slug } = await create({ title_vi: "Kiểm định rơ le bảo vệ" });
    const before = await get(`/projects/${slug}`);
    const beforeEn = await get(`/en/projects/${slug}`);
    expect((await get(`/projects/${slug}`)).headers.etag).toBe(before.headers.etag);

    await update(id, {
      title_vi: "Kiểm định rơ le bảo vệ",
      description_vi: "Mô tả mới sau khi chỉnh sửa.",
      description: "A new description after the edit.",
    });
    const after = await get(`/projects/${slug}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain("Mô tả mới sau khi chỉnh sửa.");
    const afterEn = await get(`/en/projects/${slug}`);
    expect(afterEn.headers.etag).not.toBe(beforeEn.headers.etag);
    expect(afterEn.body).toContain("A new description after the edit.");

    await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(t.token) });
    expect((await get(`/projects/${slug}`)).statusCode).toBe(404);
  });

  it("lists every shown project's page in the sitemap, in both languages with alternates", async () => {
    const shown = await create({ title_vi: "Dự án trong sơ đồ trang" });
    const hidden = await create({ title_vi: "Dự án không trong sơ đồ trang", status: 0 });
    const xml = (await get("/sitemap.xml")).body;
    for (const loc of [
      `${t.config.publicOrigin}/projects/${shown.slug}`,
      `${t.config.publicOrigin}/en/projects/${shown.slug}`,
    ]) {
      const entry = new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? "";
      expect(entry, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="vi" href="${t.config.publicOrigin}/projects/${shown.slug}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${t.config.publicOrigin}/en/projects/${shown.slug}"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${t.config.publicOrigin}/projects/${shown.slug}"/>`,
      );
    }
    expect(xml).not.toContain(hidden.slug);
  });

  it("links each card of /projects to its project's page", async () => {
    const { slug } = await create({ title_vi: "Dự án có liên kết" });
    const html = (await get("/projects")).body;
    expect(html).toMatch(new RegExp(`<a href="/projects/${slug}"[^>]*aria-haspopup="dialog"`));
    expect((await get("/en/projects")).body).toContain(`href="/en/projects/${slug}"`);
  });
});
