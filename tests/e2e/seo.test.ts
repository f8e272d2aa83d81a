import { describe, expect, inject, it } from "vitest";
import { enPath, publicPages } from "./support/pages.ts";

// what a crawler or a chat app's link preview reads: the raw HTML, no JavaScript

const baseURL = inject("baseURL");

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe.each(
  publicPages.flatMap((page) => [
    { ...page, language: "vi" as const, url: page.path, heading: page.vi },
    { ...page, language: "en" as const, url: enPath(page.path), heading: page.en },
  ]),
)("$url ($language)", ({ url, path, language, heading }) => {
  it("arrives complete: lang, heading, title, description, canonical, hreflang, social tags, JSON-LD", async () => {
    const response = await fetch(`${baseURL}${url}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}">`));
    expect(decode(html)).toContain(heading);
    expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1);

    const title = attribute(html, /<title>([^<]+)<\/title>/);
    expect(title).toMatch(/ \| ABC Electric$/);
    // what search engines show whole: a title of at most 60 characters, a description of 70–160
    expect(decode(title ?? "").length, title).toBeLessThanOrEqual(60);
    const description = decode(attribute(html, /<meta name="description" content="([^"]+)"/) ?? "");
    expect(description.length, description).toBeGreaterThanOrEqual(70);
    expect(description.length, description).toBeLessThanOrEqual(160);
    expect(attribute(html, /<meta name="twitter:image:alt" content="([^"]+)"/)).toBeTruthy();
    expect(attribute(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();

    const vi = `${baseURL}${path}`;
    const en = `${baseURL}${enPath(path)}`;
    expect(html).toContain(`<link rel="canonical" href="${language === "vi" ? vi : en}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="vi" href="${vi}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${en}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${vi}"/>`);

    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${language === "vi" ? vi : en}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`);
    expect(html).toContain(`<meta property="og:locale" content="${language === "vi" ? "vi_VN" : "en_US"}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] as string),
    );
    const business = blocks.find((block) => block["@type"] === "Electrician");
    expect(business).toBeTruthy();
    // the seeded hours of the settings, the same as the contact page and the footer say
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
    ]);
    expect(business.areaServed).toContainEqual(expect.objectContaining({ "@type": "GeoCircle", geoRadius: 100000 }));
    // the area in the page's language
    expect(business.areaServed).toContainEqual({
      "@type": "Country",
      name: language === "vi" ? "Việt Nam" : "Vietnam",
    });
    expect(business.foundingDate).toBe("2015");
    expect(business.contactPoint.length).toBeGreaterThan(0);
    if (path !== "/") expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });
});

describe("pages kept out of search engines", () => {
  it("the 404 page is noindex and answered with status 404 in both languages", async () => {
    for (const [url, text] of [
      ["/khong-co-trang-nay", "Xin lỗi, trang Quý khách đang tìm không tồn tại hoặc đã được di chuyển."],
      ["/en/no-such-page", "Sorry, the page you are looking for does not exist or has been moved."],
    ] as const) {
      const response = await fetch(`${baseURL}${url}`);
      expect(response.status).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain(text);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it("the admin is noindex", async () => {
    const html = await (await fetch(`${baseURL}/admin`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe("sitemap and robots", () => {
  it("robots.txt allows the site, keeps crawlers out of /admin and /api and names the sitemap", async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  it("sitemap.xml lists every public URL in both languages with alternates", async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const { path } of publicPages) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}${enPath(path)}</loc>`);
    }
    // and every shown project's own page, in both languages
    const projects = ((await (await fetch(`${baseURL}/api/projects`)).json()) as { projects: { slug: string }[] })
      .projects;
    expect(projects.length).toBeGreaterThan(0);
    for (const { slug } of projects) {
      expect(xml).toContain(`<loc>${baseURL}/projects/${slug}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/en/projects/${slug}</loc>`);
    }
    // and every published news item's page (the seeded ones among them)
    const newsPages = [...xml.matchAll(/<loc>[^<]*\/en\/news\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);
    expect(newsPages).toContain("hoan-thanh-nghiem-thu-dong-dien-tram-inverter-may-bien-ap-dien-mat-troi");
    for (const slug of newsPages) expect(xml).toContain(`<loc>${baseURL}/news/${slug}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength((publicPages.length + projects.length + newsPages.length) * 2);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/projects"/>`);
    expect(xml).toMatch(/<loc>[^<]+\/projects<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe("every page of the sitemap", () => {
  const ldBlocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] as string),
    );

  it("has a title of at most 60 characters (the demo projects and news items among them)", async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    expect(urls.some((url) => url.includes("/projects/"))).toBe(true);
    expect(urls.some((url) => url.includes("/news/"))).toBe(true);
    const long: string[] = [];
    for (const url of urls) {
      const html = await (await fetch(url.replace(/^https?:\/\/[^/]+/, baseURL))).text();
      const title = decode(attribute(html, /<title>([^<]+)<\/title>/) ?? "");
      expect(title, url).not.toBe("");
      if (title.length > 60) long.push(`${url}: ${title} (${title.length})`);
    }
    expect(long).toEqual([]);
  });

  it("a news item's NewsArticle has what Google's rules for an article ask: headline, image, date, author and publisher by name, the publisher's logo", async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const items = [...xml.matchAll(/<loc>[^<]*(\/(?:en\/)?news\/[a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);
    expect(items.length).toBeGreaterThan(0);
    for (const path of items) {
      const article = ldBlocks(await (await fetch(`${baseURL}${path}`)).text()).find(
        (block) => block["@type"] === "NewsArticle",
      );
      expect(article?.headline, path).toBeTruthy();
      expect(article.headline.length, path).toBeLessThanOrEqual(110);
      expect(article.datePublished, path).toMatch(/^\d{4}-\d{2}-\d{2}/);
      // a picture of its own, or the site's share image
      expect(article.image?.[0], path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp|avif)$/);
      for (const party of [article.author, article.publisher]) {
        expect(party, path).toMatchObject({ "@type": "Organization", name: expect.any(String) });
        expect(party.name.length, path).toBeGreaterThan(0);
      }
      expect(article.publisher.logo?.url, path).toMatch(/^https?:\/\/.+\/favicon\.svg$/);
    }
  });
});

describe("the language of the URL", () => {
  it("?lng= sends the visitor to the page in that language and remembers it", async () => {
    const response = await fetch(`${baseURL}/about?lng=en`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/about");
    expect(response.headers.get("set-cookie")).toMatch(/^i18next=en;/);
  });

  it("a stored choice of English sends a Vietnamese URL to English, and back", async () => {
    const toEnglish = await fetch(`${baseURL}/services`, { redirect: "manual", headers: { cookie: "i18next=en" } });
    expect(toEnglish.status).toBe(302);
    expect(toEnglish.headers.get("location")).toBe("/en/services");
    const toVietnamese = await fetch(`${baseURL}/en/services`, {
      redirect: "manual",
      headers: { cookie: "i18next=vi" },
    });
    expect(toVietnamese.headers.get("location")).toBe("/services");
  });

  it("a crawler with no stored choice gets the language of the URL", async () => {
    const response = await fetch(`${baseURL}/services`, {
      redirect: "manual",
      headers: { "user-agent": "Googlebot/2.1", "accept-language": "en-US,en;q=0.9" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="vi">/);
  });
});
