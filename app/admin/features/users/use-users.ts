import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminUsers } from "../../content/users.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { type AdminUser, EMPTY_USER_STATS, type UserStats } from "./types.ts";

const readUsers = (body: Record<string, unknown>) =>
  Array.isArray(body.users) ? (body.users as AdminUser[]) : undefined;
const readStats = (body: Record<string, unknown>) =>
  body.stats && typeof body.stats === "object" ? { ...EMPTY_USER_STATS, ...(body.stats as UserStats) } : undefined;

export function useUsers() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, state, reload } = useApiQuery<AdminUser[]>("/api/auth/users", readUsers, copy.toast.fetchFailed);
  return { users: data ?? [], loaded: data !== null, loading: state === "loading", reload };
}

export function useUserStats() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, state, reload } = useApiQuery<UserStats>("/api/auth/users/stats", readStats, copy.toast.fetchFailed);
  // null until the first answer
  return { stats: data, loading: state === "loading", reload };
}
