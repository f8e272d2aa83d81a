import { useEffect, useState } from "react";
import type { AuditEntry, AuditListResponse, AuditPeopleResponse } from "../../../contract/audit.ts";
import { AUDIT_PAGE_SIZE } from "../../../contract/audit.ts";
import { adminAudit } from "../../content/admin/audit.ts";
import { adminCommon } from "../../content/admin/common.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { errorMessage, NetworkError } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";

// the filters as the screen keeps them (in the address): "" for none
export const FILTER_KEYS = ["actor_id", "entity_type", "action", "from", "to"] as const;
export type AuditFilters = Record<(typeof FILTER_KEYS)[number], string>;

// one page of the trail from the server, read again whenever the filters or the page change;
// only the newest request counts
export function useAuditLog(filters: AuditFilters, page: number) {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  for (const key of FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  const path = `/api/audit?${query}`;

  useEffect(() => {
    let current = true;
    setLoading(true);
    api<Partial<AuditListResponse>>(path)
      .then((result) => {
        if (!current || result.status === 401) return;
        if (result.ok && Array.isArray(result.data.entries) && result.data.pagination) {
          setEntries(result.data.entries);
          setTotal(result.data.pagination.total);
        } else {
          setEntries([]);
          setTotal(0);
          notify.error(errorMessage(result, adminAudit[language].loadFailed));
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        notify.error(
          error instanceof NetworkError ? adminCommon[language].networkError : adminAudit[language].loadFailed,
        );
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [api, path, language]);

  return { entries, total, loading };
}

// everyone the trail names, for the person filter
export function useAuditPeople() {
  const { api } = useAuth();
  const [people, setPeople] = useState<AuditPeopleResponse["people"]>([]);
  useEffect(() => {
    let current = true;
    api<Partial<AuditPeopleResponse>>("/api/audit/people")
      .then((result) => {
        if (current && result.ok && Array.isArray(result.data.people)) setPeople(result.data.people);
      })
      .catch(() => {
        // the filter then offers "everyone" only; the list itself reports the failure
      });
    return () => {
      current = false;
    };
  }, [api]);
  return people;
}
