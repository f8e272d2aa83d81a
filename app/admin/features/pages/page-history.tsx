import { GitCompare, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { Language } from "../../../../contract/constants.ts";
import { changedFields, valueAt } from "../../../../contract/document-diff.ts";
import type { PageKey } from "../../../../contract/pages/index.ts";
import { plural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { Badge, Spinner, TableHead } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminPages } from "../../content/pages.ts";
import { useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { formatVietnamTime } from "./dates.ts";
import type { Document } from "./form-model.ts";

interface Version {
  id: number;
  created_at: string;
  actor_name: string | null;
  fields: string[];
}

const readVersions = (body: { versions?: Version[] }) => (Array.isArray(body.versions) ? body.versions : undefined);
const readVersion = (body: { version?: Version & { document: Document } }) =>
  body.version && typeof body.version === "object" ? body.version : undefined;

// the page's published versions, newest first: who published each and what it changed; each
// compared field by field with the live page, and published again by Restore
export function PageHistory({
  page,
  published,
  fieldName,
  onRestored,
}: {
  page: PageKey;
  published: Document;
  fieldName: (path: string, language: Language) => string;
  onRestored: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].history;
  const { data: versions, state, reload } = useApiQuery(`/api/pages/${page}/versions`, readVersions, copy.loadFailed);
  const { mutate, busy } = useApiMutation();
  const [comparing, setComparing] = useState<Version | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const when = (version: Version) => formatVietnamTime(version.created_at, language);

  if (!versions) {
    return state === "error" ? (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {copy.loadFailed}
      </p>
    ) : (
      <Spinner label={copy.loading} />
    );
  }
  if (versions.length === 0) return <p className="text-slate-600">{copy.empty}</p>;

  const restore = async () => {
    if (!restoring) return;
    const result = await mutate(
      `/api/pages/${page}/versions/${restoring.id}/restore`,
      { method: "POST", body: {} },
      { failed: copy.restoreFailed, success: copy.restored },
      { key: "restore" },
    );
    setRestoring(null);
    if (!result) return;
    reload({ quiet: true });
    onRestored();
  };

  return (
    <>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm" data-testid="page-versions">
          <caption className="sr-only">{copy.caption}</caption>
          <TableHead headers={[copy.when, copy.who, copy.changes, { label: copy.actions, className: "text-right" }]} />
          <tbody className="divide-y divide-slate-200">
            {versions.map((version, index) => {
              // the newest version is what visitors see
              const live = index === 0;
              return (
                <tr key={version.id} data-version={version.id}>
                  <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                    {when(version)}
                    {live && (
                      <span className="ml-2">
                        <Badge tone="green">{copy.current}</Badge>
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-slate-700">{version.actor_name ?? copy.original}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {version.actor_name === null
                      ? "—"
                      : fill(plural(copy.fieldsChanged, version.fields.length, language), {
                          count: version.fields.length,
                        })}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        disabled={live}
                        onClick={() => setComparing(version)}
                        aria-label={`${copy.compare}: ${when(version)}`}
                      >
                        <GitCompare className="h-4 w-4" aria-hidden="true" />
                        {copy.compare}
                      </button>
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        disabled={live || busy}
                        onClick={() => setRestoring(version)}
                        aria-label={`${copy.restore}: ${when(version)}`}
                      >
                        <RotateCcw className="h-4 w-4" aria-hidden="true" />
                        {copy.restore}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Modal
        open={comparing !== null}
        title={comparing ? fill(copy.compareTitle, { date: when(comparing) }) : ""}
        onClose={() => setComparing(null)}
        closeLabel={adminPages[language].actions.cancel}
        size="lg"
      >
        {comparing && <Comparison page={page} version={comparing} published={published} fieldName={fieldName} />}
      </Modal>
      <ConfirmDialog
        open={restoring !== null}
        title={copy.restoreTitle}
        message={restoring ? fill(copy.restoreMessage, { date: when(restoring) }) : ""}
        confirmLabel={copy.restore}
        cancelLabel={adminPages[language].actions.cancel}
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}

function Comparison({
  page,
  version,
  published,
  fieldName,
}: {
  page: PageKey;
  version: Version;
  published: Document;
  fieldName: (path: string, language: Language) => string;
}) {
  const language = useAdminLanguage();
  const copy = adminPages[language].history;
  const { data } = useApiQuery(`/api/pages/${page}/versions/${version.id}`, readVersion, copy.versionLoadFailed);
  if (!data) return <Spinner label={copy.loading} />;
  const fields = changedFields(data.document, published);
  if (fields.length === 0) return <p className="text-slate-700">{copy.identical}</p>;
  return (
    <div>
      <p className="text-sm text-slate-600">{copy.compareIntro}</p>
      <dl className="mt-4 divide-y divide-slate-200" data-testid="version-comparison">
        {fields.map((path) => {
          const [lang = "vi", ...rest] = path.split(".");
          const inner = rest.join(".");
          return (
            <div key={path} className="py-3">
              <dt className="text-sm font-semibold text-slate-900">
                {inner === "" ? path : fieldName(inner, lang as Language)}
              </dt>
              <dd className="mt-2 grid gap-3 sm:grid-cols-2">
                <div className="rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
                  <p className="text-xs font-semibold text-amber-900 uppercase">{copy.thisVersion}</p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
                    {show(valueAt(data.document, path), copy.empty2)}
                  </p>
                </div>
                <div className="rounded-md bg-green-50 p-3 text-sm ring-1 ring-green-200">
                  <p className="text-xs font-semibold text-green-900 uppercase">{copy.live}</p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
                    {show(valueAt(published, path), copy.empty2)}
                  </p>
                </div>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

// a value as text: a text itself, a rich text's words, a list's entries one a line
function show(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === "") return empty;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map((item) => show(item, empty)).join("\n");
  const record = value as Record<string, unknown>;
  if (record.type === "doc" || Array.isArray(record.content)) return words(record);
  return Object.values(record)
    .map((item) => show(item, empty))
    .join(" · ");
}

function words(node: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  const record = node as { text?: unknown; content?: unknown; type?: unknown };
  if (typeof record.text === "string") return record.text;
  const inner = Array.isArray(record.content) ? record.content.map(words) : [];
  return record.type === "paragraph" || record.type === "heading" ? `${inner.join("")}\n` : inner.join("");
}
