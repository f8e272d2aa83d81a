import type { AuditListResponse, AuditPeopleResponse } from "../../../../contract/audit.ts";
import { AUDIT_PAGE_SIZE } from "../../../../contract/audit.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminAudit } from "../../content/audit.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

// the filters as the screen keeps them (in the address): "" for none
export const FILTER_KEYS = ["actor_id", "entity_type", "action", "from", "to"] as const;
export type AuditFilters = Record<(typeof FILTER_KEYS)[number], string>;

// one page of the trail from the server, read again whenever the filters or the page change;
// only the newest request counts
export function useAuditLog(filters: AuditFilters, page: number) {
  const language = useAdminLanguage();
  // (a filter left "" is left out of the query)
  const call = api.audit.list({ page, limit: AUDIT_PAGE_SIZE, ...filters });
  const { data, state } = useApiQuery(call, readPage, adminAudit[language].loadFailed);
  // a failed read shows an empty page (its toast says why)
  const shown = state === "error" ? null : data;
  return { entries: shown?.entries ?? [], total: shown?.pagination.total ?? 0, loading: state === "loading" };
}

const readPage = ({ entries, pagination }: AuditListResponse) => ({ entries, pagination });
const readPeople = (body: AuditPeopleResponse) => body.people;

// everyone the trail names, for the person filter (a failure: "everyone" only, and the list's
// own failure toast says what went wrong)
export function useAuditPeople() {
  const language = useAdminLanguage();
  return useApiQuery(api.audit.people(), readPeople, adminAudit[language].loadFailed).data ?? [];
}
