import { Pencil, Trash2 } from "lucide-react";
import { adminCommon, fill } from "../../content/admin/common.ts";
import { adminManagement } from "../../content/admin/management.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { formatDate } from "../../lib/format.ts";
import { type CatalogueConfig, type CatalogueItem, localized } from "./catalogues.ts";
import { LogoThumb } from "./logo-thumb.tsx";

const iconButton = (tone: string) =>
  `inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors ${tone}`;

// the entries of one catalogue; on a phone the table scrolls inside its own box
export function CatalogueTable({
  config,
  items,
  onEdit,
  onDelete,
}: {
  config: CatalogueConfig;
  items: CatalogueItem[];
  onEdit: (item: CatalogueItem) => void;
  onDelete: (item: CatalogueItem) => void;
}) {
  const language = useAdminLanguage();
  const copy = adminManagement[language];
  const common = adminCommon[language];
  const head = "px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase";
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{copy.catalogues[config.copyKey].caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {copy.columns.name}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {copy.columns.description}
            </th>
            {config.hasLogo && (
              <th scope="col" className={`${head} text-left`}>
                {copy.columns.logo}
              </th>
            )}
            {config.hasReferences && (
              <>
                <th scope="col" className={`${head} text-left`}>
                  {copy.columns.category}
                </th>
                <th scope="col" className={`${head} text-left`}>
                  {copy.columns.company}
                </th>
              </>
            )}
            <th scope="col" className={`${head} text-left`}>
              {copy.columns.created}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {copy.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => {
            const text = localized(item, language);
            return (
              <tr key={item.id} className="align-top hover:bg-slate-50">
                <td className="min-w-44 px-4 py-3">
                  <span className="block font-semibold text-slate-900" lang={language}>
                    {text.name}
                  </span>
                  {text.otherName && text.otherName !== text.name && (
                    <span className="block text-slate-600" lang={text.otherLanguage}>
                      {text.otherName}
                    </span>
                  )}
                </td>
                <td className="min-w-56 max-w-md px-4 py-3 text-slate-700">
                  {text.description ? (
                    <span className="line-clamp-2">{text.description}</span>
                  ) : (
                    <span className="text-slate-500 italic">{copy.noDescription}</span>
                  )}
                </td>
                {config.hasLogo && (
                  <td className="px-4 py-3">
                    {item.logo_path ? (
                      <LogoThumb
                        src={item.logo_path}
                        alt={fill(copy.logo.alt, { name: text.name })}
                        brokenText={copy.logo.broken}
                        brokenLabel={copy.logo.brokenLabel}
                      />
                    ) : (
                      <span className="text-slate-500 italic">{copy.logo.none}</span>
                    )}
                  </td>
                )}
                {config.hasReferences && (
                  <>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{text.category}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{text.company}</td>
                  </>
                )}
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      onClick={() => onEdit(item)}
                      className={iconButton("text-slate-700 hover:bg-slate-100")}
                      aria-label={fill(copy.row.edit, { name: text.name })}
                      title={common.action.edit}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(item)}
                      className={iconButton("text-red-700 hover:bg-red-50")}
                      aria-label={fill(copy.row.delete, { name: text.name })}
                      title={common.action.delete}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
