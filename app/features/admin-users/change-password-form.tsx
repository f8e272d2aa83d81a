import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { translateApiMessage } from "../../../contract/messages.ts";
import { ChangePasswordFormSchema } from "../../../contract/users.ts";
import { Field, fieldAria, inputClass } from "../../components/admin/ui.tsx";
import { adminCommon, fill } from "../../content/admin/common.ts";
import { adminUsers } from "../../content/admin/users.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { usePasswordProblem, withPasswordStrength } from "./password-strength.ts";
import { applyServerErrors, fieldMessage, runRequest } from "./requests.ts";
import type { AdminUser } from "./types.ts";
import { FormButtons } from "./user-fields.tsx";

type Input = z.input<typeof ChangePasswordFormSchema>;
type Output = z.output<typeof ChangePasswordFormSchema>;
const FIELDS = ["password", "current_password"] as const;

// "Change Password": new and confirmation must match; PUT /api/auth/users/{id} with {password}
export function ChangePasswordForm({
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
  const { api, user: actor } = useAuth();
  // the server's strength rule, with this person's login name and name (as the server checks it)
  const personal = [target.login_name, target.user_name];
  const schema = useMemo(
    () => withPasswordStrength(ChangePasswordFormSchema, () => [target.login_name, target.user_name]),
    [target.login_name, target.user_name],
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm: "", current_password: "" },
  });
  const typedProblem = usePasswordProblem(watch("password"), personal);
  const error = (name: "password" | "confirm" | "current_password") =>
    fieldMessage(errors, name, language) ??
    (name === "password" && typedProblem ? translateApiMessage(typedProblem, language) : undefined);
  // one's own password needs the current one too (the server checks it)
  const own = actor?.id === target.id;

  const submit = handleSubmit(
    async (values) => {
      const result = await runRequest(
        () =>
          api(`/api/auth/users/${target.id}`, {
            method: "PUT",
            body: own
              ? { password: values.password, current_password: values.current_password ?? "" }
              : { password: values.password },
          }),
        { failure: copy.toast.passwordFailed, networkError: common.networkError },
        (refused) => applyServerErrors(refused, setError, FIELDS),
      );
      if (!result) return;
      notify.success(copy.toast.passwordChanged);
      onDone();
    },
    (invalid) => {
      if (invalid.confirm?.message === "validation.passwordsDiffer") notify.error(copy.toast.passwordsDiffer);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {fill(copy.form.passwordFor, { name: target.user_name, login: target.login_name })}
      </p>
      {own && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{copy.form.ownPasswordNote}</p>}
      {/* a hidden login name lets password managers file the new password under the right account */}
      <input type="text" value={target.login_name} autoComplete="username" readOnly hidden />
      {own && (
        <Field id="password-current" label={copy.form.currentPassword} error={error("current_password")} required>
          <input
            {...register("current_password")}
            {...fieldAria("password-current", error("current_password"))}
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
      )}
      <Field
        id="password-new"
        label={copy.form.newPassword}
        error={error("password")}
        hint={copy.form.passwordHint}
        required
      >
        <input
          {...register("password")}
          {...fieldAria("password-new", error("password"), copy.form.passwordHint)}
          type="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </Field>
      <Field id="password-confirm" label={copy.form.confirmPassword} error={error("confirm")} required>
        <input
          {...register("confirm")}
          {...fieldAria("password-confirm", error("confirm"))}
          type="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </Field>
      <FormButtons
        busy={isSubmitting}
        submitLabel={copy.modals.changePassword}
        busyLabel={copy.modals.changingPassword}
        onCancel={onCancel}
      />
    </form>
  );
}
