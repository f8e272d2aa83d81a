import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { USER_ROLE, USER_STATUS } from "../../../../contract/constants.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import {
  ChangePasswordFormSchema,
  type UserCreate,
  UserCreateSchema,
  UserProfileUpdateSchema,
} from "../../../../contract/users.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminUsers } from "../../content/users.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { usePasswordProblem, withPasswordStrength } from "./password-strength.ts";
import { isSuperAdmin } from "./permissions.ts";
import type { AdminUser } from "./types.ts";
import { ChoiceField, FormButtons } from "./user-fields.tsx";

// The one form of a staff account, in three uses:
// - add: api.users.create (login name, name, password, role, status);
// - edit: api.users.update with name, role and status (the login name shown, not changed);
// - password: api.users.update with the new password (and the current one for one's own).
export type UserFormMode = "add" | "edit" | "password";

type Name = "login_name" | "user_name" | "email" | "password" | "confirm" | "current_password" | "role" | "status";

const FIELDS: Record<UserFormMode, readonly Name[]> = {
  add: ["login_name", "user_name", "email", "password", "role", "status"],
  edit: ["user_name", "email", "role", "status"],
  password: ["current_password", "password", "confirm"],
};

function schemaOf(mode: UserFormMode, target: AdminUser | null): z.ZodType<FieldValues> {
  if (mode === "edit") return UserProfileUpdateSchema as z.ZodType<FieldValues>;
  // the server's strength rule, with the login name and name (typed, or this person's)
  if (mode === "add") {
    return withPasswordStrength(UserCreateSchema, (values) => [values.login_name, values.user_name]) as never;
  }
  return withPasswordStrength(ChangePasswordFormSchema, () => [target?.login_name, target?.user_name]) as never;
}

