import { Download } from "lucide-react";
import { useState } from "react";
import { BYTE_ORDER_MARK, csvRow } from "../../../../contract/csv.ts";
import { LEAD_STAGE_NAMES } from "../../../../contract/lead-stage-names.ts";
import { QUOTE_SERVICE_NAMES, type QuoteService } from "../../../../contract/quote-options.ts";
import {
  type PipelineReport,
  type PipelineRow,
  REPORT_GROUPS,
  type ReportGroup,
} from "../../../../contract/reports.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatNumber, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import {
  DataTable,
  inputClass,
  LoadFailed,
  Screen,
  SegmentedButtons,
  Spinner,
  STACKED_TABLE,
} from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminReports } from "../../content/reports.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

// /admin/reports (issue 38, point 6): the pipeline report — the leads received in the last 30 or
// 90 days or 12 months, grouped by stage, owner, month, service, province, source or campaign
// (GET /api/reports/pipeline): each group's won value as a bar, the table with every figure
// beneath it, and the same table as a CSV file

const RANGES = ["30", "90", "365"] as const;
type Range = (typeof RANGES)[number];

// the days from `days` days ago to today, in Vietnam's time
function rangeOf(days: number): { from: string; to: string } {
  const day = (offset: number) => {
    const date = new Date(`${todayInVietnam()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - offset);
    return date.toISOString().slice(0, 10);
  };
  return { from: day(days - 1), to: day(0) };
}
const dayText = (day: string) => day.split("-").reverse().join("/");
const read = (body: PipelineReport) => body;

export function ReportsScreen() {
  const language = useAdminLanguage();
  const copy = adminReports[language];
  const [range, setRange] = useState<Range>("90");
  const [by, setBy] = useState<ReportGroup>("stage");
  const { from, to } = rangeOf(Number(range));
  const report = useApiQuery(api.reports.pipeline({ from, to, by }), read, copy.loadFailed);
  const data = report.data;
  const withVisits = by === "source" || by === "campaign";

  // a group's name as people read it
  const groupName = (row: PipelineRow) => {
    if (row.key === null) return copy.none;
    if (by === "stage") return LEAD_STAGE_NAMES[language][row.key as keyof (typeof LEAD_STAGE_NAMES)["vi"]] ?? row.key;
    if (by === "owner") return row.label ?? `#${row.key}`;
    if (by === "service") return QUOTE_SERVICE_NAMES[language][row.key as QuoteService] ?? row.key;
    if (by === "month") return row.key.split("-").reverse().join("/");
    return row.key;
  };
  const percent = (rate: number | null) =>
    rate === null
      ? "—"
      : new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-GB", {
          style: "percent",
          maximumFractionDigits: 0,
        }).format(rate);
  const columns = copy.columns;
  const headers = [
    copy.groups[by],
    ...(withVisits ? [columns.visits] : []),
    columns.leads,
    columns.quotes,
    columns.won,
    columns.lost,
    columns.winRate,
    columns.openValue,
    columns.wonValue,
  ];
  const cells = (row: Omit<PipelineRow, "key" | "label">) => [
    ...(withVisits ? [row.visits ?? 0] : []),
    row.leads,
    row.quotes,
    row.won,
    row.lost,
  ];

  // the table as a file a spreadsheet opens (plain numbers, the win rate as a fraction)
  const download = () => {
    if (!data) return;
    const lines = [
      csvRow(headers),
      ...data.rows.map((row) =>
        csvRow([groupName(row), ...cells(row), row.win_rate, row.open_value_vnd, row.won_value_vnd]),
      ),
      csvRow([
        copy.total,
        ...cells(data.totals),
        data.totals.win_rate,
        data.totals.open_value_vnd,
        data.totals.won_value_vnd,
      ]),
    ];
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([BYTE_ORDER_MARK, ...lines], { type: "text/csv;charset=utf-8" }));
    link.download = `pipeline-${by}-${from}-${to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const most = Math.max(1, ...(data?.rows ?? []).map((row) => row.won_value_vnd));
  return (
    <Screen
      className="mx-auto max-w-6xl"
      title={copy.title}
      intro={copy.intro}
      action={
        <button type="button" className={buttonClass("secondary")} disabled={!data} onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {copy.download}
        </button>
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedButtons
          legend={copy.range}
          options={RANGES.map((value) => ({ value, label: copy.ranges[value] }))}
          value={range}
          onChange={setRange}
        />
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {copy.groupBy}
          <select className={inputClass} value={by} onChange={(event) => setBy(event.target.value as ReportGroup)}>
            {REPORT_GROUPS.map((group) => (
              <option key={group} value={group}>
                {copy.groups[group]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {report.state === "loading" && !data && <Spinner label={copy.loading} />}
      {report.state === "error" && (
        <LoadFailed
          message={copy.loadFailed}
          retry={adminCommon[language].retry}
          onRetry={() => report.reload()}
          className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        />
      )}
      {data && data.rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {copy.empty}
        </p>
      )}
      {data && data.rows.length > 0 && (
        <>
          {/* the chart: each group's won value as a bar; the table below says the same in figures */}
          <figure className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <figcaption className="text-sm font-semibold text-slate-900">
              {copy.chart} <span className="font-normal text-slate-600">{copy.chartNote}</span>
            </figcaption>
            <ul className="mt-3 space-y-2" aria-hidden="true">
              {data.rows.slice(0, 12).map((row) => (
                <li
                  key={String(row.key)}
                  className="grid grid-cols-[minmax(6rem,12rem)_1fr] items-center gap-3 text-sm"
                >
                  <span className="truncate text-slate-700">{groupName(row)}</span>
                  <span className="flex items-center gap-2">
                    <span
                      className="h-3 rounded-sm bg-brand-600"
                      style={{ width: `${(row.won_value_vnd / most) * 100}%`, minWidth: row.won_value_vnd > 0 ? 4 : 0 }}
                    />
                    <span className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
                      {formatNumber(row.won_value_vnd, language)} ₫
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </figure>
          {/* a card per group on a phone, the figures named; a table from a tablet's width */}
          <DataTable
            caption={fill(copy.caption, { from: dayText(data.from), to: dayText(data.to) })}
            headers={headers.map((label, index) => ({
              label,
              className: `whitespace-normal! ${index > 0 ? "text-right" : ""}`,
            }))}
            {...STACKED_TABLE}
          >
            {[...data.rows, null].map((row) => {
              const values = row ?? data.totals;
              const figures = [
                ...cells(values).map((value) => formatNumber(value, language)),
                percent(values.win_rate),
                formatNumber(values.open_value_vnd, language),
                formatNumber(values.won_value_vnd, language),
              ];
              return (
                <tr
                  key={row ? String(row.key) : "total"}
                  className={`${STACKED_TABLE.row} ${row ? "" : "font-semibold"}`}
                >
                  <th
                    scope="row"
                    className={`${STACKED_TABLE.cell} text-left font-semibold whitespace-nowrap text-slate-900`}
                  >
                    {row ? groupName(row) : copy.total}
                  </th>
                  {figures.map((figure, index) => (
                    <td
                      key={headers[index + 1]}
                      data-label={headers[index + 1]}
                      className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} tabular-nums sm:text-right`}
                    >
                      {figure}
                    </td>
                  ))}
                </tr>
              );
            })}
          </DataTable>
        </>
      )}
    </Screen>
  );
}
