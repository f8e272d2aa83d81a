import { FilterX } from "lucide-react";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "../../../../contract/audit.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { DateField } from "../../components/date-field.tsx";
import { Field, inputClass } from "../../components/ui.tsx";
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
      // fields top-aligned: the date fields' hints make them taller; the button sits level with
      // the inputs, under the labels' height (text-sm and the input's mt-1)
      className="grid grid-cols-2 items-start gap-3 lg:grid-cols-3 2xl:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto_auto]"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        id="audit-person"
        label={copy.filters.person}
        anyLabel={copy.filters.anyone}
        value={filters.actor_id}
        onChange={(value) => onChange("actor_id", value)}
        options={[
          ...(chosen ? [{ value: filters.actor_id, label: `#${filters.actor_id}` }] : []),
          ...people.map((person) => ({ value: String(person.id), label: person.user_name })),
        ]}
      />
      <FilterSelect
        id="audit-type"
        label={copy.filters.type}
        anyLabel={copy.filters.anyType}
        value={filters.entity_type}
        onChange={(value) => onChange("entity_type", value)}
        options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: copy.types[type] }))}
      />
      <FilterSelect
        id="audit-action"
        label={copy.filters.action}
        anyLabel={copy.filters.anyAction}
        value={filters.action}
        onChange={(value) => onChange("action", value)}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: copy.actions[action] }))}
      />
      {(["from", "to"] as const).map((key) => (
        <DateField
          key={key}
          id={`audit-${key}`}
          label={copy.filters[key]}
          // a width of its own in the one-row layout, so its hint wraps rather than widens it
          className="2xl:w-52"
          value={filters[key]}
          // the range's other end bounds each day
          min={key === "to" ? filters.from || undefined : undefined}
          max={key === "from" ? filters.to || undefined : undefined}
          // the list follows a day once it is one (the field says what is wrong with the rest)
          onChange={(day) => {
            if (day === "" || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(key, day);
          }}
        />
      ))}
      <button
        type="button"
        className={`${buttonClass("secondary")} col-span-2 h-[38px] lg:col-span-1 lg:mt-6`}
        onClick={onClear}
        disabled={!any}
      >
        <FilterX className="h-4 w-4" aria-hidden="true" />
        {copy.filters.clear}
      </button>
    </form>
  );
}

// a filter's list: "any" first, then its options
function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} className="col-span-2 lg:col-span-1">
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
