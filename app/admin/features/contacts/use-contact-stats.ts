import { useCallback } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import type { ContactStats } from "./types.ts";

const readStats = (body: { stats: ContactStats }) => body.stats;

// the four counts of the stat cards, computed by the server (never by downloading the list).
// A failure is reported when the screen opens; later background refreshes stay quiet.
export function useContactStats() {
  const failure = adminContacts[useAdminLanguage()].toast.statsFailed;
  const { data, reload } = useApiQuery(api.leads.stats(), readStats, failure);
  const refresh = useCallback(() => reload({ quiet: true }), [reload]);
  return { stats: data, refresh };
}
