import { CalendarClock, ChevronLeft, ExternalLink, Eye, FileText, History, Save, Send, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker } from "react-router";
import type { Language } from "../../../../contract/constants.ts";
import { PAGE_PATHS, type PageKey, pageCopySchemas } from "../../../../contract/pages/index.ts";
import type { PageDetail } from "../../../../contract/pages.ts";
import { plural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { DateField } from "../../components/date-field.tsx";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { Tabs } from "../../components/tabs.tsx";
import { Badge, ScreenHeader, Spinner } from "../../components/ui.tsx";
import { type HistoryCalls, VersionHistory } from "../../components/version-history.tsx";
import { fill } from "../../content/common.ts";
import { adminPages } from "../../content/pages.ts";
import { api } from "../../lib/api.ts";
import { type MutationForm, useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { type Document, describeSchema, fieldTrail, missingFields, setAt } from "./form-model.ts";
import { labelsOf } from "./labels.ts";
import { fieldId, PageForm, type PageFormState } from "./page-form.tsx";
import { PreviewDialog } from "./preview-dialog.tsx";

type Detail = PageDetail<PageKey>;
const readPage = (body: { page: Detail }) => body.page;

// a page's history: its published versions (contract/endpoints/pages.ts)
const pageHistory = (key: PageKey): HistoryCalls => ({
  versions: api.pages.versions({ key }),
  version: (id) => api.pages.version({ key, id }),
  restore: (id) => api.pages.restore({ key, id }),
});

// /admin/pages/:key: the page's words as a draft, both languages side by side
export function PageEditorScreen({ pageKey }: { pageKey: PageKey }) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  const query = useApiQuery(api.pages[`read:${pageKey}`](), readPage, copy.editor.loadFailed);
  return (
    <div className="mx-auto max-w-7xl space-y-5 pb-4">
      <Link
        to="/admin/pages"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {copy.editor.back}
      </Link>
      {query.data ? (
        <PageEditor detail={query.data} setDetail={query.setData} reload={query.reload} />
      ) : query.state === "error" ? (
        <>
          <ScreenHeader title={copy.names[pageKey]} />
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {copy.editor.loadFailed}
          </p>
        </>
      ) : (
        <Spinner label={copy.editor.loading} />
      )}
    </div>
  );
}

const documentOf = (detail: Detail): Document => (detail.draft ?? detail.published) as Document;

function PageEditor({
  detail,
  setDetail,
  reload,
}: {
  detail: Detail;
  setDetail: (detail: Detail) => void;
  reload: (options?: { quiet?: boolean }) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  const page = detail.key;
  const root = useMemo(() => describeSchema(pageCopySchemas[page] as never), [page]);
  const [document, setDocument] = useState<Document>(() => documentOf(detail));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<"content" | "history">("content");
  const [dialog, setDialog] = useState<null | "publish" | "schedule" | "discard" | "preview">(null);
  const [showMissing, setShowMissing] = useState(false);
  const { mutate, isBusy, busy } = useApiMutation();
  // the next answer of the page replaces the form (after a publish, a discard, a restore)
  const resetOnLoad = useRef(false);

  useEffect(() => {
    if (!resetOnLoad.current) return;
    resetOnLoad.current = false;
    setDocument(documentOf(detail));
    setDirty(false);
  }, [detail]);

  // a scheduled publication shows here when it has happened: the page is read again just after
  // its time (and every 2 s until the server has published it), the form following it when
  // nothing is being edited. A time further than a timer can wait (24 days) is left alone.
  useEffect(() => {
    if (!detail.publish_at) return;
    const wait = Math.max(0, Date.parse(detail.publish_at) - Date.now()) + 2_000;
    if (!(wait < 2 ** 31 - 1)) return;
    const timer = window.setTimeout(() => {
      resetOnLoad.current = !dirtyRef.current;
      reload({ quiet: true });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [detail, reload]);

  const setText = useCallback((lang: Language, path: string, value: unknown) => {
    setDocument((current) => ({ ...current, [lang]: setAt(current[lang], path, value) }));
    setDirty(true);
    setErrors((current) => {
      const key = `${lang}.${path}`;
      if (!(key in current)) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  }, []);
  const update = useCallback((change: (document: Document) => Document) => {
    setDocument(change);
    setDirty(true);
  }, []);

  const missingList = useMemo(() => missingFields(root, document), [root, document]);
  const missing = useMemo(() => new Map(missingList.map((entry) => [entry.path, entry.languages])), [missingList]);
  const state: PageFormState = { page, document, errors, missing, setText, update };

  const form: MutationForm = {
    setError: (name: string, error: { type: string; message: string }) =>
      setErrors((current) => ({ ...current, [name]: error.message })),
  };
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      window.document.querySelector<HTMLElement>('[data-page-form] [aria-invalid="true"]')?.focus(),
    );

  // the whole document as the draft; quiet: part of a publish, which says the outcome itself
  const save = async (quiet = false): Promise<boolean> => {
    setErrors({});
    // (this page's save, as any page's)
    const result = await mutate<{ page: Detail }>(
      api.pages[`save:${page}`](document),
      { failed: copy.actions.saveFailed, success: quiet ? undefined : copy.actions.saved },
      { form, key: "save" },
    );
    if (!result) {
      setTab("content");
      focusFirstError();
      return false;
    }
    setDetail(result.page);
    setDirty(false);
    return true;
  };

  const publish = async (at?: string): Promise<boolean> => {
    if (dirty && !(await save(true))) return false;
    setErrors({});
    const result = await mutate(
      api.pages.publish({ key: page }, at ? { at } : {}),
      {
        failed: at ? copy.actions.scheduleFailed : copy.actions.publishIncomplete,
        success: at ? copy.actions.scheduled : copy.actions.published,
      },
      { form: at ? scheduleForm : form, key: "publish" },
    );
    if (!result) {
      setShowMissing(true);
      setTab("content");
      focusFirstError();
      return false;
    }
    resetOnLoad.current = !at;
    reload({ quiet: true });
    return true;
  };

  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const scheduleForm: MutationForm = {
    setError: (name: string, error: { type: string; message: string }) => {
      if (name === "at") setScheduleError(error.message);
      else form.setError(name, error);
    },
  };

  const discard = async () => {
    const result = await mutate(
      api.pages.discardDraft({ key: page }),
      { failed: copy.actions.discardFailed, success: copy.actions.discarded },
      { key: "discard" },
    );
    setDialog(null);
    if (!result) return;
    setErrors({});
    setDetail({ ...detail, draft: null, draft_missing: [], publish_at: null, draft_updated_at: null });
    setDocument(detail.published as Document);
    setDirty(false);
    reload({ quiet: true });
  };

  // a change not saved asks before the editor is left for another screen
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const hasDraft = detail.draft !== null;
  const labels = labelsOf(page, language);
  const fieldName = (path: string, lang: Language) =>
    fill(copy.editor.inLanguage[lang], { label: fieldTrail(path, labels) });

  return (
    <>
      <ScreenHeader
        title={copy.names[page]}
        action={
          <div className="flex flex-wrap gap-1.5">
            {detail.publish_at ? (
              <Badge tone="brand">
                {fill(copy.table.scheduled, { date: formatDateTime(detail.publish_at, language) })}
              </Badge>
            ) : hasDraft ? (
              <Badge tone="amber">{copy.table.draft}</Badge>
            ) : (
              <Badge tone="green">{copy.table.live}</Badge>
            )}
          </div>
        }
      />
      <PublicLinks page={page} />
      <p className="text-sm text-slate-700" data-testid="page-state">
        {fill(copy.editor.published, { date: formatDateTime(detail.published_at, language) })}
        {" · "}
        {hasDraft && detail.draft_updated_at
          ? fill(detail.draft_updated_by ? copy.editor.draftSaved : copy.editor.draftSavedNoName, {
              name: detail.draft_updated_by ?? "",
              date: formatDateTime(detail.draft_updated_at, language),
            })
          : copy.editor.noDraft}
        {detail.publish_at && (
          <>
            {" · "}
            <strong>{fill(copy.editor.scheduled, { date: formatDateTime(detail.publish_at, language) })}</strong>
          </>
        )}
      </p>
      {detail.shipped && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {page === "privacy" || page === "terms" ? copy.editor.templateNote : copy.editor.shippedNote}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setDialog("preview")}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {copy.actions.preview}
        </button>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={(!hasDraft && !dirty) || busy}
          onClick={() => {
            setScheduleError(undefined);
            setDialog("schedule");
          }}
        >
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {copy.actions.publishAt}
        </button>
        <button
          type="button"
          className={buttonClass("secondary", "sm").replace("text-slate-800", "text-red-700")}
          disabled={!hasDraft || busy}
          onClick={() => setDialog("discard")}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {copy.actions.discard}
        </button>
      </div>

      <MissingSummary missing={missingList} open={showMissing} onToggle={setShowMissing} name={fieldName} />

      <Tabs
        label={copy.editor.tabsLabel}
        tabs={[
          { key: "content", label: copy.editor.contentTab, icon: FileText },
          { key: "history", label: copy.editor.historyTab, icon: History },
        ]}
        active={tab}
        onChange={setTab}
      >
        {tab === "content" ? (
          <form
            data-page-form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <PageForm root={root} state={state} />
          </form>
        ) : (
          <VersionHistory
            kind="page"
            calls={pageHistory(page)}
            current={detail.published}
            label={(path) => {
              const [lang, ...rest] = path.split(".");
              return rest.length > 0 && (lang === "vi" || lang === "en") ? fieldName(rest.join("."), lang) : path;
            }}
            onRestored={() => {
              resetOnLoad.current = !dirty && !hasDraft;
              reload({ quiet: true });
            }}
          />
        )}
      </Tabs>

      <section
        aria-label={copy.actions.bar}
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      >
        {dirty && <span className="mr-auto text-sm font-medium text-amber-900">{copy.editor.unsaved}</span>}
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={(!hasDraft && !dirty) || busy}
          onClick={() => setDialog("publish")}
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {isBusy("publish") ? copy.actions.publishing : copy.actions.publish}
        </button>
        <button type="button" className={buttonClass("primary", "sm")} disabled={busy} onClick={() => void save()}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {isBusy("save") ? copy.actions.saving : copy.actions.save}
        </button>
      </section>

      {/* publishing and discarding the draft are asked first, in one dialog */}
      <ConfirmDialog
        open={dialog === "publish" || dialog === "discard"}
        {...(dialog === "discard"
          ? {
              title: copy.actions.discardTitle,
              message: copy.actions.discardMessage,
              confirmLabel: copy.actions.discard,
              onConfirm: () => void discard(),
            }
          : {
              title: copy.actions.publishConfirmTitle,
              message: dirty ? copy.actions.publishConfirmUnsaved : copy.actions.publishConfirm,
              confirmLabel: copy.actions.publish,
              onConfirm: () => {
                setDialog(null);
                void publish();
              },
            })}
        busy={busy}
        onCancel={() => setDialog(null)}
      />
      <ScheduleDialog
        open={dialog === "schedule"}
        error={scheduleError}
        busy={busy}
        onCancel={() => setDialog(null)}
        onSchedule={async (at) => {
          setScheduleError(undefined);
          if (await publish(at)) setDialog(null);
        }}
        onInvalid={() => setScheduleError(copy.actions.publishAtInvalid)}
      />
      <PreviewDialog open={dialog === "preview"} page={page} dirty={dirty} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={copy.actions.leaveTitle}
        message={copy.actions.leaveMessage}
        confirmLabel={copy.actions.leave}
        cancelLabel={copy.actions.stay}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

// how many required texts are empty in a language, and which (each a link to its input)
function MissingSummary({
  missing,
  open,
  onToggle,
  name,
}: {
  missing: { path: string; languages: Language[] }[];
  open: boolean;
  onToggle: (open: boolean) => void;
  name: (path: string, language: Language) => string;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].editor;
  // the fields, each once whether one language or both is empty
  const count = missing.length;
  if (count === 0) {
    return <p className="text-sm text-green-800">{copy.missingNone}</p>;
  }
  return (
    <details
      open={open}
      onToggle={(event) => onToggle((event.target as HTMLDetailsElement).open)}
      className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
      data-testid="missing-fields"
    >
      <summary className="cursor-pointer font-semibold">
        {fill(plural(copy.missingCount, count, language), { count })}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {missing.flatMap((entry) =>
          entry.languages.map((lang) => (
            <li key={`${lang}.${entry.path}`}>
              <a
                href={`#${fieldId(lang, entry.path)}`}
                className="underline underline-offset-2 hover:text-amber-800"
                onClick={(event) => {
                  const target = window.document.getElementById(fieldId(lang, entry.path));
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: "center" });
                  target.focus();
                }}
              >
                {name(entry.path, lang)}
              </a>
            </li>
          )),
        )}
      </ul>
    </details>
  );
}

function ScheduleDialog({
  open,
  error,
  busy,
  onCancel,
  onSchedule,
  onInvalid,
}: {
  open: boolean;
  error?: string;
  busy: boolean;
  onCancel: () => void;
  onSchedule: (at: string) => void;
  onInvalid: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].actions;
  // an ISO instant once the field names a moment on Vietnam's clock, else what was typed
  const [value, setValue] = useState("");
  return (
    <Modal open={open} title={copy.publishAtTitle} onClose={onCancel} size="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const time = Date.parse(value);
          if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || !(time > Date.now()) || time > Date.now() + 365 * 86_400_000) {
            onInvalid();
            return;
          }
          onSchedule(new Date(time).toISOString());
        }}
        className="space-y-5"
      >
        <DateField
          id="page-publish-at"
          mode="moment"
          label={copy.publishAtLabel}
          error={error}
          hint={copy.publishAtHint}
          value={value}
          onChange={setValue}
        />
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
            {copy.cancel}
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {copy.schedule}
          </button>
        </div>
      </form>
    </Modal>
  );
}

// the page on the site, in each language (as published)
function PublicLinks({ page }: { page: PageKey }) {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  const path = PAGE_PATHS[page];
  if (!path) return <p className="-mt-3 text-sm text-slate-600">{copy.table.noAddress}</p>;
  const english = path === "/" ? "/en" : `/en${path}`;
  return (
    <p className="-mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {[
        [path, copy.editor.vi],
        [english, copy.editor.en],
      ].map(([href, name]) => (
        <a
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <code className="text-xs">{href}</code>
          <span className="sr-only">({name})</span>
        </a>
      ))}
    </p>
  );
}
