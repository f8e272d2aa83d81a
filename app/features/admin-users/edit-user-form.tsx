import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { UserProfileUpdateSchema } from "../../../contract/users.ts";
import { Field, fieldAria, inputClass } from "../../components/admin/ui.tsx";
import { adminCommon } from "../../content/admin/common.ts";
import { adminUsers } from "../../content/admin/users.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { isSuperAdmin } from "./permissions.ts";
import { applyServerErrors, fieldMessage, runRequest } from "./requests.ts";
import type { AdminUser } from "./types.ts";
import { FormButtons, RoleField, StatusField } from "./user-fields.tsx";

type Input = z.input<typeof UserProfileUpdateSchema>;
type Output = z.output<typeof UserProfileUpdateSchema>;
const FIELDS = ["user_name", "role", "status"] as const;

// "Edit User": PUT /api/auth/users/{id} with user_name, role and status only; the login name
// is shown but cannot change
export function EditUserForm({
  target,
  onDone,
  onCancel,
}: {
  target: AdminUser;
  onDone: () => void;
  onCancel: () => void;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { api, user: actor, refreshUser } = useAuth();
  const self = actor?.id === target.id;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(UserProfileUpdateSchema),
    defaultValues: { user_name: target.user_name, role: String(target.role), status: String(target.status) },
  });
  const error = (name: (typeof FIELDS)[number]) => fieldMessage(errors, name, language);

  const submit = handleSubmit(async (values) => {
    const body = { user_name: values.user_name, role: values.role, status: values.status };
    const result = await runRequest(
      () => api<{ user?: AdminUser }>(`/api/auth/users/${target.id}`, { method: "PUT", body }),
      { failure: copy.toast.updateFailed, networkError: common.networkError },
      (refused) => applyServerErrors(refused, setError, FIELDS),
    );
    if (!result) return;
    notify.success(copy.toast.updated);
    // the sidebar shows the logged-in user's name and role
    if (self) await refreshUser();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="edit-user-login" label={copy.form.loginName} hint={copy.form.loginNameReadOnly}>
        <input
          id="edit-user-login"
          value={target.login_name}
          readOnly
          disabled
          aria-describedby="edit-user-login-hint"
          className={inputClass}
        />
      </Field>
      <Field id="edit-user-name" label={copy.form.userName} error={error("user_name")} required>
        <input
          {...register("user_name")}
          {...fieldAria("edit-user-name", error("user_name"))}
          autoComplete="off"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleField
          id="edit-user-role"
          registration={register("role")}
          error={error("role")}
          superAdminAllowed={isSuperAdmin(actor)}
        />
        <StatusField
          id="edit-user-status"
          registration={register("status")}
          error={error("status")}
          inactiveAllowed={!self}
        />
      </div>
      <FormButtons
        busy={isSubmitting}
        submitLabel={copy.modals.save}
        busyLabel={common.action.saving}
        onCancel={onCancel}
      />
    </form>
  );
}
