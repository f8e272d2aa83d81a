import { KeyRound, LogOut, MailPlus, ShieldOff } from "lucide-react";
import { type ComponentType, useState } from "react";
import { USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { matchesSearch } from "../../../../contract/search-fold.ts";
import { UserCreateSchema, UserProfileUpdateSchema } from "../../../../contract/users.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import {
  type CustomFieldProps,
  RecordButton,
  type RecordField,
  RecordScreen,
  type RecordScreenConfig,
} from "../../components/record-screen.tsx";
import { Badge, Field, fieldAria, Initial, inputClass } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { InviteDialog, PendingInvitations } from "./invitations.tsx";
import { usePasswordProblem, withPasswordStrength } from "./password-strength.ts";
import { isSuperAdmin, userPermissions } from "./permissions.ts";
import type { AdminUser } from "./types.ts";
import { type UserAction, UserActionDialogs } from "./user-dialogs.tsx";
import { ChoiceField } from "./user-fields.tsx";
import { UserStatCards } from "./user-stat-cards.tsx";

// The staff accounts as a record screen, in two places:
// - the Users screen (/admin/users): the counts, every account with when it was created, Edit,
//   a new password, a Super Admin's two-factor reset and end of sessions, Delete, and staff
//   invited by e-mail and not signed up yet (issue 35);
// - the dashboard's User Management tab: searched by name or login name, each with its last login.
// Adding gives the login name and first password (api.users.create); editing changes the name,
// e-mail, role and status (api.users.update), the login name shown, not changed.

