import { ExternalLink, Power, PowerOff } from "lucide-react";
import { LIMITS, PROJECT_STATUS } from "../../../../contract/constants.ts";
import { type ApiProject, ProjectInputSchema } from "../../../../contract/projects.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { Badge } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminProjects } from "../../content/projects.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { textValues } from "../../lib/records.ts";
import { notify } from "../../lib/toast.ts";
import { matchesProject } from "./filter.ts";
import { ProjectThumbnail } from "./project-thumbnail.tsx";
import { ownSlug, ProjectSlugField, SLUG_SHOWN } from "./slug-field.tsx";

// staff's calls for projects: the whole list (GET /api/projects/admin, shown or not), searched
// and paged on the screen
const projectsApi = { ...api.projects, list: () => api.projects.all() };

// /admin/projects: the record screen configured for projects, in display order, each with its
// picture, its page (when shown) and a button that shows or hides it
export function ProjectsScreen() {
  const language = useAdminLanguage();
  const copy = adminProjects[language];
  const common = adminCommon[language];
  const { form, table, toast } = copy;
  const { mutate, isBusy } = useApiMutation();
  const name = (project: ApiProject) => (language === "vi" ? project.title_vi : project.title);
  const text = (name: keyof ApiProject & string, label: string, more: { required?: boolean; hint?: string } = {}) =>
    ({ kind: "text", name, label, ...more }) as const;
  const textarea = (name: keyof ApiProject & string, label: string, rows: number, more: object = {}) =>
    ({ kind: "textarea", name, label, rows, ...more }) as const;

  const config: RecordScreenConfig<ApiProject, typeof ProjectInputSchema> = {
    api: projectsApi,
    idPrefix: "project",
    texts: {
      title: copy.title,
      intro: copy.intro,
      add: copy.addProject,
      loading: copy.loading,
      loadFailed: { failed: toast.fetchFailed, network: toast.fetchError },
      listFailed: common.listFailed,
      retry: common.retry,
      empty: copy.empty,
      noMatches: copy.noMatches,
      caption: table.caption,
      actions: table.actions,
      edit: common.action.edit,
      delete: common.action.delete,
      addTitle: form.addTitle,
      editTitle: form.editTitle,
      create: form.create,
      created: toast.created,
      updated: toast.updated,
      removed: toast.deleted,
      createFailed: toast.saveFailed,
      updateFailed: toast.saveFailed,
      removeTitle: copy.deleteDialog.title,
      removeMessage: copy.deleteDialog.message,
      removeFailed: toast.deleteFailed,
    },
    name,
    list: {
      read: (body) => (body as { projects?: ApiProject[] }).projects,
      paged: {
        pageSize: LIMITS.projectsPerPageAdmin,
        search: { label: copy.searchLabel, placeholder: copy.searchPlaceholder },
        itemsLabel: copy.itemsLabel,
        matches: matchesProject,
      },
      columns: [
        {
          header: table.project,
          cell: (project) => (
            <div className="flex items-center gap-3 sm:min-w-64">
              <ProjectThumbnail
                key={project.image_path}
                src={project.image_path}
                alt=""
                sizes="80px"
                className="h-12 w-20"
              />
              <div className="min-w-0">
                <BothLanguages vi={project.title_vi} en={project.title} className="font-semibold text-slate-900" />
                {project.status === PROJECT_STATUS.ACTIVE ? (
                  <a
                    href={`${language === "en" ? "/en" : ""}/projects/${project.slug}`}
                    target="_blank"
                    rel="noopener"
                    title={`/projects/${project.slug}`}
                    className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
                  >
                    {/* the name a screen reader hears starts with the words on screen, as voice control needs */}
                    {copy.rowActions.viewPage}
                    <span className="sr-only">: {fill(copy.rowActions.viewPageLabel, { title: name(project) })}</span>
                    <ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" />
                  </a>
                ) : (
                  <p className="mt-0.5 text-xs text-slate-500 italic">{copy.rowActions.hiddenPage}</p>
                )}
              </div>
            </div>
          ),
        },
        {
          header: table.location,
          className: "sm:min-w-44",
          cell: (project) => (
            <BothLanguages vi={project.location_vi} en={project.location} className="text-slate-900" />
          ),
        },
        {
          header: table.status,
          className: "whitespace-nowrap",
          cell: (project) =>
            project.status === PROJECT_STATUS.ACTIVE ? (
              <Badge tone="green">{common.status.active}</Badge>
            ) : (
              <Badge tone="slate">{common.status.inactive}</Badge>
            ),
        },
        { header: table.order, className: "tabular-nums text-slate-900", cell: (project) => project.display_order },
      ],
    },
    form: {
      schema: ProjectInputSchema,
      fields: [
        text("title", form.title, { required: true }),
        text("title_vi", form.titleVi, { required: true }),
        text("location", form.location, { required: true }),
        text("location_vi", form.locationVi, { required: true }),
        textarea("description", form.description, 4),
        textarea("description_vi", form.descriptionVi, 4),
        textarea("services_provided", form.services, 3, { required: true, hint: form.servicesHint }),
        textarea("services_provided_vi", form.servicesVi, 3, { required: true, hint: form.servicesHint }),
        { kind: "custom", name: "slug", label: form.slug, wide: true, Control: ProjectSlugField },
        { kind: "number", name: "display_order", label: form.displayOrder, hint: form.displayOrderHint },
        {
          kind: "select",
          name: "status",
          label: form.status,
          options: [
            { value: String(PROJECT_STATUS.ACTIVE), label: common.status.active },
            { value: String(PROJECT_STATUS.INACTIVE), label: common.status.inactive },
          ],
        },
        {
          kind: "image",
          name: "image_path",
          label: form.image,
          look: "wide",
          texts: {
            label: form.image,
            hint: form.imageHint,
            noImage: form.noImage,
            preview: form.previewAlt,
            tooLarge: form.imageTooLarge,
            unsupported: form.imageUnsupported,
            uploadFailed: toast.uploadFailed,
            uploading: form.uploading,
            remove: form.removeImage,
          },
        },
        text("image_alt", form.imageAlt, { hint: form.imageAltHint }),
        text("image_alt_vi", form.imageAltVi, { hint: form.imageAltHint }),
      ],
      defaults: (project) => ({
        ...textValues(project, [
          "title",
          "title_vi",
          "location",
          "location_vi",
          "description",
          "description_vi",
          "services_provided",
          "services_provided_vi",
          "image_alt",
          "image_alt_vi",
        ]),
        slug: ownSlug(project),
        [SLUG_SHOWN]: project?.slug ?? "",
        status: String(project?.status ?? PROJECT_STATUS.ACTIVE),
        display_order: String(project?.display_order ?? 0),
        image_path: project?.image_path ?? null,
      }),
    },
    row: {
      history: true,
      // four buttons: History, Edit and Delete as named icons, so that a row keeps them on one line
      icons: true,
      // shown on the public site or hidden from it, at once
      actions: (project, screen) => {
        const active = project.status === PROJECT_STATUS.ACTIVE;
        const Icon = active ? PowerOff : Power;
        const toggle = async () => {
          const answer = await mutate(
            api.projects.toggleStatus({ id: project.id }),
            { failed: toast.statusFailed },
            { key: project.id },
          );
          if (!answer?.project) return;
          notify.success(answer.project.status === PROJECT_STATUS.ACTIVE ? toast.activated : toast.deactivated);
          screen.reload();
        };
        return (
          <button
            type="button"
            className={`${buttonClass("secondary", "sm")} whitespace-nowrap`}
            onClick={() => void toggle()}
            disabled={isBusy(project.id)}
            aria-label={fill(active ? copy.rowActions.deactivateLabel : copy.rowActions.activateLabel, {
              title: name(project),
            })}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {active ? copy.rowActions.deactivate : copy.rowActions.activate}
          </button>
        );
      },
    },
  };
  return <RecordScreen config={config} />;
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
