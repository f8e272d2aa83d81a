import type { UseFormRegisterReturn } from "react-hook-form";
import type { Language } from "../../../contract/constants.ts";
import { Field, fieldAria, inputClass } from "../../components/admin/ui.tsx";
import { type CatalogueItem, localized } from "./catalogues.ts";
import type { ListState } from "./use-catalogue.ts";

// a required choice among the entries of another catalogue (a tool's category or company).
// The select is registered only once its options exist, so that an edited tool's choice shows.
export function ReferenceSelect({
  id,
  label,
  placeholder,
  loadingText,
  emptyHint,
  state,
  options,
  registration,
  error,
  language,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  loadingText: string;
  emptyHint: string;
  state: ListState;
  options: CatalogueItem[];
  registration: UseFormRegisterReturn;
  error?: string;
  language: Language;
  disabled?: boolean;
}) {
  const hint = state === "ready" && options.length === 0 ? emptyHint : undefined;
  const collator = new Intl.Collator(language === "vi" ? "vi-VN" : "en-GB");
  const sorted = options
    .map((option) => ({ id: option.id, name: localized(option, language).name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <Field id={id} label={label} error={error} hint={hint} required>
      {state === "ready" ? (
        <select className={inputClass} required disabled={disabled} {...fieldAria(id, error, hint)} {...registration}>
          <option value="">{placeholder}</option>
          {sorted.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <select className={inputClass} disabled {...fieldAria(id, error, hint)}>
          <option>{state === "loading" ? loadingText : placeholder}</option>
        </select>
      )}
    </Field>
  );
}
