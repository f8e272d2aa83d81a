import { type KeyboardEvent, useEffect } from "react";
import { adminManagement } from "../../content/admin/management.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { CATALOGUES, type CatalogueConfig } from "./catalogues.ts";

export const tabId = (slug: string) => `management-tab-${slug}`;
export const panelId = (slug: string) => `management-panel-${slug}`;

// the catalogues as tabs: arrow keys, Home and End move between them (and open them), Tab
// moves on into the open panel
export function CatalogueTabs({
  active,
  onSelect,
}: {
  active: CatalogueConfig["slug"];
  onSelect: (slug: CatalogueConfig["slug"]) => void;
}) {
  const copy = adminManagement[useAdminLanguage()];

  // on a narrow screen the tab row scrolls: keep the open tab in view
  useEffect(() => {
    document.getElementById(tabId(active))?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CATALOGUES.findIndex((catalogue) => catalogue.slug === active);
    const last = CATALOGUES.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : CATALOGUES[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.slug);
    document.getElementById(tabId(next.slug))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={copy.tabsLabel}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-300"
    >
      {CATALOGUES.map(({ slug, copyKey, icon: Icon }) => {
        const selected = slug === active;
        return (
          <button
            key={slug}
            id={tabId(slug)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(slug) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(slug)}
            className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
              selected
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900"
            }`}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {copy.catalogues[copyKey].label}
          </button>
        );
      })}
    </div>
  );
}
