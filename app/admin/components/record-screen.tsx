import { zodResolver } from "@hookform/resolvers/zod";
import { History, type LucideIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useDeferredValue, useId, useRef, useState } from "react";
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import type { Language } from "../../../contract/constants.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import type { Text } from "../../../contract/template.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon, fill } from "../content/common.ts";
import { adminHistory } from "../content/history.ts";
import type { ApiCall } from "../lib/api.ts";
import { type FailureTexts, useApiMutation, useApiQuery } from "../lib/api-query.ts";
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
  | (FieldBase & { kind: "text"; type?: "email" | "password"; lang?: Language; autoComplete?: string })
  | (FieldBase & { kind: "textarea"; rows: number; lang?: Language })
  // a calendar day (YYYY-MM-DD), entered as dd/mm/yyyy (date-field.tsx)
  | (FieldBase & { kind: "date" })
  | (FieldBase & { kind: "number" })
  | (FieldBase & { kind: "checkbox" })
  | (FieldBase & {
      kind: "select";
      // null while the choices load (or when they could not be read: its toast says so)
      // a disabled choice: one the server would refuse (the hint says why)
      options: { value: string; label: string; disabled?: boolean }[] | null;
      // the empty choice first; none: a choice is always made
      placeholder?: string;
      loadingText?: string;
      // shown when there is nothing to choose
      emptyHint?: string;
    })
  // a picture uploaded when chosen, its path the field's value; "wide" in a project's shape
  | (FieldBase & { kind: "image"; texts: ImageUploadTexts; look?: "small" | "wide" })
  // a field of the screen's own (a project's page address, which follows its title): given the
  // form, it registers what it edits under its name
  | (FieldBase & { kind: "custom"; Control: ComponentType<CustomFieldProps> })
  // a rich text (contract/rich-text.ts) in Tiptap, loaded with the form's first use of it
  | (FieldBase & { kind: "richtext"; lang: Language });

export interface CustomFieldProps {
  // the control's id (#{idPrefix}-{name}) and label
  id: string;
  label: string;
  // the field's message, translated
  error?: string;
  // the record edited; null: a new one
  item: unknown;
  form: UseFormReturn<FieldValues>;
}

