import { MapPin } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import type { HomeCopy } from "../../../contract/pages/home.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { Section } from "../../components/ui/page-parts.tsx";
import { ProjectCard } from "../../features/projects/project-card.tsx";
import { useLanguage, useLocalizedPath } from "../../lib/language.ts";

// the latest projects, streamed in after the page shell; none (or a failure): the sample ones
export function HomeProjects({ copy, projects }: { copy: HomeCopy["projects"]; projects: Promise<PublicProject[]> }) {
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    <Section id="projects" heading={copy} tone="muted" more={{ to: to("/projects"), label: copy.link }}>
      <Suspense fallback={<ProjectsLoading label={copy.loading} />}>
        <Await resolve={projects}>
          {(list) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.length > 0
                ? list.map((project) => (
                    <li key={project.id}>
                      <a href={to("/projects")} className="block h-full rounded-lg">
                        <ProjectCard project={project} language={language} label="" />
                      </a>
                    </li>
                  ))
                : copy.fallback.map((project) => (
                    <li key={project.title}>
                      <a href={to("/projects")} className="block h-full">
                        <div className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                          <img
                            src={project.image}
                            alt={project.title}
                            width={800}
                            height={500}
                            loading="lazy"
                            className="aspect-[8/5] w-full object-cover"
                          />
                          <div className="p-5">
                            <h3 className="text-lg font-semibold">{project.title}</h3>
                            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                              <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
                              {project.location}
                            </p>
                            <p className="mt-3 text-sm text-slate-700">{project.services}</p>
                          </div>
                        </div>
                      </a>
                    </li>
                  ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </Section>
  );
}

function ProjectsLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
        >
          <div className="aspect-[8/5] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
