import { ExternalLink, History, Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Badge, DataTable, LeadCell, STACKED_TABLE } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminHistory } from "../../content/history.ts";
import { adminProjects } from "../../content/projects.ts";
import { ProjectThumbnail } from "./project-thumbnail.tsx";
import type { AdminProject } from "./types.ts";

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-50";

interface RowActions {
  isBusy: (id: number) => boolean;
  onToggle: (project: AdminProject) => void;
  onEdit: (project: AdminProject) => void;
  onDelete: (project: AdminProject) => void;
  onHistory: (project: AdminProject) => void;
}

// one page of projects: Project, Location, Status, Order, Actions (SPEC.md section 2)
export function ProjectsTable({ projects, ...actions }: { projects: AdminProject[] } & RowActions) {
  const copy = adminProjects[useAdminLanguage()].table;
  const headers = [copy.project, copy.location, copy.status, copy.order, copy.actions];
  return (
    // on a phone each project is a card (issue 35): nothing scrolls sideways
    <DataTable caption={copy.caption} headers={headers} {...STACKED_TABLE}>
      {projects.map((project) => (
        <ProjectRow key={project.id} project={project} {...actions} />
      ))}
    </DataTable>
  );
}

// a text in the interface's language, and below it the other language's
function BothLanguages({ vi, en, className }: { vi: string; en: string; className: string }) {
  const language = useAdminLanguage();
  return (
    <>
      <p lang={language} className={className}>
        {language === "vi" ? vi : en}
      </p>
      <p lang={language === "vi" ? "en" : "vi"} className="text-slate-600">
        {language === "vi" ? en : vi}
      </p>
    </>
  );
}

function ProjectRow({
  project,
  isBusy,
  onToggle,
  onEdit,
  onDelete,
  onHistory,
}: { project: AdminProject } & RowActions) {
  const language = useAdminLanguage();
  const copy = adminProjects[language].rowActions;
  const common = adminCommon[language];
  const history = adminHistory[language];
  const active = project.status === PROJECT_STATUS.ACTIVE;
  const busy = isBusy(project.id);
  const name = language === "vi" ? project.title_vi : project.title;
  const ToggleIcon = active ? PowerOff : Power;
  const table = adminProjects[language].table;
  const cell = "block sm:table-cell sm:px-4 sm:py-3";
  return (
    <tr className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 align-middle hover:bg-slate-50 sm:table-row sm:p-0">
      <LeadCell
        cellClass={`${cell} w-full sm:w-auto`}
        className="sm:min-w-64"
        picture={
          <ProjectThumbnail
            key={project.image_path}
            src={project.image_path}
            alt=""
            sizes="80px"
            className="h-12 w-20"
          />
        }
      >
        {/* the interface's language first, the other below it */}
        <BothLanguages vi={project.title_vi} en={project.title} className="font-semibold text-slate-900" />
        {active ? (
          <a
            href={`${language === "en" ? "/en" : ""}/projects/${project.slug}`}
            target="_blank"
            rel="noopener"
            title={`/projects/${project.slug}`}
            className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
          >
            {/* the name a screen reader hears starts with the words on screen, as voice control needs */}
            {copy.viewPage}
            <span className="sr-only">: {fill(copy.viewPageLabel, { title: name })}</span>
            <ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" />
          </a>
        ) : (
          <p className="mt-0.5 text-xs text-slate-500 italic">{copy.hiddenPage}</p>
        )}
      </LeadCell>
      <td data-label={table.location} className={`${cell} ${STACKED_TABLE.labelled} w-full sm:w-auto sm:min-w-44`}>
        <BothLanguages vi={project.location_vi} en={project.location} className="text-slate-900" />
      </td>
      <td className={cell}>
        <Badge tone={active ? "green" : "slate"}>{active ? common.status.active : common.status.inactive}</Badge>
      </td>
      <td data-label={table.order} className={`${cell} ${STACKED_TABLE.labelled} tabular-nums text-slate-900`}>
        {project.display_order}
      </td>
      <td className={`${cell} w-full sm:w-auto`}>
        <div className="flex items-center gap-1 whitespace-nowrap">
          <button
            type="button"
            className={`${buttonClass("secondary", "sm")} min-w-36`}
            onClick={() => onToggle(project)}
            disabled={busy}
            aria-label={fill(active ? copy.deactivateLabel : copy.activateLabel, { title: name })}
          >
            <ToggleIcon className="h-4 w-4" aria-hidden="true" />
            {active ? copy.deactivate : copy.activate}
          </button>
          <button
            type="button"
            className={`${iconButton} text-slate-700 hover:bg-slate-100`}
            onClick={() => onEdit(project)}
            aria-label={fill(copy.editLabel, { title: name })}
            title={common.action.edit}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${iconButton} text-slate-700 hover:bg-slate-100`}
            onClick={() => onHistory(project)}
            aria-label={`${history.open}: ${name}`}
            title={history.open}
          >
            <History className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${iconButton} text-red-700 hover:bg-red-50`}
            onClick={() => onDelete(project)}
            disabled={busy}
            aria-label={fill(copy.deleteLabel, { title: name })}
            title={common.action.delete}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}
