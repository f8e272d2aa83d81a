import { Clock, ShieldCheck, UserCheck, Users } from "lucide-react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatNumber } from "../../../lib/format.ts";
import { type StatCardProps, StatCards } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { EMPTY_USER_STATS, type UserStats } from "./types.ts";

// the users page's four counts (api.users.stats)
export function UserStatCards({ stats: loaded }: { stats: UserStats | null }) {
  const language = useAdminLanguage();
  const copy = adminUsers[language].stats;
  const stats = loaded ?? EMPTY_USER_STATS;
  const n = (value: number) => (loaded ? formatNumber(value, language) : "…");
  const cards: StatCardProps[] = [
    { icon: Users, label: copy.total, value: n(stats.total) },
    {
      icon: UserCheck,
      label: copy.active,
      value: n(stats.active),
      detail: loaded ? fill(copy.activeDetail, { count: n(Math.max(0, stats.total - stats.active)) }) : undefined,
      tone: "green",
    },
    {
      icon: ShieldCheck,
      label: copy.administrators,
      value: n(stats.superAdmins),
      detail: copy.administratorsDetail,
      tone: "amber",
    },
    {
      icon: Clock,
      label: copy.recentLogins,
      value: n(stats.recentLogins),
      detail: copy.recentLoginsDetail,
      tone: "slate",
    },
  ];
  return (
    <StatCards label={copy.label} busy={loaded === null} className="sm:grid-cols-2 xl:grid-cols-4" cards={cards} />
  );
}
