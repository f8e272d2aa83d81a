import { useCallback, useEffect, useRef, useState } from "react";
import { adminUsers } from "../../content/admin/users.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { type AdminUser, EMPTY_USER_STATS, type UserStats } from "./types.ts";

// GET a resource when the screen opens and whenever reload() is called; only the latest answer
// counts, a failure shows the caller's toast (the server's message first), a 401 just stops
function useResource<T>(path: string, pick: (data: Record<string, unknown>) => T | undefined, failure: string) {
  const { api } = useAuth();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const options = useRef({ pick, failure });
  options.current = { pick, failure };

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const result = await api<Record<string, unknown>>(path);
      if (request !== latest.current || result.status === 401) return;
      const value = result.ok ? options.current.pick(result.data) : undefined;
      if (value === undefined) {
        notify.error(result.data?.message || options.current.failure);
      } else {
        setData(value);
      }
    } catch {
      if (request === latest.current) notify.error(options.current.failure);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [api, path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload };
}

export function useUsers() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, loading, reload } = useResource<AdminUser[]>(
    "/api/auth/users",
    (body) => (Array.isArray(body.users) ? (body.users as AdminUser[]) : undefined),
    copy.toast.fetchFailed,
  );
  return { users: data ?? [], loaded: data !== null, loading, reload };
}

export function useUserStats() {
  const copy = adminUsers[useAdminLanguage()];
  const { data, loading, reload } = useResource<UserStats>(
    "/api/auth/users/stats",
    (body) => (body.stats && typeof body.stats === "object" ? { ...EMPTY_USER_STATS, ...body.stats } : undefined),
    copy.toast.fetchFailed,
  );
  // null until the first answer
  return { stats: data, loading, reload };
}
