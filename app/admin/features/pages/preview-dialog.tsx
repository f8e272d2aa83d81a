import { Copy, ExternalLink } from "lucide-react";
import type { Language } from "../../../../contract/constants.ts";
import type { PageKey } from "../../../../contract/pages/index.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Modal } from "../../components/modal.tsx";
import { inputClass, Spinner } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminPages } from "../../content/pages.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { notify } from "../../lib/toast.ts";

// the saved draft as visitors will see it: a 30-minute link per language, to open in a new tab
// or to copy and send to a phone
export function PreviewDialog({
  open,
  page,
  dirty,
  onClose,
}: {
  open: boolean;
  page: PageKey;
  dirty: boolean;
  onClose: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  return (
    <Modal open={open} title={copy.preview.title} onClose={onClose} size="md">
      <p className="text-sm text-slate-700">{copy.preview.intro}</p>
      {dirty && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {copy.preview.unsaved}
        </p>
      )}
      <div className="mt-5 space-y-6">
        <PreviewLink page={page} lang="vi" />
        <PreviewLink page={page} lang="en" />
      </div>
    </Modal>
  );
}

const readLink = (body: { url: string; expires_at: string }) => ({ url: body.url, expiresAt: body.expires_at });

function PreviewLink({ page, lang }: { page: PageKey; lang: Language }) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  const { data, state } = useApiQuery(
    api.pages.previewLink({ key: page }, { lang }),
    readLink,
    copy.preview.loadFailed,
  );
  const name = lang === "vi" ? copy.editor.vi : copy.editor.en;
  const id = `page-preview-${lang}`;
  if (!data) {
    return state === "error" ? (
      <p className="text-sm text-red-700">{copy.preview.loadFailed}</p>
    ) : (
      <Spinner label={name} className="py-3" />
    );
  }
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      notify.success(copy.preview.copied);
    } catch {
      notify.error(copy.preview.copyFailed);
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div data-preview={lang}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {fill(copy.preview.linkLabel, { language: copy.editor.inline[lang] })}
      </label>
      <input
        id={id}
        type="url"
        readOnly
        value={data.url}
        onFocus={(event) => event.target.select()}
        aria-describedby={`${id}-expires`}
        className={`${inputClass} font-mono text-xs`}
      />
      {data.expiresAt && (
        <p id={`${id}-expires`} className="mt-1 text-xs text-slate-600">
          {fill(copy.preview.expires, { date: formatDateTime(data.expiresAt, language) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={data.url} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {fill(copy.preview.open, { language: copy.editor.inline[lang] })}
        </a>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => void copyLink()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {copy.preview.copy}
          <span className="sr-only"> ({name})</span>
        </button>
      </div>
    </div>
  );
}
