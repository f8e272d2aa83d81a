import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { ChangePasswordFormSchema } from "../../../../contract/users.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { usePasswordProblem, withPasswordStrength } from "./password-strength.ts";
import type { AdminUser } from "./types.ts";
import { FormButtons } from "./user-fields.tsx";

// A staff account's new password (the users screen's row action, the Security screen's own):
// api.users.update with the new password, and the current one for one's own.

type Name = "password" | "confirm" | "current_password";
const FIELDS: readonly Name[] = ["current_password", "password", "confirm"];

export function PasswordForm({
  target,
  onDone,
  onCancel,
}: {
  // the account whose password changes
  target: AdminUser;
  onDone: () => void;
  onCancel: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminUsers[language];
  const { user: actor } = useAuth();
  const { mutate } = useApiMutation();
  // one's own password needs the current one too (the server checks it)
  const own = actor?.id === target.id;
  // the server's strength rule, with this person's login name and name
  const schema = useMemo(
    () => withPasswordStrength(ChangePasswordFormSchema, () => [target.login_name, target.user_name]),
    [target],
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues: { password: "", confirm: "", current_password: "" },
  });
  const typedProblem = usePasswordProblem(watch("password"), [target.login_name, target.user_name]);
  const error = (name: Name) => {
    const message = errors[name]?.message;
    if (typeof message === "string" && message) return translateApiMessage(message, language);
    return name === "password" && typedProblem ? translateApiMessage(typedProblem, language) : undefined;
  };

  const submit = handleSubmit(
    async (values) => {
      // (the values are the form's schema's output: the resolver checked them)
      const body = own
        ? { password: values.password, current_password: values.current_password ?? "" }
        : { password: values.password };
      const answer = await mutate(
        api.users.update({ id: target.id }, body),
        { failed: copy.toast.passwordFailed, success: copy.toast.passwordChanged },
        { form: { setError, fields: FIELDS } },
      );
      if (answer) onDone();
    },
    (invalid) => {
      if (invalid.confirm?.message === "validation.passwordsDiffer") notify.error(copy.toast.passwordsDiffer);
    },
  );

  // the inputs' ids: password-current, password-new, password-confirm
  const input = (name: Name, id: string, label: string, autoComplete: string, hint?: string) => (
    <Field id={`password-${id}`} label={label} error={error(name)} hint={hint} required>
      <input
        {...register(name)}
        {...fieldAria(`password-${id}`, error(name), hint)}
        type="password"
        autoComplete={autoComplete}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {fill(copy.form.passwordFor, { name: target.user_name, login: target.login_name })}
      </p>
      {own && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{copy.form.ownPasswordNote}</p>}
      {/* a hidden login name lets password managers file the new password under the right account */}
      <input type="text" value={target.login_name} autoComplete="username" readOnly hidden />
      {own && input("current_password", "current", copy.form.currentPassword, "current-password")}
      {input("password", "new", copy.form.newPassword, "new-password", copy.form.passwordHint)}
      {input("confirm", "confirm", copy.form.confirmPassword, "new-password")}
      <FormButtons
        busy={isSubmitting}
        submitLabel={copy.modals.changePassword}
        busyLabel={copy.modals.changingPassword}
        onCancel={onCancel}
      />
    </form>
  );
}
