import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { createContext, lazy, memo, Suspense, useContext, useEffect, useRef, useState } from "react";
import type { Language } from "../../../../contract/constants.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { PAGE_PATHS, type PageKey } from "../../../../contract/pages/index.ts";
import { plural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { ImageUploadField, imageTexts } from "../../components/image-upload-field.tsx";
import { Badge, FieldError, inputClass } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminPages, pageFieldOptions } from "../../content/pages.ts";
import {
  blankValue,
  type Document,
  type FieldNode,
  getAt,
  isObject,
  type Missing,
  addItem as withItemAdded,
  moveItem as withItemMoved,
  removeItem as withItemRemoved,
} from "./form-model.ts";
import { fieldLabel } from "./labels.ts";

// The form of a page's document, drawn from its schema (form-model.ts describeSchema): a group
// per object, a pair of inputs (Vietnamese, English) per text, a select per choice, an editable
// list per array, a rich-text editor per rich text. Every text's two languages side by side on a
// wide screen, one under the other on a phone; each label says its language.

const LANGUAGES: Language[] = ["vi", "en"];

// the rich-text editor (Tiptap) loads only when a page has a rich text, and only in the back office
const RichTextEditor = lazy(() => import("../../components/rich-text-editor.tsx"));

export interface PageFormState {
  page: PageKey;
  document: Document;
  errors: Record<string, string>;
  missing: Map<string, Language[]>;
  // a text of one language changed
  setText: (language: Language, path: string, value: unknown) => void;
  // the document changed as a whole (a list's entry added, moved, removed; a choice for both languages)
  update: (change: (document: Document) => Document, touched?: string) => void;
}

const FormContext = createContext<PageFormState | null>(null);
const useForm = () => {
  const state = useContext(FormContext);
  if (!state) throw new Error("PageForm's fields outside PageForm");
  return state;
};

export const fieldId = (language: Language | "both", path: string) => `page-${language}-${path.replace(/\./g, "-")}`;

function useLabel() {
  const language = useAdminLanguage();
  const { page } = useForm();
  return (path: string) => fieldLabel(page, language, path);
}

export function PageForm({ root, state }: { root: FieldNode; state: PageFormState }) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  if (root.kind !== "object") return null;
  // the page's own texts at its top (the news page's title, the 404 page's words) in one group
  const groups: { key: string; fields: typeof root.fields }[] = [];
  for (const field of root.fields) {
    const last = groups[groups.length - 1];
    if (field.node.kind === "object" || field.node.kind === "array") groups.push({ key: field.key, fields: [field] });
    else if (last?.key.startsWith("#")) last.fields.push(field);
    else groups.push({ key: `#${field.key}`, fields: [field] });
  }
  return (
    <FormContext.Provider value={state}>
      <div className="space-y-6">
        {groups.map((group) =>
          group.key.startsWith("#") ? (
            <section key={group.key} className={cardClass} aria-labelledby={`${fieldId("both", group.key)}-heading`}>
              <h2 id={`${fieldId("both", group.key)}-heading`} className="text-lg font-semibold text-slate-900">
                {copy.names[state.page]}
              </h2>
              <div className="mt-4 space-y-5">
                {group.fields.map((field) => (
                  <FieldSlot key={field.key} path={field.key} node={field.node} optional={field.optional} depth={1} />
                ))}
              </div>
            </section>
          ) : (
            <FieldSlot
              key={group.key}
              path={group.key}
              node={group.fields[0]?.node as FieldNode}
              optional={group.fields[0]?.optional ?? false}
              depth={0}
            />
          ),
        )}
      </div>
    </FormContext.Provider>
  );
}

// a label inside a sentence ("Thêm ảnh khi chia sẻ (Zalo, Facebook)"): its first letter small,
// names in it as they are
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const cardClass = "rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

