import type { Language } from "../../../../contract/constants.ts";
import { type PageKey, pageCopySchemas } from "../../../../contract/pages/index.ts";
import { type LabelMap, labelFor, schemaLabels } from "./form-model.ts";

const cache = new Map<string, LabelMap>();

// a page's field labels in one language: those its schema declares beside its fields
// (`.meta({ label: { vi, en } })` in contract/pages/*.ts), by the fields' patterns
export function labelsOf(page: PageKey, language: Language): LabelMap {
  const key = `${page}:${language}`;
  let labels = cache.get(key);
  if (!labels) {
    labels = schemaLabels(pageCopySchemas[page] as never, language);
    cache.set(key, labels);
  }
  return labels;
}

// the label the page form shows for a field ("hero.stats.0.label") of a page, in one language
export const fieldLabel = (page: PageKey, language: Language, path: string): string =>
  labelFor(path, labelsOf(page, language)).label;
