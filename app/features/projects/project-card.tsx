import { MapPin } from "lucide-react";
import { forwardRef } from "react";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { ProjectImage } from "./project-image.tsx";
import { projectPath, projectText } from "./project-text.ts";

// a portfolio card. With onOpen it is a link to the project's page that opens the project's
// details in a dialog instead: before the scripts have run, and with Ctrl/Cmd/Shift or the middle
// button (a new tab), the link goes to the page itself; search engines follow it too.
export const ProjectCard = forwardRef<
  HTMLAnchorElement,
  {
    project: PublicProject;
    language: Language;
    onOpen?: () => void;
    label: string;
    eager?: boolean;
    priority?: boolean;
  }
>(function ProjectCard({ project, language, onOpen, label, eager, priority }, ref) {
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
  if (!onOpen) return <div className={frame}>{body}</div>;
  return (
    <a
      ref={ref}
      href={projectPath(project.slug, language)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen();
      }}
      aria-haspopup="dialog"
      className={`${frame} hover:shadow-lg`}
    >
      {body}
    </a>
  );
});
