import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../lib/auth.tsx";
import { type CatalogueConfig, type CatalogueItem, endpoint } from "./catalogues.ts";

export type ListState = "loading" | "ready" | "error";

// the entries of one catalogue; the list is fetched when the tab opens and on reload, and
// changes made on the page are applied to it without another request
export function useCatalogueList(
  slug: CatalogueConfig["slug"],
  onFailure: (message: string | undefined, network: boolean) => void,
) {
  const { api } = useAuth();
  const [items, setItems] = useState<CatalogueItem[]>([]);
  const [state, setState] = useState<ListState>("loading");
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload trigger; onFailure only reports
  useEffect(() => {
    const controller = new AbortController();
    setState("loading");
    api<CatalogueItem[]>(endpoint(slug), { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted || result.status === 401) return;
        if (result.ok && Array.isArray(result.data)) {
          setItems(result.data);
          setState("ready");
        } else {
          setState("error");
          onFailure(result.data?.message, false);
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState("error");
        onFailure(undefined, true);
      });
    return () => controller.abort();
  }, [api, slug, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const upsert = useCallback((item: CatalogueItem) => {
    setItems((list) =>
      list.some((entry) => entry.id === item.id)
        ? list.map((entry) => (entry.id === item.id ? item : entry))
        : [item, ...list],
    );
  }, []);
  const remove = useCallback((id: number) => setItems((list) => list.filter((entry) => entry.id !== id)), []);

  return { items, state, reload, upsert, remove };
}

export interface ReferenceOptions {
  state: ListState;
  categories: CatalogueItem[];
  companies: CatalogueItem[];
}

// the tool form's choices: the tools categories and tools companies, loaded when it opens
export function useReferenceOptions(enabled: boolean, onFailure: (message: string | undefined) => void) {
  const { api } = useAuth();
  const [options, setOptions] = useState<ReferenceOptions>({ state: "loading", categories: [], companies: [] });

  // biome-ignore lint/correctness/useExhaustiveDependencies: onFailure only reports
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([
      api<CatalogueItem[]>(endpoint("tools-categories"), { signal }),
      api<CatalogueItem[]>(endpoint("tools-companies"), { signal }),
    ])
      .then(([categories, companies]) => {
        if (signal.aborted || categories.status === 401 || companies.status === 401) return;
        if (categories.ok && companies.ok && Array.isArray(categories.data) && Array.isArray(companies.data)) {
          setOptions({ state: "ready", categories: categories.data, companies: companies.data });
        } else {
          setOptions({ state: "error", categories: [], companies: [] });
          onFailure(categories.ok ? companies.data?.message : categories.data?.message);
        }
      })
      .catch(() => {
        if (signal.aborted) return;
        setOptions({ state: "error", categories: [], companies: [] });
        onFailure(undefined);
      });
    return () => controller.abort();
  }, [api, enabled]);

  return options;
}
