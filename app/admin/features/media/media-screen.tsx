import { type ApiMediaItem, MEDIA_PAGE_SIZE, MediaAltInputSchema } from "../../../../contract/media.ts";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatFileSize } from "../../../lib/file-size.ts";
import { formatDate } from "../../../lib/format.ts";
import { listTexts } from "../../components/list-config.tsx";
import { MediaThumb, mediaDescription } from "../../components/media-library.tsx";
import { RecordScreen, type RecordScreenConfig } from "../../components/record-screen.tsx";
import { fill } from "../../content/common.ts";
import { adminMedia } from "../../content/media.ts";
import { api } from "../../lib/api.ts";
import { MediaUploads } from "./media-uploads.tsx";

// /admin/media: the record screen configured for the media library — a grid of the images, a page
// at a time, searched and filtered to the unused ones; uploads above it; each image's
// descriptions edited in its form, which shows where it is used; deleted once nothing uses it
export function MediaScreen() {
  const language = useAdminLanguage();
  const copy = adminMedia[language];
  const { form, tile } = copy;

  const config: RecordScreenConfig<ApiMediaItem, typeof MediaAltInputSchema> = {
    api: api.media,
    readList: (body) => {
      const items = (body as { items?: ApiMediaItem[] } | null)?.items;
      return Array.isArray(items) ? items : undefined;
    },
    readSaved: (body) => body.item as ApiMediaItem | undefined,
    schema: MediaAltInputSchema,
    idPrefix: "media",
    texts: { ...listTexts(copy, language), count: (count) => fillPlural(copy.count, { count }, language) },
    addForm: false,
    above: ({ reload }) => <MediaUploads onUploaded={reload} />,
    paged: {
      pageSize: MEDIA_PAGE_SIZE,
      search: { label: copy.search, hint: copy.searchHint },
      filter: { name: "unused", label: copy.unused },
      itemsLabel: copy.items,
    },
    tile: (item) => {
      const description = mediaDescription(item, language);
      return (
        <>
          <MediaThumb item={item} alt={description} />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-slate-900" title={item.name || item.path}>
              {item.name || item.path}
            </p>
            <p className="text-xs text-slate-600">
              {item.width} × {item.height} · {formatFileSize(item.bytes, language)}
            </p>
            <p className={`text-xs ${description ? "text-slate-700" : "text-amber-800"}`}>
              {description || tile.noDescription}
            </p>
            <p className="text-xs font-medium text-slate-700">
              {item.used_by.length > 0
                ? fillPlural(tile.usedIn, { count: item.used_by.length }, language)
                : tile.unused}
            </p>
          </div>
        </>
      );
    },
    columns: [],
    fields: [
      { kind: "text", name: "alt_vi", label: form.altVi, hint: form.altHint, lang: "vi", wide: true },
      { kind: "text", name: "alt", label: form.alt, lang: "en", wide: true },
    ],
    formTop: (item) => (
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="sm:w-48">
          <MediaThumb item={item} alt={mediaDescription(item, language)} />
        </div>
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="break-all font-medium text-slate-900">{item.name || item.path}</p>
          <p className="text-slate-600">
            {form.size}: {item.width} × {item.height} · {formatFileSize(item.bytes, language)}
          </p>
          <p className="text-slate-600">
            {fill(form.uploaded, {
              name: item.uploaded_by ?? form.unknownUploader,
              date: formatDate(item.created_at, language),
            })}
          </p>
          <div>
            <p className="font-semibold text-slate-800">{form.usedBy}</p>
            {item.used_by.length === 0 ? (
              <p className="text-slate-600">{form.notUsed}</p>
            ) : (
              <ul className="list-disc pl-5 text-slate-700">
                {item.used_by.map((use) => (
                  <li key={`${use.type}-${use.id}`}>
                    {copy.types[use.type]}: {use.label}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    ),
    defaults: (item) => ({ alt: item?.alt ?? "", alt_vi: item?.alt_vi ?? "" }),
    name: (item) => item.name || item.path,
  };
  return <RecordScreen config={config} />;
}
