import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type ApiCertificate, CertificateInputSchema } from "../../../contract/certificates.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import { buttonClass } from "../../components/admin/button-class.ts";
import { ImageUploadField } from "../../components/admin/image-upload-field.tsx";
import { ConfirmDialog, Modal } from "../../components/admin/modal.tsx";
import { useDeleteRecord, useRecordList } from "../../components/admin/records.ts";
import { Badge, Field, fieldAria, inputClass, RowActions, Spinner } from "../../components/admin/ui.tsx";
import { adminCertificates } from "../../content/admin/certificates.ts";
import { adminCommon, fill } from "../../content/admin/common.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useApiAction } from "../../lib/api-query.ts";
import { notify } from "../../lib/toast.ts";

type Input = z.input<typeof CertificateInputSchema>;
type Output = z.output<typeof CertificateInputSchema>;
const FIELDS = [
  "title",
  "title_vi",
  "issuer",
  "issuer_vi",
  "valid_until",
  "display_order",
  "visible",
  "image_path",
] as const;

// the contract's schema checks the form; the checkbox's true/false is the API's 1/0
const schemaResolver = zodResolver(CertificateInputSchema);
const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
  schemaResolver({ ...values, visible: values.visible === true || values.visible === 1 ? 1 : 0 }, context, options);

// 31/12/2029
const day = (value: string | null) => (value ? value.split("-").reverse().join("/") : null);

// /admin/certificates: the list, the add/edit form and the delete confirmation
export function CertificatesScreen() {
  const language = useAdminLanguage();
  const copy = adminCertificates[language];
  const common = adminCommon[language];
  const { items, reload } = useRecordList<ApiCertificate>("/api/certificates", "certificates", copy.loadFailed);
  const deleteRecord = useDeleteRecord();
  const [editing, setEditing] = useState<ApiCertificate | "new" | null>(null);
  const [deleting, setDeleting] = useState<ApiCertificate | null>(null);
  const [busy, setBusy] = useState(false);

  const title = (item: ApiCertificate) =>
    language === "vi" ? item.title_vi || item.title : item.title || item.title_vi;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const gone = await deleteRecord(`/api/certificates/${deleting.id}`, copy.remove.failed, copy.remove.confirm);
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
                  {copy.table.image}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.name}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.issuer}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.validUntil}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.order}
                </th>
                <th scope="col" className="px-4 py-3">
                  {copy.table.shown}
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
                    <img
                      src={item.image_path}
                      alt=""
                      width={96}
                      height={68}
                      className="h-[68px] w-24 rounded border border-slate-200 bg-slate-50 object-contain"
                    />
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-semibold text-slate-900">{title(item)}</p>
                    <p className="text-xs text-slate-600" lang={language === "vi" ? "en" : "vi"}>
                      {language === "vi" ? item.title : item.title_vi}
                    </p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    {(language === "vi" ? item.issuer_vi || item.issuer : item.issuer || item.issuer_vi) ?? "—"}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    {day(item.valid_until) ?? copy.table.noEnd}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{item.display_order}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <Badge tone={item.visible ? "green" : "slate"}>
                      {item.visible ? copy.table.visible : copy.table.hidden}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    <RowActions
                      name={title(item)}
                      editLabel={copy.table.edit}
                      deleteLabel={copy.table.delete}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    />
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
          <CertificateForm
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

function CertificateForm({
  item,
  onCancel,
  onSaved,
}: {
  item: ApiCertificate | null;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const language = useAdminLanguage();
  const copy = adminCertificates[language].form;
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
      issuer: item?.issuer ?? "",
      issuer_vi: item?.issuer_vi ?? "",
      valid_until: item?.valid_until ?? "",
      display_order: String(item?.display_order ?? 0),
      visible: (item?.visible ?? 1) === 1,
      image_path: item?.image_path ?? null,
    },
  });
  const imagePath = watch("image_path") as string | null;
  const message = (name: (typeof FIELDS)[number]) => {
    const text = errors[name]?.message;
    return typeof text === "string" && text ? translateApiMessage(text, language) : undefined;
  };

  const submit = handleSubmit(
    async (values) => {
      const result = await run(
        item ? `/api/certificates/${item.id}` : "/api/certificates",
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
      // what the form refuses is marked on its field; the toast says that nothing was saved
    },
    () => notify.error(copy.saveFailed),
  );

  const text = (name: (typeof FIELDS)[number], label: string, options: { hint?: string; required?: boolean } = {}) => (
    <Field
      id={`certificate-${name}`}
      label={label}
      error={message(name)}
      hint={options.hint}
      required={options.required}
    >
      <input
        {...register(name)}
        {...fieldAria(`certificate-${name}`, message(name), options.hint)}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title_vi", copy.titleVi, { required: true })}
        {text("title", copy.titleEn, { required: true })}
        {text("issuer_vi", copy.issuerVi, { hint: copy.issuerHint })}
        {text("issuer", copy.issuerEn, { hint: copy.issuerHint })}
        <Field
          id="certificate-valid_until"
          label={copy.validUntil}
          error={message("valid_until")}
          hint={copy.validUntilHint}
        >
          <input
            type="date"
            {...register("valid_until")}
            {...fieldAria("certificate-valid_until", message("valid_until"), copy.validUntilHint)}
            className={inputClass}
          />
        </Field>
        <Field
          id="certificate-display_order"
          label={copy.displayOrder}
          error={message("display_order")}
          hint={copy.displayOrderHint}
        >
          <input
            type="number"
            min={0}
            inputMode="numeric"
            {...register("display_order")}
            {...fieldAria("certificate-display_order", message("display_order"), copy.displayOrderHint)}
            className={inputClass}
          />
        </Field>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            {...register("visible", {
              setValueAs: (value: unknown) => (value === true || value === 1 || value === "1" ? 1 : 0),
            })}
            defaultChecked={(item?.visible ?? 1) === 1}
            aria-describedby="certificate-visible-hint"
            className="h-4 w-4 accent-brand-700"
          />
          {copy.visible}
        </label>
        <p id="certificate-visible-hint" className="mt-1 text-xs text-slate-600">
          {copy.visibleHint}
        </p>
      </div>
      <ImageUploadField
        id="certificate-image"
        path={imagePath}
        error={message("image_path")}
        required
        texts={{
          label: copy.image,
          hint: copy.imageHint,
          noImage: copy.noImage,
          preview: copy.preview,
          tooLarge: copy.imageTooLarge,
          unsupported: copy.imageUnsupported,
          uploadFailed: copy.uploadFailed,
          uploading: copy.saving,
        }}
        onUploaded={(path) => {
          setValue("image_path", path, { shouldDirty: true });
          clearErrors("image_path");
        }}
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
