import { useState } from "react";
import { PROJECT_STATUS } from "../../../contract/constants.ts";
import { uploadImage as upload } from "../../components/admin/upload-image.ts";
import { adminCommon } from "../../content/admin/common.ts";
import { adminProjects } from "../../content/admin/projects.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import type { AdminProject, ProjectFormOutput } from "./types.ts";

export type SaveOutcome = { ok: true } | { ok: false; errors: { msg: string; path: string }[] };

// the server's order: display order, then newest first
function byDisplayOrder(a: AdminProject, b: AdminProject): number {
  return a.display_order - b.display_order || b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

const readProjects = (body: Record<string, unknown>) =>
  Array.isArray(body.projects) ? (body.projects as AdminProject[]) : undefined;

// the projects of the back office and every change made to them, with the toasts of SPEC.md section 8
export function useAdminProjects() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const toast = adminProjects[language].toast;
  // read once when the screen opens (not again when the language changes)
  const query = useApiQuery<AdminProject[]>("/api/projects/admin", readProjects, {
    failed: toast.fetchFailed,
    network: toast.fetchError,
  });
  const projects = query.data ?? [];
  const loading = query.state === "loading";
  const setProjects = (change: (list: AdminProject[]) => AdminProject[]) => query.setData((list) => change(list ?? []));
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const merge = (project: AdminProject) =>
    setProjects((list) => [...list.filter((item) => item.id !== project.id), project].sort(byDisplayOrder));

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleStatus = async (project: AdminProject) => {
    setBusy(project.id, true);
    try {
      const result = await api<{ project?: AdminProject }>(`/api/projects/${project.id}/toggle-status`, {
        method: "PUT",
      });
      if (result.status === 401) return;
      const updated = result.data.project;
      if (result.ok && updated) {
        merge(updated);
        notify.success(updated.status === PROJECT_STATUS.ACTIVE ? toast.activated : toast.deactivated);
      } else {
        notify.error(toast.statusFailed);
      }
    } catch {
      notify.error(toast.statusFailed);
    } finally {
      setBusy(project.id, false);
    }
  };

  const removeProject = async (project: AdminProject): Promise<boolean> => {
    try {
      const result = await api(`/api/projects/${project.id}`, { method: "DELETE" });
      if (result.status === 401) return false;
      if (result.ok) {
        setProjects((list) => list.filter((item) => item.id !== project.id));
        notify.success(toast.deleted);
        return true;
      }
      notify.error(toast.deleteFailed);
    } catch {
      notify.error(toast.deleteFailed);
    }
    return false;
  };

  // the stored path of the uploaded image, or null when the upload failed (its toast shown)
  const uploadImage = async (file: File): Promise<string | null> => {
    const outcome = await upload(api, file);
    if (outcome.kind === "uploaded") return outcome.path;
    if (outcome.kind === "no-token") notify.error(adminCommon[language].noToken);
    if (outcome.kind === "stopped") notify.error(toast.uploadAuth);
    if (outcome.kind === "failed") notify.error(outcome.message || toast.uploadFailed);
    if (outcome.kind === "offline") notify.error(toast.uploadNetwork);
    return null;
  };

  const saveProject = async (
    values: ProjectFormOutput,
    imagePath: string | null,
    id?: number,
  ): Promise<SaveOutcome> => {
    try {
      const result = await api<{ project?: AdminProject }>(id ? `/api/projects/${id}` : "/api/projects", {
        method: id ? "PUT" : "POST",
        body: { ...values, image_path: imagePath },
      });
      if (result.status === 401) return { ok: false, errors: [] };
      if (result.ok && result.data.project) {
        merge(result.data.project);
        notify.success(id ? toast.updated : toast.created);
        return { ok: true };
      }
      notify.error(result.data.message || toast.saveFailed);
      return { ok: false, errors: Array.isArray(result.data.errors) ? result.data.errors : [] };
    } catch {
      notify.error(toast.saveError);
      return { ok: false, errors: [] };
    }
  };

  return { projects, loading, busyIds, toggleStatus, removeProject, uploadImage, saveProject };
}
