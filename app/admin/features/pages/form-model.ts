import type { Language } from "../../../../contract/constants.ts";
import { walkLabels } from "../../../../contract/pages/labels.ts";
import { z } from "../../../../contract/zod.ts";

// The page editor's model: a page's zod schema (contract/pages/*.ts) read once into a tree of
// fields the form draws, and the changes staff make to a document of both languages ({ vi, en })
// that keep its two lists parallel (an item added, removed or moved in one language is in the
// other at the same place). Pure: no React here, so the unit tests read it directly.

// biome-ignore lint/suspicious/noExplicitAny: walks zod's own definitions, of every kind
type AnySchema = z.ZodType<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by kind
type Definition = Record<string, any>;

export type FieldNode =
  | { kind: "object"; fields: { key: string; node: FieldNode; optional: boolean }[] }
  | { kind: "string"; max: number | null; required: boolean; multiline: boolean }
  | { kind: "enum"; options: string[] }
  | { kind: "array"; element: FieldNode; min: number; max: number | null }
  // a text, or its forms for one and for other counts ({ one, other }: contract/pages/parts.ts TextSchema)
  | { kind: "plural"; text: FieldNode & { kind: "string" } }
  // a rich text (contract/rich-text.ts): a ProseMirror/Tiptap JSON document
  | { kind: "richText"; required: boolean };

const RICH_TEXT_IDS = new Set(["RichText", "LegalSectionBody"]);

// a string longer than this is edited in a text area
export const MULTILINE_OVER = 200;

const cache = new WeakMap<AnySchema, FieldNode>();

export function describeSchema(schema: AnySchema): FieldNode {
  const known = cache.get(schema);
  if (known) return known;
  const node = describe(schema);
  cache.set(schema, node);
  return node;
}

function checksOf(def: Definition): Definition[] {
  return ((def.checks ?? []) as { _zod: { def: Definition } }[]).map((check) => check._zod.def);
}

function describe(schema: AnySchema): FieldNode {
  const id = z.globalRegistry.get(schema)?.id;
  if (id !== undefined && RICH_TEXT_IDS.has(String(id)))
    return { kind: "richText", required: id === "LegalSectionBody" };
  const def = schema._zod.def as Definition;
  switch (def.type) {
    case "string": {
      const checks = checksOf(def);
      const max = checks.find((check) => check.check === "max_length")?.maximum ?? null;
      const required = checks.some((check) => check.check === "min_length" && check.minimum >= 1);
      return { kind: "string", max, required, multiline: max !== null && max > MULTILINE_OVER };
    }
    case "enum":
      return { kind: "enum", options: Object.values(def.entries as Record<string, string>) };
    case "object":
      return {
        kind: "object",
        fields: Object.entries(def.shape as Record<string, AnySchema>).map(([key, value]) => {
          const optional = (value._zod.def as Definition).type === "optional";
          return { key, node: describe(optional ? (value._zod.def as Definition).innerType : value), optional };
        }),
      };
    case "array": {
      const checks = checksOf(def);
      return {
        kind: "array",
        element: describe(def.element),
        min: checks.find((check) => check.check === "min_length")?.minimum ?? 0,
        max: checks.find((check) => check.check === "max_length")?.maximum ?? null,
      };
    }
    case "union": {
      const options = (def.options as AnySchema[]).map(describe);
      const text = options.find((option) => option.kind === "string");
      if (text && options.some((option) => option.kind === "object")) return { kind: "plural", text };
      return options[0] ?? { kind: "string", max: null, required: false, multiline: false };
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return describe(def.innerType);
    case "pipe":
      return describe(def.in);
    default:
      return { kind: "string", max: null, required: false, multiline: false };
  }
}

// ---- paths and labels ----

// "hero.stats.2.label" → "hero.stats.*.label": the pattern a label is looked up by
export const pathPattern = (path: string) =>
  path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? "*" : part))
    .join(".");

// "partnersLabel" → "Partners label"
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type LabelMap = Partial<Record<string, string>>;

// a field's label: the one its schema declares at its pattern ("hero.stats.*.label"), else the
// key made readable (`fallback` says so; the unit tests allow none)
export function labelFor(path: string, labels: LabelMap): { label: string; fallback: boolean } {
  const pattern = pathPattern(path);
  const own = labels[pattern];
  if (own) return { label: own, fallback: false };
  const last =
    pattern
      .split(".")
      .filter((part) => part !== "*")
      .pop() ?? path;
  return { label: humanise(last), fallback: true };
}

// the labels a page's schema declares beside its fields (`.meta({ label: { vi, en } })` in
// contract/pages/*.ts), by the fields' patterns ("hero.stats.*.label"), in one language
export function schemaLabels(schema: AnySchema, language: Language): LabelMap {
  const labels: LabelMap = {};
  // the outer label first: a wrapper's or a page's override before the block's own
  walkLabels(schema, (path, label) => {
    if (path !== "" && !(path in labels)) labels[path] = label[language];
  });
  return labels;
}

