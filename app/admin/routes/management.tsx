import { useSearchParams } from "react-router";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { Tabs } from "../components/tabs.tsx";
import { Screen } from "../components/ui.tsx";
import { adminManagement } from "../content/management.ts";
import { CatalogueTab } from "../features/management/catalogue-tab.tsx";
import { CATALOGUES, type CatalogueConfig, catalogueBySlug } from "../features/management/catalogues.ts";

// /admin/management: the four reference catalogues, the open one kept in ?tab= so a reload keeps it
export default function Management() {
  const copy = adminManagement[useAdminLanguage()];
  const [searchParams, setSearchParams] = useSearchParams();
  const active = catalogueBySlug(searchParams.get("tab"));

  const select = (slug: CatalogueConfig["slug"]) => {
    if (slug === active.slug) return;
    setSearchParams(
      (params) => {
        params.set("tab", slug);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Screen className="mx-auto max-w-7xl" title={copy.title} intro={copy.intro}>
      <Tabs
        label={copy.tabsLabel}
        tabs={CATALOGUES.map(({ slug, copyKey, icon }) => ({ key: slug, label: copy.catalogues[copyKey].label, icon }))}
        active={active.slug}
        onChange={select}
      >
        <CatalogueTab key={active.slug} config={active} />
      </Tabs>
    </Screen>
  );
}
