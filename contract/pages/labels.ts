import type { Language } from "../constants.ts";
import { z } from "../zod.ts";
import { PAGE_KEYS, type PageKey, pageCopySchemas } from "./index.ts";

// every field label the pages' schemas declare (`.meta({ label: { vi, en } })`, the page form's
// labels: contract/pages/parts.ts), with the page and the field's pattern it sits at: the back
// office's copy, so the tests that read the admin's copy (sentence case, never "bạn", the
// glossary's avoided words) read these too. Every label met is listed, those a page overrides
// (`HeroSchema.meta(…)` over a block's own) included.

// biome-ignore lint/suspicious/noExplicitAny: walks zod's own definitions, of every kind
type AnySchema = z.ZodType<any, any, any>;

export interface DeclaredLabel {
  page: PageKey;
  path: string;
  label: Record<Language, string>;
}

// every label under a schema, outer before inner (a wrapper's or an override's before the block's
// own at the same path): the page form's labels (app/admin/features/pages/form-model.ts) and the
// copy tests' list below
export function walkLabels(
  schema: AnySchema,
  visit: (path: string, label: Record<Language, string>) => void,
  path = "",
  above = new Set<AnySchema>(),
): void {
  if (above.has(schema)) return;
  const label = (z.globalRegistry.get(schema) as { label?: Record<Language, string> } | undefined)?.label;
  if (label) visit(path, label);
  const inner = new Set(above).add(schema);
  // biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by kind
  const def = schema._zod.def as Record<string, any>;
  const join = (key: string) => (path === "" ? key : `${path}.${key}`);
  const children: [AnySchema, string][] = [];
  switch (def.type) {
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, AnySchema>))
        children.push([value, join(key)]);
      break;
    case "array":
      children.push([def.element, join("*")]);
      break;
    case "union":
      for (const option of def.options as AnySchema[]) children.push([option, path]);
      break;
    case "pipe":
      children.push([def.in, path], [def.out, path]);
      break;
    default:
      if (def.innerType) children.push([def.innerType, path]);
  }
  for (const [child, at] of children) walkLabels(child, visit, at, inner);
}

export function declaredLabels(): DeclaredLabel[] {
  const found: DeclaredLabel[] = [];
  for (const page of PAGE_KEYS) {
    walkLabels(pageCopySchemas[page] as AnySchema, (path, label) => found.push({ page, path, label }));
  }
  return found;
}
