import { ArrowRight, CalendarDays, Check, Copy, MapPin, Wrench, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Language } from "../../../contract/constants.ts";
import type { PublicProject } from "../../../contract/public-data.ts";
import { keepFocusInside } from "../../components/ui/focus-trap.ts";
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

// the project's details in a modal dialog: Escape and a click outside close it, focus stays
// inside while it is open (the browser's own modal dialog) and returns to the card afterwards
export function ProjectDialog({
  project,
  language,
  share,
  onClose,
}: {
  project: PublicProject | null;
  language: Language;
  share: ProjectShareText;
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
      onKeyDown={keepFocusInside}
      onClick={(event) => {
        // the backdrop is the dialog element itself; its content sits in the inner panel
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-lg p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      {project && text && (
        <div className="max-h-[85vh] overflow-y-auto">
          <div className="relative">
            <ProjectImage path={project.image_path} alt={text.alt} sizes="(min-width: 672px) 672px, 100vw" eager />
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
            <ProjectAddress key={project.id} path={projectPath(project.slug, language)} text={share} />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Link
                to={projectPath(project.slug, language)}
                className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {share.openPage}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
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

// the project page's address in the dialog's language, to copy and share (Zalo, e-mail), with a
// confirmation people see and screen readers hear. The whole address shows, wrapped on a phone;
// one click on it selects it all, for those who copy by hand.
function ProjectAddress({ path, text }: { path: string; text: ProjectShareText }) {
  const origin = useSite().publicOrigin || (typeof window === "undefined" ? "" : window.location.origin);
  const url = `${origin}${path}`;
  const address = useRef<HTMLParagraphElement>(null);
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);

  const selectAddress = () => {
    const element = address.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // no clipboard API (an http address, an old browser): the selection and the old command
      selectAddress();
      try {
        copied = document.execCommand("copy");
      } catch {
        copied = false;
      }
    }
    if (!copied) selectAddress();
    setOutcome(copied ? "copied" : "failed");
  };

  return (
    <section
      aria-labelledby="project-dialog-address-label"
      className="mt-6 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="project-dialog-address-label" className="text-sm font-semibold text-slate-900">
        {text.label}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{text.hint}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <p
          ref={address}
          data-testid="project-address"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm break-all text-slate-800 select-all"
        >
          {url}
        </p>
        <button
          type="button"
          onClick={copy}
          className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {outcome === "copied" ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {text.copy}
        </button>
      </div>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${outcome === "failed" ? "text-red-700" : "font-medium text-green-800"}`}
      >
        {outcome === "copied" ? text.copied : outcome === "failed" ? text.copyFailed : ""}
      </p>
    </section>
  );
}
