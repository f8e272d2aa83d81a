import { ArrowRight, CalendarDays, Copy, MapPin, Wrench, X } from "lucide-react";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { formatMonthYear } from "../../lib/format.ts";
import { useShared } from "../../lib/shared-text.ts";
import { useSite } from "../../lib/site.ts";
import { ProjectImage } from "./project-image.tsx";
import { projectPath, projectText } from "./project-text.ts";

export interface ProjectShareText {
  label: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  openPage: string;
}

// the project's details in a modal dialog, one per card on the page, opened by its card (the
// site's script, app/lib/scripts/project-dialogs.browser.ts): Escape, a click outside and the close buttons close it,
// the rest of the page is inert while it is open (the browser's own modal dialog) and the focus
// returns to the card afterwards. Its picture loads only when it is opened.
export function ProjectDialog({
  id,
  project,
  language,
  share,
}: {
  id: string;
  project: PublicProject;
  language: Language;
  share: ProjectShareText;
}) {
  const shared = useShared();
  const text = projectText(project, language);
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-lg p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      <div className="max-h-[85vh] overflow-y-auto">
        <div className="relative">
          <ProjectImage path={project.image_path} alt={text.alt} sizes="(min-width: 672px) 672px, 100vw" />
          <button
            type="button"
            data-close=""
            aria-label={shared.action.close}
            className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="p-6">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900">
            {text.title}
          </h2>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {shared.projects.location}
              </dt>
              <dd className="pl-6 text-slate-700">{text.location}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                <CalendarDays className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {shared.projects.completed}
              </dt>
              <dd className="pl-6 text-slate-700 first-letter:uppercase">
                {formatMonthYear(project.created_at, language)}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                <Wrench className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {shared.projects.services}
              </dt>
              <dd className="pl-6 text-slate-700">{text.services}</dd>
            </div>
          </dl>
          {text.description && <p className="mt-5 leading-relaxed text-slate-700">{text.description}</p>}
          <ProjectAddress id={id} path={projectPath(project.slug, language)} text={share} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <a
              href={projectPath(project.slug, language)}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {share.openPage}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </a>
            <button
              type="button"
              data-close=""
              className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {shared.action.close}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}

// the project page's address in the dialog's language, to copy and share (Zalo, e-mail), with a
// confirmation people see and screen readers hear (the site's script copies it). The whole address
// shows, wrapped on a phone; one click on it selects it all, for those who copy by hand.
function ProjectAddress({ id, path, text }: { id: string; path: string; text: ProjectShareText }) {
  const url = `${useSite().publicOrigin}${path}`;
  const labelId = `${id}-address`;
  return (
    <section aria-labelledby={labelId} className="mt-6 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={labelId} className="text-sm font-semibold text-slate-900">
        {text.label}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{text.hint}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <p
          data-testid="project-address"
          data-address=""
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm break-all text-slate-800 select-all"
        >
          {url}
        </p>
        <button
          type="button"
          data-copy=""
          data-copied={text.copied}
          data-failed={text.copyFailed}
          className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {text.copy}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-green-800 data-failed:text-red-700" />
    </section>
  );
}
