import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { type ApiResult, errorMessage, NetworkError } from "../../lib/api-client.ts";
import { adminCommon } from "../content/common.ts";
import { type ApiCall, api as calls, checkAnswer } from "./api.ts";
import { hasStoredToken, useAuth } from "./auth.tsx";
import { notify } from "./toast.ts";

// The one way the admin screens read and change data (decision 015). Built on useAuth().api, so
// a 401 has already ended the session and gone to the login page: here it just stops, quietly.
// - useApiQuery: GET a path when the screen opens, again when the path changes or on reload();
//   only the newest answer counts (older requests are aborted), a failure shows a toast with the
//   server's message, else the screen's text, else the network text.
// - useApiMutation: a write, with the same failure rules, a success toast, a busy state and the
//   answer's field errors placed on the form.
// (In the back office's chunk, with auth and toast: vite.config.ts.)

export type QueryState = "loading" | "ready" | "error";

export interface ApiQuery<T> {
  data: T | null;
  state: QueryState;
  // read again; quiet: a failure keeps the last data and shows no toast (background refreshes)
  reload: (options?: { quiet?: boolean }) => void;
  // change the data in place after a write, without another request
  setData: Dispatch<SetStateAction<T | null>>;
}

// what a failed read says: one text, or one for a refusal and one for an unreachable server
export type FailureTexts = string | { failed: string; network: string };

// read: the data out of the answer's body (the body as the API documents it, B), undefined when
// it is not there
export interface QueryOptions {
  // a failure shows no toast (the screen shows the state itself)
  silent?: boolean;
  // read is given refusals too (their status: /api/health answers 503 with what is down)
  readRefusals?: boolean;
}

// `call`: what to read (lib/api.ts: `api.projects.all()`), null while there is nothing to read
export function useApiQuery<T, B = Record<string, unknown>>(
  call: ApiCall<B> | string | null,
  read: (body: B, status: number) => T | undefined,
  failure: FailureTexts,
  options: QueryOptions = {},
): ApiQuery<T> {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<QueryState>("loading");
  const [trigger, setTrigger] = useState({ count: 0, quiet: false });
  // the newest of what may change between renders, without fetching again when it does
  const latest = useRef({ api, read, failure, language, options, call });
  latest.current = { api, read, failure, language, options, call };
  const path = call === null ? null : typeof call === "string" ? call : call.path;

  // a new path, or reload() (a new trigger), reads again
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { quiet } = trigger;
    const { api, call } = latest.current;
    if (!quiet) setState("loading");
    api<B>(path, { signal })
      .then((result) => {
        if (signal.aborted || result.status === 401) return;
        if (call && typeof call !== "string") checkAnswer(call, result.status, result.data);
        const { readRefusals, silent } = latest.current.options;
        const value = result.ok || readRefusals ? latest.current.read(result.data, result.status) : undefined;
        if (value === undefined) {
          if (quiet) return;
          setState("error");
          if (silent) return;
          const { failure } = latest.current;
          notify.error(errorMessage(result, typeof failure === "string" ? failure : failure.failed));
          return;
        }
        setData(value);
        setState("ready");
      })
      .catch((error: unknown) => {
        if (signal.aborted || quiet) return;
        setState("error");
        const { failure, language, options } = latest.current;
        if (options.silent) return;
        const network = typeof failure === "string" ? adminCommon[language].networkError : failure.network;
        notify.error(error instanceof NetworkError ? network : typeof failure === "string" ? failure : failure.failed);
      });
    return () => controller.abort();
  }, [path, trigger]);

  const reload = useCallback(
    (options?: { quiet?: boolean }) =>
      setTrigger(({ count }) => ({ count: count + 1, quiet: options?.quiet ?? false })),
    [],
  );
  return { data, state, reload, setData };
}

export interface MutationTexts {
  // shown when the call fails and the server gave no message
  failed: string;
  // shown on success when the server gave no message; none: no toast
  done?: string;
  // shown on success whatever the server said (the screen's own words for its record)
  success?: string;
  // a 404 counts as done (a delete of what is already gone)
  goneIsDone?: boolean;
}

export interface MutationRequest {
  method: "POST" | "PUT" | "DELETE";
  body?: unknown;
  // longer than the default 10 s (uploads)
  timeoutMs?: number;
  // an upload's progress, 0 to 1
  onUploadProgress?: (fraction: number) => void;
}

// the form a write came from: the answer's errors[].path that name one of its fields are marked
// on that field (react-hook-form's setError), the others go to the toast
export interface MutationForm {
  // biome-ignore lint/suspicious/noExplicitAny: any react-hook-form setError fits
  setError: (name: any, error: { type: string; message: string }) => void;
  // the fields it has; none: every path names one (a nested form's "hours.monday.open")
  fields?: readonly string[];
}

export interface MutationOptions {
  // what is busy while the call runs (a row's id, an action's name); default "write"
  key?: string | number;
  form?: MutationForm;
  // where a failure is said instead of a toast (an upload field shows it under itself)
  report?: (message: string) => void;
}

export type MutationResult<T> = ApiResult<T>["data"];