// a field, or the button that adds an optional one the page does without
function FieldSlot({
  path,
  node,
  optional,
  depth,
}: {
  path: string;
  node: FieldNode;
  optional: boolean;
  depth: number;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, update } = useForm();
  const label = useLabel()(path);
  const absent = optional && LANGUAGES.every((lang) => getAt(document[lang], path) === undefined);
  if (optional) {
    const toggle = (
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        onClick={() =>
          update((current) => {
            const next = { ...current };
            for (const lang of LANGUAGES) {
              next[lang] = setIn(current[lang], path, absent ? blankValue(node) : undefined);
            }
            return next;
          }, path)
        }
      >
        {absent ? <Plus className="h-4 w-4" aria-hidden="true" /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
        {fill(absent ? copy.addOptional : copy.removeOptional, { label: inSentence(label) })}
      </button>
    );
    if (absent) {
      return (
        <div className={depth === 0 ? cardClass : "rounded-md border border-dashed border-slate-300 p-4"}>
          <p className="font-semibold text-slate-900">{label}</p>
          <p className="mt-1 text-sm text-slate-600">{copy.optionalAbsent}</p>
          <div className="mt-3">{toggle}</div>
        </div>
      );
    }
    return (
      <div className="space-y-2">
        <FieldNodeView path={path} node={node} depth={depth} />
        <div className={depth === 0 ? "flex justify-end" : ""}>{toggle}</div>
      </div>
    );
  }
  return <FieldNodeView path={path} node={node} depth={depth} />;
}

function setIn(value: unknown, path: string, next: unknown): unknown {
  const [head = "", ...rest] = path.split(".");
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  const child = rest.length === 0 ? next : setIn(copy[head], rest.join("."), next);
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

function FieldNodeView({ path, node, depth, label }: { path: string; node: FieldNode; depth: number; label?: string }) {
  switch (node.kind) {
    case "object":
      return <Group path={path} node={node} depth={depth} label={label} />;
    case "array":
      return <ListField path={path} node={node} depth={depth} />;
    case "string":
      return path === "meta.image" || /(^|\.)image$/.test(path) ? (
        <ImagePair path={path} label={label} />
      ) : (
        <TextPair path={path} node={node} label={label} />
      );
    case "plural":
      return <PluralPair path={path} node={node} label={label} />;
    case "enum":
      return <ChoiceField path={path} options={node.options} label={label} />;
    case "richText":
      return <RichTextPair path={path} label={label} />;
  }
}

function Group({
  path,
  node,
  depth,
  label: given,
}: {
  path: string;
  node: FieldNode & { kind: "object" };
  depth: number;
  label?: string;
}) {
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  const headingId = `${fieldId("both", path)}-heading`;
  const fields = node.fields.map((field) => (
    <FieldSlot
      key={field.key}
      path={`${path}.${field.key}`}
      node={field.node}
      optional={field.optional}
      depth={depth + 1}
    />
  ));
  const seo = path === "meta" ? <SearchPreviews /> : null;
  if (depth === 0) {
    return (
      <section className={cardClass} aria-labelledby={headingId} data-group={path}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {label}
        </h2>
        <div className="mt-4 space-y-5">{fields}</div>
        {seo}
      </section>
    );
  }
  // an entry of a list is titled by the list (its header names it)
  if (given !== undefined) return <div className="space-y-5">{fields}</div>;
  return (
    <fieldset className="rounded-md border border-slate-200 p-4" data-group={path}>
      <legend className="px-1 text-base font-semibold text-slate-900">{label}</legend>
      <div className="space-y-5">{fields}</div>
    </fieldset>
  );
}

// ---- texts ----

function errorOf(errors: Record<string, string>, key: string, language: Language): string | undefined {
  const message = errors[key];
  return message ? translateApiMessage(message, language) : undefined;
}

function TextPair({
  path,
  node,
  label: given,
}: {
  path: string;
  node: FieldNode & { kind: "string" };
  label?: string;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, errors, missing, setText } = useForm();
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  const seo = seoRule(path);
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-field={path}>
      {LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          id={fieldId(lang, path)}
          path={path}
          lang={lang}
          label={fill(copy.inLanguage[lang], { label })}
          value={String(getAt(document[lang], path) ?? "")}
          error={errorOf(errors, `${lang}.${path}`, language)}
          missing={missing.get(path)?.includes(lang) ? (lang === "vi" ? copy.missingVi : copy.missingEn) : undefined}
          multiline={node.multiline}
          max={node.max}
          seo={seo}
          setText={setText}
        />
      ))}
    </div>
  );
}

