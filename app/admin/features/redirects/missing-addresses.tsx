import { CornerDownRight } from "lucide-react";
import { useEffect, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime, formatNumber } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import {
  Badge,
  DataTable,
  LoadFailed,
  Pagination,
  SegmentedButtons,
  Spinner,
  STACKED_TABLE,
} from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminRedirects } from "../../content/redirects.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

type Sort = "hits" | "recent";
const PAGE_SIZE = 20;

// the addresses visitors asked for that answered 404 (api.notFound.list), under the redirects:
// the most visited (or the most recent) first, each with "Redirect this", which opens the
// redirect form with the address filled in; read again after every save
export function MissingAddresses({ add, saves }: { add: (from: string) => void; saves: number }) {
  const language = useAdminLanguage();
  const copy = adminRedirects[language].missing;
  const [sort, setSort] = useState<Sort>("hits");
  const [page, setPage] = useState(1);
  const missing = useApiQuery(
    api.notFound.list({ sort, page, limit: PAGE_SIZE }),
    (body) => (Array.isArray(body.items) ? body : undefined),
    copy.loadFailed,
  );
  const { reload } = missing;
  useEffect(() => {
    if (saves > 0) reload({ quiet: true });
  }, [saves, reload]);

  const answer = missing.data;
  return (
    <section aria-labelledby="missing-heading" className="space-y-4 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="missing-heading" className="text-xl font-bold text-slate-900">
            {copy.heading}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{copy.intro}</p>
          {answer && (
            <p className="mt-1 text-sm font-medium text-slate-700">
              {fill(copy.totals, {
                hits: formatNumber(answer.totals.hits, language),
                bots: formatNumber(answer.totals.bot_hits, language),
              })}
            </p>
          )}
        </div>
        <SegmentedButtons
          legend={copy.sort}
          options={[
            { value: "hits", label: copy.byHits },
            { value: "recent", label: copy.byRecent },
          ]}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
        />
      </div>
      {missing.state === "loading" && !answer && <Spinner label={copy.loading} />}
      {missing.state === "error" && (
        <LoadFailed
          message={copy.loadFailed}
          retry={adminCommon[language].retry}
          onRetry={() => reload()}
          className="rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        />
      )}
      {answer && answer.items.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {copy.empty}
        </p>
      )}
      {answer && answer.items.length > 0 && (
        <>
          <DataTable
            caption={copy.caption}
            headers={[
              copy.path,
              { label: copy.hits, className: "text-right" },
              { label: copy.robots, className: "text-right" },
              copy.lastSeen,
              copy.referrer,
              { label: copy.action, className: "text-right" },
            ]}
            // on a phone each address is a card, its figures named (issue 35)
            {...STACKED_TABLE}
          >
            {answer.items.map((item) => (
              <tr key={item.path} className={`${STACKED_TABLE.row} align-top`}>
                <td className={`${STACKED_TABLE.cell} font-mono text-sm break-all text-slate-900 sm:min-w-40`}>
                  {item.path}
                </td>
                <td
                  data-label={copy.hits}
                  className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} text-slate-900 tabular-nums sm:text-right`}
                >
                  {formatNumber(item.hits, language)}
                </td>
                <td
                  data-label={copy.robots}
                  className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} text-slate-600 tabular-nums sm:text-right`}
                >
                  {formatNumber(item.bot_hits, language)}
                </td>
                <td
                  data-label={copy.lastSeen}
                  className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} whitespace-nowrap text-slate-700`}
                >
                  <time dateTime={item.last_seen}>{formatDateTime(item.last_seen, language)}</time>
                </td>
                <td
                  data-label={copy.referrer}
                  className={`${STACKED_TABLE.cell} ${STACKED_TABLE.labelled} break-all text-slate-700`}
                >
                  {item.referrer ?? copy.direct}
                </td>
                <td className={`${STACKED_TABLE.cell} pt-2 sm:text-right`}>
                  {item.redirect_to ? (
                    <Badge tone="green">{fill(copy.redirectedTo, { to: item.redirect_to })}</Badge>
                  ) : (
                    <button
                      type="button"
                      className={buttonClass("secondary")}
                      aria-label={fill(copy.redirectThis, { path: item.path })}
                      onClick={() => add(item.path)}
                    >
                      <CornerDownRight className="h-4 w-4" aria-hidden="true" />
                      {copy.redirectThisShort}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={answer.pagination.total}
            itemsLabel={copy.items}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
