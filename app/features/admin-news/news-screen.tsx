import { zodResolver } from "@hookform/resolvers/zod";
import { ExternalLink, Plus } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { translateApiMessage } from "../../../contract/messages.ts";
import { type ApiNews, NewsInputSchema } from "../../../contract/news.ts";
import { buttonClass } from "../../components/admin/button-class.ts";
import { ImageUploadField } from "../../components/admin/image-upload-field.tsx";
import { ConfirmDialog, Modal } from "../../components/admin/modal.tsx";
import { useDeleteRecord, useRecordList } from "../../components/admin/records.ts";
import { Badge, Field, fieldAria, inputClass, RowActions, Spinner } from "../../components/admin/ui.tsx";
import { adminCommon, fill } from "../../content/admin/common.ts";
import { adminNews } from "../../content/admin/news.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useApiAction } from "../../lib/api-query.ts";
import { notify } from "../../lib/toast.ts";

type Input = z.input<typeof NewsInputSchema>;
type Output = z.output<typeof NewsInputSchema>;
const FIELDS = [
  "title",
  "title_vi",
  "summary",
  "summary_vi",
  "body",
  "body_vi",
  "published_on",
  "image_path",
  "published",
  "slug",
] as const;
type FieldName = (typeof FIELDS)[number];

// the contract's schema checks the form; the checkbox's true/false is the API's 1/0
const schemaResolver = zodResolver(NewsInputSchema);
const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
  schemaResolver(
    { ...values, published: values.published === true || values.published === 1 ? 1 : 0 },
    context,
    options,
  );

// 22/11/2026
const day = (value: string) => value.split("-").reverse().join("/");
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

