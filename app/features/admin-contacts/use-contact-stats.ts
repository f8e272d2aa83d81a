import { useCallback, useEffect, useRef, useState } from "react";
import { adminContacts } from "../../content/admin/contacts.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { fetchContactStats } from "./requests.ts";
import type { ContactStats } from "./types.ts";
import { useLatest } from "./use-latest.ts";

// the four counts of the stat cards, computed by the server (never by downloading the list).
// A failure is reported when the screen opens; later background refreshes stay quiet.
export function useContactStats() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const latest = useLatest({ api, language });
  const [stats, setStats] = useState<ContactStats | null>(null);
  const sequence = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const { api, language } = latest.current;
      const id = ++sequence.current;
      try {
        const result = await fetchContactStats(api);
        if (id !== sequence.current) return;
        if (result.ok && result.data.stats) {
          setStats(result.data.stats);
        } else if (!quiet && result.status !== 401) {
          notify.error(errorMessage(result, adminContacts[language].toast.statsFailed));
        }
      } catch {
        // unreachable server: the list reports it; the cards keep their last counts
      }
    },
    [latest],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const refresh = useCallback(() => load(true), [load]);
  return { stats, refresh };
}
