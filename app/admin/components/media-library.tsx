import { useDeferredValue, useId, useState } from "react";
import type { Answer } from "../../../contract/endpoint.ts";
import type { endpoints } from "../../../contract/endpoints/index.ts";
import type { ApiMediaItem } from "../../../contract/media.ts";
import { MEDIA_PAGE_SIZE } from "../../../contract/media.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon, fill } from "../content/common.ts";
import { adminMedia } from "../content/media.ts";
import { api } from "../lib/api.ts";
import { useApiQuery } from "../lib/api-query.ts";
import { buttonClass } from "./button-class.ts";
import { Modal } from "./modal.tsx";
import { LoadFailed, SearchField, Spinner } from "./ui.tsx";

// The media library's pieces that the Media screen and every image field's picker share: the
// address of a page of the library, an image's thumbnail, and the picker itself.

export interface MediaPage {
  items: ApiMediaItem[];
  total: number;
}

// the call for a page of the library's search
export function mediaPage({
  search,
  unused = false,
  page,
  limit = MEDIA_PAGE_SIZE,
}: {
  search: string;
  unused?: boolean;
  page: number;
  limit?: number;
}) {
  return api.media.list({
    page,
    limit,
    search: search.trim().slice(0, 100) || undefined,
    unused: unused ? 1 : undefined,
  });
}

export const readMediaPage = (body: Answer<typeof endpoints.media.list>): MediaPage => ({
  items: body.items,
  total: body.pagination.total,
});

// the image's smallest size, whole in its box
export function MediaThumb({ item, alt, className = "" }: { item: ApiMediaItem; alt: string; className?: string }) {
  const small = item.variants[0]?.path ?? item.path;
  return (
    <img
      src={small}
      alt={alt}
      width={item.width}
      height={item.height}
      loading="lazy"
      className={`aspect-[4/3] w-full rounded bg-slate-100 object-contain ${className}`}
    />
  );
}

// the description in the admin's language, else the other, else none
export function mediaDescription(item: ApiMediaItem, language: "vi" | "en"): string {
  const [first, second] = language === "vi" ? [item.alt_vi, item.alt] : [item.alt, item.alt_vi];
  return first?.trim() || second?.trim() || "";
}

// a dialog on the library: search, a page of images, each a button that picks it
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: ApiMediaItem) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminMedia[language];
  const id = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search);
  const list = useApiQuery(open ? mediaPage({ search: deferred, page }) : null, readMediaPage, copy.picker.loadFailed);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MEDIA_PAGE_SIZE));
  return (
    <Modal open={open} title={copy.picker.title} onClose={onClose} size="lg">
      <div className="space-y-4">
        <SearchField
          id={`${id}-search`}
          label={copy.search}
          value={search}
          visibleLabel
          maxLength={100}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {list.state === "loading" && <Spinner label={copy.picker.loading} />}
        {list.state === "error" && (
          <LoadFailed
            message={copy.picker.loadFailed}
            retry={adminCommon[language].retry}
            onRetry={() => list.reload()}
          />
        )}
        {list.state === "ready" && list.data?.items.length === 0 && (
          <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {copy.picker.empty}
          </p>
        )}
        {list.state === "ready" && (list.data?.items.length ?? 0) > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {list.data?.items.map((item) => {
              const description = mediaDescription(item, language);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className="block w-full rounded-md border border-slate-200 p-1.5 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
                    aria-label={fill(copy.picker.pick, { name: description || item.name || item.path })}
                    onClick={() => {
                      onPick(item);
                      onClose();
                    }}
                  >
                    <MediaThumb item={item} alt="" />
                    <span className="mt-1 block truncate text-xs text-slate-700">{item.name || item.path}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 && (
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {copy.previous}
            </button>
            <span className="text-sm text-slate-600">{fill(copy.pageOf, { page, pages })}</span>
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {copy.next}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
