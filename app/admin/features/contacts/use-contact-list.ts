import { useCallback, useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { errorMessage, NetworkError } from "../../../lib/api-client.ts";
import { adminCommon } from "../../content/common.ts";
import { adminContacts } from "../../content/contacts.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { fetchContactPage } from "./requests.ts";
import type { ContactFilter, ContactMessage } from "./types.ts";
import { useLatest } from "./use-latest.ts";

const PAGE_SIZE = LIMITS.contactsPerPage;
// one refresh may re-read every page already shown, up to what the API gives in one answer
const MAX_REFRESH_PAGES = Math.floor(LIMITS.contactsDashboardLimit / PAGE_SIZE);

type Mode = "replace" | "more" | "refresh";

// the server-side paged list: a new search or filter starts again at page 1, "Load More" appends
// the next page, and a refresh re-reads the pages already shown without moving the reader.
// Only the newest request counts: an older answer arriving late is dropped.
export function useContactList({ search, filter }: { search: string; filter: ContactFilter }) {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const latest = useLatest({ api, language });
  const query = useRef({ search, filter });
  const [items, setItems] = useState<ContactMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const pages = useRef(0);
  const sequence = useRef(0);

  const load = useCallback(
    async (mode: Mode) => {
      const { api, language } = latest.current;
      const { search, filter } = query.current;
      const id = ++sequence.current;
      const shown = Math.min(Math.max(pages.current, 1), MAX_REFRESH_PAGES);
      const request =
        mode === "more"
          ? { page: pages.current + 1, limit: PAGE_SIZE }
          : { page: 1, limit: mode === "refresh" ? shown * PAGE_SIZE : PAGE_SIZE };
      if (mode === "replace") setLoading(true);
      if (mode === "more") setLoadingMore(true);
      const done = () => {
        if (id !== sequence.current) return;
        setLoading(false);
        setLoadingMore(false);
      };
      try {
        const result = await fetchContactPage(api, { ...request, search, filter });
        if (id !== sequence.current) return;
        if (!result.ok || !Array.isArray(result.data.contacts)) {
          // a refresh happens in the background: only what the reader asked for reports failure
          if (mode !== "refresh" && result.status !== 401) {
            notify.error(errorMessage(result, adminContacts[language].toast.fetchFailed));
          }
          return;
        }
        const { contacts, pagination } = result.data;
        if (mode === "more") {
          setItems((current) => {
            const known = new Set(current.map((contact) => contact.id));
            return [...current, ...contacts.filter((contact) => !known.has(contact.id))];
          });
          pages.current += 1;
        } else {
          setItems(contacts);
          pages.current = request.limit / PAGE_SIZE;
        }
        setTotal(pagination.total);
        setHasMore(pagination.hasMore);
      } catch (error) {
        if (id !== sequence.current || mode === "refresh") return;
        notify.error(
          error instanceof NetworkError
            ? adminCommon[language].networkError
            : adminContacts[language].toast.fetchFailed,
        );
      } finally {
        done();
      }
    },
    [latest],
  );

  useEffect(() => {
    // a new search or filter: the list starts again from its first page
    query.current = { search, filter };
    void load("replace");
  }, [load, search, filter]);

  const loadMore = useCallback(() => load("more"), [load]);
  const refresh = useCallback(() => load("refresh"), [load]);

  // instant feedback after an action, before the refresh brings the server's view
  const replaceItem = useCallback((contact: ContactMessage) => {
    setItems((current) => current.map((item) => (item.id === contact.id ? contact : item)));
  }, []);
  const removeItem = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
    setTotal((count) => Math.max(0, count - 1));
  }, []);

  return { items, total, hasMore, loading, loadingMore, loadMore, refresh, replaceItem, removeItem };
}
