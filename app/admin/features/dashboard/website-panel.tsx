import { ArrowDown, ArrowUp, BarChart3 } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from "react";
import type { AnalyticsSummary } from "../../../../contract/analytics.ts";
import type { Language } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDay, formatNumber, formatShortDay, todayInVietnam } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { DataTable, LoadFailed, SegmentedButtons, Spinner } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminWebsite } from "../../content/website.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { changeOf } from "./website-change.ts";

// The dashboard's Website tab (issue 25): what the site brings over the last 7, 30 or 90 days —
// page views and visits per day, where visits come from, the pages and campaigns that lead to
// enquiries — from GET /api/analytics/summary. Each chart has its figures as a table one click
// away; the charts (Chart.js) load with the tab, in their own chunk.

const WebsiteChart = lazy(() => import("./website-chart.tsx"));

const RANGES = ["7", "30", "90"] as const;
type Range = (typeof RANGES)[number];

const read = (body: AnalyticsSummary) => body;

// the days from `days` days ago to today, in Vietnam's time; `before`: the same number of days
// just before those
function rangeOf(days: number, before = false): { from: string; to: string } {
  const day = (offset: number) => {
    const date = new Date(`${todayInVietnam()}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - offset);
    return date.toISOString().slice(0, 10);
  };
  return before ? { from: day(2 * days - 1), to: day(days) } : { from: day(days - 1), to: day(0) };
}

export function useWebsiteSummary(days: number, before = false) {
  const copy = adminWebsite[useAdminLanguage()];
  const { from, to } = rangeOf(days, before);
  return useApiQuery(api.analytics.summary({ from, to }), read, copy.loadFailed);
}

function numbers(language: Language) {
  const locale = language === "vi" ? "vi-VN" : "en-GB";
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return {
    locale,
    whole: (value: number) => formatNumber(value, language),
    // enquiries per visit; none without visits
    rate: (leads: number, visits: number) => (visits > 0 ? percent.format(leads / visits) : "—"),
    // a change, as a share of what it was (0.125 → 12,5%)
    share: (value: number) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value),
    short: (day: string) => formatShortDay(day, language),
  };
}

// a chart, with a button that shows its figures as a table instead
function ChartFigure({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const copy = adminWebsite[useAdminLanguage()].chart;
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <figcaption id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </figcaption>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? copy.showChart : copy.showTable}
        </button>
      </div>
      <div className="mt-4">
        {asTable ? (
          <div id={`${id}-table`}>{table}</div>
        ) : (
          <Suspense fallback={<div className="h-64" />}>{chart}</Suspense>
        )}
      </div>
    </figure>
  );
}

const cell = "px-4 py-2";
const figure = `${cell} text-right tabular-nums`;

// a table of figures: a label a row (its header cell), then its numbers, right-aligned
function FiguresTable({
  caption,
  head,
  columns,
  rows,
  labelClass = "",
}: {
  caption: string;
  head: string;
  columns: string[];
  rows: { key: string; label: ReactNode; values: string[] }[];
  labelClass?: string;
}) {
  // on a phone the table scrolls sideways: its frame is a region the keyboard can reach and scroll
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <DataTable
        caption={caption}
        frameClass=""
        headers={[head, ...columns.map((label) => ({ label, className: "text-right" }))]}
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cell} font-normal ${labelClass}`}>
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={columns[index]} className={figure}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

export function WebsitePanel() {
  const language = useAdminLanguage();
  const copy = adminWebsite[language];
  const [range, setRange] = useState<Range>("30");
  const summary = useWebsiteSummary(Number(range));
  const earlier = useWebsiteSummary(Number(range), true).data?.totals;
  const format = numbers(language);
  const data = summary.data;
  // under a total, how it compares with the days before (once they are read)
  const compared = (now: number, before: number | undefined) => {
    if (before === undefined || earlier === undefined) return null;
    const change = changeOf(now, before, earlier.views > 0);
    const values = {
      days: range,
      percent: change.kind === "up" || change.kind === "down" ? format.share(change.share) : "",
    };
    return (
      <dd
        className={`mt-1 text-sm ${change.kind === "up" ? "text-green-800" : change.kind === "down" ? "text-red-800" : "text-slate-600"}`}
      >
        {change.kind === "up" && <ArrowUp className="mr-1 inline h-4 w-4" aria-hidden="true" />}
        {change.kind === "down" && <ArrowDown className="mr-1 inline h-4 w-4" aria-hidden="true" />}
        {fill(copy.change[change.kind], values)}
      </dd>
    );
  };
  const sourceName = (source: string) => copy.sourceNames[source] ?? source;

  const daySeries = useMemo(
    () =>
      data
        ? [
            { label: copy.chart.views, data: data.days.map((day) => day.views), color: "#1d4ed8" },
            { label: copy.chart.visitors, data: data.days.map((day) => day.visitors), color: "#f59e0b" },
          ]
        : [],
    [data, copy],
  );
  const dayLabels = useMemo(() => (data ? data.days.map((day) => format.short(day.day)) : []), [data, format]);
  const sourceSeries = useMemo(
    () => (data ? [{ label: copy.sources.visits, data: data.sources.map((row) => row.visits), color: "#1d4ed8" }] : []),
    [data, copy],
  );
  const sourceLabels = useMemo(
    () => (data ? data.sources.map((row) => copy.sourceNames[row.source] ?? row.source) : []),
    [data, copy],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{copy.heading}</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{copy.intro}</p>
        </div>
        <SegmentedButtons
          legend={copy.range}
          options={RANGES.map((days) => ({ value: days, label: fill(copy.lastDays, { days }) }))}
          value={range}
          onChange={setRange}
        />
      </div>

      {summary.state === "loading" && <Spinner label={copy.loading} />}
      {summary.state === "error" && (
        <LoadFailed message={copy.loadFailed} retry={copy.retry} onRetry={() => summary.reload()} />
      )}
      {summary.state === "ready" && data && (
        <>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {(
              [
                [copy.totals.views, format.whole(data.totals.views), compared(data.totals.views, earlier?.views)],
                [
                  copy.totals.visitors,
                  format.whole(data.totals.visitors),
                  compared(data.totals.visitors, earlier?.visitors),
                ],
                [copy.totals.leads, format.whole(data.totals.leads), compared(data.totals.leads, earlier?.leads)],
                [
                  copy.totals.conversion,
                  format.rate(data.totals.leads, data.totals.visitors),
                  earlier && earlier.views > 0 && (
                    <dd className="mt-1 text-sm text-slate-600">
                      {fill(copy.change.previous, { days: range, value: format.rate(earlier.leads, earlier.visitors) })}
                    </dd>
                  ),
                ],
              ] as const
            ).map(([label, value, change]) => (
              <div key={label} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
                {change}
              </div>
            ))}
          </dl>

          {data.totals.views === 0 && data.totals.leads === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
              <BarChart3 className="mx-auto mb-2 h-6 w-6 text-slate-400" aria-hidden="true" />
              {copy.empty}
            </p>
          ) : (
            <>
              <ChartFigure
                title={copy.chart.title}
                chart={
                  <WebsiteChart
                    kind="line"
                    labels={dayLabels}
                    series={daySeries}
                    locale={format.locale}
                    description={fill(copy.chart.description, {
                      from: formatDay(data.from, language),
                      to: formatDay(data.to, language),
                      views: format.whole(data.totals.views),
                      visitors: format.whole(data.totals.visitors),
                    })}
                  />
                }
                table={
                  <FiguresTable
                    caption={copy.chart.title}
                    head={copy.chart.day}
                    columns={[copy.chart.views, copy.chart.visitors]}
                    labelClass="whitespace-nowrap"
                    rows={data.days.map((day) => ({
                      key: day.day,
                      label: formatDay(day.day, language),
                      values: [format.whole(day.views), format.whole(day.visitors)],
                    }))}
                  />
                }
              />

              <div className="grid gap-6 lg:grid-cols-2">
                <ChartFigure
                  title={copy.sourcesChart.title}
                  chart={
                    <WebsiteChart
                      kind="bar"
                      labels={sourceLabels}
                      series={sourceSeries}
                      locale={format.locale}
                      description={`${copy.sourcesChart.description} ${data.sources
                        .map((row) => `${sourceName(row.source)}: ${format.whole(row.visits)}`)
                        .join(", ")}`}
                    />
                  }
                  table={
                    <FiguresTable
                      caption={copy.sources.title}
                      head={copy.sources.source}
                      columns={[copy.sources.visits, copy.sources.leads, copy.sources.conversion]}
                      rows={data.sources.map((row) => ({
                        key: row.source,
                        label: sourceName(row.source),
                        values: [format.whole(row.visits), format.whole(row.leads), format.rate(row.leads, row.visits)],
                      }))}
                    />
                  }
                />
                <div className="space-y-6">
                  {(
                    [
                      [
                        "website-languages",
                        copy.languages,
                        data.languages.map(
                          (row) => [copy.languages[row.language as "vi" | "en"] ?? row.language, row.visits] as const,
                        ),
                      ],
                      [
                        "website-devices",
                        copy.devices,
                        data.devices.map((row) => [copy.devices[row.device], row.visits] as const),
                      ],
                    ] as const
                  ).map(([id, texts, rows]) => (
                    <div key={id} className="space-y-3">
                      <h3 id={id} className="text-lg font-semibold text-slate-900">
                        {texts.title}
                      </h3>
                      <FiguresTable
                        caption={texts.title}
                        head={"language" in texts ? texts.language : texts.device}
                        columns={[texts.visits]}
                        rows={rows.map(([label, visits]) => ({ key: label, label, values: [format.whole(visits)] }))}
                      />
                    </div>
                  ))}
                </div>
              </div>
              <div className="space-y-3">
                <h3 id="website-pages" className="text-lg font-semibold text-slate-900">
                  {copy.pages.title}
                </h3>
                <FiguresTable
                  caption={copy.pages.title}
                  head={copy.pages.path}
                  columns={[copy.pages.views, copy.pages.visits, copy.pages.leads, copy.pages.conversion]}
                  rows={data.pages.map((row) => ({
                    key: row.path,
                    // the page by its name, with its address beneath (its address alone when it has no name)
                    label: (
                      <>
                        <span className="block min-w-40">
                          {(language === "vi" ? row.title_vi : row.title) ?? row.path}
                        </span>
                        {row.title !== null && (
                          <span className="block font-mono text-xs whitespace-nowrap text-slate-600">{row.path}</span>
                        )}
                      </>
                    ),
                    values: [
                      format.whole(row.views),
                      format.whole(row.visits),
                      format.whole(row.leads),
                      format.rate(row.leads, row.visits),
                    ],
                  }))}
                />
              </div>
              <div className="space-y-3">
                <h3 id="website-campaigns" className="text-lg font-semibold text-slate-900">
                  {copy.campaigns.title}
                </h3>
                {data.campaigns.length === 0 ? (
                  <p className="text-sm text-slate-600">{copy.campaigns.empty}</p>
                ) : (
                  <FiguresTable
                    caption={copy.campaigns.title}
                    head={copy.campaigns.campaign}
                    columns={[copy.campaigns.visits, copy.campaigns.leads]}
                    labelClass="break-all"
                    rows={data.campaigns.map((row) => ({
                      key: row.campaign,
                      label: row.campaign,
                      values: [format.whole(row.visits), format.whole(row.leads)],
                    }))}
                  />
                )}
              </div>
            </>
          )}
          <p className="text-xs text-slate-600">{copy.note}</p>
        </>
      )}
    </div>
  );
}

// the Overview tab's line about the website: the last 7 days, and a way to the Website tab
export function WebsiteSummary({ onOpen }: { onOpen: () => void }) {
  const language = useAdminLanguage();
  const copy = adminWebsite[language].summary;
  const figures = adminWebsite[language].totals;
  const summary = useWebsiteSummary(7);
  const format = numbers(language);
  const totals = summary.data?.totals;
  return (
    <section aria-labelledby="website-summary" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="website-summary" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {(
          [
            [figures.visitors, totals?.visitors],
            [figures.views, totals?.views],
            [figures.leads, totals?.leads],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {value === undefined ? "…" : format.whole(value)}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className={`${buttonClass("secondary", "sm")} mt-4`} onClick={onOpen}>
        {copy.open}
      </button>
    </section>
  );
}
