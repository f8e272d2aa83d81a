import type { AuditAction, AuditEntry } from "../../../../contract/audit.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { Badge, DataTable } from "../../components/ui.tsx";
import { adminAudit } from "../../content/audit.ts";
import { describeChanges, recordLabel } from "./describe.ts";

const tones: Record<AuditAction, "green" | "slate" | "amber" | "brand" | "red"> = {
  login: "slate",
  login_failed: "red",
  create: "green",
  update: "brand",
  status: "amber",
  delete: "red",
  publish: "green",
  schedule: "amber",
  restore: "brand",
};

// one page of the trail: a table on wide screens, one card per entry on a phone (each cell then
// carries its own heading)
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const language = useAdminLanguage();
  const copy = adminAudit[language];
  const headers = [
    copy.table.time,
    copy.table.person,
    copy.table.action,
    copy.table.record,
    copy.table.changes,
    copy.table.address,
  ];
  // on a phone each row is a card: time | action, person | address, then the record and changes
  const cell = "px-4 lg:table-cell lg:px-4 lg:py-3 lg:align-top";
  // the column's name, for screen readers where the card has no header row
  const heading = (text: string) => <span className="sr-only lg:hidden">{text}: </span>;
  return (
    <DataTable
      caption={copy.table.caption}
      headers={headers}
      frameClass="lg:overflow-x-auto"
      tableClass="block w-full text-left text-sm lg:table lg:divide-y lg:divide-slate-200"
      headClass="hidden lg:table-header-group"
      bodyClass="block divide-y divide-slate-200 lg:table-row-group lg:divide-slate-100"
    >
      {entries.map((entry) => {
        const label = recordLabel(entry, language);
        const changes = describeChanges(entry, language);
        const unchanged = changes.fields === "" && changes.values.length === 0 && changes.count === null;
        return (
          <tr
            key={entry.id}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 hover:bg-slate-50 lg:table-row lg:py-0"
            data-audit-entry={entry.id}
          >
            <td
              className={`${cell} col-start-1 row-start-1 whitespace-nowrap tabular-nums text-slate-600 lg:text-slate-900`}
            >
              {heading(copy.table.time)}
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
            </td>
            <td className={`${cell} col-start-1 row-start-2 font-semibold text-slate-900`}>
              {heading(copy.table.person)}
              {entry.actor_name ?? (
                <span className="font-normal text-slate-500 italic">{copy.table.unknownPerson}</span>
              )}
            </td>
            <td className={`${cell} col-start-2 row-start-1 text-right whitespace-nowrap lg:text-left`}>
              {heading(copy.table.action)}
              <Badge tone={tones[entry.action]}>{copy.actions[entry.action]}</Badge>
            </td>
            <td className={`${cell} col-span-2 row-start-3`}>
              {heading(copy.table.record)}
              <span className="text-slate-600">
                {copy.types[entry.entity_type]}
                {entry.entity_id !== null && <span className="tabular-nums"> #{entry.entity_id}</span>}
              </span>
              {label && <span className="block break-words text-slate-900">{label}</span>}
            </td>
            <td className={`${cell} col-span-2 row-start-4 text-slate-700 ${unchanged ? "hidden" : ""}`}>
              {heading(copy.table.changes)}
              {unchanged ? (
                <span className="text-slate-500">{entry.action === "update" ? copy.table.noChanges : "—"}</span>
              ) : (
                <>
                  {changes.fields && (
                    <span className="block font-mono text-xs break-words">
                      <span className="sr-only">{copy.table.fields}: </span>
                      {changes.fields}
                    </span>
                  )}
                  {changes.values.map((value) => (
                    <span key={value} className="block">
                      {value}
                    </span>
                  ))}
                  {changes.count && <span className="block">{changes.count}</span>}
                </>
              )}
            </td>
            <td
              className={`${cell} col-start-2 row-start-2 text-right font-mono text-xs text-slate-600 lg:text-left lg:whitespace-nowrap`}
            >
              {heading(copy.table.address)}
              {entry.ip ?? "—"}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
