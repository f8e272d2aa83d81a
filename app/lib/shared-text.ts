import { shared } from "../content/shared.ts";
import { useLanguage } from "./language.ts";

// the shared texts (app/content/shared.ts) in the language of the current public page
export function useShared() {
  return shared[useLanguage()];
}

// fills the "{{name}}" marks of a text
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => String(values[name] ?? mark));
}
