import { UserPlus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { matchesSearch } from "../../../../contract/search-fold.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { SearchField } from "../../components/ui.tsx";
import { adminDashboard } from "../../content/dashboard.ts";
import { adminUsers } from "../../content/users.ts";
import { useUsers } from "./use-users.ts";
import type { UserDialogActions } from "./user-dialogs.tsx";
import { UsersTable } from "./users-table.tsx";

// the dashboard's User Management tab: search by name or login name, last logins, and the users
// page's own modals; `version` changes after every accepted change so the list reloads
export function UsersPanel({ actions, version }: { actions: UserDialogActions; version: number }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].users;
  const usersCopy = adminUsers[language];
  const { users, loading, reload } = useUsers();
  const [query, setQuery] = useState("");

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is the trigger
  useEffect(() => {
    if (version > 0) void reload();
  }, [version]);

  // case, Vietnamese marks and extra spaces do not matter: "duc" finds "Đức"
  const shown = useMemo(
    () => users.filter((user) => matchesSearch([user.user_name, user.login_name], query)),
    [users, query],
  );

  return (
    <section aria-labelledby="user-management-heading" className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="user-management-heading" className="text-lg font-semibold text-slate-900">
          {copy.heading}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchField
            id="dashboard-user-search"
            label={copy.search}
            value={query}
            placeholder={copy.searchPlaceholder}
            onChange={setQuery}
            className="sm:w-72"
          />
          <button type="button" onClick={actions.openAdd} className={buttonClass("primary")}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {copy.addUser}
          </button>
        </div>
      </div>
      <UsersTable
        users={shown}
        loading={loading}
        variant="dashboard"
        actions={actions}
        emptyText={users.length === 0 ? usersCopy.table.empty : usersCopy.table.noMatches}
      />
    </section>
  );
}
