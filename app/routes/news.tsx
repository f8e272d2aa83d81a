import { localizedPath } from "../../contract/language-routing.ts";
import { NewsSummary } from "../components/ui/news-summary.tsx";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { PageHero } from "../components/ui/page-parts.tsx";
import { ProjectImage } from "../features/projects/project-image.tsx";
import { imageUrl } from "../lib/images.ts";
import { loaderMeta } from "../lib/meta.ts";
import { shownNews } from "../lib/news.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo, shareImage } from "../lib/seo.ts";
import type { Route } from "./+types/news";

// /news and /en/news: every published item, newest first, each leading to its own page
export async function loader(args: Route.LoaderArgs) {
  const { language, origin } = pageOf(args);
  const copy = await pageCopy(args, "news", language);
  const items = (await args.context.get(requestValuesContext).data.listNews()).map((item) => shownNews(item, language));
  const meta = seo(args, {
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
  return { items, copy, meta };
}

export const meta = loaderMeta;

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { items, copy } = loaderData;
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
            {items.map((item) => (
              <li key={item.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                  {item.image && (
                    <ProjectImage
                      path={item.image}
                      alt=""
                      sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
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
      </div>
      <PageCallToAction copy={copy.cta} />
    </>
  );
}
