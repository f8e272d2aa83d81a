import { MapPin } from "lucide-react";
import { forwardRef } from "react";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { ProjectImage } from "./project-image.tsx";
import { projectText } from "./project-text.ts";

// a portfolio card; as a button it opens the project's details
export const ProjectCard = forwardRef<
  HTMLButtonElement,
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
      <ProjectImage
        path={project.image_path}
        alt=""
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
    <button ref={ref} type="button" onClick={onOpen} aria-haspopup="dialog" className={`${frame} hover:shadow-lg`}>
      {body}
    </button>
  );
});
