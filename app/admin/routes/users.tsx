import { UserPlus } from "lucide-react";
import { useCallback } from "react";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { buttonClass } from "../components/button-class.ts";
import { adminUsers } from "../content/users.ts";
import { useUserStats, useUsers } from "../features/users/use-users.ts";
import { useUserDialogs } from "../features/users/user-dialogs.tsx";
import { UserStatCards } from "../features/users/user-stat-cards.tsx";
import { UsersTable } from "../features/users/users-table.tsx";

// /admin/users: counts, every account, and the add, edit, password and delete modals
export default function AdminUsers() {
  const copy = adminUsers[useAdminLanguage()];
  const { users, loading, reload } = useUsers();
  const { stats, reload: reloadStats } = useUserStats();
  const refresh = useCallback(() => {
    void reload();
    void reloadStats();
  }, [reload, reloadStats]);
  const dialogs = useUserDialogs(refresh);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
          <p className="mt-1 text-slate-600">{copy.subtitle}</p>
        </div>
        <button type="button" onClick={dialogs.openAdd} className={buttonClass("primary")}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {copy.addUser}
        </button>
      </div>
      <UserStatCards stats={stats} />
      <section aria-labelledby="users-list-heading" className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <h2
          id="users-list-heading"
          className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900"
        >
          {copy.table.heading}
        </h2>
        <UsersTable users={users} loading={loading} variant="users" actions={dialogs} emptyText={copy.table.empty} />
      </section>
      {dialogs.dialogs}
    </div>
  );
}
