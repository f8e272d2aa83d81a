import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminProjects } from "../../content/projects.ts";
import { api } from "../../lib/api.ts";
import { type MutationForm, useApiMutation, useApiQuery, useImageUpload } from "../../lib/api-query.ts";
import { notify } from "../../lib/toast.ts";
import type { AdminProject, ProjectFormOutput } from "./types.ts";

// the server's order: display order, then newest first
function byDisplayOrder(a: AdminProject, b: AdminProject): number {
  return a.display_order - b.display_order || b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

// the projects of the back office and every change made to them, with the toasts of SPEC.md section 8
export function useAdminProjects() {
  const language = useAdminLanguage();
  const toast = adminProjects[language].toast;
  // read once when the screen opens (not again when the language changes)
  const query = useApiQuery(api.projects.all(), (body) => body.projects, {
    failed: toast.fetchFailed,
    network: toast.fetchError,
  });
  const projects = query.data ?? [];
  const loading = query.state === "loading";
  const setProjects = (change: (list: AdminProject[]) => AdminProject[]) => query.setData((list) => change(list ?? []));
  const { mutate, isBusy } = useApiMutation();
  const { upload } = useImageUpload();

  const merge = (project: AdminProject) =>
    setProjects((list) => [...list.filter((item) => item.id !== project.id), project].sort(byDisplayOrder));

  const toggleStatus = async (project: AdminProject) => {
    const answer = await mutate(
      api.projects.toggleStatus({ id: project.id }),
      { failed: toast.statusFailed },
      { key: project.id },
    );
    const updated = answer?.project;
    if (!updated) return;
    merge(updated);
    notify.success(updated.status === PROJECT_STATUS.ACTIVE ? toast.activated : toast.deactivated);
  };

  const removeProject = async (project: AdminProject): Promise<boolean> => {
    const answer = await mutate(
      api.projects.remove({ id: project.id }),
      { failed: toast.deleteFailed, success: toast.deleted },
      { key: project.id },
    );
    if (answer) setProjects((list) => list.filter((item) => item.id !== project.id));
    return answer !== null;
  };

  // the stored path of the uploaded image, or null when the upload failed (its toast shown)
  const uploadImage = (file: File): Promise<string | null> => upload(file, toast.uploadFailed);

  // true when saved; a refusal's errors go on the form's fields
  const saveProject = async (
    values: ProjectFormOutput,
    imagePath: string | null,
    id: number | undefined,
    form: MutationForm,
  ): Promise<boolean> => {
    const body = { ...values, image_path: imagePath };
    const answer = await mutate(
      id ? api.projects.update({ id }, body) : api.projects.create(body),
      { failed: toast.saveFailed, success: id ? toast.updated : toast.created },
      { form },
    );
    if (answer?.project) merge(answer.project);
    return answer !== null;
  };

  // after a restore from the history: the list as the server has it
  const reload = () => query.reload({ quiet: true });
  return { projects, loading, isBusy, toggleStatus, removeProject, uploadImage, saveProject, reload };
}
