import { MapPin } from "lucide-react";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { ProjectImage } from "./project-image.tsx";
import { projectPath, projectText } from "./project-text.ts";

// a portfolio card. With a dialog (the id of the project's <dialog> on the page) it is a link to
// the project's page that opens the project's details in that dialog instead (the site's script,
// app/lib/scripts/project-dialogs.browser.ts): without the script, and with Ctrl/Cmd/Shift or the middle button (a new
// tab), the link goes to the page itself; search engines follow it too.
export function ProjectCard({
  project,
  language,
  dialog,
  label,
  eager,
  priority,
}: {
  project: PublicProject;
  language: Language;
  dialog?: string;
  label: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const text = projectText(project, language);
  const body = (
    <>
      {/* the title is right beside the image: it says nothing more unless staff described it */}
      <ProjectImage
        path={project.image_path}
        alt={text.imageAlt}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        eager={eager}
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5 text-left">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">{text.title}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {text.location}
        </p>
        <p className="mt-3 text-sm text-slate-700">{text.services}</p>
        {label && <span className="sr-only">{label}</span>}
      </div>
    </>
  );
  const frame =
    "flex h-full w-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 transition-shadow";
  if (!dialog) return <div className={frame}>{body}</div>;
  return (
    <a
      href={projectPath(project.slug, language)}
      data-dialog={dialog}
      aria-haspopup="dialog"
      className={`${frame} hover:shadow-lg`}
    >
      {body}
    </a>
  );
}
