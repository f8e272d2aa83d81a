import { useApiAction, useApiQuery } from "../../lib/api-query.ts";

// The plain admin lists (news, certificates): the records of one GET, read again after a change,
// and a delete that reports itself, on the back office's one query helper (app/lib/api-query.ts).

export function useRecordList<T>(path: string, field: string, loadFailed: string) {
  const { data, state, reload } = useApiQuery<T[]>(
    path,
    (body) => (Array.isArray(body[field]) ? (body[field] as T[]) : undefined),
    loadFailed,
  );
  // null while loading; a failed read shows an empty list (its toast says why)
  return { items: state === "error" ? [] : data, reload };
}

// DELETE one record; true when it is gone (also when it already was: 404)
export function useDeleteRecord() {
  const run = useApiAction();
  return async (path: string, failed: string, done: string): Promise<boolean> =>
    (await run(path, { method: "DELETE" }, { failed, done, goneIsDone: true }))?.ok === true || false;
}