export interface RecordTexts {
  title: string;
  intro: string;
  // "3 entries" under the title, when given
  count?: (count: number) => string;
  add: string;
  loading: string;
  // the toast when the list cannot be read (with the network's own text, when given)
  loadFailed: FailureTexts;
  // shown with a retry button when the list cannot be read
  listFailed: string;
  retry: string;
  empty: string;
  // when a search finds nothing ({{query}}: what was searched); none: `empty`
  noMatches?: string;
  caption: string;
  actions: string;
  edit: string;
  delete: string;
  addTitle: string;
  editTitle: string;
  // the add form's submit button, and its text while it sends; none: Save, Saving…
  create?: string;
  creating?: string;
  // the edit form's submit button; none: Save
  save?: string;
  // a heading over the list, when more follows it (a users screen's pending invitations)
  listHeading?: string;
  // the names of a record's Edit and Delete buttons ({{name}}: the record's), heard, and shown as
  // tooltips with row.icons; none: "Edit: <name>"
  editName?: string;
  deleteName?: string;
  // the success toasts; none: the server's message
  created?: string;
  updated?: string;
  removed?: string;
  createFailed: string;
  updateFailed: string;
  removeTitle: string;
  // {{name}}: the record's name
  removeMessage: string;
  // the confirmation's button; none: delete
  removeConfirm?: string;
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

// A record screen's configuration: what every list-with-form screen gives, in four groups. The
// app's README ("The record screen") says the same in short.
export interface RecordScreenConfig<T extends RecordBase, S extends z.ZodType> {
  // the record's endpoints: list, add, change, remove (and its history's, with row.history)
  api: RecordApi & Partial<Parameters<typeof recordHistory>[0]>;
  // the prefix of the ids (news → #news-title, #news-search)
  idPrefix: string;
  // the page's heading level: 1 for a screen, 2 for a tab inside one
  headingLevel?: 1 | 2;
  texts: RecordTexts;
  // a record's name, in its buttons' names, the delete confirmation and the history
  name: (item: T) => string;
  list: RecordList<T>;
  form: RecordFormConfig<T, S>;
  row?: RecordRow<T>;
  extra?: RecordExtra;
  // after each save or delete (the list is read again anyway): what else follows from it (counts
  // elsewhere, the signed-in person's own name); item: the record saved or removed, null a new one
  changed?: (item: T | null) => void;
}

// the list: how its records come out of the list's answer and how each is shown
export type RecordList<T> = {
  // the records out of the list's answer; undefined: not what was expected
  read: (body: unknown) => T[] | undefined;
  // a search box and pages (below)
  paged?: PagedList<T>;
} & (
  | { columns: RecordColumn<T>[]; tile?: never }
  // the records as a grid of tiles rather than a table's rows (pictures)
  | { tile: (item: T) => ReactNode; columns?: never }
);

// a list too long to show whole: a search box (and a yes/no filter) above it, pages below it
export interface PagedList<T> {
  // none (with matches): the records that match shown whole, without pages
  pageSize?: number;
  search: { label: string; hint?: string; placeholder?: string };
  // a yes/no filter: its query parameter ("unused") and its label (an API-paged list only)
  filter?: { name: string; label: string };
  // "images" / "ảnh", for the pagination's "Showing x to y of n …" line (with pageSize)
  itemsLabel?: Text;
  // given: the list is read whole and searched (by this test) and paged here; absent: the API
  // pages it (page, limit, search and the filter's parameter; its { items, pagination } answer)
  matches?: (item: T, search: string) => boolean;
}

// the add/edit form, in a dialog
export interface RecordFormConfig<T, S extends z.ZodType> {
  // the contract's schema of a POST/PUT body: it checks the form, the server checks the same
  schema: S;
  fields: RecordField[];
  // the form's values for a new record (null) or an edited one
  defaults: (item: T | null) => FieldValues;
  // false: no add form, records come another way (the media library's uploads, in extra.above)
  add?: false;
  // the add form open as the screen appears (a shortcut elsewhere led here to add)
  addAtOnce?: boolean;
  // the edit form, where it is not the add form: what is given only once (a user's login name
  // and first password) is left out, and its schema refuses it
  edit?: { schema: z.ZodType; fields: RecordField[] };
  // above the edit form's fields: what the form does not edit (the picture, where it is used)
  top?: (item: T) => ReactNode;
}

// each record's row (or tile): Edit and Delete, and these before them
export interface RecordRow<T> {
  // more buttons (a project's Activate/Deactivate); screen.reload() reads the list again
  actions?: (item: T, screen: RecordScreenControls) => ReactNode;
  // the records keep their versions (api's versions, version, restore): a History button
  history?: boolean;
  // what may be done to this record: true (or nothing said) its button, false none, a text its
  // button disabled, the text saying why (its tooltip, heard with the button)
  can?: (item: T) => { edit?: boolean | string; remove?: boolean | string };
  // History, Edit and Delete as icons named by texts.editName and deleteName, their names shown as
  // tooltips (a row with many actions)
  icons?: boolean;
}

// more of the screen above and below the list (the media library's uploads, the Redirects
// screen's missing addresses)
export interface RecordExtra {
  // more buttons in the header, before Add (which is then a secondary button: the first is the
  // screen's main action)
  actions?: ReactNode;
  above?: (screen: RecordScreenControls) => ReactNode;
  below?: (screen: RecordScreenControls) => ReactNode;
}

// what the screen lends to what a configuration adds
export interface RecordScreenControls {
  // read the list again (after a change made elsewhere)
  reload: () => void;
  // open the add form with some values filled in
  add: (values: FieldValues) => void;
  // how many saves and deletes the screen has made (a change to watch)
  saves: number;
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
  const historyCopy = adminHistory[language];
  const { texts, list: view, form } = config;
  const [search, setSearch] = useState("");
  const [filtered, setFiltered] = useState(false);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const { paged } = view;
  // paged by the API, or read whole (and paged here when paged.matches is given)
  const byApi = paged !== undefined && paged.matches === undefined;
  const listCall = config.api.list(
    (byApi ? pageQuery(paged, { search: deferredSearch, filtered, page }) : undefined) as never,
  );
  const list = useApiQuery<ListPage<T>, unknown>(
    listCall,
    (body) => {
      const items = view.read(body);
      if (!items) return undefined;
      const total = byApi
        ? Number((body as { pagination?: { total?: number } }).pagination?.total ?? items.length)
        : null;
      return { items, total };
    },
    texts.loadFailed,
  );
  const { mutate, isBusy } = useApiMutation();
  const [editing, setEditing] = useState<T | "new" | null>(form.addAtOnce ? "new" : null);
  // the values a new record starts with beyond the defaults (screen.add)
  const [prefill, setPrefill] = useState<FieldValues>({});
  const [saves, setSaves] = useState(0);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [history, setHistory] = useState<T | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // a field of a version, by its label in the form
  const fieldLabel = (field: string) =>
    [...form.fields, ...(form.edit?.fields ?? [])].find((entry) => entry.name === field)?.label ?? field;
  const reload = () => list.reload({ quiet: true });
  const controls: RecordScreenControls = {
    reload,
    add: (values) => {
      setPrefill(values);
      setEditing("new");
    },
    saves,
  };

