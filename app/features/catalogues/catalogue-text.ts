import type { Language } from "../../../contract/constants.ts";
import type { PublicBrand, PublicTool } from "../../../contract/public-data.ts";

// the catalogues as a page shows them, in the page's language only: built in the loaders, so the
// browser receives one language. Names are required in both languages by the admin form; a name
// or description left empty (or only spaces, by an import or older data) falls back to the other
// language, and a tool with no category or maker simply shows none.

function pick(language: Language, en: string | null, vi: string | null): string {
  const [first, second] = language === "vi" ? [vi, en] : [en, vi];
  return first?.trim() ? first.trim() : (second?.trim() ?? "");
}

export interface ShownImage {
  path: string;
  alt: string;
}

export interface ShownTool {
  id: number;
  name: string;
  description: string;
  maker: string;
  category: { id: number; name: string } | null;
  // the tool's own picture, else its maker's logo, else none (the card shows an icon)
  image: ShownImage | null;
}

export interface ShownBrand {
  id: number;
  name: string;
  logo: string;
  text: string;
}

export function shownTools(tools: PublicTool[], language: Language): ShownTool[] {
  return tools.map((tool) => {
    const name = pick(language, tool.name, tool.name_vi);
    const maker = pick(language, tool.company_name, tool.company_name_vi);
    const image = tool.logo_path?.trim()
      ? { path: tool.logo_path, alt: name }
      : tool.company_logo_path?.trim()
        ? { path: tool.company_logo_path, alt: maker }
        : null;
    return {
      id: tool.id,
      name,
      description: pick(language, tool.description, tool.description_vi),
      maker,
      category:
        tool.category_id === null
          ? null
          : { id: tool.category_id, name: pick(language, tool.category_name, tool.category_name_vi) },
      image,
    };
  });
}

export interface ToolGroup {
  id: number | null;
  name: string;
  tools: ShownTool[];
}

// by category, in the order staff created the categories, each category's tools in the order
// they were added
export function groupByCategory(tools: ShownTool[]): ToolGroup[] {
  const groups = new Map<number | null, ToolGroup>();
  for (const tool of [...tools].sort((a, b) => a.id - b.id)) {
    const key = tool.category?.id ?? null;
    const group = groups.get(key) ?? { id: key, name: tool.category?.name ?? "", tools: [] };
    group.tools.push(tool);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
}

export function shownBrands(brands: PublicBrand[], language: Language): ShownBrand[] {
  return brands.map((brand) => ({
    id: brand.id,
    name: pick(language, brand.name, brand.name_vi),
    logo: brand.logo_path,
    text: pick(language, brand.description, brand.description_vi),
  }));
}
