import type { UseFormRegisterReturn } from "react-hook-form";
import { USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { adminCommon } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";

// the role and status selects of the add and edit forms; an option the server would refuse is
// disabled and the field's hint says why

export function ChoiceField({
  name,
  id,
  registration,
  error,
  secondAllowed,
}: {
  name: "role" | "status";
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  // the last option: Super Admin (only a Super Admin may give it), inactive (not one's own account)
  secondAllowed: boolean;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  // the options; the last is the one that may be refused
  const field =
    name === "role"
      ? {
          label: copy.form.role,
          options: [
            { value: USER_ROLE.ADMIN, label: common.roles.admin },
            // leads only (contact messages): README → Roles
            { value: USER_ROLE.SALES, label: common.roles.sales },
            { value: USER_ROLE.SUPER_ADMIN, label: common.roles.superAdmin },
          ],
          refused: copy.reasons.superAdminOnly,
        }
      : {
          label: copy.form.status,
          options: [
            { value: USER_STATUS.ACTIVE, label: common.status.active },
            { value: USER_STATUS.INACTIVE, label: common.status.inactive },
          ],
          refused: copy.reasons.notSelfDeactivate,
        };
  const hint = secondAllowed ? undefined : field.refused;
  return (
    <Field id={id} label={field.label} error={error} hint={hint} required>
      <select {...registration} {...fieldAria(id, error, hint)} className={inputClass}>
        {field.options.map((option, index) => (
          <option
            key={option.value}
            value={String(option.value)}
            disabled={index === field.options.length - 1 && !secondAllowed}
          >
            {option.label}
          </option>
        ))}
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