  // after a save the list is read again: the server's order, the server's values
  const saved = (item: T | null) => {
    setEditing(null);
    setSaves((count) => count + 1);
    reload();
    config.changed?.(item);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const gone = await mutate(
      config.api.remove({ id: deleting.id }),
      { failed: texts.removeFailed, done: texts.delete, success: texts.removed, goneIsDone: true },
      { key: "delete" },
    );
    setDeleting(null);
    if (!gone) return;
    setSaves((count) => count + 1);
    config.changed?.(deleting);
    list.setData((current) => ({
      items: (current?.items ?? []).filter((entry) => entry.id !== deleting.id),
      total: current?.total == null ? null : current.total - 1,
    }));
    // the row and its buttons are gone: keyboard users continue from the screen's title
    requestAnimationFrame(() => heading.current?.focus());
  };

  // the records to show: this page of the API's, or of those of the whole list that match
  const read = list.data?.items ?? [];
  const local = paged?.matches ? read.filter((item) => paged.matches?.(item, deferredSearch) ?? true) : null;
  const total = local ? local.length : (list.data?.total ?? null);
  const pageSize = paged?.pageSize;
  const shownPage = local && pageSize ? clampPage(page, local.length, pageSize) : page;
  const items = local ? (pageSize ? local.slice((shownPage - 1) * pageSize, shownPage * pageSize) : local) : read;
  // a record's buttons, in its row or under its tile: its own, History, Edit and Delete
  const actions = (item: T) => {
    const name = config.name(item);
    const can = config.row?.can?.(item) ?? {};
    const button = (
      kind: "edit" | "remove",
      label: string,
      template: string | undefined,
      icon: LucideIcon,
      onClick: () => void,
    ) =>
      can[kind] !== false && (
        <RecordButton
          icon={icon}
          label={config.row?.icons ? undefined : label}
          name={template ? fill(template, { name }) : `${label}: ${name}`}
          reason={typeof can[kind] === "string" ? can[kind] : undefined}
          danger={kind === "remove"}
          onClick={onClick}
        />
      );
    return (
      <div className={`flex flex-wrap justify-end ${config.row?.icons ? "gap-1" : "gap-2"}`}>
        {config.row?.actions?.(item, controls)}
        {config.row?.history &&
          (config.row.icons ? (
            <RecordButton icon={History} name={`${historyCopy.open}: ${name}`} onClick={() => setHistory(item)} />
          ) : (
            <IconButton
              icon={History}
              label={historyCopy.open}
              name={`${historyCopy.open}: ${name}`}
              className={buttonClass("ghost", "sm")}
              onClick={() => setHistory(item)}
            />
          ))}
        {button("edit", texts.edit, texts.editName, Pencil, () => setEditing(item))}
        {button("remove", texts.delete, texts.deleteName, Trash2, () => setDeleting(item))}
      </div>
    );
  };
  const nothing = search.trim() && texts.noMatches ? fill(texts.noMatches, { query: search.trim() }) : texts.empty;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ScreenHeader
        title={texts.title}
        intro={texts.intro}
        level={config.headingLevel}
        headingRef={heading}
        action={
          (config.extra?.actions || form.add !== false) && (
            <>
              {config.extra?.actions}
              {form.add !== false && (
                <button
                  type="button"
                  className={buttonClass(config.extra?.actions ? "secondary" : "primary")}
                  onClick={() => controls.add({})}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {texts.add}
                </button>
              )}
            </>
          )
        }
      >
        {texts.count && list.state === "ready" && (
          <p className="mt-1 text-sm font-medium text-slate-700">{texts.count(total ?? items.length)}</p>
        )}
      </ScreenHeader>

