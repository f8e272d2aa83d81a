import { ChevronLeft, ChevronRight } from "lucide-react";
import { data, useLocation } from "react-router";
import { LIMITS } from "../../contract/constants.ts";
import { localizedPath } from "../../contract/language-routing.ts";
import { fillPlural } from "../../contract/template.ts";
import { NewsSummary } from "../components/ui/news-summary.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { PageHero } from "../components/ui/page-parts.tsx";
import { ProjectImage } from "../features/projects/project-image.tsx";
import { imageUrl } from "../lib/images.ts";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { shownNews } from "../lib/news.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo, shareImage } from "../lib/seo.ts";
import type { Route } from "./+types/news";

// /news and /en/news: the published items, newest first, ten a page (?page=2), each leading to
// its own page; a page beyond the last is a 404
export async function loader(args: Route.LoaderArgs) {
  const { language, origin } = pageOf(args);
  const copy = await pageCopy(args, "news", language);
  const all = (await args.context.get(requestValuesContext).data.listNews()).map((item) => shownNews(item, language));
  const pages = Math.max(1, Math.ceil(all.length / LIMITS.newsPerPage));
  const asked = new URL(args.request.url).searchParams.get("page");
  const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : Number.NaN;
  if (!(page >= 1 && page <= pages)) {
    const notFound = await pageCopy(args, "not-found", language);
    return data(
      {
        notFound,
        items: [],
        copy,
        page: 1,
        pages,
        total: all.length,
        meta: seo(args, { title: notFound.metaTitle, description: notFound.text, noIndex: true }),
      },
      { status: 404 },
    );
  }
  const items = all.slice((page - 1) * LIMITS.newsPerPage, page * LIMITS.newsPerPage);
  const query = (target: number) => (target <= 1 ? "" : `?page=${target}`);
  const meta = seo(args, {
    query: query(page),
    ...(page > 1 ? { prev: query(page - 1) } : {}),
    ...(page < pages ? { next: query(page + 1) } : {}),
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    ...shareImage(copy.meta),
    breadcrumbs: [{ name: copy.news, path: "/news" }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: copy.meta.title,
        url: `${origin}${localizedPath("/news", language)}`,
        inLanguage: language === "vi" ? "vi-VN" : "en",
        mainEntity: {
          "@type": "ItemList",
          itemListElement: items.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: `${origin}${item.path}`,
            name: item.title,
          })),
        },
        ...(items[0]?.image ? { image: imageUrl(items[0].image, origin) } : {}),
      },
    ],
  });
  return { notFound: null, items, copy, meta, page, pages, total: all.length };
}

export const meta = loaderMeta;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { items, copy, page, pages, total, notFound } = loaderData;
  const language = useLanguage();
  const { pathname } = useLocation();
  const navButton =
    "inline-flex items-center gap-1 whitespace-nowrap rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800";
  if (notFound) return <NotFoundView copy={notFound} />;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-6xl px-4 py-14">
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {copy.empty}
          </p>
        ) : (
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                  {item.image && (
                    <ProjectImage
                      path={item.image}
                      alt=""
                      sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                      // the first item's picture is the largest paint on a phone: fetched first
                      priority={index === 0}
                      className="aspect-[8/5] w-full object-cover"
                    />
                  )}
                  <div className="flex flex-1 flex-col p-6">
                    <NewsSummary item={item} heading="h2" />
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav aria-label={copy.pagination.label} className="mt-10 flex flex-wrap items-center justify-between gap-4">
            {page > 1 ? (
              <a
                href={page === 2 ? pathname : `?page=${page - 1}`}
                rel="prev"
                className={`${navButton} hover:bg-slate-100`}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                {copy.pagination.previous}
              </a>
            ) : (
              <span aria-hidden="true" />
            )}
            <p className="order-first w-full text-center text-sm text-slate-700 sm:order-none sm:w-auto">
              {fillPlural(
                copy.pagination.showing,
                {
                  from: (page - 1) * LIMITS.newsPerPage + 1,
                  to: (page - 1) * LIMITS.newsPerPage + items.length,
                  total,
                },
                language,
                "total",
              )}
            </p>
            {page < pages ? (
              <a href={`?page=${page + 1}`} rel="next" className={`${navButton} hover:bg-slate-100`}>
                {copy.pagination.next}
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </a>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
        )}
      </div>
      <PageCallToAction copy={copy.cta} />
    </>
  );
}
