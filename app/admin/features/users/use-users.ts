import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

export function useUsers() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, state, reload } = useApiQuery(api.users.list(), (body) => body.users, copy.toast.fetchFailed);
  return { users: data ?? [], loaded: data !== null, loading: state === "loading", reload };
}

export function useUserStats() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, state, reload } = useApiQuery(api.users.stats(), (body) => body.stats, copy.toast.fetchFailed);
  // null until the first answer
  return { stats: data, loading: state === "loading", reload };
}
