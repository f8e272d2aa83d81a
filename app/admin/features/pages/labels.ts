import type { Language } from "../../../../contract/constants.ts";
import { type PageKey, pageCopySchemas } from "../../../../contract/pages/index.ts";
import { pageFieldLabels } from "../../content/pages.ts";
import { type LabelMap, pageLabels } from "./form-model.ts";

const cache = new Map<string, LabelMap>();

// a page's field labels in one language: those its schema declares beside its fields
// (contract/pages/*.ts), then the shared ones of content/pages.ts
export function labelsOf(page: PageKey, language: Language): LabelMap {
  const key = `${page}:${language}`;
  let labels = cache.get(key);
  if (!labels) {
    labels = pageLabels(pageCopySchemas[page] as never, page, language, pageFieldLabels[language]);
    cache.set(key, labels);
  }
  return labels;
}