// a picture of the page, per language: chosen from the media library or uploaded as soon as it is
// chosen, its path saved with the draft. The share image (meta.image) may be removed (then the
// site's own picture is used); another (the home page's placeholder projects) is required
function ImagePair({ path, label: given }: { path: string; label?: string }) {
  const share = path === "meta.image";
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, errors, setText } = useForm();
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  const [problems, setProblems] = useState<Partial<Record<Language, string>>>({});
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-field={path}>
      {LANGUAGES.map((lang) => {
        const named = fill(copy.inLanguage[lang], { label });
        return (
          <div key={lang} data-language={lang}>
            <ImageUploadField
              id={fieldId(lang, path)}
              path={String(getAt(document[lang], path) ?? "") || null}
              error={problems[lang] ?? errorOf(errors, `${lang}.${path}`, language)}
              texts={{
                ...imageTexts(
                  {
                    image: named,
                    imageHint: share ? copy.shareImageHint : copy.pictureHint,
                    noImage: share ? copy.shareImageNone : copy.pictureNone,
                    preview: named,
                  },
                  language,
                ),
                remove: share ? fill(copy.removeOptional, { label: inSentence(label) }) : undefined,
              }}
              onUploaded={(uploaded) => {
                setProblems((current) => ({ ...current, [lang]: undefined }));
                setText(lang, path, uploaded);
              }}
              onRemove={() => setText(lang, path, "")}
              onError={(problem) => setProblems((current) => ({ ...current, [lang]: problem }))}
            />
          </div>
        );
      })}
    </div>
  );
}

type SeoRule = { min: number; max: number; hint: "titleAim" | "descriptionAim" } | null;
function seoRule(path: string): SeoRule {
  if (path === "meta.title" || path === "metaTitle") return { min: 0, max: 60, hint: "titleAim" };
  if (path === "meta.description") return { min: 70, max: 160, hint: "descriptionAim" };
  return null;
}

