import { KeyRound, LogOut, type LucideIcon, Pencil, ShieldOff, Trash2 } from "lucide-react";
import { useId } from "react";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { Badge, DataTable, Initial, LeadCell, Spinner, STACKED_TABLE } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { useAuth } from "../../lib/auth.tsx";
import { isSuperAdmin, type RefusalReason, userPermissions } from "./permissions.ts";
import type { AdminUser } from "./types.ts";
import type { UserDialogActions } from "./user-dialogs.tsx";

// the users list: the users page shows when each account was created and offers a password
// change, the dashboard shows the last login instead
export function UsersTable({
  users,
  loading,
  variant,
  actions,
  emptyText,
}: {
  users: AdminUser[];
  loading: boolean;
  variant: "users" | "dashboard";
  actions: UserDialogActions;
  emptyText: string;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { user: actor } = useAuth();
  const idPrefix = useId();

  if (loading && users.length === 0) return <Spinner label={copy.table.loading} />;
  if (users.length === 0) return <p className="py-10 text-center text-slate-600">{emptyText}</p>;

  const reasonText = (reason: RefusalReason) => copy.reasons[reason];
  const cell = "block sm:table-cell sm:px-4 sm:py-3";
  return (
    // relative: the screen-reader-only reasons stay inside the box; on a phone each user is a card
    // (their name, the role and status badges side by side, the date, the actions), from sm on a
    // table that may scroll in its box
    <DataTable
      caption={copy.table.caption}
      frameClass="relative sm:overflow-x-auto"
      tableClass="block w-full text-left text-sm sm:table sm:min-w-[40rem]"
      headClass="hidden border-b border-slate-200 sm:table-header-group"
      bodyClass={STACKED_TABLE.bodyClass}
      headers={[
        copy.table.user,
        copy.table.role,
        copy.table.status,
        variant === "users" ? copy.table.created : copy.table.lastLogin,
        { label: copy.table.actions, className: "text-right" },
      ]}
    >
      {users.map((user) => {
        const allowed = userPermissions(actor, user);
        const rowId = `${idPrefix}-${user.id}`;
        const name = { name: user.user_name };
        return (
          <tr
            key={user.id}
            className="flex flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 hover:bg-slate-50 sm:table-row sm:p-0"
          >
            <LeadCell
              cellClass={`${cell} w-full`}
              picture={<Initial name={user.user_name} className="h-9 w-9 bg-brand-100 text-brand-800" />}
            >
              <p className="font-semibold whitespace-nowrap text-slate-900">
                {user.user_name}
                {actor?.id === user.id && (
                  <span className="ml-2 align-middle">
                    <Badge tone="amber">{copy.table.you}</Badge>
                  </span>
                )}
              </p>
              <p className="break-all text-slate-600">{user.login_name}</p>
            </LeadCell>
            <td className={`${cell} whitespace-nowrap`}>
              <Badge tone={isSuperAdmin(user) ? "brand" : user.role === USER_ROLE.SALES ? "green" : "slate"}>
                {isSuperAdmin(user)
                  ? common.roles.superAdmin
                  : user.role === USER_ROLE.SALES
                    ? common.roles.sales
                    : common.roles.admin}
              </Badge>
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <Badge tone={user.status === 1 ? "green" : "red"}>
                {user.status === 1 ? common.status.active : common.status.inactive}
              </Badge>
              {user.two_factor_enabled && (
                <span className="ml-2">
                  <Badge tone="brand">{copy.twoFactor.badge}</Badge>
                </span>
              )}
            </td>
            <td
              data-label={variant === "users" ? copy.table.created : copy.table.lastLogin}
              className={`${cell} ${STACKED_TABLE.labelled} w-full whitespace-nowrap text-slate-700 sm:w-auto`}
            >
              {variant === "users"
                ? formatDate(user.created_at, language)
                : user.login_timestamp
                  ? formatDateTime(user.login_timestamp, language)
                  : common.never}
            </td>
            <td className={`${cell} w-full sm:w-auto`}>
              <div className="flex gap-1 sm:justify-end">
                <ActionButton
                  icon={Pencil}
                  label={fill(copy.actions.edit, name)}
                  reason={allowed.edit && reasonText(allowed.edit)}
                  reasonId={`${rowId}-edit`}
                  onClick={() => actions.openEdit(user)}
                />
                {variant === "users" && (
                  <ActionButton
                    icon={KeyRound}
                    label={fill(copy.actions.password, name)}
                    reason={allowed.password && reasonText(allowed.password)}
                    reasonId={`${rowId}-password`}
                    onClick={() => actions.openPassword(user)}
                  />
                )}
                {variant === "users" && actor?.role === 2 && actor.id !== user.id && user.two_factor_enabled && (
                  <ActionButton
                    icon={ShieldOff}
                    label={fill(copy.twoFactor.reset, name)}
                    reason={null}
                    reasonId={`${rowId}-two-factor`}
                    onClick={() => actions.openResetTwoFactor(user)}
                  />
                )}
                {variant === "users" && actor?.role === 2 && actor.id !== user.id && (
                  <ActionButton
                    icon={LogOut}
                    label={fill(copy.sessions.end, name)}
                    reason={null}
                    reasonId={`${rowId}-sessions`}
                    onClick={() => actions.openEndSessions(user)}
                  />
                )}
                <ActionButton
                  icon={Trash2}
                  label={fill(copy.actions.delete, name)}
                  reason={allowed.delete && reasonText(allowed.delete)}
                  reasonId={`${rowId}-delete`}
                  onClick={() => actions.openDelete(user)}
                  danger
                />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

// an icon button named for screen readers; when the server would refuse, it is disabled and a
// tooltip (and text for screen readers) says why
function ActionButton({
  icon: Icon,
  label,
  reason,
  reasonId,
  onClick,
  danger = false,
}: {
  icon: LucideIcon;
  label: string;
  reason: string | null;
  reasonId: string;
  onClick: () => void;
  danger?: boolean;
}) {
  const tone = danger ? "text-red-700 hover:bg-red-50" : "text-brand-700 hover:bg-brand-50";
  const button = (
    <button
      type="button"
      onClick={onClick}
      disabled={reason !== null}
      aria-label={label}
      aria-describedby={reason ? reasonId : undefined}
      title={reason ? undefined : label}
      className={`rounded-md p-2 ${tone} disabled:pointer-events-none disabled:text-slate-400`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (!reason) return button;
  return (
    <span title={reason} className="inline-flex cursor-not-allowed">
      {button}
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </span>
  );
}
