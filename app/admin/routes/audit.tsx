import { ShieldAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { AUDIT_PAGE_SIZE } from "../../../contract/audit.ts";
import { USER_ROLE } from "../../../contract/constants.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { Pagination, Screen, Spinner } from "../components/ui.tsx";
import { adminAudit } from "../content/audit.ts";
import { AuditFiltersForm } from "../features/audit/audit-filters.tsx";
import { AuditTable } from "../features/audit/audit-table.tsx";
import { type AuditFilters, FILTER_KEYS, useAuditLog, useAuditPeople } from "../features/audit/use-audit-log.ts";
import { useAuth } from "../lib/auth.tsx";

// /admin/audit: who did what, when and from where, for Super Admins; the filters and the page
// live in the address, so a reload or a shared link shows the same entries
export default function AdminAudit() {
  const copy = adminAudit[useAdminLanguage()];
  const { user } = useAuth();
  if (user?.role !== USER_ROLE.SUPER_ADMIN) {
    return (
      <div className="mx-auto max-w-2xl rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <ShieldAlert className="mx-auto h-10 w-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.forbidden.title}</h1>
        <p className="mt-2 text-slate-600">{copy.forbidden.text}</p>
      </div>
    );
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const copy = adminAudit[useAdminLanguage()];
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? ""])) as AuditFilters;
  const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
  const { entries, total, loading } = useAuditLog(filters, page);
  const people = useAuditPeople();
  const filtered = Object.values(filters).some((value) => value !== "");

  const update = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (params) => {
        change(params);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const setFilter = (key: keyof AuditFilters, value: string) =>
    update((params) => {
      if (value) params.set(key, value);
      else params.delete(key);
      params.delete("page");
    });
  const clear = () =>
    update((params) => {
      for (const key of [...FILTER_KEYS, "page"]) params.delete(key);
    });
  const setPage = (next: number) =>
    update((params) => {
      if (next > 1) params.set("page", String(next));
      else params.delete("page");
    });

  return (
    <Screen className="mx-auto max-w-7xl" title={copy.title} intro={copy.intro}>
      <section aria-label={copy.filters.heading} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <AuditFiltersForm filters={filters} people={people} onChange={setFilter} onClear={clear} />
      </section>
      <section
        aria-label={copy.table.caption}
        aria-busy={loading}
        className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      >
        {loading && entries.length === 0 ? (
          <Spinner label={copy.table.loading} />
        ) : entries.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600">
            {filtered ? copy.table.emptyFiltered : copy.table.empty}
          </p>
        ) : (
          <AuditTable entries={entries} />
        )}
      </section>
      {total > 0 && (
        <Pagination
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={total}
          itemsLabel={copy.table.items}
          onPage={setPage}
        />
      )}
    </Screen>
  );
}
