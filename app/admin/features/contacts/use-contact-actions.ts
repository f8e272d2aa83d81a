import { useCallback } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import type { ContactMessage } from "./types.ts";

type Busy = "status" | "delete" | "all";

// what staff can do to messages, each with its success or error toast (SPEC.md section 8), on the
// back office's one write hook. Each action resolves to its result on success and null on failure.
export function useContactActions() {
  const language = useAdminLanguage();
  const { mutate, isBusy } = useApiMutation();
  const toast = adminContacts[language].toast;

  const setRead = useCallback(
    async (contact: ContactMessage, read: boolean) => {
      const answer = await mutate(
        read ? api.leads.markRead({ id: contact.id }) : api.leads.markUnread({ id: contact.id }),
        { failed: toast.updateFailed, success: read ? toast.markedRead : toast.markedUnread },
        { key: "status" },
      );
      return answer?.contact ?? null;
    },
    [mutate, toast],
  );

  const remove = useCallback(
    async (contact: ContactMessage) =>
      (await mutate(
        api.leads.remove({ id: contact.id }),
        { failed: toast.deleteFailed, success: toast.deleted },
        { key: "delete" },
      )) !== null,
    [mutate, toast],
  );

  const markAllRead = useCallback(
    async () =>
      (await mutate(
        api.leads.markAllRead(),
        { failed: toast.markAllFailed, success: toast.allRead },
        { key: "all" },
      )) !== null,
    [mutate, toast],
  );

  const busy: Busy | null = isBusy("status") ? "status" : isBusy("delete") ? "delete" : isBusy("all") ? "all" : null;
  return { busy, setRead, remove, markAllRead };
}