export function UserForm({
  mode,
  target,
  onDone,
  onCancel,
}: {
  mode: UserFormMode;
  // the account edited, or whose password changes; null when adding
  target: AdminUser | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminUsers[language];
  const { user: actor, refreshUser } = useAuth();
  const { mutate } = useApiMutation();
  const self = actor?.id === target?.id;
  // one's own password needs the current one too (the server checks it)
  const own = mode === "password" && self;
  const schema = useMemo(() => schemaOf(mode, target), [mode, target]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues: {
      login_name: target?.login_name ?? "",
      user_name: target?.user_name ?? "",
      email: target?.email ?? "",
      password: "",
      confirm: "",
      current_password: "",
      // a new account starts as the least powerful role (Sales)
      role: String(target?.role ?? USER_ROLE.SALES),
      status: String(target?.status ?? USER_STATUS.ACTIVE),
    },
  });
  const personal = mode === "add" ? [watch("login_name"), watch("user_name")] : [target?.login_name, target?.user_name];
  const typedProblem = usePasswordProblem(mode === "edit" ? undefined : watch("password"), personal);
  const error = (name: Name) => {
    const message = errors[name]?.message;
    if (typeof message === "string" && message) return translateApiMessage(message, language);
    return name === "password" && typedProblem ? translateApiMessage(typedProblem, language) : undefined;
  };

  // (the values are the form's schema's output: the resolver checked them)
  const request = (values: FieldValues) => {
    if (mode === "add") return api.users.create(values as UserCreate);
    if (!target) throw new Error("no user to change");
    const id = { id: target.id };
    if (mode === "edit") {
      return api.users.update(id, {
        user_name: values.user_name,
        email: values.email,
        role: values.role,
        status: values.status,
      });
    }
    const body = own
      ? { password: values.password, current_password: values.current_password ?? "" }
      : { password: values.password };
    return api.users.update(id, body);
  };
  const texts = {
    add: { failed: copy.toast.addFailed, success: copy.toast.added },
    edit: { failed: copy.toast.updateFailed, success: copy.toast.updated },
    password: { failed: copy.toast.passwordFailed, success: copy.toast.passwordChanged },
  }[mode];

  const submit = handleSubmit(
    async (values) => {
      const answer = await mutate(request(values), texts, { form: { setError, fields: FIELDS[mode] } });
      if (!answer) return;
      // the sidebar shows the logged-in user's name and role
      if (mode === "edit" && self) await refreshUser();
      onDone();
    },
    (invalid) => {
      if (invalid.confirm?.message === "validation.passwordsDiffer") notify.error(copy.toast.passwordsDiffer);
    },
  );

  const id = (name: string) => `${mode === "password" ? "password" : `${mode}-user`}-${name}`;
  const input = (
    name: Name,
    label: string,
    options: {
      hint?: string;
      type?: "password" | "email";
      autoComplete: string;
      loginName?: boolean;
      optional?: boolean;
    },
  ) => {
    const inputKey = id(mode === "add" && name === "password" ? "password" : inputId[name]);
    return (
      <Field id={inputKey} label={label} error={error(name)} hint={options.hint} required={!options.optional}>
        <input
          {...register(name)}
          {...fieldAria(inputKey, error(name), options.hint)}
          type={options.type}
          autoComplete={options.autoComplete}
          autoCapitalize={options.loginName ? "none" : undefined}
          spellCheck={options.loginName ? false : undefined}
          className={inputClass}
        />
      </Field>
    );
  };

  const buttons = {
    add: { submit: copy.modals.create, busy: copy.modals.creating },
    edit: { submit: copy.modals.save, busy: common.action.saving },
    password: { submit: copy.modals.changePassword, busy: copy.modals.changingPassword },
  }[mode];

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {mode === "password" && target && (
        <>
          <p className="text-sm text-slate-700">
            {fill(copy.form.passwordFor, { name: target.user_name, login: target.login_name })}
          </p>
          {own && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{copy.form.ownPasswordNote}</p>}
          {/* a hidden login name lets password managers file the new password under the right account */}
          <input type="text" value={target.login_name} autoComplete="username" readOnly hidden />
        </>
      )}
      {mode === "add" &&
        input("login_name", copy.form.loginName, {
          hint: copy.form.loginNameHint,
          autoComplete: "off",
          loginName: true,
        })}
      {mode === "edit" && target && (
        <Field id={id("login")} label={copy.form.loginName} hint={copy.form.loginNameReadOnly}>
          <input
            id={id("login")}
            value={target.login_name}
            readOnly
            disabled
            aria-describedby={`${id("login")}-hint`}
            className={inputClass}
          />
        </Field>
      )}
      {mode !== "password" && input("user_name", copy.form.userName, { autoComplete: "off" })}
      {mode !== "password" &&
        input("email", copy.form.email, {
          hint: copy.form.emailHint,
          type: "email",
          autoComplete: "off",
          optional: true,
        })}
      {own &&
        input("current_password", copy.form.currentPassword, { type: "password", autoComplete: "current-password" })}
      {mode === "add" &&
        input("password", copy.form.password, {
          hint: copy.form.passwordHint,
          type: "password",
          autoComplete: "new-password",
        })}
      {mode === "password" && (
        <>
          {input("password", copy.form.newPassword, {
            hint: copy.form.passwordHint,
            type: "password",
            autoComplete: "new-password",
          })}
          {input("confirm", copy.form.confirmPassword, { type: "password", autoComplete: "new-password" })}
        </>
      )}
      {mode !== "password" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(["role", "status"] as const).map((name) => (
            <ChoiceField
              key={name}
              name={name}
              id={id(name)}
              registration={register(name)}
              error={error(name)}
              secondAllowed={name === "role" ? isSuperAdmin(actor) : mode === "add" || !self}
            />
          ))}
        </div>
      )}
      <FormButtons busy={isSubmitting} submitLabel={buttons.submit} busyLabel={buttons.busy} onCancel={onCancel} />
    </form>
  );
}

// the inputs' ids as the forms had them (add-user-login, edit-user-name, password-new…)
const inputId: Record<Name, string> = {
  login_name: "login",
  user_name: "name",
  email: "email",
  password: "new",
  confirm: "confirm",
  current_password: "current",
  role: "role",
  status: "status",
};
