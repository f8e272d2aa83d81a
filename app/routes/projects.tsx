import { ChevronLeft, ChevronRight, ImageIcon } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useLocation, useSearchParams } from "react-router";
import { LIMITS } from "../../contract/constants.ts";
import type { ProjectsCopy } from "../../contract/pages/index.ts";
import type { PublicProject } from "../../contract/public-data.ts";
import { fillPlural } from "../../contract/template.ts";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { PageHero } from "../components/ui/page-parts.tsx";
import { ProjectCard } from "../features/projects/project-card.tsx";
import { ProjectDialog } from "../features/projects/project-dialog.tsx";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { PageScript } from "../lib/page-scripts.tsx";
import { requestValuesContext } from "../lib/request-context.ts";
import { copySeo, pageOf, seo } from "../lib/seo.ts";
import { useShared } from "../lib/shared-text.ts";
import type { Route } from "./+types/projects";

// the projects are part of the server-rendered page (crawlers read them, nothing shifts when they
// arrive); a failure is only logged and shows the empty state
export async function loader(args: Route.LoaderArgs) {
  const copy = await pageCopy(args, "projects", pageOf(args).language);
  const meta = seo(args, copySeo(copy.meta, "/projects"));
  const projects = await args.context
    .get(requestValuesContext)
    .data.listProjects()
    .catch((error: unknown) => {
      console.error("could not load projects", error);
      return [] as PublicProject[];
    });
  return { projects, meta, copy };
}

// moving between pages of the grid needs no new data
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta = loaderMeta;

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <section aria-labelledby="project-list-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="project-list-title" className="sr-only">
            {copy.listTitle}
          </h2>
          <ProjectGrid projects={loaderData.projects} copy={copy} />
        </div>
      </section>
      <PageCallToAction copy={copy.cta} />
    </>
  );
}

function ProjectGrid({ projects, copy }: { projects: PublicProject[]; copy: ProjectsCopy }) {
  const language = useLanguage();
  const text = useShared();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();

  const pages = Math.max(1, Math.ceil(projects.length / LIMITS.projectsPerPagePublic));
  const requested = Number.parseInt(searchParams.get("page") ?? "1", 10);
  const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pages) : 1;
  const visible = projects.slice((page - 1) * LIMITS.projectsPerPagePublic, page * LIMITS.projectsPerPagePublic);

  if (projects.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <div aria-hidden="true" className="mx-auto grid max-w-xs grid-cols-3 gap-2">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <div key={key} className="flex aspect-square items-center justify-center rounded bg-slate-100">
              <ImageIcon className="h-6 w-6 text-slate-400" />
            </div>
          ))}
        </div>
        <h3 className="mt-6 text-xl font-semibold">{copy.empty.title}</h3>
        <p className="mt-2 text-slate-600">{copy.empty.text}</p>
      </div>
    );
  }

  const pageLink = (target: number) => (target <= 1 ? pathname : `${pathname}?page=${target}`);
  const navButton =
    "inline-flex items-center gap-1 whitespace-nowrap rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800";

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((project, index) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              dialog={`project-${project.id}`}
              language={language}
              priority={index === 0}
              label={text.projects.viewDetails}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={copy.pagination.label} className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <a href={pageLink(page - 1)} className={`${navButton} hover:bg-slate-100`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {copy.pagination.previous}
            </a>
          ) : (
            <button type="button" disabled className={`${navButton} cursor-not-allowed opacity-50`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {copy.pagination.previous}
            </button>
          )}
          {/* on a phone the count has a row of its own above the two buttons */}
          <p
            className="order-first w-full text-center text-sm text-slate-700 sm:order-none sm:w-auto"
            aria-live="polite"
          >
            {fillPlural(
              copy.pagination.showing,
              {
                from: (page - 1) * LIMITS.projectsPerPagePublic + 1,
                to: (page - 1) * LIMITS.projectsPerPagePublic + visible.length,
                total: projects.length,
              },
              language,
              "total",
            )}
          </p>
          {page < pages ? (
            <a href={pageLink(page + 1)} className={`${navButton} hover:bg-slate-100`}>
              {copy.pagination.next}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </a>
          ) : (
            <button type="button" disabled className={`${navButton} cursor-not-allowed opacity-50`}>
              {copy.pagination.next}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </nav>
      )}
      {visible.map((project) => (
        <ProjectDialog
          key={project.id}
          id={`project-${project.id}`}
          project={project}
          language={language}
          share={copy.share}
        />
      ))}
      {visible.length > 0 && <PageScript name="projectDialogs" />}
    </div>
  );
}
