import { useCallback, useState } from "react";
import { LIMITS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminContacts } from "../../content/contacts.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { contactListCall } from "./requests.ts";
import type { ContactFilter, ContactMessage, ContactPage, LeadFilter } from "./types.ts";

const PAGE_SIZE = LIMITS.contactsPerPage;
// what one answer may hold: "Load more" shows up to this many messages (a search narrows them)
const MAX_SHOWN = LIMITS.contactsDashboardLimit;

const readPage = ({ contacts, pagination, value_vnd_total }: ContactPage): ContactPage => ({
  contacts,
  pagination,
  value_vnd_total,
});

// the list on the back office's one query hook: the first pages of the filter and search in one
// read. A new search or filter starts again at one page; "Load more" reads one page more (the
// pages shown stay on screen meanwhile); a refresh re-reads what is shown, quietly, without moving
// the reader. Only the newest answer counts (useApiQuery aborts the older read).
export function useContactList({ search, filter, lead }: { search: string; filter: ContactFilter; lead: LeadFilter }) {
  const language = useAdminLanguage();
  const selection = JSON.stringify([search, filter, lead]);
  const [shown, setShown] = useState({ selection, pages: 1 });
  // a new search or filter: back to the first page
  const pages = shown.selection === selection ? shown.pages : 1;
  const limit = Math.min(pages * PAGE_SIZE, MAX_SHOWN);
  const query = useApiQuery(
    contactListCall({ limit, filter, search, lead }),
    readPage,
    adminContacts[language].toast.fetchFailed,
  );
  const { data, setData, reload } = query;
  const loading = query.state === "loading";
  const firstRead = pages === 1 || data === null;

  const loadMore = useCallback(
    () => setShown({ selection, pages: Math.min(pages + 1, Math.ceil(MAX_SHOWN / PAGE_SIZE)) }),
    [selection, pages],
  );
  const refresh = useCallback(() => reload({ quiet: true }), [reload]);

  // instant feedback after an action, before the refresh brings the server's view
  const replaceItem = useCallback(
    (contact: ContactMessage) =>
      setData(
        (page) =>
          page && {
            ...page,
            contacts: page.contacts.map((item) => (item.id === contact.id ? { ...item, ...contact } : item)),
          },
      ),
    [setData],
  );
  const removeItem = useCallback(
    (id: number) =>
      setData(
        (page) =>
          page && {
            ...page,
            contacts: page.contacts.filter((item) => item.id !== id),
            pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
          },
      ),
    [setData],
  );

  return {
    items: data?.contacts ?? [],
    total: data?.pagination.total ?? 0,
    // the value of every lead the filter selects (null: not counted)
    valueTotal: data?.value_vnd_total ?? null,
    hasMore: (data?.pagination.hasMore ?? false) && limit < MAX_SHOWN,
    loading: loading && firstRead,
    loadingMore: loading && !firstRead,
    loadMore,
    refresh,
    replaceItem,
    removeItem,
  };
}
