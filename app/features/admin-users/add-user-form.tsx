import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { USER_ROLE, USER_STATUS } from "../../../contract/constants.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import { UserCreateSchema } from "../../../contract/users.ts";
import { Field, fieldAria, inputClass } from "../../components/admin/ui.tsx";
import { adminCommon } from "../../content/admin/common.ts";
import { adminUsers } from "../../content/admin/users.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { usePasswordProblem, withPasswordStrength } from "./password-strength.ts";
import { isSuperAdmin } from "./permissions.ts";
import { applyServerErrors, fieldMessage, runRequest } from "./requests.ts";
import type { AdminUser } from "./types.ts";
import { FormButtons, RoleField, StatusField } from "./user-fields.tsx";

type Input = z.input<typeof UserCreateSchema>;
type Output = z.output<typeof UserCreateSchema>;
// the server's strength rule, with the login name and name typed (as the server checks it)
const schema = withPasswordStrength(UserCreateSchema, (values) => [values.login_name, values.user_name]);
const FIELDS = ["login_name", "user_name", "password", "role", "status"] as const;

// "Add New User": POST /api/auth/register
export function AddUserForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { api, user: actor } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      login_name: "",
      user_name: "",
      password: "",
      role: String(USER_ROLE.ADMIN),
      status: String(USER_STATUS.ACTIVE),
    },
  });
  const typedProblem = usePasswordProblem(watch("password"), [watch("login_name"), watch("user_name")]);
  const error = (name: (typeof FIELDS)[number]) =>
    fieldMessage(errors, name, language) ??
    (name === "password" && typedProblem ? translateApiMessage(typedProblem, language) : undefined);

  const submit = handleSubmit(async (values) => {
    const result = await runRequest(
      () => api<{ user?: AdminUser }>("/api/auth/register", { method: "POST", body: values }),
      { failure: copy.toast.addFailed, networkError: common.networkError },
      (refused) => applyServerErrors(refused, setError, FIELDS),
    );
    if (!result) return;
    notify.success(copy.toast.added);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        id="add-user-login"
        label={copy.form.loginName}
        error={error("login_name")}
        hint={copy.form.loginNameHint}
        required
      >
        <input
          {...register("login_name")}
          {...fieldAria("add-user-login", error("login_name"), copy.form.loginNameHint)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass}
        />
      </Field>
      <Field id="add-user-name" label={copy.form.userName} error={error("user_name")} required>
        <input
          {...register("user_name")}
          {...fieldAria("add-user-name", error("user_name"))}
          autoComplete="off"
          className={inputClass}
        />
      </Field>
      <Field
        id="add-user-password"
        label={copy.form.password}
        error={error("password")}
        hint={copy.form.passwordHint}
        required
      >
        <input
          {...register("password")}
          {...fieldAria("add-user-password", error("password"), copy.form.passwordHint)}
          type="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleField
          id="add-user-role"
          registration={register("role")}
          error={error("role")}
          superAdminAllowed={isSuperAdmin(actor)}
        />
        <StatusField id="add-user-status" registration={register("status")} error={error("status")} />
      </div>
      <FormButtons
        busy={isSubmitting}
        submitLabel={copy.modals.create}
        busyLabel={copy.modals.creating}
        onCancel={onCancel}
      />
    </form>
  );
}