// a field's name with the groups it is in: "Phần mở đầu › Số liệu 2 › Nhãn" (a list's entry
// named by its number stands for the list)
export function fieldTrail(path: string, labels: LabelMap): string {
  const parts = path.split(".");
  const names: string[] = [];
  parts.forEach((part, index) => {
    const prefix = parts.slice(0, index + 1).join(".");
    const { label } = labelFor(prefix, labels);
    if (/^\d+$/.test(part)) names[names.length - 1] = `${label} ${Number(part) + 1}`;
    else names.push(label);
  });
  return names.join(" › ");
}

// every path of a schema's fields, lists at their first item ("hero.stats.0.label"), for the
// label check
export function fieldPaths(node: FieldNode, path = ""): string[] {
  const join = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  switch (node.kind) {
    case "object":
      return [
        ...(path === "" ? [] : [path]),
        ...node.fields.flatMap((field) => fieldPaths(field.node, join(field.key))),
      ];
    case "array":
      return [path, ...fieldPaths(node.element, join(0))];
    default:
      return [path];
  }
}

// ---- values ----

export type Document = { vi: unknown; en: unknown };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function getAt(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path === "" ? [] : path.split(".")) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

// a copy of value with the value at path replaced (objects and lists on the way copied)
export function setAt(value: unknown, path: string, next: unknown): unknown {
  if (path === "") return next;
  const [head = "", ...rest] = path.split(".");
  const tail = rest.join(".");
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = setAt(value[Number(head)], tail, next);
    return copy;
  }
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  const child = setAt(copy[head], tail, next);
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

// a new entry of a field: empty texts, the first option not yet used (a product's key is each
// product once), lists at their least length
export function blankValue(node: FieldNode, siblings: unknown[] = []): unknown {
  switch (node.kind) {
    case "string":
    case "plural":
      return "";
    case "enum":
      return node.options.find((option) => !siblings.includes(option)) ?? node.options[0];
    case "richText":
      return { type: "doc", content: [{ type: "paragraph" }] };
    case "array":
      return Array.from({ length: node.min }, () => blankValue(node.element));
    case "object": {
      const value: Record<string, unknown> = {};
      for (const field of node.fields) {
        if (field.optional) continue;
        const used =
          field.node.kind === "enum"
            ? siblings.map((sibling) => (isObject(sibling) ? sibling[field.key] : undefined))
            : [];
        value[field.key] = blankValue(field.node, used);
      }
      return value;
    }
  }
}

const LANGUAGES: Language[] = ["vi", "en"];

function listOf(document: Document, language: Language, path: string): unknown[] {
  const list = getAt(document[language], path);
  return Array.isArray(list) ? list : [];
}

function withList(document: Document, path: string, change: (list: unknown[], language: Language) => unknown[]) {
  const next: Document = { ...document };
  for (const language of LANGUAGES)
    next[language] = setAt(document[language], path, change(listOf(document, language, path), language));
  return next;
}

// an entry added at `index` (the end by default) in both languages
export function addItem(document: Document, path: string, element: FieldNode, index?: number): Document {
  return withList(document, path, (list) => {
    const at = index ?? list.length;
    const item = blankValue(element, list);
    return [...list.slice(0, at), item, ...list.slice(at)];
  });
}

// the entry at `index` removed from both languages
export function removeItem(document: Document, path: string, index: number): Document {
  return withList(document, path, (list) => list.filter((_, at) => at !== index));
}

// the entry at `from` moved to `to` in both languages
export function moveItem(document: Document, path: string, from: number, to: number): Document {
  return withList(document, path, (list) => {
    if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
    const copy = [...list];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item);
    return copy;
  });
}

// ---- empty fields ----

// a text with nothing in it: an empty string, a plural whose forms are empty, a rich text without
// a word
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (isObject(value) && value.type === "doc") return richTextWords(value).trim() === "";
  if (isObject(value) && ("one" in value || "other" in value)) {
    return isEmptyValue(value.one) && isEmptyValue(value.other);
  }
  return false;
}

function richTextWords(node: unknown): string {
  if (!isObject(node)) return "";
  if (typeof node.text === "string") return node.text;
  return Array.isArray(node.content) ? node.content.map(richTextWords).join(" ") : "";
}

export interface Missing {
  // the field's path without its language ("hero.title")
  path: string;
  languages: Language[];
}

// the required texts empty in one language or both, in the order of the form: what a publish
// would refuse. A list is walked as far as either language has entries.
export function missingFields(node: FieldNode, document: Document, path = ""): Missing[] {
  const join = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  switch (node.kind) {
    case "object":
      return node.fields.flatMap((field) => {
        if (field.optional && LANGUAGES.every((language) => getAt(document[language], join(field.key)) === undefined)) {
          return [];
        }
        return missingFields(field.node, document, join(field.key));
      });
    case "array": {
      const length = Math.max(...LANGUAGES.map((language) => listOf(document, language, path).length));
      return Array.from({ length }, (_, index) => missingFields(node.element, document, join(index))).flat();
    }
    case "string":
    case "plural":
    case "richText": {
      const required = node.kind === "plural" ? node.text.required : node.required;
      if (!required) return [];
      const languages = LANGUAGES.filter((language) => isEmptyValue(getAt(document[language], path)));
      return languages.length > 0 ? [{ path, languages }] : [];
    }
    case "enum":
      return [];
  }
}
