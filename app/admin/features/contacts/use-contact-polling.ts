import { useEffect } from "react";
import { LIMITS } from "../../../../contract/constants.ts";
import { useAuth } from "../../lib/auth.tsx";
import { fetchContactPage } from "./requests.ts";
import type { ContactMessage } from "./types.ts";
import { useLatest } from "./use-latest.ts";

// every LIMITS.contactsPollMs the ten latest messages are fetched; those newer than the newest
// one known at the previous check are handed to onNew (newest first). The first check after the
// screen opens only records where things stand. Polling pauses while the tab is hidden, checks
// once as soon as it is visible again, and stops when the screen is left.
export function useContactPolling(onNew: (fresh: ContactMessage[]) => void): void {
  const { api } = useAuth();
  const latestApi = useLatest(api);
  const latestOnNew = useLatest(onNew);

  useEffect(() => {
    const controller = new AbortController();
    let newestId: number | null = null;
    let checking = false;
    let timer: number | undefined;

    async function check() {
      if (checking || controller.signal.aborted) return;
      checking = true;
      try {
        const result = await fetchContactPage(
          latestApi.current,
          { page: 1, limit: LIMITS.notificationListSize },
          controller.signal,
        );
        if (controller.signal.aborted || !result.ok || !Array.isArray(result.data.contacts)) return;
        const contacts = result.data.contacts;
        const highest = contacts.reduce((max, contact) => Math.max(max, contact.id), 0);
        if (newestId === null) {
          newestId = highest;
          return;
        }
        const known = newestId;
        const fresh = contacts.filter((contact) => contact.id > known);
        newestId = Math.max(known, highest);
        if (fresh.length > 0) latestOnNew.current(fresh);
      } catch {
        // server unreachable: try again at the next tick
      } finally {
        checking = false;
      }
    }

    function start() {
      stop();
      timer = window.setInterval(check, LIMITS.contactsPollMs);
    }

    function stop() {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    }

    function onVisibility() {
      if (document.hidden) {
        stop();
      } else {
        void check();
        start();
      }
    }

    void check();
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      controller.abort();
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [latestApi, latestOnNew]);
}