      {config.extra?.above?.(controls)}

      {paged && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-80">
            <SearchField
              id={`${config.idPrefix}-search`}
              label={paged.search.label}
              placeholder={paged.search.placeholder}
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

      {texts.listHeading &&
        (config.headingLevel === 2 ? (
          <h3 className="text-lg font-semibold text-slate-900">{texts.listHeading}</h3>
        ) : (
          <h2 className="text-lg font-semibold text-slate-900">{texts.listHeading}</h2>
        ))}
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
          {nothing}
        </p>
      )}
      {list.state === "ready" && items.length > 0 && view.tile && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label={texts.caption}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
              {view.tile?.(item)}
              <div className="mt-auto">{actions(item)}</div>
            </li>
          ))}
        </ul>
      )}
      {list.state === "ready" && items.length > 0 && view.columns && (
        // each row a card on a phone: the first column as its title, the others named
        <DataTable
          caption={texts.caption}
          headers={[...view.columns.map((column) => column.header), { label: texts.actions, className: "text-right" }]}
          {...STACKED_TABLE}
        >
          {items.map((item) => (
            <tr key={item.id} className={`${STACKED_TABLE.row} align-top`}>
              {view.columns?.map((column, index) => (
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

      {pageSize && list.state === "ready" && (total ?? 0) > 0 && (
        <Pagination
          page={shownPage}
          pageSize={pageSize}
          total={total ?? 0}
          itemsLabel={paged?.itemsLabel ?? ""}
          onPage={setPage}
        />
      )}

      {config.extra?.below?.(controls)}

      <RecordFormDialog
        config={config}
        open={editing !== null}
        item={editing === "new" ? null : editing}
        prefill={editing === "new" ? prefill : {}}
        onClose={() => setEditing(null)}
        onSaved={() => saved(editing === "new" || editing === null ? null : editing)}
      />

      {/* (only a record that keeps versions has their calls) */}
      {config.row?.history && (
        <HistoryDialog
          open={history !== null}
          name={history ? config.name(history) : ""}
          calls={recordHistory(config.api as Parameters<typeof recordHistory>[0], history?.id ?? 0)}
          current={history}
          label={fieldLabel}
          onClose={() => setHistory(null)}
          onRestored={() => {
            setHistory(null);
            reload();
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={texts.removeTitle}
        message={fill(texts.removeMessage, { name: deleting ? config.name(deleting) : "" })}
        confirmLabel={texts.removeConfirm ?? texts.delete}
        busy={isBusy("delete")}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

// the add/edit form of a record screen's configuration in its dialog: the screen's own, and a
// record's page that edits the record with the same configuration (a company's page)
export function RecordFormDialog<T extends RecordBase, S extends z.ZodType>({
  config,
  open,
  item,
  prefill = {},
  onClose,
  onSaved,
}: {
  config: Pick<RecordScreenConfig<T, S>, "api" | "idPrefix" | "texts" | "form">;
  open: boolean;
  // the record edited; null: a new one
  item: T | null;
  prefill?: FieldValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal open={open} title={item ? config.texts.editTitle : config.texts.addTitle} onClose={onClose} size="lg">
      {open && (
        <RecordForm
          key={item ? item.id : "new"}
          config={config}
          item={item}
          prefill={prefill}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

// the page to show: the asked one, kept within the pages there are
function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
}

// a paged list's query: its page, size, search and filter
function pageQuery<T>(
  paged: PagedList<T>,
  { search, filtered, page }: { search: string; filtered: boolean; page: number },
): Record<string, string | number> {
  const query: Record<string, string | number> = { page };
  if (paged.pageSize) query.limit = paged.pageSize;
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
  config: Pick<RecordScreenConfig<T, S>, "api" | "idPrefix" | "texts" | "form">;
  item: T | null;
  prefill: FieldValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const { texts } = config;
  // the edit form's own schema and fields, when it has them
  const { schema, fields } = (item && config.form.edit) || config.form;
  const { mutate } = useApiMutation();
  const [uploading, setUploading] = useState(false);
  const schemaResolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    schemaResolver(checkboxesAsNumbers(fields, values), context, options);
  const form = useForm<FieldValues>({ resolver, defaultValues: { ...config.form.defaults(item), ...prefill } });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = form;
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
      if (answer) onSaved();
    },
    // what the form refuses is marked on its field; the toast says that nothing was saved
    () => notify.error(failed),
  );

  const editorCopy = common.editor;
  const control = (field: RecordField) => {
    const id = `${config.idPrefix}-${field.name}`;
    const error = message(field.name);
    const aria = fieldAria(id, error, field.hint);
    const span = field.wide ? "sm:col-span-2" : "";
    switch (field.kind) {
      case "custom":
        return (
          <div key={field.name} className={span}>
            <field.Control id={id} label={field.label} error={error} item={item} form={form} />
          </div>
        );
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
              look={field.look}
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
                  {field.placeholder !== undefined && <option value="">{field.placeholder}</option>}
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value} disabled={option.disabled}>
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
                type={field.kind === "text" ? (field.type ?? "text") : field.kind}
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
      {item && config.form.top?.(item)}
      <div className="grid gap-4 sm:grid-cols-2">{fields.map(control)}</div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {common.action.cancel}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={isSubmitting || uploading}>
          {isSubmitting
            ? (!item && texts.creating) || common.action.saving
            : ((item ? texts.save : texts.create) ?? common.action.save)}
        </button>
      </div>
    </form>
  );
}

// a record's button: an icon and its label, or the icon alone (its name its tooltip); when a
// reason is given it is disabled, the reason its tooltip and heard with it
export function RecordButton({
  icon: Icon,
  label,
  name,
  reason,
  danger = false,
  onClick,
}: {
  icon: LucideIcon;
  // none: the icon alone
  label?: string;
  name: string;
  reason?: string;
  danger?: boolean;
  onClick: () => void;
}) {
  const reasonId = useId();
  const look = label
    ? buttonClass(danger ? "danger" : "secondary", "sm")
    : `rounded-md p-2 ${danger ? "text-red-700 hover:bg-red-50" : "text-brand-700 hover:bg-brand-50"} disabled:pointer-events-none disabled:text-slate-400`;
  const button = (
    <button
      type="button"
      onClick={onClick}
      disabled={reason !== undefined}
      aria-label={name}
      aria-describedby={reason ? reasonId : undefined}
      title={reason || label ? undefined : name}
      className={look}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
  if (!reason) return button;
  return (
    // relative: the screen-reader-only reason stays inside the box
    <span title={reason} className="relative inline-flex cursor-not-allowed">
      {button}
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </span>
  );
}
