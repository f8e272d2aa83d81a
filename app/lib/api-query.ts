import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { adminCommon } from "../content/admin/common.ts";
import { useAdminLanguage } from "./admin-language.ts";
import { type ApiRequestOptions, type ApiResult, errorMessage, NetworkError } from "./api-client.ts";
import { useAuth } from "./auth.tsx";
import { notify } from "./toast.ts";

// The one way the admin screens read and change data (decision 015). Built on useAuth().api, so
// a 401 has already ended the session and gone to the login page: here it just stops, quietly.
// - useApiQuery: GET a path when the screen opens, again when the path changes or on reload();
//   only the newest answer counts (older requests are aborted), a failure shows a toast with the
//   server's message, else the screen's text, else the network text.
// - useApiAction: a write (or any one-off call) with the same failure rules and a success toast.
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
export function useApiQuery<T, B = Record<string, unknown>>(
  path: string | null,
  read: (body: B) => T | undefined,
  failure: FailureTexts,
): ApiQuery<T> {
  const { api } = useAuth();
  const language = useAdminLanguage();
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<QueryState>("loading");
  const [trigger, setTrigger] = useState({ count: 0, quiet: false });
  // the newest of what may change between renders, without fetching again when it does
  const latest = useRef({ api, read, failure, language });
  latest.current = { api, read, failure, language };

  // a new path, or reload() (a new trigger), reads again
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { quiet } = trigger;
    const { api } = latest.current;
    if (!quiet) setState("loading");
    api<B>(path, { signal })
      .then((result) => {
        if (signal.aborted || result.status === 401) return;
        const value = result.ok ? latest.current.read(result.data) : undefined;
        if (value === undefined) {
          if (quiet) return;
          setState("error");
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
        const { failure, language } = latest.current;
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

export interface ActionTexts {
  // shown when the call fails and the server gave no message
  failed: string;
  // shown on success when the server gave no message; none: no toast
  done?: string;
  // a 404 counts as done (a delete of what is already gone)
  goneIsDone?: boolean;
}

// the answer (a refusal already reported by its toast; check .ok, read .data.errors for the
// form's fields), or null when there is none: the session ended (401) or the server was not
// reached (reported too)
export function useApiAction() {
  const { api } = useAuth();
  const language = useAdminLanguage();
  return useCallback(
    async <T = Record<string, unknown>>(
      path: string,
      options: ApiRequestOptions,
      texts: ActionTexts,
    ): Promise<ApiResult<T> | null> => {
      try {
        const result = await api<T>(path, options);
        if (result.status === 401) return null;
        if (result.ok || (texts.goneIsDone && result.status === 404)) {
          if (texts.done !== undefined) notify.success(result.data.message || texts.done);
          return result;
        }
        notify.error(errorMessage(result, texts.failed));
        return result;
      } catch (error) {
        notify.error(error instanceof NetworkError ? adminCommon[language].networkError : texts.failed);
      }
      return null;
    },
    [api, language],
  );
}
