import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDate } from "../../../lib/format.ts";
import { type RecordField, RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminManagement } from "../../content/management.ts";
import { type CatalogueConfig, type CatalogueItem, catalogueApi, formDefaults, localized } from "./catalogues.ts";
import { LogoThumb } from "./logo-thumb.tsx";
import { useReferenceOptions } from "./use-catalogue.ts";

// the catalogue endpoints answer a bare array, and the saved entry in `data`
const readList = (body: unknown) => (Array.isArray(body) ? (body as CatalogueItem[]) : undefined);
const readSaved = (body: Record<string, unknown>) => body.data as CatalogueItem | undefined;

// one catalogue: the record screen configured by its CatalogueConfig
export function CatalogueTab({ config }: { config: CatalogueConfig }) {
  const language = useAdminLanguage();
  const copy = adminManagement[language];
  const common = adminCommon[language];
  const texts = copy.catalogues[config.copyKey];
  const options = useReferenceOptions(config.hasReferences, copy.fields.optionsFailed);
  const collator = new Intl.Collator(language === "vi" ? "vi-VN" : "en-GB");
  const choices = (entries: CatalogueItem[]) =>
    options.state === "ready"
      ? entries
          .map((entry) => ({ value: String(entry.id), label: localized(entry, language).name }))
          .sort((a, b) => collator.compare(a.label, b.label))
      : null;

  const reference = (name: string, label: string, placeholder: string, empty: string, entries: CatalogueItem[]) =>
    ({
      kind: "select",
      name,
      label,
      required: true,
      placeholder,
      loadingText: copy.fields.loadingOptions,
      emptyHint: empty,
      options: choices(entries),
    }) satisfies RecordField;

  const fields: RecordField[] = [
    { kind: "text", name: "name", label: copy.fields.name, required: true, lang: "en" },
    { kind: "text", name: "name_vi", label: copy.fields.nameVi, required: true, lang: "vi" },
    { kind: "textarea", name: "description", label: copy.fields.description, rows: 4, lang: "en" },
    { kind: "textarea", name: "description_vi", label: copy.fields.descriptionVi, rows: 4, lang: "vi" },
  ];
  if (config.hasReferences) {
    fields.push(
      reference(
        "tools_categories_id",
        copy.fields.category,
        copy.fields.chooseCategory,
        copy.fields.noCategories,
        options.categories,
      ),
      reference(
        "tools_companies_id",
        copy.fields.company,
        copy.fields.chooseCompany,
        copy.fields.noCompanies,
        options.companies,
      ),
    );
  }
  if (config.hasLogo) {
    fields.push({
      kind: "image",
      name: "logo_path",
      label: copy.logo.label,
      texts: {
        label: copy.logo.label,
        hint: copy.logo.hint,
        noImage: copy.logo.none,
        preview: copy.logo.preview,
        tooLarge: copy.logo.tooLarge,
        unsupported: copy.logo.unsupported,
        uploadFailed: copy.logo.uploadFailed,
        uploading: copy.logo.uploading,
        remove: copy.logo.remove,
      },
    });
  }

  const screen: RecordScreenConfig<CatalogueItem, CatalogueConfig["schema"]> = {
    api: catalogueApi(config.slug),
    readList,
    readSaved,
    schema: config.schema,
    idPrefix: config.slug,
    headingLevel: 2,
    texts: {
      title: texts.label,
      intro: texts.intro,
      count: (count) => fillPlural(copy.count, { count }, language),
      add: texts.add,
      loading: common.loading,
      loadFailed: texts.loadFailed,
      listFailed: copy.listFailed,
      retry: copy.retry,
      empty: texts.empty,
      caption: texts.caption,
      actions: copy.columns.actions,
      edit: common.action.edit,
      delete: common.action.delete,
      addTitle: texts.addTitle,
      editTitle: texts.editTitle,
      created: texts.created,
      updated: texts.updated,
      createFailed: texts.createFailed,
      updateFailed: texts.updateFailed,
      removeTitle: common.confirmTitle,
      removeMessage: texts.confirmDelete,
      removed: texts.deleted,
      removeFailed: texts.deleteFailed,
    },
    columns: [
      {
        header: copy.columns.name,
        className: "min-w-44",
        cell: (item) => {
          const text = localized(item, language);
          return (
            <>
              <span className="block font-semibold text-slate-900" lang={language}>
                {text.name}
              </span>
              {text.otherName && text.otherName !== text.name && (
                <span className="block text-slate-600" lang={text.otherLanguage}>
                  {text.otherName}
                </span>
              )}
            </>
          );
        },
      },
      {
        header: copy.columns.description,
        className: "min-w-56 max-w-md text-slate-700",
        cell: (item) => {
          const { description } = localized(item, language);
          return description ? (
            <span className="line-clamp-2">{description}</span>
          ) : (
            <span className="text-slate-500 italic">{copy.noDescription}</span>
          );
        },
      },
      ...(config.hasLogo
        ? [
            {
              header: copy.columns.logo,
              cell: (item: CatalogueItem) =>
                item.logo_path ? (
                  <LogoThumb
                    src={item.logo_path}
                    alt={fill(copy.logo.alt, { name: localized(item, language).name })}
                    brokenText={copy.logo.broken}
                    brokenLabel={copy.logo.brokenLabel}
                  />
                ) : (
                  <span className="text-slate-500 italic">{copy.logo.none}</span>
                ),
            },
          ]
        : []),
      ...(config.hasReferences
        ? [
            {
              header: copy.columns.category,
              className: "whitespace-nowrap text-slate-700",
              cell: (item: CatalogueItem) => localized(item, language).category,
            },
            {
              header: copy.columns.company,
              className: "whitespace-nowrap text-slate-700",
              cell: (item: CatalogueItem) => localized(item, language).company,
            },
          ]
        : []),
      {
        header: copy.columns.created,
        className: "whitespace-nowrap text-slate-700",
        cell: (item) => <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>,
      },
    ],
    fields,
    defaults: formDefaults,
    name: (item) => localized(item, language).name,
  };
  return <RecordScreen config={screen} />;
}