// an image uploaded: its id in the media library, its path and size (the largest made)
export interface UploadedImage {
  id: number;
  path: string;
  width: number;
  height: number;
}

// api.upload.image: the file in the multipart field "image", the one way the admin forms
// upload a picture (projects, news, certificates, catalogue logos, the settings' pictures).
// Answers the stored path, or null (the failure said through report, else a toast).
export function useImageUpload() {
  const { mutate, busy } = useApiMutation();
  const language = useAdminLanguage();
  // the stored image with its size (the largest made), or null
  const uploadImage = useCallback(
    async (
      file: File,
      failed: string,
      report?: (message: string) => void,
      onProgress?: (fraction: number) => void,
    ): Promise<UploadedImage | null> => {
      // this browser holds no login token (another tab logged out meanwhile): nothing is sent
      if (!hasStoredToken()) {
        (report ?? notify.error)(adminCommon[language].noToken);
        return null;
      }
      const body = new FormData();
      body.append("image", file);
      const answer = await mutate(
        calls.upload.image(body),
        { failed },
        { key: "upload", report, timeoutMs: LIMITS.uploadTimeoutMs, onUploadProgress: onProgress },
      );
      return answer ? { id: answer.id, path: answer.path, width: answer.width, height: answer.height } : null;
    },
    [mutate, language],
  );
  const upload = useCallback(
    async (file: File, failed: string, report?: (message: string) => void): Promise<string | null> =>
      (await uploadImage(file, failed, report))?.path ?? null,
    [uploadImage],
  );
  return { upload, uploadImage, uploading: busy };
}

// The one way the admin writes (decision 015). `mutate` answers the answer's body when the write
// worked, or null when it did not: a refusal (its errors placed on the form's fields, its message
// in a toast), the session ended (401: useAuth().api already went to the login page), or the server
// not reached (the network text). `busy`: a write is running; `isBusy(key)`: that one is.
// a write: the call (lib/api.ts: `api.projects.update({ id }, body)`), what it says, and where
export interface Mutate {
  <T>(
    call: ApiCall<T>,
    texts: MutationTexts,
    options?: MutationOptions & CallOptions,
  ): Promise<MutationResult<T> | null>;
  <T = Record<string, unknown>>(
    path: string,
    request: MutationRequest,
    texts: MutationTexts,
    options?: MutationOptions,
  ): Promise<MutationResult<T> | null>;
}

// what a call may add to its request: a longer timeout and an upload's progress
export type CallOptions = Pick<MutationRequest, "timeoutMs" | "onUploadProgress">;

export function useApiMutation() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [running, setRunning] = useState<readonly string[]>([]);
  const mutate = useCallback(
    async <T = Record<string, unknown>>(
      target: string | ApiCall<T>,
      second: MutationRequest | MutationTexts,
      third?: MutationTexts | (MutationOptions & CallOptions),
      fourth?: MutationOptions,
    ): Promise<MutationResult<T> | null> => {
      const call = typeof target === "string" ? null : target;
      const path = call ? call.path : (target as string);
      const texts = (call ? second : third) as MutationTexts;
      const options = ((call ? third : fourth) ?? {}) as MutationOptions & CallOptions;
      const request: MutationRequest = call
        ? {
            method: call.method as MutationRequest["method"],
            body: call.body,
            timeoutMs: options.timeoutMs,
            onUploadProgress: options.onUploadProgress,
          }
        : (second as MutationRequest);
      const key = String(options.key ?? "write");
      setRunning((keys) => [...keys, key]);
      try {
        const result = await api<T>(path, request);
        if (result.status === 401) return null;
        if (call) checkAnswer(call, result.status, result.data);
        if (result.ok || (texts.goneIsDone && result.status === 404)) {
          if (texts.success !== undefined) notify.success(texts.success);
          else if (texts.done !== undefined) notify.success(result.data.message || texts.done);
          return result.data;
        }
        (options.report ?? notify.error)(placeErrors(result, texts.failed, options.form));
        return null;
      } catch (error) {
        (options.report ?? notify.error)(
          error instanceof NetworkError ? adminCommon[language].networkError : texts.failed,
        );
        return null;
      } finally {
        setRunning((keys) => {
          const at = keys.indexOf(key);
          return at === -1 ? keys : [...keys.slice(0, at), ...keys.slice(at + 1)];
        });
      }
    },
    [api, language],
  ) as Mutate;
  const isBusy = useCallback((key: string | number) => running.includes(String(key)), [running]);
  return { mutate, busy: running.length > 0, isBusy };
}

// a refusal's errors that name a field of the form go on that field; the toast says the rest, or
// the screen's "nothing was saved" when every error found its field
function placeErrors(result: ApiResult<unknown>, failed: string, form?: MutationForm): string {
  const errors = Array.isArray(result.data?.errors) ? result.data.errors : [];
  if (!form || errors.length === 0) return errorMessage(result, failed);
  const unplaced = errors.filter((error) => {
    if (!error.path || (form.fields && !form.fields.includes(error.path))) return true;
    form.setError(error.path, { type: "server", message: error.msg });
    return false;
  });
  return unplaced.length > 0 ? unplaced.map((error) => error.msg).join(", ") : failed;
}
