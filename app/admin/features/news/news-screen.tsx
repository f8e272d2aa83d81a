import { ExternalLink } from "lucide-react";
import { type ApiNews, NewsInputSchema } from "../../../../contract/news.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDay, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { imageTexts } from "../../components/image-upload-field.tsx";
import { badgeColumn, listIn, listTexts, titleFields } from "../../components/list-config.tsx";
import { RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { adminNews } from "../../content/news.ts";
import { api } from "../../lib/api.ts";
import { inLanguage, textValues } from "../../lib/records.ts";

// /admin/news: the record screen configured for news items
export function NewsScreen() {
  const language = useAdminLanguage();
  const copy = adminNews[language];
  const title = (item: ApiNews) => inLanguage(language, item.title_vi, item.title);
  const { form, table } = copy;

  const config: RecordScreenConfig<ApiNews, typeof NewsInputSchema> = {
    api: api.news,
    readList: listIn("news"),
    readSaved: (body) => body.news as ApiNews | undefined,
    schema: NewsInputSchema,
    idPrefix: "news",
    texts: listTexts(copy, language),
    columns: [
      {
        header: table.name,
        cell: (item) => (
          <>
            <p className="font-semibold text-slate-900">{title(item)}</p>
            <p className="text-xs text-slate-600">/news/{item.slug}</p>
          </>
        ),
      },
      {
        header: table.date,
        className: "whitespace-nowrap text-slate-700",
        cell: (item) => formatDay(item.published_on, language),
      },
      badgeColumn(table.state, (item) => item.published === 1, table.published, { text: table.draft, tone: "amber" }),
    ],
    fields: [
      ...titleFields(form),
      {
        kind: "textarea",
        name: "summary_vi",
        label: form.summaryVi,
        required: true,
        rows: 3,
        hint: form.summaryHint,
        lang: "vi",
      },
      {
        kind: "textarea",
        name: "summary",
        label: form.summaryEn,
        required: true,
        rows: 3,
        hint: form.summaryHint,
        lang: "en",
      },
      { kind: "richtext", name: "body_vi", label: form.bodyVi, required: true, hint: form.bodyHint, lang: "vi" },
      { kind: "richtext", name: "body", label: form.bodyEn, required: true, hint: form.bodyHint, lang: "en" },
      { kind: "date", name: "published_on", label: form.date, required: true },
      { kind: "text", name: "slug", label: form.slug, hint: form.slugHint },
      { kind: "checkbox", name: "published", label: form.published, hint: form.publishedHint, wide: true },
      {
        kind: "image",
        name: "image_path",
        label: form.image,
        texts: imageTexts(form, language, { remove: form.removeImage }),
      },
    ],
    defaults: (item) => ({
      ...textValues(item, ["title", "title_vi", "summary", "summary_vi", "slug"]),
      // a new item starts with an empty text (the editor's own empty document)
      body: item?.body ?? { type: "doc", content: [] },
      body_vi: item?.body_vi ?? { type: "doc", content: [] },
      published_on: item?.published_on ?? todayInVietnam(),
      image_path: item?.image_path ?? null,
      published: (item?.published ?? 1) === 1,
    }),
    name: title,
    history: true,
    rowActions: (item) =>
      item.published === 1 && (
        <a
          href={`${language === "en" ? "/en" : ""}/news/${item.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("ghost", "sm")}
          aria-label={`${table.view}: ${title(item)}`}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {table.view}
        </a>
      ),
  };
  return <RecordScreen config={config} />;
}
