import { useEffect, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { SearchField } from "../../components/ui.tsx";
import { adminContacts } from "../../content/contacts.ts";
import type { ContactFilter } from "./types.ts";

const SEARCH_DELAY_MS = 300;
const FILTERS: ContactFilter[] = ["all", "unread", "read"];

// the search box (sent to the server once typing pauses) and the All / Unread / Read filter
export function ContactFilters({
  filter,
  onFilter,
  onSearch,
}: {
  filter: ContactFilter;
  onFilter: (filter: ContactFilter) => void;
  onSearch: (search: string) => void;
}) {
  const copy = adminContacts[useAdminLanguage()].list;
  const [text, setText] = useState("");

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
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
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{copy.filterLabel}</legend>
        <div className="inline-flex rounded-md shadow-sm ring-1 ring-slate-300">
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => onFilter(value)}
              className={`px-4 py-2 text-sm font-semibold first:rounded-l-md last:rounded-r-md ${
                filter === value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50"
              }`}
            >
              {copy.filters[value]}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
