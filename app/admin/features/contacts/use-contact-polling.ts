import { useEffect, useRef } from "react";
import { LIMITS } from "../../../../contract/constants.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { contactListCall } from "./requests.ts";
import type { ContactMessage } from "./types.ts";
import { useLatest } from "./use-latest.ts";

const readContacts = (body: { contacts: ContactMessage[] }) => body.contacts;

// every LIMITS.contactsPollMs the ten latest messages are read again (quietly, through the back
// office's one query hook); those newer than the newest one known at the previous read are handed
// to onNew (newest first). The first read after the screen opens only records where things stand.
// Polling pauses while the tab is hidden, reads once as soon as it is visible again, and stops
// when the screen is left.
export function useContactPolling(onNew: (fresh: ContactMessage[]) => void): void {
  const { data, reload } = useApiQuery(contactListCall({ limit: LIMITS.notificationListSize }), readContacts, "", {
    silent: true,
  });
  const latestOnNew = useLatest(onNew);
  const newestId = useRef<number | null>(null);

  useEffect(() => {
    if (!data) return;
    const highest = data.reduce((max, contact) => Math.max(max, contact.id), 0);
    const known = newestId.current;
    newestId.current = Math.max(known ?? 0, highest);
    if (known === null) return;
    const fresh = data.filter((contact) => contact.id > known);
    if (fresh.length > 0) latestOnNew.current(fresh);
  }, [data, latestOnNew]);

  useEffect(() => {
    let timer: number | undefined;
    const check = () => reload({ quiet: true });
    const start = () => {
      stop();
      timer = window.setInterval(check, LIMITS.contactsPollMs);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) {
        stop();
      } else {
        check();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [reload]);
}