export function UsersScreen({
  place,
  addAtOnce,
  onChanged,
}: {
  place: "screen" | "dashboard";
  // the add form open at once (the dashboard's Create new user)
  addAtOnce?: boolean;
  // after every change the server accepted
  onChanged?: () => void;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { user: actor, refreshUser } = useAuth();
  const screen = place === "screen";
  const [action, setAction] = useState<UserAction | null>(null);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState(0);
  // the row actions' changes, for the counts (the form's and Delete's: screen.saves)
  const [changes, setChanges] = useState(0);
  const superAdmin = isSuperAdmin(actor);
  const reason = (refusal: keyof typeof copy.reasons | null) => (refusal ? copy.reasons[refusal] : true);
  const text = (name: string, label: string, more: Partial<RecordField> = {}) =>
    ({ kind: "text", name, label, required: true, ...more }) as RecordField;
  const custom = (name: string, label: string, Control: ComponentType<CustomFieldProps>) =>
    ({ kind: "custom", name, label, Control }) as const;
  const email = text("email", copy.form.email, { type: "email", hint: copy.form.emailHint, required: false });
  const choices = [custom("role", copy.form.role, RoleField), custom("status", copy.form.status, StatusField)];
  const dashboard = adminDashboard[language].users;

  const config: RecordScreenConfig<AdminUser, typeof UserCreateSchema> = {
    api: api.users,
    idPrefix: screen ? "user" : "dashboard-user",
    headingLevel: screen ? 1 : 2,
    texts: {
      title: screen ? copy.title : dashboard.heading,
      intro: screen ? copy.subtitle : "",
      add: screen ? copy.addUser : dashboard.addUser,
      loading: copy.table.loading,
      loadFailed: copy.toast.fetchFailed,
      listFailed: common.listFailed,
      retry: common.retry,
      empty: copy.table.empty,
      noMatches: copy.table.noMatches,
      listHeading: screen ? copy.table.heading : undefined,
      caption: copy.table.caption,
      actions: copy.table.actions,
      edit: common.action.edit,
      delete: common.action.delete,
      editName: copy.actions.edit,
      deleteName: copy.actions.delete,
      addTitle: copy.modals.addTitle,
      editTitle: copy.modals.editTitle,
      create: copy.modals.create,
      creating: copy.modals.creating,
      save: copy.modals.save,
      created: copy.toast.added,
      updated: copy.toast.updated,
      removed: copy.toast.deleted,
      createFailed: copy.toast.addFailed,
      updateFailed: copy.toast.updateFailed,
      removeTitle: copy.modals.deleteTitle,
      removeMessage: copy.confirmDelete,
      removeConfirm: copy.modals.delete,
      removeFailed: copy.toast.deleteFailed,
    },
    name: (user) => user.user_name,
    list: {
      read: (body) => (body as { users?: AdminUser[] }).users,
      // case, Vietnamese marks and extra spaces do not matter: "duc" finds "Đức"
      paged: screen
        ? undefined
        : {
            search: { label: dashboard.search, placeholder: dashboard.searchPlaceholder },
            matches: (user, search) => matchesSearch([user.user_name, user.login_name], search),
          },
      columns: [
        {
          header: copy.table.user,
          cell: (user) => (
            <div className="flex items-center gap-3">
              <Initial name={user.user_name} className="h-9 w-9 bg-brand-100 text-brand-800" />
              <div className="min-w-0">
                <p className="font-semibold whitespace-nowrap text-slate-900">
                  {user.user_name}
                  {actor?.id === user.id && (
                    <span className="ml-2 align-middle">
                      <Badge tone="amber">{copy.table.you}</Badge>
                    </span>
                  )}
                </p>
                <p className="break-all text-slate-600">{user.login_name}</p>
              </div>
            </div>
          ),
        },
        {
          header: copy.table.role,
          className: "whitespace-nowrap",
          cell: (user) => (
            <Badge tone={isSuperAdmin(user) ? "brand" : user.role === USER_ROLE.SALES ? "green" : "slate"}>
              {isSuperAdmin(user)
                ? common.roles.superAdmin
                : user.role === USER_ROLE.SALES
                  ? common.roles.sales
                  : common.roles.admin}
            </Badge>
          ),
        },
        {
          header: copy.table.status,
          className: "whitespace-nowrap",
          cell: (user) => (
            <>
              <Badge tone={user.status === USER_STATUS.ACTIVE ? "green" : "red"}>
                {user.status === USER_STATUS.ACTIVE ? common.status.active : common.status.inactive}
              </Badge>
              {user.two_factor_enabled && (
                <span className="ml-2">
                  <Badge tone="brand">{copy.twoFactor.badge}</Badge>
                </span>
              )}
            </>
          ),
        },
        screen
          ? {
              header: copy.table.created,
              className: "whitespace-nowrap text-slate-700",
              cell: (user) => formatDate(user.created_at, language),
            }
          : {
              header: copy.table.lastLogin,
              className: "whitespace-nowrap text-slate-700",
              cell: (user) => (user.login_timestamp ? formatDateTime(user.login_timestamp, language) : common.never),
            },
      ],
    },
    form: {
      // the server's strength rule, with the login name and name typed
      schema: withPasswordStrength(UserCreateSchema, (values) => [values.login_name, values.user_name]) as never,
      fields: [
        custom("login_name", copy.form.loginName, LoginNameField),
        text("user_name", copy.form.userName),
        email,
        custom("password", copy.form.password, PasswordField),
        ...choices,
      ],
      edit: {
        schema: UserProfileUpdateSchema,
        fields: [
          custom("login_name", copy.form.loginName, LoginNameField),
          text("user_name", copy.form.userName),
          email,
          ...choices,
        ],
      },
      // a new account starts as the least powerful role (Sales)
      defaults: (user) => ({
        ...(user ? {} : { login_name: "", password: "" }),
        user_name: user?.user_name ?? "",
        email: user?.email ?? "",
        role: String(user?.role ?? USER_ROLE.SALES),
        status: String(user?.status ?? USER_STATUS.ACTIVE),
      }),
      addAtOnce,
    },
    row: {
      icons: true,
      // what the server would refuse (yourself, a Super Admin when you are not one), said beforehand
      can: (user) => {
        const allowed = userPermissions(actor, user);
        return { edit: reason(allowed.edit), remove: reason(allowed.delete) };
      },
      actions: screen
        ? (user) => {
            const name = { name: user.user_name };
            const other = superAdmin && actor?.id !== user.id;
            const refusal = userPermissions(actor, user).password;
            return (
              <>
                <RecordButton
                  icon={KeyRound}
                  name={fill(copy.actions.password, name)}
                  reason={refusal ? copy.reasons[refusal] : undefined}
                  onClick={() => setAction({ kind: "password", user })}
                />
                {other && user.two_factor_enabled && (
                  <RecordButton
                    icon={ShieldOff}
                    name={fill(copy.twoFactor.reset, name)}
                    onClick={() => setAction({ kind: "resetTwoFactor", user })}
                  />
                )}
                {other && (
                  <RecordButton
                    icon={LogOut}
                    name={fill(copy.sessions.end, name)}
                    onClick={() => setAction({ kind: "endSessions", user })}
                  />
                )}
              </>
            );
          }
        : undefined,
    },
    extra: screen
      ? {
          actions: (
            <button type="button" onClick={() => setInviting(true)} className={buttonClass("primary")}>
              <MailPlus className="h-4 w-4" aria-hidden="true" />
              {copy.invitations.invite}
            </button>
          ),
          above: ({ saves }) => <UserStatCards changes={saves + changes} />,
          below: ({ reload }) => (
            <>
              <PendingInvitations sent={invited} />
              <UserActionDialogs
                action={action}
                onClose={() => setAction(null)}
                onDone={() => {
                  setAction(null);
                  reload();
                  setChanges((count) => count + 1);
                  onChanged?.();
                }}
              />
              <InviteDialog
                open={inviting}
                onClose={() => setInviting(false)}
                onDone={() => {
                  setInviting(false);
                  setInvited((count) => count + 1);
                }}
              />
            </>
          ),
        }
      : undefined,
    changed: (user) => {
      onChanged?.();
      // the sidebar shows the signed-in person's name and role
      if (user && user.id === actor?.id) void refreshUser();
    },
  };
  return <RecordScreen config={config} />;
}

// the login name: typed when adding (no capitals or spelling marks forced on it), shown and not
// changed when editing
function LoginNameField({ id, label, error, item, form }: CustomFieldProps) {
  const copy = adminUsers[useAdminLanguage()].form;
  const user = item as AdminUser | null;
  if (user) {
    return (
      <Field id={id} label={label} hint={copy.loginNameReadOnly}>
        <input
          id={id}
          value={user.login_name}
          readOnly
          disabled
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
      </Field>
    );
  }
  return (
    <Field id={id} label={label} error={error} hint={copy.loginNameHint} required>
      <input
        {...form.register("login_name")}
        {...fieldAria(id, error, copy.loginNameHint)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className={inputClass}
      />
    </Field>
  );
}

// the first password, and why it is too weak (the server's rule) as it is typed
function PasswordField({ id, label, error, form }: CustomFieldProps) {
  const language = useAdminLanguage();
  const copy = adminUsers[language].form;
  const problem = usePasswordProblem(form.watch("password"), [form.watch("login_name"), form.watch("user_name")]);
  const shown = error ?? (problem ? translateApiMessage(problem, language) : undefined);
  return (
    <Field id={id} label={label} error={shown} hint={copy.passwordHint} required>
      <input
        {...form.register("password")}
        {...fieldAria(id, shown, copy.passwordHint)}
        type="password"
        autoComplete="new-password"
        className={inputClass}
      />
    </Field>
  );
}

// the role: Super Admin given only by a Super Admin
function RoleField({ id, error, form }: CustomFieldProps) {
  const { user: actor } = useAuth();
  return (
    <ChoiceField
      name="role"
      id={id}
      registration={form.register("role")}
      error={error}
      secondAllowed={isSuperAdmin(actor)}
    />
  );
}

// the status: nobody deactivates their own account
function StatusField({ id, error, item, form }: CustomFieldProps) {
  const { user: actor } = useAuth();
  const own = (item as AdminUser | null)?.id === actor?.id && item !== null;
  return (
    <ChoiceField name="status" id={id} registration={form.register("status")} error={error} secondAllowed={!own} />
  );
}
