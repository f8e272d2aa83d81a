import { CalendarDays, MapPin, Wrench } from "lucide-react";
import { data, redirect } from "react-router";
import { localizedPath, pageUrl } from "../../contract/language-routing.ts";
import type { ProjectPageCopy } from "../../contract/pages/projects.ts";
import type { PublicProject } from "../../contract/public-data.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../contract/slug.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { IconDefinition } from "../components/ui/icon-item.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { TextLink } from "../components/ui/page-parts.tsx";
import { ProjectImage } from "../features/projects/project-image.tsx";
import { projectPath, projectText } from "../features/projects/project-text.ts";
import { formatMonthYear } from "../lib/format.ts";
import { imageUrl } from "../lib/images.ts";
import { useLanguage, useLocalizedPath } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { businessAsOrganization, pageOf, seo } from "../lib/seo.ts";
import { useShared } from "../lib/shared-text.ts";
import type { Route } from "./+types/project";

// a project's own page, /projects/{slug} and /en/projects/{slug}, for links shared in Zalo or
// found by a search engine. An earlier slug answers 301 to the current page (the page cache keeps
// that answer too, and drops it with the projects); an unknown or inactive project is the site's
// 404. Everything here is read through the public data, so an edit of any project drops the page.
export async function loader(args: Route.LoaderArgs) {
  const { language, origin, site } = pageOf(args);
  const slug = args.params.slug;
  const found =
    slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)
      ? await args.context.get(requestValuesContext).data.projectBySlug(slug)
      : null;

  if (found && "movedTo" in found) {
    const { search } = pageUrl(new URL(args.request.url));
    throw redirect(`${projectPath(found.movedTo, language)}${search}`, 301);
  }
  if (!found) {
    const copy = await pageCopy(args, "not-found", language);
    return data(
      {
        project: null,
        copy: null,
        notFound: copy,
        meta: seo(args, { title: copy.metaTitle, description: copy.text, noIndex: true }),
      },
      { status: 404 },
    );
  }

  const { project } = found;
  const copy = (await pageCopy(args, "projects", language)).detail;
  const text = projectText(project, language);
  const path = `/projects/${project.slug}`;
  const url = `${origin}${projectPath(project.slug, language)}`;
  const image = imageUrl(project.image_path, origin);
  const description = clip(
    text.description || fill(copy.summary, { title: text.title, location: text.location, services: text.services }),
    160,
  );
  const meta = seo(args, {
    title: text.title,
    description,
    keywords: services(text.services).join(", "),
    image: image ?? undefined,
    imageAlt: image ? text.alt : undefined,
    type: "article",
    breadcrumbs: [
      { name: copy.projects, path: "/projects" },
      { name: text.title, path },
    ],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "CreativeWork",
        "@id": `${url}#project`,
        name: text.title,
        headline: text.title,
        description: text.description || description,
        url,
        ...(image ? { image: { "@type": "ImageObject", url: image, caption: text.alt } } : {}),
        inLanguage: language === "vi" ? "vi-VN" : "en",
        genre: copy.projects,
        keywords: services(text.services),
        locationCreated: { "@type": "Place", name: text.location },
        dateCreated: project.created_at,
        dateModified: project.updated_at,
        creator: businessAsOrganization(site.company, origin, language),
        publisher: businessAsOrganization(site.company, origin, language),
        isPartOf: {
          "@type": "CollectionPage",
          name: copy.projects,
          url: `${origin}${localizedPath("/projects", language)}`,
        },
      },
    ],
  });
  return { project, copy, meta };
}

export const meta = loaderMeta;

// the services staff list with commas, one per item
function services(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? "");
}

// at most `max` characters, cut at a word, for a meta description
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project || !loaderData.copy)
    return loaderData.notFound ? <NotFoundView copy={loaderData.notFound} /> : null;
  return <ProjectDetails project={loaderData.project} copy={loaderData.copy} />;
}

function ProjectDetails({ project, copy }: { project: PublicProject; copy: ProjectPageCopy }) {
  const language = useLanguage();
  const to = useLocalizedPath();
  const shared = useShared();
  const text = projectText(project, language);
  const paragraphs = text.description
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const items = services(text.services);
  const fact = {
    termClassName: "flex items-center gap-2 font-semibold text-slate-900",
    iconClassName: "h-4 w-4 shrink-0 text-brand-700",
  };

  return (
    <>
      <Breadcrumbs copy={copy} parent={{ path: "/projects", name: copy.projects }} current={text.title} />

      <article aria-labelledby="project-title">
        <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{copy.eyebrow}</p>
            <h1 id="project-title" className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl">
              {text.title}
            </h1>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-brand-100">
              <span className="inline-flex items-center gap-2">
                <MapPin className="h-4 w-4 shrink-0 text-accent-300" aria-hidden="true" />
                {text.location}
              </span>
              <span className="inline-flex items-center gap-2">
                <CalendarDays className="h-4 w-4 shrink-0 text-accent-300" aria-hidden="true" />
                <time dateTime={project.created_at} className="first-letter:uppercase">
                  {formatMonthYear(project.created_at, language)}
                </time>
              </span>
            </p>
          </div>
        </header>

        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <figure className="overflow-hidden rounded-lg shadow-sm ring-1 ring-slate-200">
              <ProjectImage
                path={project.image_path}
                alt={text.alt}
                sizes="(min-width: 1152px) 740px, (min-width: 1024px) 64vw, 100vw"
                priority
              />
            </figure>
            {paragraphs.length > 0 && (
              <section aria-labelledby="project-about" className="mt-10">
                <h2 id="project-about" className="text-2xl font-bold text-slate-900">
                  {copy.about}
                </h2>
                {paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            )}
          </div>

          <aside aria-labelledby="project-details" className="lg:pt-0">
            <div className="rounded-lg bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 id="project-details" className="text-lg font-bold text-slate-900">
                {copy.details}
              </h2>
              <dl className="mt-4 space-y-5 text-sm">
                <IconDefinition
                  icon={MapPin}
                  term={shared.projects.location}
                  {...fact}
                  definitionClassName="mt-1 pl-6 text-slate-700"
                >
                  {text.location}
                </IconDefinition>
                <IconDefinition
                  icon={CalendarDays}
                  term={shared.projects.completed}
                  {...fact}
                  definitionClassName="mt-1 pl-6 text-slate-700 first-letter:uppercase"
                >
                  {formatMonthYear(project.created_at, language)}
                </IconDefinition>
                <IconDefinition icon={Wrench} term={shared.projects.services} {...fact} definitionClassName="mt-2 pl-6">
                  <ul className="flex flex-wrap gap-2">
                    {items.map((item) => (
                      <li key={item} className="rounded-full bg-white px-3 py-1 text-slate-800 ring-1 ring-slate-300">
                        {item}
                      </li>
                    ))}
                  </ul>
                </IconDefinition>
              </dl>
            </div>
            <TextLink to={to("/projects")} back className="mt-6 text-sm text-brand-700">
              {copy.allProjects}
            </TextLink>
          </aside>
        </div>
      </article>

      <PageCallToAction copy={copy.cta} />
    </>
  );
}
