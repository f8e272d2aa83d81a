import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { changedFields, valueAt } from "../../../contract/document-diff.ts";
import { fill, fillPlural } from "../../../contract/template.ts";
import type { Version } from "../../../contract/versions.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { formatDateTime } from "../../lib/format.ts";
import { adminHistory } from "../content/history.ts";
import type { ApiCall } from "../lib/api.ts";
import { useApiMutation, useApiQuery } from "../lib/api-query.ts";
import { buttonClass } from "./button-class.ts";
import { ConfirmDialog, Modal } from "./modal.tsx";
import { Badge, IconButton, LoadFailed, Spinner } from "./ui.tsx";

// the calls of a record's history (its endpoints: contract/endpoints/history.ts)
export interface HistoryCalls {
  versions: ApiCall<{ versions: Version[] }>;
  version: (version: number) => ApiCall<{ version: Version & { document: unknown } }>;
  restore: (version: number) => ApiCall<{ message: string }>;
}

// a record's history calls: `record` is its group of the API (api.projects, api.news)
export const recordHistory = (
  record: {
    versions: (params: { id: number }) => HistoryCalls["versions"];
    version: (params: { id: number; version: number }) => ReturnType<HistoryCalls["version"]>;
    restore: (params: { id: number; version: number }) => ReturnType<HistoryCalls["restore"]>;
  },
  id: number,
): HistoryCalls => ({
  versions: record.versions({ id }),
  version: (version) => record.version({ id, version }),
  restore: (version) => record.restore({ id, version }),
});

// the history of what staff edit (decision 028): a record's or a page's versions (`calls`),
// newest first, each comparable field by field with `current` and restorable.
// The newest is `current` itself (a record's last save, a page's live version). `label` names a
// field (a dotted path) in the admin's language; `kind` picks the words (a page is published).
export function VersionHistory({
  calls,
  current,
  label,
  onRestored,
  kind = "record",
}: {
  calls: HistoryCalls;
  current: unknown;
  label: (field: string) => string;
  onRestored: () => void;
  kind?: "record" | "page";
}) {
  const language = useAdminLanguage();
  const base = adminHistory[language];
  const copy = kind === "page" ? { ...base, ...base.page } : base;
  const versions = useApiQuery(calls.versions, (body) => body.versions, copy.loadFailed);
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const { mutate, isBusy } = useApiMutation();

  const restore = async () => {
    if (!restoring) return;
    const done = await mutate(
      calls.restore(restoring.id),
      { failed: copy.restoreFailed, done: copy.restored },
      { key: "restore" },
    );
    setRestoring(null);
    if (done) {
      setComparing(null);
      versions.reload({ quiet: true });
      onRestored();
    }
  };

  if (versions.state === "loading") return <Spinner label={copy.loading} />;
  if (versions.state === "error")
    return <LoadFailed message={copy.loadFailed} retry={copy.retry} onRetry={() => versions.reload()} />;
  const list = versions.data ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{copy.intro}</p>
      {list.length === 0 && <p className="text-slate-700">{copy.empty}</p>}
      {list.length > 0 && (
        <ol aria-label={copy.caption} className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {list.map((version, index) => {
            const when = formatDateTime(version.created_at, language);
            const newest = index === 0;
            return (
              <li key={version.id} className="p-4" data-version={version.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-slate-900">
                      <time dateTime={version.created_at}>{when}</time>
                      {" · "}
                      {version.actor_name ?? copy.original}
                      {newest && (
                        <span className="ml-2 align-middle">
                          <Badge tone="green">{copy.current}</Badge>
                        </span>
                      )}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      {version.fields.length > 0
                        ? `${fillPlural(copy.fieldsChanged, { count: version.fields.length }, language)}: ${version.fields
                            .slice(0, 6)
                            .map(label)
                            .join(", ")}${version.fields.length > 6 ? "…" : ""}`
                        : copy.noFields}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <IconButton
                      icon={History}
                      label={comparing === version.id ? copy.hideCompare : copy.compare}
                      className={buttonClass("secondary", "sm")}
                      expanded={comparing === version.id}
                      onClick={() => setComparing(comparing === version.id ? null : version.id)}
                    />
                    <IconButton
                      icon={RotateCcw}
                      label={copy.restore}
                      className={buttonClass("ghost", "sm")}
                      disabled={newest}
                      onClick={() => setRestoring(version)}
                    />
                  </div>
                </div>
                {comparing === version.id && (
                  <Comparison call={calls.version(version.id)} current={current} label={label} copy={copy} />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={copy.restoreTitle}
        message={fill(copy.restoreMessage, {
          time: restoring ? formatDateTime(restoring.created_at, language) : "",
        })}
        confirmLabel={copy.restore}
        busy={isBusy("restore")}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}

// a version beside the current content, the fields that differ only
function Comparison({
  call,
  current,
  label,
  copy,
}: {
  call: ReturnType<HistoryCalls["version"]>;
  current: unknown;
  label: (field: string) => string;
  copy: (typeof adminHistory)["vi"];
}) {
  const version = useApiQuery(call, (body) => body.version, copy.loadFailed);
  if (version.state !== "ready" || !version.data) return <Spinner label={copy.loading} />;
  const fields = changedFields(version.data.document, current);
  if (fields.length === 0) return <p className="mt-3 text-sm text-slate-700">{copy.same}</p>;
  const shown = (value: unknown) => asText(value, copy.emptyValue);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="version-comparison">
        <caption className="sr-only">{copy.compareCaption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.field}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.version}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.current}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {label(field)}
              </th>
              <td className="max-w-xs whitespace-pre-line break-words px-3 py-2 text-slate-700">
                {shown(valueAt(version.data?.document, field))}
              </td>
              <td className="max-w-xs whitespace-pre-line break-words px-3 py-2 text-slate-700">
                {shown(valueAt(current, field))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// a value as text: a text itself, a rich text's words, a list's entries one a line
function asText(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === "") return empty;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map((item) => asText(item, empty)).join("\n");
  const record = value as Record<string, unknown>;
  if (record.type === "doc" || Array.isArray(record.content)) return words(record).trim();
  return Object.values(record)
    .map((item) => asText(item, empty))
    .join(" · ");
}

function words(node: unknown): string {
  if (typeof node !== "object" || node === null) return "";
  const record = node as { text?: unknown; content?: unknown; type?: unknown };
  if (typeof record.text === "string") return record.text;
  const inner = Array.isArray(record.content) ? record.content.map(words) : [];
  return record.type === "paragraph" || record.type === "heading" ? `${inner.join("")}\n` : inner.join("");
}

// a record's history in a dialog, opened from its row
export function HistoryDialog({
  open,
  name,
  onClose,
  ...history
}: Parameters<typeof VersionHistory>[0] & { open: boolean; name: string; onClose: () => void }) {
  const language = useAdminLanguage();
  return (
    <Modal open={open} title={fill(adminHistory[language].title, { name })} onClose={onClose} size="lg">
      {open && <VersionHistory {...history} />}
    </Modal>
  );
}
