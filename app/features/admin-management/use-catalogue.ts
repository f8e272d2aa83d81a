import { useCallback } from "react";
import { type QueryState, useApiQuery } from "../../lib/api-query.ts";
import { type CatalogueConfig, type CatalogueItem, endpoint } from "./catalogues.ts";

export type ListState = QueryState;

// the catalogue endpoints answer a bare array
const readList = (body: unknown) => (Array.isArray(body) ? (body as CatalogueItem[]) : undefined);

// the entries of one catalogue; the list is fetched when the tab opens and on reload, and
// changes made on the page are applied to it without another request
export function useCatalogueList(slug: CatalogueConfig["slug"], loadFailed: string) {
  const { data, state, reload, setData } = useApiQuery(endpoint(slug), readList, loadFailed);
  const upsert = useCallback(
    (item: CatalogueItem) =>
      setData((list) =>
        (list ?? []).some((entry) => entry.id === item.id)
          ? (list ?? []).map((entry) => (entry.id === item.id ? item : entry))
          : [item, ...(list ?? [])],
      ),
    [setData],
  );
  const remove = useCallback(
    (id: number) => setData((list) => (list ?? []).filter((entry) => entry.id !== id)),
    [setData],
  );
  return { items: data ?? [], state, reload: () => reload(), upsert, remove };
}

export interface ReferenceOptions {
  state: ListState;
  categories: CatalogueItem[];
  companies: CatalogueItem[];
}

// the tool form's choices: the tools categories and tools companies, loaded when it opens
export function useReferenceOptions(enabled: boolean, optionsFailed: string): ReferenceOptions {
  const categories = useApiQuery(enabled ? endpoint("tools-categories") : null, readList, optionsFailed);
  const companies = useApiQuery(enabled ? endpoint("tools-companies") : null, readList, optionsFailed);
  const states = [categories.state, companies.state];
  const state: ListState = states.includes("error") ? "error" : states.includes("loading") ? "loading" : "ready";
  return {
    state,
    categories: state === "ready" ? (categories.data ?? []) : [],
    companies: state === "ready" ? (companies.data ?? []) : [],
  };
}
