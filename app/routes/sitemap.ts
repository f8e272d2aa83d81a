import { LIMITS } from "../../contract/constants.ts";
import { localizedPath } from "../../contract/language-routing.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import type { Route } from "./+types/sitemap";

// every public URL in both languages, with their alternates; the projects page carries the date
// of the latest project change, so the sitemap follows the portfolio, and every active project's
// own page is listed with the date of its last change; so are the news list and every published item
export const PUBLIC_PATHS = [
  { path: "/", priority: "1.0", changefreq: "weekly" },
  { path: "/about", priority: "0.8", changefreq: "monthly" },
  { path: "/services", priority: "0.9", changefreq: "monthly" },
  { path: "/services/electrical", priority: "0.8", changefreq: "monthly" },
  { path: "/services/maintenance", priority: "0.8", changefreq: "monthly" },
  { path: "/projects", priority: "0.9", changefreq: "weekly" },
  { path: "/news", priority: "0.7", changefreq: "weekly" },
  { path: "/contact", priority: "0.7", changefreq: "yearly" },
  { path: "/privacy", priority: "0.3", changefreq: "yearly" },
  { path: "/terms", priority: "0.3", changefreq: "yearly" },
] as const;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

// one <url> per language of a page, each naming both languages and x-default (the Vietnamese)
function urlEntries(
  origin: string,
  path: string,
  options: { changefreq: string; priority: string; lastmod?: string | null },
): string[] {
  return (["vi", "en"] as const).map((language) => {
    const alternates = (["vi", "en"] as const)
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(`${origin}${localizedPath(path, alternate)}`)}"/>`,
      )
      .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`)
      .join("\n");
    const lastmod = options.lastmod ? `\n    <lastmod>${options.lastmod.slice(0, 10)}</lastmod>` : "";
    return `  <url>
    <loc>${escapeXml(`${origin}${localizedPath(path, language)}`)}</loc>${lastmod}
    <changefreq>${options.changefreq}</changefreq>
    <priority>${options.priority}</priority>
${alternates}
  </url>`;
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, data } = context.get(requestValuesContext);
  const origin = site.publicOrigin;
  const [projectsChanged, projects, news] = await Promise.all([
    data.projectsLastModified(),
    data.listProjects(),
    data.listNews(),
  ]);
  // the newest change to a published item dates the list
  const newsChanged = news.reduce<string | null>(
    (latest, item) => (latest && latest > item.updated_at ? latest : item.updated_at),
    null,
  );
  const urls = [
    ...PUBLIC_PATHS.flatMap(({ path, priority, changefreq }) =>
      urlEntries(origin, path, {
        priority,
        changefreq,
        lastmod: path === "/projects" || path === "/" ? projectsChanged : path === "/news" ? newsChanged : null,
      }),
    ),
    ...projects.flatMap((project) =>
      urlEntries(origin, `/projects/${project.slug}`, {
        priority: "0.6",
        changefreq: "monthly",
        lastmod: project.updated_at,
      }),
    ),
    // the news list's later pages (ten items a page)
    ...Array.from({ length: Math.max(0, Math.ceil(news.length / LIMITS.newsPerPage) - 1) }, (_, index) =>
      urlEntries(origin, `/news?page=${index + 2}`, { priority: "0.4", changefreq: "weekly", lastmod: null }),
    ).flat(),
    ...news.flatMap((item) =>
      urlEntries(origin, `/news/${item.slug}`, { priority: "0.5", changefreq: "yearly", lastmod: item.updated_at }),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
