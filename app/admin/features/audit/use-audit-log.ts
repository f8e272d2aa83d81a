import type { AuditListResponse, AuditPeopleResponse } from "../../../../contract/audit.ts";
import { AUDIT_PAGE_SIZE } from "../../../../contract/audit.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminAudit } from "../../content/audit.ts";
import { useApiQuery } from "../../lib/api-query.ts";

// the filters as the screen keeps them (in the address): "" for none
export const FILTER_KEYS = ["actor_id", "entity_type", "action", "from", "to"] as const;
export type AuditFilters = Record<(typeof FILTER_KEYS)[number], string>;

// one page of the trail from the server, read again whenever the filters or the page change;
// only the newest request counts
export function useAuditLog(filters: AuditFilters, page: number) {
  const language = useAdminLanguage();
  const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  const { data, state } = useApiQuery(`/api/audit?${query}`, readPage, adminAudit[language].loadFailed);
  // a failed read shows an empty page (its toast says why)
  const shown = state === "error" ? null : data;
  return { entries: shown?.entries ?? [], total: shown?.pagination.total ?? 0, loading: state === "loading" };
}

const readPage = (body: Record<string, unknown>) => {
  const answer = body as Partial<AuditListResponse>;
  return Array.isArray(answer.entries) && answer.pagination
    ? { entries: answer.entries, pagination: answer.pagination }
    : undefined;
};

const readPeople = (body: Record<string, unknown>) => {
  const people = (body as Partial<AuditPeopleResponse>).people;
  return Array.isArray(people) ? people : undefined;
};

// everyone the trail names, for the person filter (a failure: "everyone" only, and the list's
// own failure toast says what went wrong)
export function useAuditPeople() {
  const language = useAdminLanguage();
  return useApiQuery("/api/audit/people", readPeople, adminAudit[language].loadFailed).data ?? [];
}
