import { useCallback, useMemo, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { type ApiCall, api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import type { AdminUser } from "./types.ts";
import { UserForm } from "./user-form.tsx";

type DialogState =
  | { kind: "add" }
  | { kind: "edit"; user: AdminUser }
  | { kind: "password"; user: AdminUser }
  | { kind: "delete"; user: AdminUser }
  | { kind: "resetTwoFactor"; user: AdminUser }
  | { kind: "endSessions"; user: AdminUser }
  | null;

export interface UserDialogActions {
  openAdd: () => void;
  openEdit: (user: AdminUser) => void;
  openPassword: (user: AdminUser) => void;
  openDelete: (user: AdminUser) => void;
  openResetTwoFactor: (user: AdminUser) => void;
  openEndSessions: (user: AdminUser) => void;
}

// the users page's four modals, also used by the dashboard: open one with the actions, render
// `dialogs` once; onChanged runs after every change the server accepted
export function useUserDialogs(onChanged: () => void): UserDialogActions & { dialogs: React.ReactNode } {
  const [state, setState] = useState<DialogState>(null);
  const actions = useMemo<UserDialogActions>(
    () => ({
      openAdd: () => setState({ kind: "add" }),
      openEdit: (user) => setState({ kind: "edit", user }),
      openPassword: (user) => setState({ kind: "password", user }),
      openDelete: (user) => setState({ kind: "delete", user }),
      openResetTwoFactor: (user) => setState({ kind: "resetTwoFactor", user }),
      openEndSessions: (user) => setState({ kind: "endSessions", user }),
    }),
    [],
  );
  const close = useCallback(() => setState(null), []);
  const done = useCallback(() => {
    setState(null);
    onChanged();
  }, [onChanged]);
  return { ...actions, dialogs: <UserDialogs state={state} onClose={close} onDone={done} /> };
}

function UserDialogs({ state, onClose, onDone }: { state: DialogState; onClose: () => void; onDone: () => void }) {
  const language = useAdminLanguage();
  const _common = adminCommon[language];
  const copy = adminUsers[language];
  return (
    <>
      <Modal open={state?.kind === "add"} title={copy.modals.addTitle} onClose={onClose}>
        <UserForm mode="add" target={null} onDone={onDone} onCancel={onClose} />
      </Modal>
      <Modal open={state?.kind === "edit"} title={copy.modals.editTitle} onClose={onClose}>
        {state?.kind === "edit" && <UserForm mode="edit" target={state.user} onDone={onDone} onCancel={onClose} />}
      </Modal>
      <Modal open={state?.kind === "password"} title={copy.modals.passwordTitle} onClose={onClose} size="sm">
        {state?.kind === "password" && (
          <UserForm mode="password" target={state.user} onDone={onDone} onCancel={onClose} />
        )}
      </Modal>
      <DeleteUserDialog target={state?.kind === "delete" ? state.user : null} onCancel={onClose} onDone={onDone} />
      <ResetTwoFactorDialog
        target={state?.kind === "resetTwoFactor" ? state.user : null}
        onCancel={onClose}
        onDone={onDone}
      />
      <EndSessionsDialog
        target={state?.kind === "endSessions" ? state.user : null}
        onCancel={onClose}
        onDone={onDone}
      />
    </>
  );
}

// a confirmation, then one request about that user; a refusal (yourself, a Super Admin, the last
// Super Admin) is explained by its toast and asking again would not change the answer, so the
// dialog closes either way
function ConfirmUserAction({
  target,
  title,
  message,
  confirmLabel,
  request,
  failure,
  done,
  onCancel,
  onDone,
}: {
  target: AdminUser | null;
  title: string;
  message: (user: AdminUser) => string;
  confirmLabel: string;
  request: (user: AdminUser) => ApiCall<unknown>;
  failure: string;
  // the success toast; without it, the server's message
  done?: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const _common = adminCommon[useAdminLanguage()];
  const { mutate, busy } = useApiMutation();

  const confirm = async () => {
    if (!target || busy) return;
    const answer = await mutate(request(target), { failed: failure, done: "", success: done });
    if (answer) onDone();
    else onCancel();
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target ? message(target) : ""}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}

// "Delete User": the spec's confirmation, then api.users.remove
function DeleteUserDialog(props: { target: AdminUser | null; onCancel: () => void; onDone: () => void }) {
  const copy = adminUsers[useAdminLanguage()];
  return (
    <ConfirmUserAction
      {...props}
      title={copy.modals.deleteTitle}
      message={(user) => fill(copy.confirmDelete, { name: user.user_name })}
      confirmLabel={copy.modals.delete}
      request={(user) => api.users.remove({ id: user.id })}
      failure={copy.toast.deleteFailed}
      done={copy.toast.deleted}
    />
  );
}

// a Super Admin turns off someone's two-factor sign-in (a lost phone and lost recovery codes):
// api.users.resetTwoFactor, in the audit trail
function ResetTwoFactorDialog(props: { target: AdminUser | null; onCancel: () => void; onDone: () => void }) {
  const copy = adminUsers[useAdminLanguage()];
  return (
    <ConfirmUserAction
      {...props}
      title={copy.twoFactor.resetTitle}
      message={(user) => fill(copy.twoFactor.confirmReset, { name: user.user_name })}
      confirmLabel={copy.twoFactor.resetTitle}
      request={(user) => api.users.resetTwoFactor({ id: user.id })}
      failure={copy.twoFactor.resetFailed}
    />
  );
}

// a Super Admin ends every session of someone else: api.users.endSessions, in the audit trail;
// the toast says how many ended
function EndSessionsDialog(props: { target: AdminUser | null; onCancel: () => void; onDone: () => void }) {
  const copy = adminUsers[useAdminLanguage()];
  return (
    <ConfirmUserAction
      {...props}
      title={copy.sessions.endTitle}
      message={(user) => fill(copy.sessions.confirmEnd, { name: user.user_name })}
      confirmLabel={copy.sessions.endTitle}
      request={(user) => api.users.endSessions({ id: user.id })}
      failure={copy.sessions.endFailed}
    />
  );
}
