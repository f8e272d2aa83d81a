import { FilterX } from "lucide-react";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "../../../../contract/audit.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { inputClass } from "../../components/ui.tsx";
import { adminAudit } from "../../content/audit.ts";
import type { AuditFilters } from "./use-audit-log.ts";

// person, kind of record, action and a range of days; every change starts again at page 1
export function AuditFiltersForm({
  filters,
  people,
  onChange,
  onClear,
}: {
  filters: AuditFilters;
  people: { id: number; user_name: string }[];
  onChange: (key: keyof AuditFilters, value: string) => void;
  onClear: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminAudit[language];
  const any = Object.values(filters).some((value) => value !== "");
  // someone filtered by who is not in the list (an old link): still shown as chosen
  const chosen = filters.actor_id && !people.some((person) => String(person.id) === filters.actor_id);
  return (
    <form
      aria-label={copy.filters.heading}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-3 2xl:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto_auto]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="audit-person" className="block text-sm font-semibold text-slate-800">
          {copy.filters.person}
        </label>
        <select
          id="audit-person"
          className={inputClass}
          value={filters.actor_id}
          onChange={(event) => onChange("actor_id", event.target.value)}
        >
          <option value="">{copy.filters.anyone}</option>
          {chosen && <option value={filters.actor_id}>#{filters.actor_id}</option>}
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.user_name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="audit-type" className="block text-sm font-semibold text-slate-800">
          {copy.filters.type}
        </label>
        <select
          id="audit-type"
          className={inputClass}
          value={filters.entity_type}
          onChange={(event) => onChange("entity_type", event.target.value)}
        >
          <option value="">{copy.filters.anyType}</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {copy.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="audit-action" className="block text-sm font-semibold text-slate-800">
          {copy.filters.action}
        </label>
        <select
          id="audit-action"
          className={inputClass}
          value={filters.action}
          onChange={(event) => onChange("action", event.target.value)}
        >
          <option value="">{copy.filters.anyAction}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {copy.actions[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className="block text-sm font-semibold text-slate-800">
          {copy.filters.from}
        </label>
        <input
          id="audit-from"
          type="date"
          className={inputClass}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange("from", event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className="block text-sm font-semibold text-slate-800">
          {copy.filters.to}
        </label>
        <input
          id="audit-to"
          type="date"
          className={inputClass}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange("to", event.target.value)}
        />
      </div>
      <button
        type="button"
        className={`${buttonClass("secondary")} col-span-2 h-[38px] lg:col-span-1`}
        onClick={onClear}
        disabled={!any}
      >
        <FilterX className="h-4 w-4" aria-hidden="true" />
        {copy.filters.clear}
      </button>
    </form>
  );
}
