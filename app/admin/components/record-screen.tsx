import { zodResolver } from "@hookform/resolvers/zod";
import { History, Plus } from "lucide-react";
import { lazy, type ReactNode, Suspense, useDeferredValue, useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import type { Language } from "../../../contract/constants.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import type { Text } from "../../../contract/template.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon, fill } from "../content/common.ts";
import { adminHistory } from "../content/history.ts";
import { adminPages } from "../content/pages.ts";
import type { ApiCall } from "../lib/api.ts";
import { useApiMutation, useApiQuery } from "../lib/api-query.ts";
import { notify } from "../lib/toast.ts";
import { buttonClass } from "./button-class.ts";
import { DateField } from "./date-field.tsx";
import { ImageUploadField, type ImageUploadTexts } from "./image-upload-field.tsx";
import { ConfirmDialog, Modal } from "./modal.tsx";
import {
  DataTable,
  Field,
  FieldError,
  fieldAria,
  IconButton,
  inputClass,
  LoadFailed,
  Pagination,
  RowActions,
  ScreenHeader,
  SearchField,
  Spinner,
  STACKED_TABLE,
} from "./ui.tsx";
import { HistoryDialog, recordHistory } from "./version-history.tsx";

// Tiptap, only when a form has a rich text (news), in its own chunk
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

// The back office's list-with-form screen: a table of records, an add/edit form in a dialog and a
// delete confirmation, built from one configuration (columns, fields checked by the contract's
// schema, row actions, texts in the interface language). News, certificates and the four reference
// catalogues are configurations of it; a new list screen is one more.

export interface RecordBase {
  id: number;
}

export interface RecordColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  // the cell's own classes (width, wrapping)
  className?: string;
}

interface FieldBase {
  // the API's field, as in the contract's schema and the answer's errors[].path
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  // both columns of the form's grid (a long text, a picture)
  wide?: boolean;
}

export type RecordField =
  | (FieldBase & { kind: "text"; lang?: Language; autoComplete?: string })
  | (FieldBase & { kind: "textarea"; rows: number; lang?: Language })
  // a calendar day (YYYY-MM-DD), entered as dd/mm/yyyy (date-field.tsx)
  | (FieldBase & { kind: "date" })
  | (FieldBase & { kind: "number" })
  | (FieldBase & { kind: "checkbox" })
  | (FieldBase & {
      kind: "select";
      // null while the choices load (or when they could not be read: its toast says so)
      options: { value: string; label: string }[] | null;
      placeholder: string;
      loadingText: string;
      // shown when there is nothing to choose
      emptyHint: string;
    })
  | (FieldBase & { kind: "image"; texts: ImageUploadTexts })
  // a rich text (contract/rich-text.ts) in Tiptap, loaded with the form's first use of it
  | (FieldBase & { kind: "richtext"; lang: Language });

export interface RecordTexts {
  title: string;
  intro: string;
  // "3 entries" under the title, when given
  count?: (count: number) => string;
  add: string;
  loading: string;
  loadFailed: string;
  // shown with a retry button when the list cannot be read
  listFailed: string;
  retry: string;
  empty: string;
  caption: string;
  actions: string;
  edit: string;
  delete: string;
  addTitle: string;
  editTitle: string;
  // the success toasts; none: the server's message
  created?: string;
  updated?: string;
  removed?: string;
  createFailed: string;
  updateFailed: string;
  removeTitle: string;
  // {name}: the record's name
  removeMessage: string;
  removeFailed: string;
}

// the calls a record screen makes: its group of the API (lib/api.ts: api.news, api.redirects…),
// whose list takes the paged list's query, create and update the form's body
export interface RecordApi {
  list: (query?: never) => ApiCall<unknown>;
  create?: (body: never) => ApiCall<unknown>;
  update?: (params: { id: number }, body: never) => ApiCall<unknown>;
  remove: (params: { id: number }) => ApiCall<unknown>;
}

