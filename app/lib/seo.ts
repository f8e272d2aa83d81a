import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { type CompanySettings, dayName, groupOpeningHours } from "../../contract/company.ts";
import type { Language } from "../../contract/constants.ts";
import { parseDay } from "../../contract/day-text.ts";
import { languageFromPath, localizedPath, pageUrl } from "../../contract/language-routing.ts";
import type { LegalCopy } from "../../contract/pages/legal.ts";
import { requestValuesContext } from "./request-context.ts";

// everything a search engine or a chat app's link preview reads from a public page, built on the
// server only (pages call it from their loaders): title, description, keywords, canonical, hreflang, Open Graph, Twitter, JSON-LD

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };
const BUSINESS_LOGO_PATH = "/favicon.svg";

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  // an absolute URL or a path on this site, and what it shows (else the title stands for it)
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  // page-specific structured data, added to the business's own
  structuredData?: Record<string, unknown>[];
  noIndex?: boolean;
  // breadcrumb trail after "home", for structured data
  breadcrumbs?: { name: string; path: string }[];
  // a page of a list: its query ("?page=2"), part of its canonical address, and the queries of
  // the pages before and after it ("" for the first), as rel=prev/next links
  query?: string;
  prev?: string;
  next?: string;
}

// what a page's loader knows: the request (a client navigation's /en/about.data stands for
// /en/about) and the values the server hands every render
export interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

// the page a loader serves: its path, language, the site's settings and origin
export function pageOf({ request, context }: PageArgs) {
  const pathname = pageUrl(new URL(request.url)).pathname;
  const site = context.get(requestValuesContext).site;
  return { pathname, language: languageFromPath(pathname), site, origin: site.publicOrigin };
}

// where the company works, in the page's language
const AREA = {
  vi: { country: "Việt Nam", around: "Trong bán kính 100 km quanh TP. Hồ Chí Minh" },
  en: { country: "Vietnam", around: "Within 100 km of Ho Chi Minh City" },
} as const;

export function businessStructuredData(company: CompanySettings, origin: string, language: Language) {
  return {
    "@context": "https://schema.org",
    // schema.org has no ElectricalContractor: Electrician is its type for an electrical
    // contractor (a HomeAndConstructionBusiness, so a LocalBusiness with hours and an area)
    "@type": "Electrician",
    "@id": `${origin}/#business`,
    name: company.name[language],
    alternateName: company.shortName,
    legalName: company.legalName,
    url: `${origin}${localizedPath("/", language)}`,
    logo: `${origin}${BUSINESS_LOGO_PATH}`,
    image: `${origin}${OG_IMAGE.path}`,
    telephone: company.hotlineInternational,
    email: company.email,
    foundingDate: String(company.foundingYear),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: company.geo.latitude, longitude: company.geo.longitude },
    // written from the same hours as the contact page and the footer
    openingHoursSpecification: groupOpeningHours(company.hours).flatMap((group) =>
      group.hours
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: group.days.map((day) => dayName(day, "en")),
              opens: group.hours.open,
              closes: group.hours.close,
            },
          ]
        : [],
    ),
    areaServed: [
      { "@type": "Country", name: AREA[language].country },
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: 10.8231, longitude: 106.6297 },
        geoRadius: 100000,
        description: AREA[language].around,
      },
    ],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.hotlineInternational,
        email: company.email,
        areaServed: "VN",
        availableLanguage: ["Vietnamese", "English"],
      },
      {
        "@type": "ContactPoint",
        contactType: "emergency",
        telephone: company.hotlineInternational,
        areaServed: "VN",
        availableLanguage: ["Vietnamese", "English"],
      },
    ],
    sameAs: [company.social.facebook, company.social.youtube, company.social.tiktok],
  };
}

// what a search result shows whole: 60 characters at the most
export const TITLE_MAX_LENGTH = 60;

// a page's <title>: "Page | Company" when that fits, else the page's title alone, else that title
// cut at a word and ended with "…" (a project's or a news item's title can be long)
export function pageTitle(title: string, shortName: string, max = TITLE_MAX_LENGTH): string {
  const flat = title.replace(/\s+/g, " ").trim();
  const full = `${flat} | ${shortName}`;
  if (full.length <= max) return full;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

// the business as the author or publisher of a page's work: a reference to the business's own
// block, with the name and logo a search engine's article rules ask to find in place
export function businessAsOrganization(company: CompanySettings, origin: string, language: Language) {
  return {
    "@type": "Organization",
    "@id": `${origin}/#business`,
    name: company.name[language],
    url: `${origin}${localizedPath("/", language)}`,
    logo: { "@type": "ImageObject", url: `${origin}${BUSINESS_LOGO_PATH}` },
  };
}

// the title, description, keywords and share image of a page's copy, with the page as the
// breadcrumb after home (after its parent: a services page after /services), named by its
// `breadcrumb` where the copy has one
export function copySeo(
  meta: { title: string; description: string; keywords: string; image?: string; breadcrumb?: string },
  path: string,
  parent?: { name: string; path: string },
): PageSeo {
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    ...shareImage(meta),
    breadcrumbs: [...(parent ? [parent] : []), { name: meta.breadcrumb ?? meta.title, path }],
  };
}

