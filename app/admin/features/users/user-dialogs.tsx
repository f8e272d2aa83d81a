import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { ConfirmDialog, Modal } from "../../components/modal.tsx";
import { fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { type ApiCall, api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { PasswordForm } from "./password-form.tsx";
import type { AdminUser } from "./types.ts";

// the users screen's row actions beyond Edit and Delete, each in its dialog: a new password, and
// a Super Admin's reset of someone's two-factor sign-in or end of their sessions
export type UserAction = { kind: "password" | "resetTwoFactor" | "endSessions"; user: AdminUser };

// onDone runs after every change the server accepted
export function UserActionDialogs({
  action,
  onClose,
  onDone,
}: {
  action: UserAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const copy = adminUsers[useAdminLanguage()];
  const target = (kind: UserAction["kind"]) => (action?.kind === kind ? action.user : null);
  const password = target("password");
  return (
    <>
      <Modal open={password !== null} title={copy.modals.passwordTitle} onClose={onClose} size="sm">
        {password && <PasswordForm target={password} onDone={onDone} onCancel={onClose} />}
      </Modal>
      {/* a Super Admin turns off someone's two-factor sign-in (a lost phone and lost recovery
          codes): api.users.resetTwoFactor, in the audit trail */}
      <ConfirmUserAction
        target={target("resetTwoFactor")}
        title={copy.twoFactor.resetTitle}
        message={(user) => fill(copy.twoFactor.confirmReset, { name: user.user_name })}
        request={(user) => api.users.resetTwoFactor({ id: user.id })}
        failure={copy.twoFactor.resetFailed}
        onCancel={onClose}
        onDone={onDone}
      />
      {/* a Super Admin ends every session of someone else: api.users.endSessions, in the audit
          trail; the toast says how many ended */}
      <ConfirmUserAction
        target={target("endSessions")}
        title={copy.sessions.endTitle}
        message={(user) => fill(copy.sessions.confirmEnd, { name: user.user_name })}
        request={(user) => api.users.endSessions({ id: user.id })}
        failure={copy.sessions.endFailed}
        onCancel={onClose}
        onDone={onDone}
      />
    </>
  );
}

// a confirmation, then one request about that user (its toast the server's message); a refusal
// is explained by its toast and asking again would not change the answer, so the dialog closes
// either way
function ConfirmUserAction({
  target,
  title,
  message,
  request,
  failure,
  onCancel,
  onDone,
}: {
  target: AdminUser | null;
  // the dialog's title, and its button
  title: string;
  message: (user: AdminUser) => string;
  request: (user: AdminUser) => ApiCall<unknown>;
  failure: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { mutate, busy } = useApiMutation();
  const confirm = async () => {
    if (!target || busy) return;
    const answer = await mutate(request(target), { failed: failure, done: "" });
    if (answer) onDone();
    else onCancel();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target ? message(target) : ""}
      confirmLabel={title}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
