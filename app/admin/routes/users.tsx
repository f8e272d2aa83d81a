import { MailPlus, UserPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { buttonClass } from "../components/button-class.ts";
import { Screen } from "../components/ui.tsx";
import { adminUsers } from "../content/users.ts";
import { InviteDialog, PendingInvitations, useInvitations } from "../features/users/invitations.tsx";
import { useUserStats, useUsers } from "../features/users/use-users.ts";
import { useUserDialogs } from "../features/users/user-dialogs.tsx";
import { UserStatCards } from "../features/users/user-stat-cards.tsx";
import { UsersTable } from "../features/users/users-table.tsx";

// /admin/users: counts, every account, and the add, edit, password and delete modals; staff
// invited by e-mail and not signed up yet under them (issue 35)
export default function AdminUsers() {
  const copy = adminUsers[useAdminLanguage()];
  const { users, loading, reload } = useUsers();
  const { stats, reload: reloadStats } = useUserStats();
  const refresh = useCallback(() => {
    void reload();
    void reloadStats();
  }, [reload, reloadStats]);
  const dialogs = useUserDialogs(refresh);
  const { invitations, reload: reloadInvitations } = useInvitations();
  const [inviting, setInviting] = useState(false);

  return (
    <Screen
      title={copy.title}
      intro={copy.subtitle}
      action={
        <>
          <button type="button" onClick={() => setInviting(true)} className={buttonClass("primary")}>
            <MailPlus className="h-4 w-4" aria-hidden="true" />
            {copy.invitations.invite}
          </button>
          <button type="button" onClick={dialogs.openAdd} className={buttonClass("secondary")}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {copy.addUser}
          </button>
        </>
      }
    >
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
      <PendingInvitations invitations={invitations} onChanged={reloadInvitations} />
      {dialogs.dialogs}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={() => {
          setInviting(false);
          reloadInvitations();
        }}
      />
    </Screen>
  );
}
