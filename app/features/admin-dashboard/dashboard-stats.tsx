import { FolderKanban, Mail, Users } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { StatCard } from "../../components/admin/ui.tsx";
import { fill } from "../../content/admin/common.ts";
import { adminDashboard } from "../../content/admin/dashboard.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import type { ApiResult } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { formatNumber } from "../../lib/format.ts";
import { notify } from "../../lib/toast.ts";

interface DashboardCounts {
  users: { total: number; active: number };
  contacts: { total: number; unread: number };
  projects: { total: number; active: number };
}

const ZERO: DashboardCounts = {
  users: { total: 0, active: 0 },
  contacts: { total: 0, unread: 0 },
  projects: { total: 0, active: 0 },
};

type StatsAnswer = ApiResult<{ stats?: Record<string, unknown> }>;

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

// the three counts from the stats endpoints (never by downloading the lists); a call that fails
// leaves its card at 0 and the spec's toast appears once
export function useDashboardCounts() {
  const { api } = useAuth();
  const failure = adminDashboard[useAdminLanguage()].loadFailed;
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    const answers = await Promise.allSettled([
      api<{ stats?: Record<string, unknown> }>("/api/auth/users/stats"),
      api<{ stats?: Record<string, unknown> }>("/api/contact/stats/overview"),
      api<{ stats?: Record<string, unknown> }>("/api/projects/stats"),
    ]);
    if (request !== latest.current) return;
    if (answers.some((answer) => answer.status === "fulfilled" && answer.value.status === 401)) return;
    const stats = (answer: PromiseSettledResult<StatsAnswer> | undefined) =>
      answer?.status === "fulfilled" && answer.value.ok ? answer.value.data.stats : undefined;
    const [users, contacts, projects] = answers.map(stats);
    setCounts({
      users: { total: count(users?.total), active: count(users?.active) },
      contacts: { total: count(contacts?.total), unread: count(contacts?.unread) },
      projects: { total: count(projects?.total), active: count(projects?.active) },
    });
    if (!users || !contacts || !projects) notify.error(failure);
  }, [api, failure]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { counts, reload };
}

export function DashboardStatCards({ counts }: { counts: DashboardCounts | null }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].stats;
  const value = (n: number) => (counts ? formatNumber(n, language) : "…");
  const shown = counts ?? ZERO;
  return (
    <section aria-label={copy.label} aria-busy={counts === null} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        icon={Users}
        label={copy.users}
        value={value(shown.users.total)}
        detail={counts ? fill(copy.usersDetail, { count: formatNumber(counts.users.active, language) }) : undefined}
      />
      <StatCard
        icon={Mail}
        label={copy.contacts}
        value={value(shown.contacts.total)}
        detail={
          counts ? fill(copy.contactsDetail, { count: formatNumber(counts.contacts.unread, language) }) : undefined
        }
        tone="amber"
      />
      <StatCard
        icon={FolderKanban}
        label={copy.projects}
        value={value(shown.projects.total)}
        detail={
          counts ? fill(copy.projectsDetail, { count: formatNumber(counts.projects.active, language) }) : undefined
        }
        tone="green"
      />
    </section>
  );
}
