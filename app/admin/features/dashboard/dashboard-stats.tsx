import { FolderKanban, Mail, Users } from "lucide-react";
import { useCallback } from "react";
import { LEAD_STAGES, type LeadStage } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatNumber } from "../../../lib/format.ts";
import { type StatCardProps, StatCards } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

interface DashboardCounts {
  users: { total: number; active: number };
  contacts: { total: number; unread: number };
  projects: { total: number; active: number };
  // the leads in each stage, and the open ones whose next step's day has passed
  leads: { stages: Record<LeadStage, number>; overdue: number };
}

const ZERO: DashboardCounts = {
  users: { total: 0, active: 0 },
  contacts: { total: 0, unread: 0 },
  projects: { total: 0, active: 0 },
  leads: { stages: { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 }, overdue: 0 },
};

const count = (value: number | undefined) => value ?? 0;
const readStats = <S,>(body: { stats: S }) => body.stats;

// the three counts from the stats endpoints (never by downloading the lists); a call that
// fails leaves its card at 0 and the spec's toast appears once. `leadsOnly` (a Sales member, whom
// the server refuses the users' and projects' counts) reads the contacts' alone.
export function useDashboardCounts({ leadsOnly = false }: { leadsOnly?: boolean } = {}) {
  const failure = adminDashboard[useAdminLanguage()].loadFailed;
  const users = useApiQuery(leadsOnly ? null : api.users.stats(), readStats, failure);
  const contacts = useApiQuery(api.leads.stats(), readStats, failure);
  const projects = useApiQuery(leadsOnly ? null : api.projects.stats(), readStats, failure);
  const loading = (leadsOnly ? [contacts] : [users, contacts, projects]).some((query) => query.state === "loading");
  const counts: DashboardCounts | null = loading
    ? null
    : {
        users: { total: count(users.data?.total), active: count(users.data?.active) },
        contacts: { total: count(contacts.data?.total), unread: count(contacts.data?.unread) },
        projects: { total: count(projects.data?.total), active: count(projects.data?.active) },
        leads: {
          stages: Object.fromEntries(
            LEAD_STAGES.map((stage) => [stage, count(contacts.data?.stages[stage])]),
          ) as DashboardCounts["leads"]["stages"],
          overdue: count(contacts.data?.overdue),
        },
      };
  const reload = useCallback(() => {
    for (const query of [users.reload, contacts.reload, projects.reload]) query({ quiet: true });
  }, [users.reload, contacts.reload, projects.reload]);
  return { counts, reload };
}

export type { DashboardCounts };

export function DashboardStatCards({ counts }: { counts: DashboardCounts | null }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].stats;
  const value = (n: number) => (counts ? formatNumber(n, language) : "…");
  const shown = counts ?? ZERO;
  // the second number of a card (active users, unread messages, active projects), once counted
  const detail = (text: string, count: number | undefined) =>
    count === undefined ? undefined : fill(text, { count: formatNumber(count, language) });
  const cards: StatCardProps[] = [
    {
      icon: Users,
      label: copy.users,
      value: value(shown.users.total),
      detail: detail(copy.usersDetail, counts?.users.active),
    },
    {
      icon: Mail,
      label: copy.contacts,
      value: value(shown.contacts.total),
      detail: detail(copy.contactsDetail, counts?.contacts.unread),
      tone: "amber",
    },
    {
      icon: FolderKanban,
      label: copy.projects,
      value: value(shown.projects.total),
      detail: detail(copy.projectsDetail, counts?.projects.active),
      tone: "green",
    },
  ];
  return (
    <StatCards label={copy.label} busy={counts === null} className="sm:grid-cols-2 lg:grid-cols-3" cards={cards} />
  );
}
