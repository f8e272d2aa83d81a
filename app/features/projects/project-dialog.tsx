import { CalendarDays, MapPin, Wrench, X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { useShared } from "../../lib/shared-text.ts";
import { ProjectImage } from "./project-image.tsx";
import { monthYear, projectText } from "./project-text.ts";

// the project's details in a modal dialog: Escape and a click outside close it, focus stays
// inside while it is open (the browser's own modal dialog) and returns to the card afterwards
export function ProjectDialog({
  project,
  language,
  onClose,
}: {
  project: PublicProject | null;
  language: Language;
  onClose: () => void;
}) {
  const shared = useShared();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (project && !dialog.open) dialog.showModal();
    if (!project && dialog.open) dialog.close();
  }, [project]);

  const text = project ? projectText(project, language) : null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="project-dialog-title"
      onClose={onClose}
      onKeyDown={(event) => {
        // Tab and Shift+Tab cycle through the dialog's controls and never leave it
        if (event.key !== "Tab") return;
        const focusable = [
          ...event.currentTarget.querySelectorAll<HTMLElement>(
            "button, a[href], input, textarea, select, [tabindex]:not([tabindex='-1'])",
          ),
        ];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // the backdrop is the dialog element itself; its content sits in the inner panel
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-lg p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      {project && text && (
        <div className="max-h-[85vh] overflow-y-auto">
          <div className="relative">
            <ProjectImage path={project.image_path} alt={text.title} sizes="(min-width: 672px) 672px, 100vw" eager />
            <button
              type="button"
              onClick={onClose}
              aria-label={shared.action.close}
              className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="p-6">
            <h2 id="project-dialog-title" className="text-2xl font-bold text-slate-900">
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
                  {monthYear(project.created_at, language)}
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
            <div className="mt-6 text-right">
              <button
                type="button"
                onClick={onClose}
                className="rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {shared.action.close}
              </button>
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
