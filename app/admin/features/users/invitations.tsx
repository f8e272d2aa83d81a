import { zodResolver } from "@hookform/resolvers/zod";
import { Send, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { type ApiInvitation, type InvitationCreate, InvitationCreateSchema } from "../../../../contract/invitations.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { Badge, DataTable, Field, fieldAria, Initial, inputClass, LeadCell } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { isSuperAdmin } from "./permissions.ts";
import { ChoiceField, FormButtons } from "./user-fields.tsx";

// Staff invited by e-mail (issue 35): the form that sends an invitation
// (api.users.invite), and the pending ones under the users, "Invited" or "Expired",
// with Re-send (the same invitation again: a new link, the old one stops working) and Cancel.

type Name = "email" | "user_name" | "login_name" | "role";
const FIELDS: readonly Name[] = ["email", "user_name", "login_name", "role"];

// the invitation form, in its modal
export function InviteDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const copy = adminUsers[useAdminLanguage()];
  return (
    <Modal open={open} title={copy.invitations.title} onClose={onClose}>
      {open && <InviteForm onDone={onDone} onCancel={onClose} />}
    </Modal>
  );
}

function InviteForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const language = useAdminLanguage();
  const copy = adminUsers[language];
  const { user: actor } = useAuth();
  const { mutate } = useApiMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: zodResolver(InvitationCreateSchema as never) as unknown as Resolver<FieldValues>,
    // the least powerful role unless the Admin chooses another
    defaultValues: { email: "", user_name: "", login_name: "", role: String(USER_ROLE.SALES) },
  });
  const error = (name: Name) => {
    const message = errors[name]?.message;
    return typeof message === "string" && message ? translateApiMessage(message, language) : undefined;
  };
  const submit = handleSubmit(async (values) => {
    // (the values are the schema's output: the resolver checked them)
    const answer = await mutate(
      api.users.invite(values as InvitationCreate),
      { failed: copy.invitations.sendFailed, done: "" },
      { form: { setError, fields: FIELDS } },
    );
    if (answer) onDone();
  });
  const input = (name: Name, label: string, options: { type?: string; hint?: string; optional?: boolean }) => {
    const id = `invite-${name.replace("_", "-")}`;
    return (
      <Field id={id} label={label} error={error(name)} hint={options.hint} required={!options.optional}>
        <input
          {...register(name)}
          {...fieldAria(id, error(name), options.hint)}
          type={options.type}
          autoComplete="off"
          autoCapitalize={name === "user_name" ? undefined : "none"}
          spellCheck={name === "user_name" ? undefined : false}
          className={inputClass}
        />
      </Field>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{copy.invitations.intro}</p>
      {input("email", copy.form.email, { type: "email" })}
      {input("user_name", copy.form.userName, {})}
      {input("login_name", copy.form.loginName, { hint: copy.invitations.loginNameHint, optional: true })}
      <ChoiceField
        name="role"
        id="invite-role"
        registration={register("role")}
        error={error("role")}
        secondAllowed={isSuperAdmin(actor)}
      />
      <FormButtons
        busy={isSubmitting}
        submitLabel={copy.invitations.send}
        busyLabel={copy.invitations.sending}
        onCancel={onCancel}
      />
    </form>
  );
}

// the pending invitations, under the users (read again when `sent` changes: one more was sent);
// nothing when there are none
export function PendingInvitations({ sent }: { sent: number }) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { data, reload } = useApiQuery(
    api.users.invitations(),
    (body) => body.invitations,
    copy.invitations.fetchFailed,
  );
  const invitations = data ?? [];
  const onChanged = () => reload({ quiet: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new invitation is the trigger
  useEffect(() => {
    if (sent > 0) onChanged();
  }, [sent]);
  const { user: actor } = useAuth();
  const { mutate, isBusy } = useApiMutation();
  const [cancelling, setCancelling] = useState<ApiInvitation | null>(null);
  if (invitations.length === 0) return null;

  const resend = async (invitation: ApiInvitation) => {
    const { email, user_name, login_name, role } = invitation;
    const answer = await mutate(
      api.users.invite({ email, user_name, login_name, role }),
      { failed: copy.invitations.sendFailed, done: "" },
      { key: `resend-${invitation.id}` },
    );
    if (answer) onChanged();
  };
  const cancel = async () => {
    if (!cancelling) return;
    const answer = await mutate(
      api.users.cancelInvitation({ id: cancelling.id }),
      { failed: copy.invitations.cancelFailed, done: "", goneIsDone: true },
      { key: `cancel-${cancelling.id}` },
    );
    setCancelling(null);
    if (answer) onChanged();
  };
  const roleName = (role: number) =>
    role === USER_ROLE.SUPER_ADMIN
      ? common.roles.superAdmin
      : role === USER_ROLE.SALES
        ? common.roles.sales
        : common.roles.admin;

  return (
    <section aria-labelledby="invitations-heading" className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="invitations-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900">
        {copy.invitations.heading}
      </h2>
      <DataTable
        caption={copy.invitations.caption}
        frameClass="overflow-x-auto"
        tableClass="w-full min-w-[40rem] text-left text-sm"
        headClass="border-b border-slate-200"
        headers={[
          copy.invitations.person,
          copy.table.role,
          copy.invitations.status,
          copy.invitations.expires,
          { label: copy.table.actions, className: "text-right" },
        ]}
      >
        {invitations.map((invitation) => {
          const name = { name: invitation.user_name };
          // only a Super Admin invites (or cancels the invitation of) a Super Admin
          const refused =
            invitation.role === USER_ROLE.SUPER_ADMIN && !isSuperAdmin(actor) ? copy.reasons.superAdminOnly : undefined;
          return (
            <tr key={invitation.id} className="hover:bg-slate-50">
              <LeadCell
                picture={<Initial name={invitation.user_name} className="h-9 w-9 bg-slate-100 text-slate-700" />}
              >
                <p className="font-semibold whitespace-nowrap text-slate-900">{invitation.user_name}</p>
                <p className="break-all text-slate-600">{invitation.email}</p>
              </LeadCell>
              <td className="px-4 py-3 whitespace-nowrap">
                <Badge tone="slate">{roleName(invitation.role)}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Badge tone={invitation.expired ? "red" : "amber"}>
                  {invitation.expired ? copy.invitations.expired : copy.invitations.invited}
                </Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDateTime(invitation.expires_at, language)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => resend(invitation)}
                    disabled={refused !== undefined || isBusy(`resend-${invitation.id}`)}
                    aria-label={fill(copy.invitations.resend, name)}
                    title={refused ?? fill(copy.invitations.resend, name)}
                    className="rounded-md p-2 text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
                  >
                    <Send className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => setCancelling(invitation)}
                    disabled={refused !== undefined}
                    aria-label={fill(copy.invitations.cancel, name)}
                    title={refused ?? fill(copy.invitations.cancel, name)}
                    className="rounded-md p-2 text-red-700 hover:bg-red-50 disabled:text-slate-400"
                  >
                    <XCircle className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={cancelling !== null}
        title={copy.invitations.cancelTitle}
        message={cancelling ? fill(copy.invitations.confirmCancel, { name: cancelling.user_name }) : ""}
        confirmLabel={copy.invitations.cancelTitle}
        cancelLabel={copy.invitations.keep}
        busy={cancelling !== null && isBusy(`cancel-${cancelling.id}`)}
        onConfirm={cancel}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