const TextInput = memo(function TextInput({
  id,
  path,
  lang,
  label,
  value,
  error,
  missing,
  multiline,
  max,
  seo,
  setText,
}: {
  id: string;
  path: string;
  lang: Language;
  label: string;
  value: string;
  error?: string;
  missing?: string;
  multiline: boolean;
  max: number | null;
  seo: SeoRule;
  setText: PageFormState["setText"];
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const count = value.trim().length;
  const tone = !seo
    ? ""
    : count >= seo.min && count <= seo.max
      ? "text-green-800"
      : count > seo.max * 1.15 || count < seo.min * 0.7
        ? "text-red-700"
        : "text-amber-800";
  const hintId = seo ? `${id}-hint` : undefined;
  const describedBy = [error ? `${id}-error` : null, hintId].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    value,
    lang,
    maxLength: max ?? undefined,
    "aria-invalid": error ? ("true" as const) : ("false" as const),
    "aria-describedby": describedBy,
    className: missing ? inputClass.replace("border-slate-400", "border-amber-500") : inputClass,
    onChange: (event: { target: { value: string } }) => setText(lang, path, event.target.value),
  };
  return (
    <div data-language={lang}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        {missing && <Badge tone="amber">{missing}</Badge>}
      </div>
      {multiline ? (
        <textarea {...props} rows={Math.min(10, Math.max(2, Math.ceil((value.length + 1) / 55)))} />
      ) : (
        <input type="text" {...props} />
      )}
      {seo && (
        <p id={hintId} className={`mt-1 text-xs font-medium ${tone}`}>
          {fill(copy.characters, { count })} · {copy[seo.hint]}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
});

// a text that may change with a number: one form, or a form for 1 and one for other counts
function PluralPair({
  path,
  node,
  label: given,
}: {
  path: string;
  node: FieldNode & { kind: "plural" };
  label?: string;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, errors, missing, setText, update } = useForm();
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  const twoForms = LANGUAGES.some((lang) => isObject(getAt(document[lang], path)));
  const toggle = () =>
    update((current) => {
      const next = { ...current };
      for (const lang of LANGUAGES) {
        const value = getAt(current[lang], path);
        const text = isObject(value) ? String(value.other ?? value.one ?? "") : String(value ?? "");
        next[lang] = setIn(current[lang], path, twoForms ? text : { one: text, other: text });
      }
      return next;
    }, path);
  return (
    <div className="space-y-3" data-field={path}>
      {twoForms ? (
        (["one", "other"] as const).map((form) => (
          <div key={form} className="grid gap-4 lg:grid-cols-2">
            {LANGUAGES.map((lang) => {
              const value = getAt(document[lang], path);
              const text = isObject(value) ? String(value[form] ?? "") : String(value ?? "");
              return (
                <TextInput
                  key={lang}
                  id={fieldId(lang, `${path}.${form}`)}
                  path={`${path}.${form}`}
                  lang={lang}
                  label={fill(copy.inLanguage[lang], {
                    label: `${label} — ${form === "one" ? copy.pluralOne : copy.pluralOther}`,
                  })}
                  value={text}
                  error={
                    errorOf(errors, `${lang}.${path}.${form}`, language) ?? errorOf(errors, `${lang}.${path}`, language)
                  }
                  missing={
                    missing.get(path)?.includes(lang) ? (lang === "vi" ? copy.missingVi : copy.missingEn) : undefined
                  }
                  multiline={false}
                  max={node.text.max}
                  seo={null}
                  setText={(l, p, v) => setText(l, p, v)}
                />
              );
            })}
          </div>
        ))
      ) : (
        <TextPair path={path} node={node.text} label={label} />
      )}
      <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={toggle}>
        {twoForms ? copy.pluralSingle : copy.pluralToggle}
        <span className="sr-only"> ({label})</span>
      </button>
    </div>
  );
}

// a choice (a product's icon): the same in both languages, so one select sets both
function ChoiceField({ path, options, label: given }: { path: string; options: string[]; label?: string }) {
  const language = useAdminLanguage();
  const { document, errors, update } = useForm();
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  const id = fieldId("both", path);
  const value = String(getAt(document.vi, path) ?? getAt(document.en, path) ?? "");
  const error = errorOf(errors, `vi.${path}`, language) ?? errorOf(errors, `en.${path}`, language);
  return (
    <div className="max-w-md" data-field={path}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        onChange={(event) => {
          const chosen = event.target.value;
          update((current) => ({ vi: setIn(current.vi, path, chosen), en: setIn(current.en, path, chosen) }), path);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {pageFieldOptions[language][option] ?? option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

function RichTextPair({ path, label: given }: { path: string; label?: string }) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const richText = adminCommon[language].editor;
  const { document, errors, missing, setText } = useForm();
  const labelOf = useLabel();
  const label = given ?? labelOf(path);
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-field={path}>
      {LANGUAGES.map((lang) => {
        const id = fieldId(lang, path);
        const error = errorOf(errors, `${lang}.${path}`, language);
        const isMissing = missing.get(path)?.includes(lang);
        return (
          <div key={lang} data-language={lang} className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
                {fill(copy.inLanguage[lang], { label })}
              </p>
              {isMissing && <Badge tone="amber">{lang === "vi" ? copy.missingVi : copy.missingEn}</Badge>}
            </div>
            <Suspense
              fallback={
                <p className="mt-1 rounded-md border border-slate-300 p-3 text-sm text-slate-600">
                  {richText.richTextLoading}
                </p>
              }
            >
              <RichTextEditor
                id={id}
                labelId={`${id}-label`}
                lang={lang}
                value={getAt(document[lang], path)}
                error={error}
                copy={richText.toolbar}
                onChange={(value) => setText(lang, path, value)}
              />
            </Suspense>
            <FieldError id={id} error={error} />
          </div>
        );
      })}
    </div>
  );
}

// ---- lists ----

function ListField({ path, node, depth }: { path: string; node: FieldNode & { kind: "array" }; depth: number }) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, errors, update } = useForm();
  const labelOf = useLabel();
  const label = labelOf(path);
  const itemLabel = labelOf(`${path}.0`);
  const length = Math.max(
    ...LANGUAGES.map((lang) => {
      const list = getAt(document[lang], path);
      return Array.isArray(list) ? list.length : 0;
    }),
  );
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // where the focus goes once the list has changed
  const focusNext = useRef<{ index: number; target: "up" | "down" | "remove" | "first" | "add" } | null>(null);
  const listId = fieldId("both", path);
  const itemId = (index: number) => `${listId}-${index}`;
  const canAdd = node.max === null || length < node.max;
  const canRemove = length > node.min;

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const root = window.document;
    if (next.target === "add") {
      root.getElementById(`${listId}-add`)?.focus();
      return;
    }
    if (next.target === "first") {
      root
        .querySelector<HTMLElement>(`#${itemId(next.index)} :is(input, textarea, select, [contenteditable=true])`)
        ?.focus();
      return;
    }
    const order = next.target === "up" ? ["up", "down"] : next.target === "down" ? ["down", "up"] : ["remove"];
    for (const target of order) {
      const button = root.getElementById(`${itemId(next.index)}-${target}`) as HTMLButtonElement | null;
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  });

  const move = (from: number, to: number, target: "up" | "down" | "first") => {
    if (to < 0 || to >= length || from === to) return;
    focusNext.current = { index: to, target };
    update((current) => withItemMoved(current, path, from, to), path);
    setAnnouncement(
      fill(copy.moved, { label: fill(copy.item, { label: itemLabel, number: from + 1 }), number: to + 1 }),
    );
  };
  const add = () => {
    focusNext.current = { index: length, target: "first" };
    update((current) => withItemAdded(current, path, node.element), path);
  };
  const remove = (index: number) => {
    focusNext.current = length > 1 ? { index: Math.max(0, index - 1), target: "remove" } : { index: 0, target: "add" };
    update((current) => withItemRemoved(current, path, index), path);
  };
  const listError = errorOf(errors, `vi.${path}`, language) ?? errorOf(errors, `en.${path}`, language);
  const Heading = depth === 0 ? "h2" : "h3";

  const body = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading
            id={`${listId}-heading`}
            className={depth === 0 ? "text-lg font-semibold text-slate-900" : "text-base font-semibold text-slate-900"}
          >
            {label}
          </Heading>
          <p className="text-sm text-slate-600">
            {plural(copy.items, length, language).replace("{{count}}", String(length))}
            {node.max !== null && !canAdd ? ` · ${fill(copy.atMax, { count: node.max })}` : ""}
            {!canRemove && node.min > 0 ? ` · ${fill(copy.atMin, { count: node.min })}` : ""}
          </p>
        </div>
      </div>
      <FieldError id={listId} error={listError} />
      <ol className="mt-3 space-y-3" aria-labelledby={`${listId}-heading`}>
        {Array.from({ length }, (_, index) => {
          const name = fill(copy.item, { label: itemLabel, number: index + 1 });
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the entries have no identity of their own; the two languages' lists are parallel by position
              key={index}
              id={itemId(index)}
              data-item={`${path}.${index}`}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== index) setOver(index);
              }}
              onDrop={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                move(dragging, index, "up");
                setDragging(null);
                setOver(null);
              }}
              className={`rounded-md border bg-slate-50/60 p-3 sm:p-4 ${
                over === index && dragging !== null && dragging !== index
                  ? "border-brand-600 ring-2 ring-brand-600/30"
                  : "border-slate-200"
              } ${dragging === index ? "opacity-60" : ""}`}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's way; the Move up and Move down buttons are the keyboard's */}
              <div
                className="flex flex-wrap items-center justify-between gap-2"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index));
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  <span
                    title={fill(copy.drag, { label: name })}
                    className="cursor-grab text-slate-500 active:cursor-grabbing"
                  >
                    <GripVertical className="h-4 w-4" aria-hidden="true" />
                  </span>
                  {name}
                </p>
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    id={`${itemId(index)}-up`}
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={fill(copy.moveUp, { label: name })}
                    title={fill(copy.moveUp, { label: name })}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    id={`${itemId(index)}-down`}
                    className={iconButton}
                    disabled={index === length - 1}
                    aria-label={fill(copy.moveDown, { label: name })}
                    title={fill(copy.moveDown, { label: name })}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    id={`${itemId(index)}-remove`}
                    className={`${iconButton} text-red-700 hover:bg-red-50`}
                    disabled={!canRemove}
                    aria-label={fill(copy.remove, { label: name })}
                    title={fill(copy.remove, { label: name })}
                    onClick={() => remove(index)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="mt-3">
                <FieldNodeView path={`${path}.${index}`} node={node.element} depth={depth + 1} label={name} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <button
          type="button"
          id={`${listId}-add`}
          className={buttonClass("secondary", "sm")}
          disabled={!canAdd}
          onClick={add}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {fill(copy.add, { label: inSentence(itemLabel) })}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
  return (
    <section className={depth === 0 ? cardClass : "rounded-md border border-slate-200 p-4"} data-list={path}>
      {body}
    </section>
  );
}

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-35";

