import { NetworkError } from "../../lib/api-client.ts";
import type { useAuth } from "../../lib/auth.tsx";
import { type CatalogueConfig, type CatalogueItem, type CatalogueOutput, endpoint } from "./catalogues.ts";

type Api = ReturnType<typeof useAuth>["api"];

export type SaveOutcome =
  | { kind: "saved"; item: CatalogueItem }
  // the session ended (the 401 already sent the browser to the login page)
  | { kind: "stopped" }
  | { kind: "failed"; status: number; message?: string; errors: { msg: string; path: string }[] }
  | { kind: "offline" | "error" };

// POST a new entry or PUT an edited one
export async function saveEntry(
  api: Api,
  config: CatalogueConfig,
  id: number | null,
  body: CatalogueOutput,
): Promise<SaveOutcome> {
  try {
    const result = await api<{ data?: CatalogueItem }>(
      id === null ? endpoint(config.slug) : `${endpoint(config.slug)}/${id}`,
      { method: id === null ? "POST" : "PUT", body },
    );
    if (result.status === 401) return { kind: "stopped" };
    if (result.ok && result.data.data) return { kind: "saved", item: result.data.data };
    return { kind: "failed", status: result.status, message: result.data.message, errors: result.data.errors ?? [] };
  } catch (error) {
    return { kind: error instanceof NetworkError ? "offline" : "error" };
  }
}

export type DeleteOutcome =
  | { kind: "deleted" }
  | { kind: "stopped" }
  | { kind: "failed"; status: number; message?: string }
  | { kind: "offline" | "error" };

export async function deleteEntry(api: Api, config: CatalogueConfig, id: number): Promise<DeleteOutcome> {
  try {
    const result = await api(`${endpoint(config.slug)}/${id}`, { method: "DELETE" });
    if (result.status === 401) return { kind: "stopped" };
    if (result.ok) return { kind: "deleted" };
    return { kind: "failed", status: result.status, message: result.data.message };
  } catch (error) {
    return { kind: error instanceof NetworkError ? "offline" : "error" };
  }
}