// /admin/news: the list, the add/edit form and the delete confirmation
export function NewsScreen() {
  const language = useAdminLanguage();
  const copy = adminNews[language];
  const common = adminCommon[language];
  const { items, reload } = useRecordList<ApiNews>("/api/news", "news", copy.loadFailed);
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<ApiNews | "new" | null>(null);
  const [deleting, setDeleting] = useState<ApiNews | null>(null);
  const [busy, setBusy] = useState(false);

  const title = (item: ApiNews) => (language === "vi" ? item.title_vi || item.title : item.title || item.title_vi);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const gone = await deleteRecord(`/api/news/${deleting.id}`, copy.remove.failed, copy.remove.confirm);
    setBusy(false);
    if (!gone) return;
    setDeleting(null);
    await reload();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
          <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>
        </div>
        <button type="button" className={buttonClass("primary")} onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {copy.add}
        </button>
      </header>

      {items === null ? (
        <Spinner label={copy.loading} />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {copy.empty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.table.caption}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {copy.table.name}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.date}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.state}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {copy.table.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">
                    <p className="font-semibold text-slate-900">{title(item)}</p>
                    <p className="text-xs text-slate-600">/news/{item.slug}</p>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">{day(item.published_on)}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <Badge tone={item.published ? "green" : "amber"}>
                      {item.published ? copy.table.published : copy.table.draft}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    <RowActions
                      name={title(item)}
                      editLabel={copy.table.edit}
                      deleteLabel={copy.table.delete}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    >
                      {item.published === 1 && (
                        <a
                          href={`${language === "en" ? "/en" : ""}/news/${item.slug}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={buttonClass("ghost", "sm")}
                          aria-label={`${copy.table.view}: ${title(item)}`}
                        >
                          <ExternalLink className="h-4 w-4" aria-hidden="true" />
                          {copy.table.view}
                        </a>
                      )}
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal
        open={editing !== null}
        title={editing === "new" ? copy.form.addTitle : copy.form.editTitle}
        onClose={() => setEditing(null)}
        closeLabel={common.action.close}
        size="lg"
      >
        {editing !== null && (
          <NewsForm
            item={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await reload();
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={copy.remove.title}
        message={fill(copy.remove.message, { name: deleting ? title(deleting) : "" })}
        confirmLabel={copy.remove.confirm}
        cancelLabel={copy.form.cancel}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function NewsForm({
  item,
  onCancel,
  onSaved,
}: {
  item: ApiNews | null;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const language = useAdminLanguage();
  const copy = adminNews[language].form;
  const run = useApiAction();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      title: item?.title ?? "",
      title_vi: item?.title_vi ?? "",
      summary: item?.summary ?? "",
      summary_vi: item?.summary_vi ?? "",
      body: item?.body ?? "",
      body_vi: item?.body_vi ?? "",
      published_on: item?.published_on ?? today(),
      image_path: item?.image_path ?? null,
      published: (item?.published ?? 1) === 1,
      slug: item?.slug ?? "",
    },
  });
  const imagePath = watch("image_path") as string | null;
  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return typeof text === "string" && text ? translateApiMessage(text, language) : undefined;
  };

  const submit = handleSubmit(
    async (values) => {
      const result = await run(
        item ? `/api/news/${item.id}` : "/api/news",
        { method: item ? "PUT" : "POST", body: values },
        { failed: copy.saveFailed, done: copy.save },
      );
      if (!result) return;
      if (!result.ok) {
        for (const error of result.data.errors ?? []) {
          const field = FIELDS.find((name) => name === error.path);
          if (field) setError(field, { type: "server", message: error.msg });
        }
        return;
      }
      await onSaved();
    },
    // what the form refuses is marked on its field; the toast says that nothing was saved
    () => notify.error(copy.saveFailed),
  );

  const field = (
    name: FieldName,
    label: string,
    options: { hint?: string; required?: boolean; rows?: number } = {},
  ) => {
    const id = `news-${name}`;
    const error = message(name);
    return (
      <Field id={id} label={label} error={error} hint={options.hint} required={options.required}>
        {options.rows ? (
          <textarea
            {...register(name)}
            {...fieldAria(id, error, options.hint)}
            rows={options.rows}
            className={inputClass}
          />
        ) : (
          <input {...register(name)} {...fieldAria(id, error, options.hint)} className={inputClass} />
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("title_vi", copy.titleVi, { required: true })}
        {field("title", copy.titleEn, { required: true })}
        {field("summary_vi", copy.summaryVi, { required: true, rows: 3, hint: copy.summaryHint })}
        {field("summary", copy.summaryEn, { required: true, rows: 3, hint: copy.summaryHint })}
        {field("body_vi", copy.bodyVi, { required: true, rows: 8, hint: copy.bodyHint })}
        {field("body", copy.bodyEn, { required: true, rows: 8, hint: copy.bodyHint })}
        <Field id="news-published_on" label={copy.date} error={message("published_on")} required>
          <input
            type="date"
            {...register("published_on")}
            {...fieldAria("news-published_on", message("published_on"))}
            className={inputClass}
          />
        </Field>
        {field("slug", copy.slug, { hint: copy.slugHint })}
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            {...register("published")}
            aria-describedby="news-published-hint"
            className="h-4 w-4 accent-brand-700"
          />
          {copy.published}
        </label>
        <p id="news-published-hint" className="mt-1 text-xs text-slate-600">
          {copy.publishedHint}
        </p>
      </div>
      <ImageUploadField
        id="news-image"
        path={imagePath}
        error={message("image_path")}
        texts={{
          label: copy.image,
          hint: copy.imageHint,
          noImage: copy.noImage,
          preview: copy.preview,
          tooLarge: copy.imageTooLarge,
          unsupported: copy.imageUnsupported,
          uploadFailed: copy.uploadFailed,
          uploading: copy.uploading,
          remove: copy.removeImage,
        }}
        onUploaded={(path) => {
          setValue("image_path", path, { shouldDirty: true });
          clearErrors("image_path");
        }}
        onRemove={() => setValue("image_path", null, { shouldDirty: true })}
        onError={(problem) => setError("image_path", { type: "client", message: problem })}
        onBusy={setUploading}
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {copy.cancel}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={isSubmitting || uploading}>
          {isSubmitting ? copy.saving : copy.save}
        </button>
      </div>
    </form>
  );
}
