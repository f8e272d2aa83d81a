import { Briefcase, Building2, FolderTree, type LucideIcon, Wrench } from "lucide-react";
import type { z } from "zod";
import { CategoryInputSchema, ToolInputSchema, ToolsCompanyInputSchema } from "../../../../contract/catalogues.ts";
import type { Language } from "../../../../contract/constants.ts";
import type { adminManagement } from "../../content/management.ts";
import { api } from "../../lib/api.ts";
import { inLanguage, textValues } from "../../lib/records.ts";

// the four reference catalogues of /admin/management: one small config each drives the same
// tab, table and form

type CatalogueCopyKey = keyof (typeof adminManagement)["en"]["catalogues"];

export interface CatalogueConfig {
  // the URL's ?tab= value and the API path under /api/management
  slug: "business-categories" | "tools-categories" | "tools-companies" | "tools";
  copyKey: CatalogueCopyKey;
  icon: LucideIcon;
  schema: typeof CategoryInputSchema | typeof ToolsCompanyInputSchema | typeof ToolInputSchema;
  // companies and tools carry an uploaded logo
  hasLogo: boolean;
  // tools name a tools category and a tools company
  hasReferences: boolean;
}

export const CATALOGUES: readonly CatalogueConfig[] = [
  {
    slug: "business-categories",
    copyKey: "businessCategories",
    icon: Briefcase,
    schema: CategoryInputSchema,
    hasLogo: false,
    hasReferences: false,
  },
  {
    slug: "tools-categories",
    copyKey: "toolsCategories",
    icon: FolderTree,
    schema: CategoryInputSchema,
    hasLogo: false,
    hasReferences: false,
  },
  {
    slug: "tools-companies",
    copyKey: "toolsCompanies",
    icon: Building2,
    schema: ToolsCompanyInputSchema,
    hasLogo: true,
    hasReferences: false,
  },
  { slug: "tools", copyKey: "tools", icon: Wrench, schema: ToolInputSchema, hasLogo: true, hasReferences: true },
];

export function catalogueBySlug(slug: string | null): CatalogueConfig {
  return CATALOGUES.find((catalogue) => catalogue.slug === slug) ?? (CATALOGUES[0] as CatalogueConfig);
}

// a catalogue's calls (its group of the endpoint table)
const catalogueCalls = {
  "business-categories": api.businessCategories,
  "tools-categories": api.toolsCategories,
  "tools-companies": api.toolsCompanies,
  tools: api.tools,
} as const satisfies Record<CatalogueConfig["slug"], unknown>;
export const catalogueApi = <Slug extends CatalogueConfig["slug"]>(slug: Slug) => catalogueCalls[slug];

// one entry as the API lists it; companies and tools add a logo, tools their references
export interface CatalogueItem {
  id: number;
  name: string;
  name_vi: string;
  description: string | null;
  description_vi: string | null;
  created_at: string;
  logo_path?: string | null;
  tools_categories_id?: number;
  tools_companies_id?: number;
  category_name?: string;
  category_name_vi?: string;
  company_name?: string;
  company_name_vi?: string;
}

// what the add/edit form holds: every field of the widest catalogue (tools); selects hold strings
export interface CatalogueFormValues {
  name: string;
  name_vi: string;
  description: string;
  description_vi: string;
  logo_path: string | null;
  tools_categories_id: string;
  tools_companies_id: string;
}

export type CatalogueOutput = z.output<typeof CategoryInputSchema> &
  Partial<Pick<z.output<typeof ToolInputSchema>, "logo_path" | "tools_categories_id" | "tools_companies_id">>;

export function formDefaults(item: CatalogueItem | null): CatalogueFormValues {
  return {
    ...textValues(item, ["name", "name_vi", "description", "description_vi"]),
    logo_path: item?.logo_path ?? null,
    tools_categories_id: item?.tools_categories_id ? String(item.tools_categories_id) : "",
    tools_companies_id: item?.tools_companies_id ? String(item.tools_companies_id) : "",
  };
}

// the entry's name and description in the interface language, the other language's name too
export function localized(item: CatalogueItem, language: Language) {
  const vi = language === "vi";
  return {
    name: inLanguage(language, item.name_vi, item.name),
    otherName: vi ? item.name : item.name_vi,
    otherLanguage: vi ? "en" : "vi",
    description: (vi ? item.description_vi : item.description) || (vi ? item.description : item.description_vi) || "",
    category: (vi ? item.category_name_vi : item.category_name) ?? "",
    company: (vi ? item.company_name_vi : item.company_name) ?? "",
  };
}
