import { useCallback, useEffect, useState } from "react";
import { adminCommon } from "../../content/admin/common.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { errorMessage, NetworkError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";

// The plain admin lists (news, certificates): the records of one GET, read again after a change,
// and a delete that reports itself. A 401 has already ended the session, so it just stops.

export function useRecordList<T>(path: string, field: string, loadFailed: string) {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [items, setItems] = useState<T[] | null>(null);

  const reload = useCallback(async () => {
    try {
      const result = await api<Record<string, unknown>>(path);
      if (result.status === 401) return;
      const list = result.ok ? result.data[field] : undefined;
      if (Array.isArray(list)) setItems(list as T[]);
      else {
        setItems([]);
        notify.error(errorMessage(result, loadFailed));
      }
    } catch (error) {
      setItems([]);
      notify.error(error instanceof NetworkError ? adminCommon[language].networkError : loadFailed);
    }
  }, [api, path, field, loadFailed, language]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, reload };
}

// DELETE one record; true when it is gone (also when it already was: 404)
export function useDeleteRecord() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  return async (path: string, failed: string, done: string): Promise<boolean> => {
    try {
      const result = await api<{ message?: string }>(path, { method: "DELETE" });
      if (result.status === 401) return false;
      if (result.ok || result.status === 404) {
        notify.success(result.data.message || done);
        return true;
      }
      notify.error(errorMessage(result, failed));
    } catch (error) {
      notify.error(error instanceof NetworkError ? adminCommon[language].networkError : failed);
    }
    return false;
  };
}