export interface RecordScreenConfig<T extends RecordBase, S extends z.ZodType> {
  // the record's endpoints: list, add, change, remove (and its history's, with `history`)
  api: RecordApi & Partial<Parameters<typeof recordHistory>[0]>;
  // the records out of the list's answer; undefined: not what was expected
  readList: (body: unknown) => T[] | undefined;
  // the saved record out of a POST/PUT answer; undefined: the list is read again
  readSaved?: (body: Record<string, unknown>) => T | undefined;
  // the contract's schema of a POST/PUT body: it checks the form, the server checks the same
  schema: S;
  // the prefix of the fields' ids (news → #news-title)
  idPrefix: string;
  // the page's heading level: 1 for a screen, 2 for a tab inside one
  headingLevel?: 1 | 2;
  texts: RecordTexts;
  columns: RecordColumn<T>[];
  fields: RecordField[];
  // the form's values for a new record (null) or an edited one
  defaults: (item: T | null) => FieldValues;
  name: (item: T) => string;
  // more buttons before a row's Edit and Delete (a "view page" link)
  rowActions?: (item: T) => ReactNode;
  // a new record goes to the top (newest first) or the bottom (display order) of the list
  addAt?: "start" | "end";
  // the records keep their versions (api's versions, version, restore): a History button on each row
  history?: boolean;
  // more below the list (the Redirects screen's missing addresses): it can open the add form
  // with some values filled in, and learns of every save (`saves` counts them)
  below?: (screen: { add: (values: FieldValues) => void; saves: number }) => ReactNode;
  // more above the list (the media library's uploads): reload() reads the list again
  above?: (screen: { reload: () => void }) => ReactNode;
  // false: no add form, records come another way (the media library's uploads, in `above`)
  addForm?: false;
  // a list too long to read whole (the media library): read a page at a time from the API's
  // { items, pagination } answer, with a search box and a checkbox filter sent as parameters
  paged?: PagedList;
  // the records as a grid of tiles rather than a table's rows (pictures)
  tile?: (item: T) => ReactNode;
  // above the edit form's fields: what the form does not edit (the picture, where it is used)
  formTop?: (item: T) => ReactNode;
}

export interface PagedList {
  pageSize: number;
  search: { label: string; hint?: string };
  // a yes/no filter: its query parameter ("unused") and its label
  filter?: { name: string; label: string };
  // "images" / "ảnh", for the pagination's "Showing x to y of n …" line
  itemsLabel: Text;
}

interface ListPage<T> {
  items: T[];
  // all the records of the search (a paged list); null: the list is whole
  total: number | null;
}

