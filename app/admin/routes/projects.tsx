import { FolderKanban, Plus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { buttonClass } from "../components/button-class.ts";
import { ConfirmDialog, Modal } from "../components/modal.tsx";
import { Pagination, Screen, SearchField, Spinner } from "../components/ui.tsx";
import { HistoryDialog, recordHistory } from "../components/version-history.tsx";
import { adminCommon, fill } from "../content/common.ts";
import { adminProjects } from "../content/projects.ts";
import { clampPage, filterProjects, pageSlice } from "../features/projects/filter.ts";
import { ProjectForm } from "../features/projects/project-form.tsx";
import { ProjectsTable } from "../features/projects/projects-table.tsx";
import type { AdminProject } from "../features/projects/types.ts";
import { useAdminProjects } from "../features/projects/use-admin-projects.ts";
import { api } from "../lib/api.ts";

const PAGE_SIZE = LIMITS.projectsPerPageAdmin;

// /admin/projects: search, a paged table, the add/edit form and the delete confirmation
export default function AdminProjectsScreen() {
  const language = useAdminLanguage();
  const copy = adminProjects[language];
  const _common = adminCommon[language];
  const { projects, loading, isBusy, toggleStatus, removeProject, uploadImage, saveProject, reload } =
    useAdminProjects();
  const [history, setHistory] = useState<AdminProject | null>(null);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  // null: form closed; { project: null }: adding; { project }: editing
  const [editing, setEditing] = useState<{ project: AdminProject | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const filtered = useMemo(() => filterProjects(projects, query), [projects, query]);
  const current = clampPage(page, filtered.length, PAGE_SIZE);
  const rows = pageSlice(filtered, current, PAGE_SIZE);

  const closeForm = () => setEditing(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const removed = await removeProject(deleting);
    setDeleteBusy(false);
    setDeleting(null);
    // the row and its button are gone: keyboard users continue from the screen's title
    if (removed) requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Screen
      className="mx-auto max-w-7xl"
      title={copy.title}
      intro={copy.intro}
      headingRef={heading}
      action={
        <button type="button" className={buttonClass("primary")} onClick={() => setEditing({ project: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {copy.addProject}
        </button>
      }
    >
      <SearchField
        id="admin-projects-search"
        label={copy.searchLabel}
        value={query}
        placeholder={copy.searchPlaceholder}
        onChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
        className="max-w-md"
      />

      {loading ? (
        <Spinner label={copy.loading} />
      ) : projects.length === 0 ? (
        <EmptyState text={copy.empty} />
      ) : filtered.length === 0 ? (
        <EmptyState text={fill(copy.noMatches, { query: query.trim() })} />
      ) : (
        <div className="space-y-4">
          <ProjectsTable
            projects={rows}
            isBusy={isBusy}
            onToggle={toggleStatus}
            onEdit={(project) => setEditing({ project })}
            onDelete={setDeleting}
            onHistory={setHistory}
          />
          <Pagination
            page={current}
            pageSize={PAGE_SIZE}
            total={filtered.length}
            itemsLabel={copy.itemsLabel}
            onPage={setPage}
          />
        </div>
      )}

      <Modal
        open={editing !== null}
        title={editing?.project ? copy.form.editTitle : copy.form.addTitle}
        onClose={closeForm}
        size="lg"
      >
        {editing && (
          <ProjectForm
            project={editing.project}
            uploadImage={uploadImage}
            saveProject={saveProject}
            onCancel={closeForm}
            onSaved={closeForm}
          />
        )}
      </Modal>

      <HistoryDialog
        open={history !== null}
        name={history ? (language === "vi" ? history.title_vi : history.title) : ""}
        calls={recordHistory(api.projects, history?.id ?? 0)}
        current={history}
        label={(field) => projectFieldLabel(copy.form, field)}
        onClose={() => setHistory(null)}
        onRestored={() => {
          setHistory(null);
          reload();
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={copy.deleteDialog.title}
        message={copy.deleteDialog.message}
        confirmLabel={copy.deleteDialog.confirm}
        busy={deleteBusy}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!deleteBusy) setDeleting(null);
        }}
      />
    </Screen>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <FolderKanban className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="text-slate-600">{text}</p>
    </div>
  );
}

// a project's field (of a version) by its label in the form
function projectFieldLabel(form: (typeof adminProjects)["vi"]["form"], field: string): string {
  const labels: Record<string, string> = {
    title: form.title,
    title_vi: form.titleVi,
    location: form.location,
    location_vi: form.locationVi,
    description: form.description,
    description_vi: form.descriptionVi,
    services_provided: form.services,
    services_provided_vi: form.servicesVi,
    display_order: form.displayOrder,
    status: form.status,
    slug: form.slug,
    image_path: form.image,
    image_alt: form.imageAlt,
    image_alt_vi: form.imageAltVi,
  };
  return labels[field] ?? field;
}
