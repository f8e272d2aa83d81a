import { type QueryState, useApiQuery } from "../../lib/api-query.ts";
import { type CatalogueItem, catalogueApi } from "./catalogues.ts";

export type ListState = QueryState;

// the catalogue endpoints answer a bare array
const readList = (body: CatalogueItem[]) => body;

export interface ReferenceOptions {
  state: ListState;
  categories: CatalogueItem[];
  companies: CatalogueItem[];
}

// the tool form's choices: the tools categories and tools companies, loaded when it opens
export function useReferenceOptions(enabled: boolean, optionsFailed: string): ReferenceOptions {
  const categories = useApiQuery(enabled ? catalogueApi("tools-categories").list() : null, readList, optionsFailed);
  const companies = useApiQuery(enabled ? catalogueApi("tools-companies").list() : null, readList, optionsFailed);
  const states = [categories.state, companies.state];
  const state: ListState = states.includes("error") ? "error" : states.includes("loading") ? "loading" : "ready";
  return {
    state,
    categories: state === "ready" ? (categories.data ?? []) : [],
    companies: state === "ready" ? (companies.data ?? []) : [],
  };
}
