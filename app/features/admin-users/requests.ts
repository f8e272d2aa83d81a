import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Language } from "../../../contract/constants.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import { type ApiResult, NetworkError } from "../../lib/api-client.ts";
import { notify } from "../../lib/toast.ts";

// a 400/409 answer's errors put on the fields they name; returns true when one landed on a field
export function applyServerErrors<T extends FieldValues>(
  result: ApiResult<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const error of result.data?.errors ?? []) {
    const field = fields.find((name) => name === error.path);
    if (field) {
      setError(field, { type: "server", message: error.msg });
      placed = true;
    }
  }
  return placed;
}

// a field's error: the schema's keys translated, the server's already translated texts as they are
export function fieldMessage(errors: object, name: string, language: Language): string | undefined {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === "string" && message ? translateApiMessage(message, language) : undefined;
}

// one change request: the answer when it worked; otherwise a toast (the server's message first,
// the caller's text when there is none or the server cannot be reached) and null. A 401 has
// already ended the session, so it just stops.
export async function runRequest<T>(
  call: () => Promise<ApiResult<T>>,
  texts: { failure: string; networkError: string },
  onRefused?: (result: ApiResult<T>) => void,
): Promise<ApiResult<T> | null> {
  try {
    const result = await call();
    if (result.status === 401) return null;
    if (!result.ok) {
      onRefused?.(result);
      notify.error(result.data?.message || texts.failure);
      return null;
    }
    return result;
  } catch (error) {
    notify.error(error instanceof NetworkError ? texts.networkError : texts.failure);
    return null;
  }
}
