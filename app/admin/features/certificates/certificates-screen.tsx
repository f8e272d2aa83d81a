import { type ApiCertificate, CertificateInputSchema } from "../../../../contract/certificates.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDay } from "../../../lib/format.ts";
import { imageTexts } from "../../components/image-upload-field.tsx";
import { badgeColumn, listIn, listTexts, titleFields } from "../../components/list-config.tsx";
import { RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { adminCertificates } from "../../content/certificates.ts";
import { api } from "../../lib/api.ts";
import { inLanguage, textValues } from "../../lib/records.ts";

// /admin/certificates: the record screen configured for certificates, in display order
export function CertificatesScreen() {
  const language = useAdminLanguage();
  const copy = adminCertificates[language];
  const { form, table } = copy;
  const title = (item: ApiCertificate) => inLanguage(language, item.title_vi, item.title);

  const config: RecordScreenConfig<ApiCertificate, typeof CertificateInputSchema> = {
    api: api.certificates,
    readList: listIn("certificates"),
    schema: CertificateInputSchema,
    idPrefix: "certificate",
    texts: listTexts(copy, language),
    columns: [
      {
        header: table.image,
        cell: (item) => (
          <img
            src={item.image_path}
            alt=""
            width={96}
            height={68}
            className="h-[68px] w-24 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        ),
      },
      {
        header: table.name,
        cell: (item) => (
          <>
            <p className="font-semibold text-slate-900">{title(item)}</p>
            <p className="text-xs text-slate-600" lang={language === "vi" ? "en" : "vi"}>
              {language === "vi" ? item.title : item.title_vi}
            </p>
          </>
        ),
      },
      {
        header: table.issuer,
        className: "text-slate-700",
        cell: (item) => inLanguage(language, item.issuer_vi, item.issuer) ?? "—",
      },
      {
        header: table.validUntil,
        className: "whitespace-nowrap text-slate-700",
        cell: (item) => (item.valid_until ? formatDay(item.valid_until, language) : table.noEnd),
      },
      { header: table.order, className: "text-slate-700", cell: (item) => item.display_order },
      badgeColumn(table.shown, (item) => item.visible === 1, table.visible, { text: table.hidden, tone: "slate" }),
    ],
    fields: [
      ...titleFields(form),
      { kind: "text", name: "issuer_vi", label: form.issuerVi, hint: form.issuerHint, lang: "vi" },
      { kind: "text", name: "issuer", label: form.issuerEn, hint: form.issuerHint, lang: "en" },
      { kind: "date", name: "valid_until", label: form.validUntil, hint: form.validUntilHint },
      { kind: "number", name: "display_order", label: form.displayOrder, hint: form.displayOrderHint },
      { kind: "checkbox", name: "visible", label: form.visible, hint: form.visibleHint, wide: true },
      {
        kind: "image",
        name: "image_path",
        label: form.image,
        required: true,
        texts: imageTexts(form, language),
      },
    ],
    defaults: (item) => ({
      ...textValues(item, ["title", "title_vi", "issuer", "issuer_vi", "valid_until"]),
      display_order: item?.display_order ?? 0,
      visible: (item?.visible ?? 1) === 1,
      image_path: item?.image_path ?? null,
    }),
    name: title,
  };
  return <RecordScreen config={config} />;
}
