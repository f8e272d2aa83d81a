import { useDeferredValue, useId, useState } from "react";
import type { ApiCompany } from "../../../contract/companies.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCompanies } from "../content/companies.ts";
import { api } from "../lib/api.ts";
import { useApiQuery } from "../lib/api-query.ts";
import { SearchField } from "./ui.tsx";

// a company chosen by searching (its name, tax code or domain, without accents): the first few
// that match, as radio buttons; `except`: one not to offer (the company being merged)
export function CompanyPicker({
  label,
  except,
  value,
  onChange,
}: {
  label: string;
  except?: number;
  value: ApiCompany | null;
  onChange: (company: ApiCompany) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminCompanies[language];
  const id = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const found = useApiQuery(
    api.companies.list(deferred ? { search: deferred, limit: 8 } : { limit: 8 }),
    (body: { companies: ApiCompany[] }) => body.companies.filter((company) => company.id !== except),
    copy.loadFailed,
  );
  const companies = found.data ?? [];
  return (
    <div className="space-y-3">
      <SearchField id={`${id}-search`} label={label} value={search} onChange={setSearch} visibleLabel maxLength={100} />
      <fieldset>
        <legend className="sr-only">{label}</legend>
        {found.state === "ready" && companies.length === 0 && (
          <p className="text-sm text-slate-600">{copy.lead.noMatches}</p>
        )}
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {companies.map((company) => (
            <li key={company.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded-md p-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name={`${id}-company`}
                  checked={value?.id === company.id}
                  onChange={() => onChange(company)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{company.name}</span>
                  <span className="block text-xs text-slate-600">
                    {[company.tax_code, company.province].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
