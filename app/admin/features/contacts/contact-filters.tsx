import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { LEAD_STAGES } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Field, inputClass, SearchField, SegmentedButtons } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { readAssignees } from "./requests.ts";
import type { ContactFilter, LeadFilter } from "./types.ts";

const SEARCH_DELAY_MS = 300;
const FILTERS: ContactFilter[] = ["all", "unread", "read"];

// the search box (sent to the server once typing pauses), the All / Unread / Read filter, and the
// lead filters: stage, owner (or nobody), overdue only. On a phone the filters fold under a
// "Filters" button (with how many are set), so that the list starts on the first screen.
export function ContactFilters({
  initialSearch = "",
  filter,
  onFilter,
  onSearch,
  lead,
  onLead,
  stages = true,
}: {
  // the words the screen's address asked for (?search=)
  initialSearch?: string;
  filter: ContactFilter;
  onFilter: (filter: ContactFilter) => void;
  onSearch: (search: string) => void;
  lead: LeadFilter;
  onLead: (lead: LeadFilter) => void;
  // the stage filter (the board has a column per stage instead)
  stages?: boolean;
}) {
  const language = useAdminLanguage();
  const copy = adminContacts[language].list;
  const leadCopy = adminContacts[language].lead;
  const assignees = useApiQuery(api.leads.assignees(), readAssignees, leadCopy.ownersFailed);
  const [text, setText] = useState(initialSearch);
  const [unfolded, setUnfolded] = useState(false);
  const ids = useId();
  const set = [filter !== "all", stages && lead.stage !== "all", lead.assignee !== "all", lead.overdue].filter(
    Boolean,
  ).length;

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <SearchField
            id="contact-search"
            label={copy.searchLabel}
            value={text}
            maxLength={200}
            placeholder={copy.searchPlaceholder}
            onChange={setText}
            visibleLabel
          />
        </div>
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={`${ids}-status ${ids}-lead`}
          onClick={() => setUnfolded((open) => !open)}
          className={`${buttonClass("secondary")} self-start sm:hidden`}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {copy.moreFilters}
          {set > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{set}</span>}
        </button>
        <SegmentedButtons
          id={`${ids}-status`}
          className={unfolded ? undefined : "hidden sm:block"}
          legend={copy.filterLabel}
          options={FILTERS.map((value) => ({ value, label: copy.filters[value] }))}
          value={filter}
          onChange={onFilter}
        />
      </div>
      <div
        id={`${ids}-lead`}
        className={`mt-3 flex-col gap-3 sm:flex sm:flex-row sm:flex-wrap sm:items-end ${unfolded ? "flex" : "hidden"}`}
      >
        {stages && (
          <Field id="lead-filter-stage" label={leadCopy.filterStage} className="sm:w-48">
            <select
              id="lead-filter-stage"
              className={inputClass}
              value={lead.stage}
              onChange={(event) => onLead({ ...lead, stage: event.target.value as LeadFilter["stage"] })}
            >
              <option value="all">{leadCopy.allStages}</option>
              {LEAD_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {leadCopy.stages[stage]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="lead-filter-owner" label={leadCopy.filterOwner} className="sm:w-56">
          <select
            id="lead-filter-owner"
            className={inputClass}
            value={String(lead.assignee)}
            onChange={(event) => {
              const value = event.target.value;
              onLead({ ...lead, assignee: value === "all" || value === "none" ? value : Number(value) });
            }}
          >
            <option value="all">{leadCopy.everyone}</option>
            <option value="none">{leadCopy.nobody}</option>
            {(assignees.data ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.user_name}
              </option>
            ))}
          </select>
        </Field>
        <label className="inline-flex items-center gap-2 py-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={lead.overdue}
            onChange={(event) => onLead({ ...lead, overdue: event.target.checked })}
          />
          {leadCopy.overdueOnly}
        </label>
      </div>
    </div>
  );
}
