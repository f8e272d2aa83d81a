import { CalendarDays } from "lucide-react";
import { data, redirect } from "react-router";
import { pageUrl } from "../../contract/language-routing.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../contract/slug.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { TextLink } from "../components/ui/page-parts.tsx";
import { RichText } from "../components/ui/rich-text.tsx";
import { ProjectImage } from "../features/projects/project-image.tsx";
import { imageUrl } from "../lib/images.ts";
import { useLocalizedPath } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { newsPath, newsText, shownNews } from "../lib/news.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { businessAsOrganization, OG_IMAGE, pageOf, seo } from "../lib/seo.ts";
import type { Route } from "./+types/news-item";

// a published news item's page, /news/{slug} and /en/news/{slug}; an earlier slug answers 301
// to the current page, as a project's does; a draft or an unknown address is the site's 404.
// Read through the public data, so any news edit drops the page (and its 301).
export async function loader(args: Route.LoaderArgs) {
  const { language, origin, site } = pageOf(args);
  const slug = args.params.slug;
  const found =
    slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
      ? await args.context.get(requestValuesContext).data.newsBySlug(slug)
      : null;
  if (found && "movedTo" in found) {
    const { search } = pageUrl(new URL(args.request.url));
    throw redirect(`${newsPath(found.movedTo, language)}${search}`, 301);
  }
  if (!found) {
    const copy = await pageCopy(args, "not-found", language);
    return data(
      {
        item: null,
        text: null,
        copy: null,
        notFound: copy,
        meta: seo(args, { title: copy.metaTitle, description: copy.text, noIndex: true }),
      },
      { status: 404 },
    );
  }
  const copy = await pageCopy(args, "news", language);
  const item = shownNews(found, language);
  const url = `${origin}${item.path}`;
  const image = imageUrl(item.image, origin);
  const organization = businessAsOrganization(site.company, origin, language);
  const meta = seo(args, {
    title: item.title,
    description: item.summary,
    keywords: copy.meta.keywords,
    image: image ?? undefined,
    imageAlt: image ? item.imageAlt : undefined,
    type: "article",
    breadcrumbs: [
      { name: copy.news, path: "/news" },
      { name: item.title, path: `/news/${found.slug}` },
    ],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "@id": `${url}#article`,
        headline: item.title.slice(0, 110),
        description: item.summary,
        url,
        mainEntityOfPage: url,
        // no picture of its own: the site's share image (an article needs one)
        image: [image ?? `${origin}${OG_IMAGE.path}`],
        datePublished: item.date,
        dateModified: found.updated_at,
        inLanguage: language === "vi" ? "vi-VN" : "en",
        author: organization,
        publisher: organization,
      },
    ],
  });
  return { item, text: newsText(found, language), copy, meta };
}

export const meta = loaderMeta;

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  const { item, text, copy } = loaderData;
  const to = useLocalizedPath();
  if (!item || !copy) return loaderData.notFound ? <NotFoundView copy={loaderData.notFound} /> : null;
  return (
    <>
      <Breadcrumbs copy={copy} parent={{ path: "/news", name: copy.news }} current={item.title} />
      <article aria-labelledby="news-title" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.eyebrow}</p>
        <h1 id="news-title" className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {item.title}
        </h1>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {copy.published} <time dateTime={item.date}>{item.dateText}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-800">{item.summary}</p>
        {item.image && (
          <figure className="mt-8 overflow-hidden rounded-lg shadow-sm ring-1 ring-slate-200">
            <ProjectImage path={item.image} alt={item.imageAlt} sizes="(min-width: 768px) 720px, 100vw" priority />
          </figure>
        )}
        {/* the item's text: its headings under the page's h1 (h2, then h3) */}
        {text && (
          <div className="mt-4">
            <RichText doc={text} outline={1} localize={to} />
          </div>
        )}
        <TextLink to={to("/news")} back className="mt-10 text-sm text-brand-700">
          {copy.allNews}
        </TextLink>
      </article>
      <PageCallToAction copy={copy.cta} />
    </>
  );
}
