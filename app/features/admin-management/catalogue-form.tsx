import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { translateApiMessage } from "../../../contract/messages.ts";
import { buttonClass } from "../../components/admin/button-class.ts";
import { Field, fieldAria, inputClass } from "../../components/admin/ui.tsx";
import { uploadImage } from "../../components/admin/upload-image.ts";
import { adminCommon } from "../../content/admin/common.ts";
import { adminManagement } from "../../content/admin/management.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import {
  type CatalogueConfig,
  type CatalogueFormValues,
  type CatalogueItem,
  type CatalogueOutput,
  catalogueResolver,
  formDefaults,
  isCatalogueField,
} from "./catalogues.ts";
import { LogoField } from "./logo-field.tsx";
import { ReferenceSelect } from "./reference-select.tsx";
import { saveEntry } from "./save-entry.ts";
import { useReferenceOptions } from "./use-catalogue.ts";

// the add/edit form of one catalogue entry; a chosen logo is uploaded first, then the entry saved
export function CatalogueForm({
  config,
  item,
  onSaved,
  onCancel,
}: {
  config: CatalogueConfig;
  item: CatalogueItem | null;
  onSaved: (item: CatalogueItem) => void;
  onCancel: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminManagement[language];
  const common = adminCommon[language];
  const texts = copy.catalogues[config.copyKey];
  const { api } = useAuth();
  const prefix = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CatalogueFormValues, unknown, CatalogueOutput>({
    resolver: catalogueResolver(config),
    defaultValues: formDefaults(item),
  });
  const options = useReferenceOptions(config.hasReferences, copy.fields.optionsFailed);
  const logoPath = watch("logo_path");
  const errorText = (name: keyof CatalogueFormValues) => {
    const message = errors[name]?.message;
    return message ? translateApiMessage(message, language) : undefined;
  };
  const failedText = item ? texts.updateFailed : texts.createFailed;

  // the chosen file becomes an uploaded path; null when the upload failed (already reported)
  const upload = async (chosen: File): Promise<string | null> => {
    setUploading(true);
    const outcome = await uploadImage(api, chosen);
    setUploading(false);
    if (outcome.kind === "uploaded") {
      setValue("logo_path", outcome.path);
      setFile(null);
      return outcome.path;
    }
    if (outcome.kind === "no-token") notify.error(common.noToken);
    if (outcome.kind === "failed") notify.error(outcome.message || copy.logo.uploadFailed);
    if (outcome.kind === "offline") notify.error(copy.logo.uploadNetworkError);
    return null;
  };

  const submit = handleSubmit(async (values) => {
    let body = values;
    if (config.hasLogo && file) {
      const path = await upload(file);
      if (path === null) return;
      body = { ...values, logo_path: path };
    }
    const outcome = await saveEntry(api, config, item?.id ?? null, body);
    switch (outcome.kind) {
      case "saved":
        notify.success(item ? texts.updated : texts.created);
        onSaved(outcome.item);
        return;
      case "failed": {
        const placed = outcome.errors.filter((error) => isCatalogueField(error.path));
        for (const error of placed) {
          setError(error.path as keyof CatalogueFormValues, { message: error.msg });
        }
        const unplaced = outcome.errors.filter((error) => !isCatalogueField(error.path));
        if (unplaced.length > 0) notify.error(unplaced.map((error) => error.msg).join(", "));
        else notify.error(placed.length > 0 ? failedText : outcome.message || failedText);
        return;
      }
      case "offline":
        notify.error(common.networkError);
        return;
      case "error":
        notify.error(copy.genericError);
        return;
      case "stopped":
        return;
    }
  });

  const busy = isSubmitting || uploading;
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("name")} label={copy.fields.name} error={errorText("name")} required>
          <input
            type="text"
            className={inputClass}
            lang="en"
            autoComplete="off"
            required
            {...fieldAria(id("name"), errorText("name"))}
            {...register("name")}
          />
        </Field>
        <Field id={id("name_vi")} label={copy.fields.nameVi} error={errorText("name_vi")} required>
          <input
            type="text"
            className={inputClass}
            lang="vi"
            autoComplete="off"
            required
            {...fieldAria(id("name_vi"), errorText("name_vi"))}
            {...register("name_vi")}
          />
        </Field>
        <Field id={id("description")} label={copy.fields.description} error={errorText("description")}>
          <textarea
            rows={4}
            className={inputClass}
            lang="en"
            {...fieldAria(id("description"), errorText("description"))}
            {...register("description")}
          />
        </Field>
        <Field id={id("description_vi")} label={copy.fields.descriptionVi} error={errorText("description_vi")}>
          <textarea
            rows={4}
            className={inputClass}
            lang="vi"
            {...fieldAria(id("description_vi"), errorText("description_vi"))}
            {...register("description_vi")}
          />
        </Field>
        {config.hasReferences && (
          <>
            <ReferenceSelect
              id={id("category")}
              label={copy.fields.category}
              placeholder={copy.fields.chooseCategory}
              loadingText={copy.fields.loadingOptions}
              emptyHint={copy.fields.noCategories}
              state={options.state}
              options={options.categories}
              registration={register("tools_categories_id")}
              error={errorText("tools_categories_id")}
              language={language}
            />
            <ReferenceSelect
              id={id("company")}
              label={copy.fields.company}
              placeholder={copy.fields.chooseCompany}
              loadingText={copy.fields.loadingOptions}
              emptyHint={copy.fields.noCompanies}
              state={options.state}
              options={options.companies}
              registration={register("tools_companies_id")}
              error={errorText("tools_companies_id")}
              language={language}
            />
          </>
        )}
      </div>
      {config.hasLogo && (
        <LogoField
          id={id("logo")}
          path={logoPath}
          file={file}
          onFile={setFile}
          onRemove={() => {
            setFile(null);
            setValue("logo_path", null);
          }}
          error={errorText("logo_path")}
          disabled={busy}
        />
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {common.action.cancel}
        </button>
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {uploading ? copy.logo.uploading : isSubmitting ? common.action.saving : common.action.save}
        </button>
      </div>
    </form>
  );
}
