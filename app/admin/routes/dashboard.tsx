import { Activity, LayoutGrid, LineChart, Users } from "lucide-react";
import { useState } from "react";
import { USER_ROLE } from "../../../contract/constants.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { formatLongDate, todayInVietnam } from "../../lib/format.ts";
import { Tabs } from "../components/tabs.tsx";
import { fill } from "../content/common.ts";
import { adminDashboard } from "../content/dashboard.ts";
import { adminWebsite } from "../content/website.ts";
import { DashboardStatCards, useDashboardCounts } from "../features/dashboard/dashboard-stats.tsx";
import { LaunchChecklist } from "../features/dashboard/launch-checklist.tsx";
import { MyDay } from "../features/dashboard/my-day.tsx";
import { LeadsSummary, OverviewPanel } from "../features/dashboard/overview-panel.tsx";
import { RecentActivity } from "../features/dashboard/recent-activity.tsx";
import { WebsitePanel } from "../features/dashboard/website-panel.tsx";
import { UsersScreen } from "../features/users/users-screen.tsx";
import { useAuth } from "../lib/auth.tsx";

type TabKey = "overview" | "website" | "users" | "activity";

// /admin: welcome, then what the person works on first — their tasks ("My day", issue 38), the
// open and overdue leads, a few of
// them listed — then the three counts and the Overview, Website, User Management and Recent
// Activity tabs (issue 35: on a phone the leads were below the users' and projects' figures).
// A Sales member sees what is theirs: their open leads and what the website brings.
export default function AdminDashboard() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language];
  const { user } = useAuth();
  const sales = user?.role === USER_ROLE.SALES;
  const { counts, reload: reloadCounts } = useDashboardCounts({ leadsOnly: sales });
  const [tab, setTab] = useState<TabKey>("overview");
  // the Overview's Create new user: the User Management tab, its add form open
  const [addingUser, setAddingUser] = useState(false);
  const [today] = useState(() => new Date());

  const tabs = [
    { key: "overview" as const, label: copy.tabs.overview, icon: LayoutGrid },
    { key: "website" as const, label: adminWebsite[language].tab, icon: LineChart },
    { key: "users" as const, label: copy.tabs.users, icon: Users },
    { key: "activity" as const, label: copy.tabs.activity, icon: Activity },
  ];

  const header = (
    <header>
      <h1 className="text-2xl font-bold text-slate-900">{fill(copy.welcome, { name: user?.user_name ?? "" })}</h1>
      <p className="mt-1 text-slate-600">
        <time dateTime={todayInVietnam(today)}>{fill(copy.today, { date: formatLongDate(today, language) })}</time>
        <span aria-hidden="true"> · </span>
        {copy.subtitle}
      </p>
    </header>
  );

  if (sales) {
    return (
      <div className="space-y-6">
        {header}
        <MyDay />
        <LeadsSummary leads={counts?.leads ?? null} assignee={user?.id} />
        <section aria-label={adminWebsite[language].tab}>
          <WebsitePanel />
        </section>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {header}
      <MyDay />
      <LeadsSummary leads={counts?.leads ?? null} />
      <LaunchChecklist />
      <DashboardStatCards counts={counts} />
      <Tabs
        label={copy.tabs.label}
        tabs={tabs}
        active={tab}
        onChange={(key) => {
          setAddingUser(false);
          setTab(key);
        }}
      >
        {tab === "overview" && (
          <OverviewPanel
            onCreateUser={() => {
              setAddingUser(true);
              setTab("users");
            }}
            onOpenWebsite={() => setTab("website")}
          />
        )}
        {tab === "website" && <WebsitePanel />}
        {tab === "users" && (
          <UsersScreen place="dashboard" addAtOnce={addingUser} onChanged={() => void reloadCounts()} />
        )}
        {tab === "activity" && <RecentActivity />}
      </Tabs>
    </div>
  );
}
