import { useCallback, useState } from "react";
import { adminCommon } from "../../content/admin/common.ts";
import { adminContacts } from "../../content/admin/contacts.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { type ApiResult, errorMessage, NetworkError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { deleteContact, markAllContactsRead, setContactRead } from "./requests.ts";
import type { ContactMessage } from "./types.ts";

type Busy = "status" | "delete" | "all" | null;

// what staff can do to messages, each with its success or error toast (SPEC.md section 8).
// Each action resolves to its result on success and null on failure.
export function useContactActions() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [busy, setBusy] = useState<Busy>(null);

  const run = useCallback(
    async <T>(kind: Exclude<Busy, null>, call: () => Promise<ApiResult<T>>, success: string, failure: string) => {
      setBusy(kind);
      try {
        const result = await call();
        if (result.ok) {
          notify.success(success);
          return result.data;
        }
        if (result.status !== 401) notify.error(errorMessage(result, failure));
        return null;
      } catch (error) {
        notify.error(error instanceof NetworkError ? adminCommon[language].networkError : failure);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [language],
  );

  const toast = adminContacts[language].toast;

  const setRead = useCallback(
    async (contact: ContactMessage, read: boolean) => {
      const data = await run(
        "status",
        () => setContactRead(api, contact.id, read),
        read ? toast.markedRead : toast.markedUnread,
        toast.updateFailed,
      );
      return data?.contact ?? null;
    },
    [api, run, toast],
  );

  const remove = useCallback(
    async (contact: ContactMessage) =>
      (await run("delete", () => deleteContact(api, contact.id), toast.deleted, toast.deleteFailed)) !== null,
    [api, run, toast],
  );

  const markAllRead = useCallback(
    async () => (await run("all", () => markAllContactsRead(api), toast.allRead, toast.markAllFailed)) !== null,
    [api, run, toast],
  );

  return { busy, setRead, remove, markAllRead };
}
