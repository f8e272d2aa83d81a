import { Clock, ShieldCheck, UserCheck, Users } from "lucide-react";
import { useEffect } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatNumber } from "../../../lib/format.ts";
import { type StatCardProps, StatCards } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";
import { EMPTY_USER_STATS } from "./types.ts";

// the users page's four counts (api.users.stats), read again when `changes` changes
export function UserStatCards({ changes }: { changes: number }) {
  const language = useAdminLanguage();
  const users = adminUsers[language];
  const copy = users.stats;
  const { data: loaded, reload } = useApiQuery(api.users.stats(), (body) => body.stats, users.toast.fetchFailed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change is the trigger
  useEffect(() => {
    if (changes > 0) reload({ quiet: true });
  }, [changes]);
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
