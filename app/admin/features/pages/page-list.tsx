import { Link } from "react-router";
import { PAGE_KEYS } from "../../../../contract/pages/index.ts";
import type { PageSummary } from "../../../../contract/pages.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { Badge, DataTable, ScreenHeader, Spinner } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminPages } from "../../content/pages.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

// in the site's order (the home page first, the header and footer last)
const readPages = (body: { pages: PageSummary[] }) =>
  [...body.pages].sort((a, b) => PAGE_KEYS.indexOf(a.key) - PAGE_KEYS.indexOf(b.key));

// /admin/pages: every page whose words staff edit, its last change and whether a draft waits
export function PageListScreen() {
  const language = useAdminLanguage();
  const copy = adminPages[language];
  const { data: pages, state } = useApiQuery(api.pages.list(), readPages, copy.loadFailed);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ScreenHeader title={copy.title} intro={copy.intro} />
      {pages ? (
        <DataTable
          caption={copy.table.caption}
          headers={[
            copy.table.name,
            { label: copy.table.address, className: "hidden sm:table-cell" },
            { label: copy.table.changed, className: "hidden md:table-cell" },
            copy.table.state,
          ]}
        >
          {pages.map((page) => (
            <tr key={page.key} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                <Link
                  to={`/admin/pages/${page.key}`}
                  className="text-brand-700 underline-offset-2 hover:underline focus-visible:underline"
                >
                  {copy.names[page.key]}
                </Link>
                <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden">
                  {page.path ?? copy.table.noAddress}
                </span>
              </th>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 sm:table-cell">
                {page.path ? <code className="text-xs">{page.path}</code> : copy.table.noAddress}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
                {formatDateTime(page.updated_at, language)}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1.5">
                  {page.publish_at ? (
                    <Badge tone="brand">
                      {fill(copy.table.scheduled, { date: formatDateTime(page.publish_at, language) })}
                    </Badge>
                  ) : page.has_draft ? (
                    <Badge tone="amber">{copy.table.draft}</Badge>
                  ) : (
                    <Badge tone="green">{copy.table.live}</Badge>
                  )}
                  {page.shipped && <Badge tone="amber">{copy.table.shipped}</Badge>}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : state === "error" ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {copy.loadFailed}
        </p>
      ) : (
        <Spinner label={copy.loading} />
      )}
    </div>
  );
}
