import { LIMITS } from "../../contract/constants.ts";

// the one way the browser talks to the API: JSON, a 10 s timeout, the page's language for
// messages, and the admin's token when there is one

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T & { success?: boolean; message?: string; errors?: { msg: string; path: string }[] };
}

export { TOKEN_STORAGE_KEY } from "../../contract/constants.ts";

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  language?: string;
  token?: string | null;
  signal?: AbortSignal;
  // longer than the default 10 s for uploads of large images on a slow connection
  timeoutMs?: number;
  // how much of the body has been sent, 0 to 1 (an upload's progress bar): sent through
  // XMLHttpRequest, the one browser API that reports it
  onUploadProgress?: (fraction: number) => void;
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
  if (options.onUploadProgress && options.body instanceof FormData) {
    return sendWithProgress<T>(
      path,
      options,
      headers,
      options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    );
  }
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

function sendWithProgress<T>(
  path: string,
  options: ApiRequestOptions,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? "POST", path);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let data: ApiResult<T>["data"];
      try {
        data = JSON.parse(request.responseText) as ApiResult<T>["data"];
      } catch {
        data = {} as ApiResult<T>["data"];
      }
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, data });
    };
    request.onerror = () => reject(new NetworkError("the request failed"));
    request.onabort = () => reject(new NetworkError("the request was stopped"));
    if (signal.aborted) return reject(new NetworkError("the request was stopped"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(options.body as FormData);
  });
}

// the message SPEC.md section 8 shows for a failed call: the errors joined, else the message,
// else the caller's default text
export function errorMessage(result: Pick<ApiResult<unknown>, "data">, fallback: string): string {
  const errors = result.data?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors.map((error) => error.msg).join(", ");
  return result.data?.message || fallback;
}