// ---- what a search engine shows ----

function SearchPreviews() {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  const { document, page } = useForm();
  const path = PAGE_PATHS[page] ?? "/";
  const origin = typeof window === "undefined" ? "" : window.location.host;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-slate-800">{copy.searchPreview}</h3>
      {/* columns that may shrink below a long address or title (they are cut with "…"): an
          auto column took the one-line title's width and the editor scrolled sideways on a phone */}
      <div className="mt-2 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {LANGUAGES.map((lang) => {
          const title = String(getAt(document[lang], "meta.title") ?? "");
          const description = String(getAt(document[lang], "meta.description") ?? "");
          const url = `${origin}${lang === "en" ? `/en${path === "/" ? "" : path}` : path}`;
          return (
            <figure
              key={lang}
              lang={lang}
              className="min-w-0 rounded-md border border-slate-200 bg-white p-4"
              data-search-preview={lang}
            >
              <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {lang === "vi" ? copy.vi : copy.en}
              </figcaption>
              <p className="truncate text-xs text-slate-700">{url.replace(/\//g, " › ").replace(/^ › /, "")}</p>
              <p className="mt-1 truncate text-lg leading-snug text-[#1a0dab]">{truncate(title, 60)}</p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{truncate(description, 160)}</p>
            </figure>
          );
        })}
      </div>
    </div>
  );
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export type { Missing };