export function RecordScreen<T extends RecordBase, S extends z.ZodType>({
  config,
}: {
  config: RecordScreenConfig<T, S>;
}) {
  const language = useAdminLanguage();
  const _common = adminCommon[language];
  const historyCopy = adminHistory[language];
  const { texts } = config;
  const [search, setSearch] = useState("");
  const [filtered, setFiltered] = useState(false);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const { paged } = config;
  const listCall = config.api.list(
    (paged ? pageQuery(paged, { search: deferredSearch, filtered, page }) : undefined) as never,
  );
  const pages = useApiQuery<ListPage<T>, unknown>(
    listCall,
    (body) => {
      const items = config.readList(body);
      if (!items) return undefined;
      const total = paged
        ? Number((body as { pagination?: { total?: number } }).pagination?.total ?? items.length)
        : null;
      return { items, total };
    },
    texts.loadFailed,
  );
  // the list as one array, whole or of this page
  const list = {
    ...pages,
    data: pages.data?.items ?? null,
    setData: (change: (items: T[] | null) => T[]) =>
      pages.setData((current) => {
        const before = current?.items ?? null;
        const items = change(before);
        const total = current?.total ?? null;
        return { items, total: total === null ? null : total + items.length - (before?.length ?? 0) };
      }),
  };
  const { mutate, isBusy } = useApiMutation();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  // the values a new record starts with beyond the defaults (config.below's add)
  const [prefill, setPrefill] = useState<FieldValues>({});
  const [saves, setSaves] = useState(0);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [history, setHistory] = useState<T | null>(null);
  // a field of a version, by its label in the form
  const fieldLabel = (field: string) => config.fields.find((entry) => entry.name === field)?.label ?? field;

  const saved = (item: T | undefined) => {
    setEditing(null);
    setSaves((count) => count + 1);
    if (!item) return list.reload({ quiet: true });
    list.setData((items) => {
      const current = items ?? [];
      if (current.some((entry) => entry.id === item.id)) {
        return current.map((entry) => (entry.id === item.id ? item : entry));
      }
      return config.addAt === "end" ? [...current, item] : [item, ...current];
    });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const gone = await mutate(
      config.api.remove({ id: deleting.id }),
      { failed: texts.removeFailed, done: texts.delete, success: texts.removed, goneIsDone: true },
      { key: "delete" },
    );
    setDeleting(null);
    if (gone) list.setData((items) => (items ?? []).filter((entry) => entry.id !== deleting.id));
  };

  const items = list.data ?? [];
  // a record's buttons, in its row or under its tile
  const actions = (item: T) => (
    <RowActions
      name={config.name(item)}
      editLabel={texts.edit}
      deleteLabel={texts.delete}
      onEdit={() => setEditing(item)}
      onDelete={() => setDeleting(item)}
    >
      {config.rowActions?.(item)}
      {config.history && (
        <IconButton
          icon={History}
          label={historyCopy.open}
          name={`${historyCopy.open}: ${config.name(item)}`}
          className={buttonClass("ghost", "sm")}
          onClick={() => setHistory(item)}
        />
      )}
    </RowActions>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ScreenHeader
        title={texts.title}
        intro={texts.intro}
        level={config.headingLevel}
        action={
          config.addForm !== false && (
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={() => {
                setPrefill({});
                setEditing("new");
              }}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {texts.add}
            </button>
          )
        }
      >
        {texts.count && list.state === "ready" && (
          <p className="mt-1 text-sm font-medium text-slate-700">{texts.count(pages.data?.total ?? items.length)}</p>
        )}
      </ScreenHeader>

      {config.above?.({ reload: () => list.reload({ quiet: true }) })}

      {paged && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-80">
            <SearchField
              id={`${config.idPrefix}-search`}
              label={paged.search.label}
              value={search}
              visibleLabel
              maxLength={100}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            {paged.search.hint && <p className="mt-1 text-xs text-slate-600">{paged.search.hint}</p>}
          </div>
          {paged.filter && (
            <label className="flex items-center gap-2 pb-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                checked={filtered}
                onChange={(event) => {
                  setFiltered(event.target.checked);
                  setPage(1);
                }}
                className="h-4 w-4 accent-brand-700"
              />
              {paged.filter.label}
            </label>
          )}
        </div>
      )}

      {list.state === "loading" && <Spinner label={texts.loading} />}
      {list.state === "error" && (
        <LoadFailed
          message={texts.listFailed}
          retry={texts.retry}
          onRetry={() => list.reload()}
          className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        />
      )}
      {list.state === "ready" && items.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {texts.empty}
        </p>
      )}
      {list.state === "ready" && items.length > 0 && config.tile && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label={texts.caption}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
              {config.tile?.(item)}
              <div className="mt-auto">{actions(item)}</div>
            </li>
          ))}
        </ul>
      )}
      {list.state === "ready" && items.length > 0 && !config.tile && (
        // each row a card on a phone: the first column as its title, the others named
        <DataTable
          caption={texts.caption}
          headers={[
            ...config.columns.map((column) => column.header),
            { label: texts.actions, className: "text-right" },
          ]}
          {...STACKED_TABLE}
        >
          {items.map((item) => (
            <tr key={item.id} className={`${STACKED_TABLE.row} align-top`}>
              {config.columns.map((column, index) => (
                <td
                  key={column.header}
                  data-label={index > 0 ? column.header : undefined}
                  className={`${STACKED_TABLE.cell} ${index > 0 ? STACKED_TABLE.labelled : ""} ${column.className ?? ""}`}
                >
                  {column.cell(item)}
                </td>
              ))}
              <td className={`${STACKED_TABLE.cell} pt-2 [&>div]:justify-start sm:[&>div]:justify-end`}>
                {actions(item)}
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      {paged && list.state === "ready" && pages.data && (pages.data.total ?? 0) > 0 && (
        <Pagination
          page={page}
          pageSize={paged.pageSize}
          total={pages.data.total ?? 0}
          itemsLabel={paged.itemsLabel}
          onPage={setPage}
        />
      )}

      {config.below?.({
        add: (values) => {
          setPrefill(values);
          setEditing("new");
        },
        saves,
      })}

      <Modal
        open={editing !== null}
        title={editing === "new" ? texts.addTitle : texts.editTitle}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <RecordForm
            key={editing === "new" ? "new" : editing.id}
            config={config}
            item={editing === "new" ? null : editing}
            prefill={editing === "new" ? prefill : {}}
            onCancel={() => setEditing(null)}
            onSaved={saved}
          />
        )}
      </Modal>

      {/* (only a record that keeps versions has their calls) */}
      {config.history && (
        <HistoryDialog
          open={history !== null}
          name={history ? config.name(history) : ""}
          calls={recordHistory(config.api as Parameters<typeof recordHistory>[0], history?.id ?? 0)}
          current={history}
          label={fieldLabel}
          onClose={() => setHistory(null)}
          onRestored={() => {
            setHistory(null);
            list.reload({ quiet: true });
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={texts.removeTitle}
        message={fill(texts.removeMessage, { name: deleting ? config.name(deleting) : "" })}
        confirmLabel={texts.delete}
        busy={isBusy("delete")}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

// a paged list's query: its page, size, search and filter
function pageQuery(
  paged: PagedList,
  { search, filtered, page }: { search: string; filtered: boolean; page: number },
): Record<string, string | number> {
  const query: Record<string, string | number> = { page, limit: paged.pageSize };
  if (search.trim()) query.search = search.trim();
  if (paged.filter && filtered) query[paged.filter.name] = 1;
  return query;
}

// a checkbox holds true/false, the API 1/0; a select or number input holds a string, the schema
// coerces it
const checkboxesAsNumbers = (fields: RecordField[], values: FieldValues): FieldValues => {
  const input = { ...values };
  for (const field of fields) {
    if (field.kind === "checkbox") input[field.name] = values[field.name] === true || values[field.name] === 1 ? 1 : 0;
  }
  return input;
};

function RecordForm<T extends RecordBase, S extends z.ZodType>({
  config,
  item,
  prefill,
  onCancel,
  onSaved,
}: {
  config: RecordScreenConfig<T, S>;
  item: T | null;
  prefill: FieldValues;
  onCancel: () => void;
  onSaved: (item: T | undefined) => void;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const { texts, fields } = config;
  const { mutate } = useApiMutation();
  const [uploading, setUploading] = useState(false);
  const schemaResolver = zodResolver(config.schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    schemaResolver(checkboxesAsNumbers(fields, values), context, options);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver, defaultValues: { ...config.defaults(item), ...prefill } });
  const message = (name: string) => {
    const text = errors[name]?.message;
    return typeof text === "string" && text ? translateApiMessage(text, language) : undefined;
  };
  const failed = item ? texts.updateFailed : texts.createFailed;

  const submit = handleSubmit(
    async (values) => {
      const { create, update } = config.api;
      const call = item ? update?.({ id: item.id }, values as never) : create?.(values as never);
      if (!call) return;
      const answer = await mutate(
        call,
        { failed, done: common.action.save, success: item ? texts.updated : texts.created },
        { form: { setError, fields: fields.map((field) => field.name) } },
      );
      if (answer) onSaved(config.readSaved?.(answer as Record<string, unknown>));
    },
    // what the form refuses is marked on its field; the toast says that nothing was saved
    () => notify.error(failed),
  );

  const editorCopy = adminPages[language].editor;
  const control = (field: RecordField) => {
    const id = `${config.idPrefix}-${field.name}`;
    const error = message(field.name);
    const aria = fieldAria(id, error, field.hint);
    const span = field.wide ? "sm:col-span-2" : "";
    switch (field.kind) {
      case "checkbox":
        return (
          <div key={field.name} className={span}>
            <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                {...register(field.name)}
                aria-describedby={field.hint ? `${id}-hint` : undefined}
                className="h-4 w-4 accent-brand-700"
              />
              {field.label}
            </label>
            {field.hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {field.hint}
              </p>
            )}
          </div>
        );
      case "image":
        return (
          <div key={field.name} className="sm:col-span-2">
            <ImageUploadField
              id={id}
              path={(watch(field.name) as string | null) ?? null}
              error={error}
              required={field.required}
              texts={field.texts}
              onUploaded={(path) => {
                setValue(field.name, path, { shouldDirty: true });
                clearErrors(field.name);
              }}
              onRemove={field.required ? undefined : () => setValue(field.name, null, { shouldDirty: true })}
              onError={(problem) => setError(field.name, { type: "client", message: problem })}
              onBusy={setUploading}
            />
          </div>
        );
      case "select": {
        const hint = field.options?.length === 0 ? field.emptyHint : field.hint;
        return (
          <div key={field.name} className={span}>
            <Field id={id} label={field.label} error={error} hint={hint} required={field.required}>
              {field.options ? (
                <select className={inputClass} {...fieldAria(id, error, hint)} {...register(field.name)}>
                  <option value="">{field.placeholder}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <select className={inputClass} disabled {...fieldAria(id, error, hint)}>
                  <option>{field.loadingText}</option>
                </select>
              )}
            </Field>
          </div>
        );
      }
      case "richtext":
        return (
          <div key={field.name} className="sm:col-span-2">
            <p id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </p>
            <Suspense
              fallback={
                // as tall as the editor it stands for (toolbar and text box), so nothing below moves
                // when the editor arrives
                <p className="mt-1 min-h-[10.75rem] rounded-md border border-slate-300 p-3 text-sm text-slate-600">
                  {editorCopy.richTextLoading}
                </p>
              }
            >
              <RichTextEditor
                id={id}
                labelId={`${id}-label`}
                lang={field.lang}
                value={watch(field.name)}
                error={error}
                copy={editorCopy.toolbar}
                headings={[2, 3]}
                quote
                images
                onChange={(value) => {
                  setValue(field.name, value, { shouldDirty: true });
                  clearErrors(field.name);
                }}
              />
            </Suspense>
            {field.hint && !error && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {field.hint}
              </p>
            )}
            <FieldError id={id} error={error} />
          </div>
        );
      case "date":
        return (
          <div key={field.name} className={span}>
            <DateField
              id={id}
              label={field.label}
              error={error}
              hint={field.hint}
              required={field.required}
              value={(watch(field.name) as string | null) ?? ""}
              onChange={(day) => {
                // what names no day stays as typed, for the form's check to refuse
                setValue(field.name, day, { shouldDirty: true });
                clearErrors(field.name);
              }}
            />
          </div>
        );
      case "textarea":
        return (
          <div key={field.name} className={span}>
            <Field id={id} label={field.label} error={error} hint={field.hint} required={field.required}>
              <textarea
                {...register(field.name)}
                {...aria}
                rows={field.rows}
                lang={field.lang}
                className={inputClass}
              />
            </Field>
          </div>
        );
      default:
        return (
          <div key={field.name} className={span}>
            <Field id={id} label={field.label} error={error} hint={field.hint} required={field.required}>
              <input
                type={field.kind}
                {...register(field.name)}
                {...aria}
                lang={field.kind === "text" ? field.lang : undefined}
                autoComplete={field.kind === "text" ? (field.autoComplete ?? "off") : undefined}
                className={inputClass}
              />
            </Field>
          </div>
        );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {item && config.formTop?.(item)}
      <div className="grid gap-4 sm:grid-cols-2">{fields.map(control)}</div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {common.action.cancel}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={isSubmitting || uploading}>
          {isSubmitting ? common.action.saving : common.action.save}
        </button>
      </div>
    </form>
  );
}
