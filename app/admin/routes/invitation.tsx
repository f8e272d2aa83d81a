import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Loader2 } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { type FieldValues, type Resolver, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { USER_ROLE } from "../../../contract/constants.ts";
import { InvitationAcceptFormSchema, type InvitationPreviewResponseSchema } from "../../../contract/invitations.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import type { z } from "../../../contract/zod.ts";
import { LogoMark } from "../../components/ui/icons.tsx";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { NetworkError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { AdminLanguageSwitcher } from "../components/admin-language-switcher.tsx";
import { Field, fieldAria, inputClass, SkipLink, Spinner } from "../components/ui.tsx";
import { adminCommon, fill } from "../content/common.ts";
import { adminInvitation } from "../content/invitation.ts";
import { usePasswordProblem, withPasswordStrength } from "../features/users/password-strength.ts";
import { api } from "../lib/api.ts";
import { useApiQuery } from "../lib/api-query.ts";
import { useAuth } from "../lib/auth.tsx";
import { notify } from "../lib/toast.ts";

// /admin/invitation/<token>: the page an invitation's e-mail links to (issue 35). It works signed
// out: it shows who is invited, asks for a password under the same strength rule as everywhere
// (contract/password-strength.ts), and the answer signs the new user in, as a login does; the
// back office follows (or, when the security policy asks for it, the two-factor set-up first).
// A used, cancelled, replaced or expired link says so, in the chosen language.

// who is invited, as api.users.invitation answers
type Invitation = z.output<typeof InvitationPreviewResponseSchema>["invitation"];
type Read = { invitation: Invitation } | { refusal: string };
// (a refusal's body is the error shape: its message)
const readInvitation = (body: { invitation?: Invitation; message?: string }, status: number): Read | undefined => {
  if (status === 200 && body.invitation) return { invitation: body.invitation };
  // 404 used or unknown, 410 expired: the server's words, on the page
  if ((status === 404 || status === 410 || status === 400) && body.message) return { refusal: body.message };
  return undefined;
};

export default function AdminInvitation() {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminInvitation[language];
  const { token = "" } = useParams();
  const query = useApiQuery(token ? api.users.invitation({ token }) : null, readInvitation, copy.failed, {
    readRefusals: true,
  });

  useEffect(() => {
    document.title = `${copy.title} · ${common.metaTitle}`;
  }, [copy, common]);
  // the server's refusal is in the interface's language: read again when it changes
  const { reload } = query;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    reload({ quiet: true });
  }, [language, reload]);

  const data = query.data;
  return (
    <InvitationCard>
      {data === null ? (
        query.state === "error" ? (
          <p className="mt-6 text-slate-700">{copy.failed}</p>
        ) : (
          <Spinner label={copy.checking} className="mt-6" />
        )
      ) : "refusal" in data ? (
        <>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">{copy.invalidTitle}</h1>
          <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {data.refusal}
          </p>
          <Link to="/admin/login" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
            {copy.toLogin}
          </Link>
        </>
      ) : (
        <AcceptForm token={token} invitation={data.invitation} />
      )}
    </InvitationCard>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const language = useAdminLanguage();
  const common = adminCommon[language];
  const copy = adminInvitation[language];
  const { acceptInvitation } = useAuth();
  const navigate = useNavigate();
  const personal = useMemo(
    () => [invitation.login_name, invitation.user_name, invitation.email],
    [invitation.login_name, invitation.user_name, invitation.email],
  );
  const schema = useMemo(() => withPasswordStrength(InvitationAcceptFormSchema, () => personal), [personal]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues: { password: "", confirm: "" },
  });
  const typedProblem = usePasswordProblem(watch("password"), personal);
  const error = (name: "password" | "confirm") => {
    const message = errors[name]?.message;
    if (typeof message === "string" && message) return translateApiMessage(message, language);
    return name === "password" && typedProblem ? translateApiMessage(typedProblem, language) : undefined;
  };
  const role =
    invitation.role === USER_ROLE.SUPER_ADMIN
      ? common.roles.superAdmin
      : invitation.role === USER_ROLE.SALES
        ? common.roles.sales
        : common.roles.admin;

  const submit = handleSubmit(async ({ password }) => {
    try {
      const result = await acceptInvitation(token, password);
      if (result.ok) {
        notify.success(result.data.message || copy.title);
        navigate("/admin", { replace: true });
        return;
      }
      const field = result.data.errors?.find((item) => item.path === "password");
      if (field) setError("password", { message: field.msg });
      else notify.error(result.data.message || copy.failed);
    } catch (caught) {
      notify.error(caught instanceof NetworkError ? common.networkError : copy.failed);
    }
  });

  return (
    <>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{fill(copy.intro, { name: invitation.user_name, role })}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-sm">
        <dt className="font-semibold text-slate-700">{copy.loginName}</dt>
        <dd className="break-all text-slate-900">{invitation.login_name}</dd>
        <dt className="font-semibold text-slate-700">{copy.email}</dt>
        <dd className="break-all text-slate-900">{invitation.email}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {fill(copy.validUntil, { date: formatDateTime(invitation.expires_at, language) })}
      </p>
      <form onSubmit={submit} noValidate className="mt-6">
        <fieldset disabled={isSubmitting} className="space-y-5">
          {/* the login name, for password managers to file the new password under */}
          <input type="text" value={invitation.login_name} autoComplete="username" readOnly hidden />
          <Field
            id="invitation-password"
            label={copy.password}
            error={error("password")}
            hint={copy.passwordHint}
            required
          >
            <input
              {...register("password")}
              {...fieldAria("invitation-password", error("password"), copy.passwordHint)}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          </Field>
          <Field id="invitation-confirm" label={copy.confirm} error={error("confirm")} required>
            <input
              {...register("confirm")}
              {...fieldAria("invitation-confirm", error("confirm"))}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          </Field>
          <button
            type="submit"
            className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-80"
          >
            {isSubmitting ? (
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <KeyRound className="h-5 w-5" aria-hidden="true" />
            )}
            {isSubmitting ? copy.submitting : copy.submit}
          </button>
        </fieldset>
      </form>
    </>
  );
}

// the card the page sits in, as the login's: the logo and the language menu
function InvitationCard({ children }: { children: React.ReactNode }) {
  const copy = adminCommon[useAdminLanguage()];
  return (
    <>
      <SkipLink target="invitation-main" label={copy.nav.skipToContent} />
      <main
        id="invitation-main"
        tabIndex={-1}
        className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <LogoMark className="h-12 w-12" />
            <AdminLanguageSwitcher />
          </div>
          {children}
        </div>
      </main>
    </>
  );
}
