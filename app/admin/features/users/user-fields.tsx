import type { UseFormRegisterReturn } from "react-hook-form";
import { USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { adminCommon } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";

// the role and status selects of the add and edit forms; an option the server would refuse is
// disabled and the field's hint says why

export function RoleField({
  id,
  registration,
  error,
  superAdminAllowed,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  superAdminAllowed: boolean;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const hint = superAdminAllowed ? undefined : copy.reasons.superAdminOnly;
  return (
    <Field id={id} label={copy.form.role} error={error} hint={hint} required>
      <select {...registration} {...fieldAria(id, error, hint)} className={inputClass}>
        <option value={String(USER_ROLE.ADMIN)}>{common.roles.admin}</option>
        <option value={String(USER_ROLE.SUPER_ADMIN)} disabled={!superAdminAllowed}>
          {common.roles.superAdmin}
        </option>
      </select>
    </Field>
  );
}

export function StatusField({
  id,
  registration,
  error,
  inactiveAllowed = true,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  inactiveAllowed?: boolean;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const hint = inactiveAllowed ? undefined : copy.reasons.notSelfDeactivate;
  return (
    <Field id={id} label={copy.form.status} error={error} hint={hint} required>
      <select {...registration} {...fieldAria(id, error, hint)} className={inputClass}>
        <option value={String(USER_STATUS.ACTIVE)}>{common.status.active}</option>
        <option value={String(USER_STATUS.INACTIVE)} disabled={!inactiveAllowed}>
          {common.status.inactive}
        </option>
      </select>
    </Field>
  );
}

// the form's two buttons: cancel, and submit with its busy text
export function FormButtons({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  const common = adminCommon[useAdminLanguage()];
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
        {common.action.cancel}
      </button>
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