// the share image staff chose for a page, if any (else the site's own)
export function shareImage(meta: { image?: string }): Pick<PageSeo, "image"> {
  return meta.image ? { image: meta.image } : {};
}

// a public page's meta tags, built by its loader on the server; the route's meta function only
// hands them to React Router (app/lib/meta.ts), so this module and the pages' structured data
// never reach the browser (decision 007)
export function seo(args: PageArgs, page: PageSeo): MetaDescriptor[] {
  const { pathname, language, site, origin } = pageOf(args);
  const url = (lang: Language, query = page.query ?? "") => `${origin}${localizedPath(pathname, lang)}${query}`;
  const image = page.image
    ? /^https?:\/\//.test(page.image)
      ? page.image
      : `${origin}${page.image}`
    : `${origin}${OG_IMAGE.path}`;
  const siteName = site.company.name[language];
  const title = pageTitle(page.title, site.company.shortName);
  // a link preview shows more than a search result: the whole title there, when the page's is cut
  const socialTitle = title.endsWith("…") ? page.title : title;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(language) },
    { property: "og:image", content: image },
    ...(page.image
      ? []
      : [
          { property: "og:image:width", content: String(OG_IMAGE.width) },
          { property: "og:image:height", content: String(OG_IMAGE.height) },
        ]),
    { property: "og:image:alt", content: page.imageAlt ?? socialTitle },
    { property: "og:locale", content: language === "vi" ? "vi_VN" : "en_US" },
    { property: "og:locale:alternate", content: language === "vi" ? "en_US" : "vi_VN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.imageAlt ?? socialTitle },
  ];

  if (page.noIndex) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
  } else {
    tags.push(
      { name: "robots", content: "index, follow, max-image-preview:large" },
      { tagName: "link", rel: "canonical", href: url(language) },
      { tagName: "link", rel: "alternate", hrefLang: "vi", href: url("vi") },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("vi") },
      ...(page.prev !== undefined ? [{ tagName: "link", rel: "prev", href: url(language, page.prev) }] : []),
      ...(page.next !== undefined ? [{ tagName: "link", rel: "next", href: url(language, page.next) }] : []),
    );
  }

  const graph: Record<string, unknown>[] = [];
  graph.push(businessStructuredData(site.company, origin, language));
  if (page.breadcrumbs) {
    const trail = [{ name: language === "vi" ? "Trang chủ" : "Home", path: "/" }, ...page.breadcrumbs];
    graph.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${origin}${localizedPath(crumb.path, language)}`,
      })),
    });
  }
  graph.push(...(page.structuredData ?? []));
  for (const data of graph) tags.push({ "script:ld+json": data });
  return tags;
}

// a service page's structured data: the service, its provider (the business) and its offers
export function serviceStructuredData({
  origin,
  language,
  path,
  meta,
  catalogName,
  offers,
  extra = {},
}: {
  origin: string;
  language: Language;
  path: string;
  meta: { title: string; serviceType: string; description: string };
  catalogName: string;
  offers: { title: string; text: string }[];
  extra?: Record<string, unknown>;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: meta.title,
    serviceType: meta.serviceType,
    description: meta.description,
    url: `${origin}${localizedPath(path, language)}`,
    provider: { "@id": `${origin}/#business` },
    areaServed: { "@type": "Country", name: AREA[language].country },
    ...extra,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalogName,
      itemListElement: offers.map((offer) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.title, description: offer.text },
      })),
    },
  };
}

// a legal page (privacy, terms): a web page with the date of its last change
export function legalMeta(args: PageArgs, copy: LegalCopy, path: string): MetaDescriptor[] {
  const { language } = pageOf(args);
  const updated = parseDay(copy.hero.updated);
  const page: PageSeo = {
    ...copySeo(copy.meta, path),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: copy.meta.title,
        description: copy.meta.description,
        inLanguage: language === "vi" ? "vi-VN" : "en",
        ...(updated ? { dateModified: updated } : {}),
      },
    ],
  };
  return seo(args, page);
}
