import { LIMITS } from "../../contract/constants.ts";

// the one way the browser talks to the API: JSON, a 10 s timeout, the page's language for
// messages, and the admin's token when there is one

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T & { success?: boolean; message?: string; errors?: { msg: string; path: string }[] };
}

export const TOKEN_STORAGE_KEY = "token";

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  language?: string;
  token?: string | null;
  signal?: AbortSignal;
  // longer than the default 10 s for uploads of large images on a slow connection
  timeoutMs?: number;
}

export class NetworkError extends Error {}

export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers["Content-Type"] = "application/json";
  if (options.language) headers["X-Language"] = options.language;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? LIMITS.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  let data: ApiResult<T>["data"];
  try {
    data = (await response.json()) as ApiResult<T>["data"];
  } catch {
    data = {} as ApiResult<T>["data"];
  }
  return { ok: response.ok, status: response.status, data };
}

// the message SPEC.md section 8 shows for a failed call: the errors joined, else the message,
// else the caller's default text
export function errorMessage(result: Pick<ApiResult<unknown>, "data">, fallback: string): string {
  const errors = result.data?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((error) => error.msg).join(", ");
  return result.data?.message || fallback;
}
