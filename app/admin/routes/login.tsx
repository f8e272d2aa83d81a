import { ArrowLeft, Eye, EyeOff, Loader2, LogIn, type LucideIcon, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { LogoMark } from "../../components/ui/icons.tsx";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { NetworkError } from "../../lib/api-client.ts";
import { AdminLanguageSwitcher } from "../components/admin-language-switcher.tsx";
import { Field, IconButton, inputClass, SkipLink, Spinner } from "../components/ui.tsx";
import { adminCommon } from "../content/common.ts";
import { safeRedirect, useAuth } from "../lib/auth.tsx";
import { notify } from "../lib/toast.ts";

export default function AdminLogin() {
  const language = useAdminLanguage();
  const copy = adminCommon[language];
  const { status, login, loginWithCode, endedBecause } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [loginName, setLoginName] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // the second step of a login with two-factor sign-in: the challenge from the password step
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [useRecovery, setUseRecovery] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const target = safeRedirect(searchParams.get("redirect"));

  // the code field takes the focus when it appears, and when its kind changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the kind are the triggers
  useEffect(() => {
    if (challenge) codeInput.current?.focus();
  }, [challenge, useRecovery]);

  useEffect(() => {
    document.title = `${copy.login.title} · ${copy.metaTitle}`;
  }, [copy]);

  if (status === "loading") {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={copy.loading} />
      </div>
    );
  }
  if (status === "authenticated" && !submitting) return <Navigate to={target} replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!loginName.trim() || !password.trim()) {
      notify.error(copy.login.blank);
      return;
    }
    setSubmitting(true);
    try {
      const result = await login(loginName.trim(), password);
      if (result.ok && result.data.twoFactorRequired && result.data.challenge) {
        setChallenge(result.data.challenge);
        setCode("");
        setUseRecovery(false);
      } else if (result.ok) {
        notify.success(result.data.message || copy.login.success);
        navigate(target, { replace: true });
      } else {
        notify.error(result.data.message || copy.login.failed);
      }
    } catch (error) {
      notify.error(error instanceof NetworkError ? copy.networkError : copy.login.failed);
    } finally {
      setSubmitting(false);
    }
  };

  const submitCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      notify.error(useRecovery ? copy.login.recoveryHint : copy.login.codeHint);
      return;
    }
    setSubmitting(true);
    try {
      const result = await loginWithCode(challenge, code.trim());
      if (result.ok) {
        notify.success(result.data.message || copy.login.success);
        navigate(target, { replace: true });
        return;
      }
      notify.error(result.data.message || copy.login.failed);
      setCode("");
      // the challenge is over (too late, or the account changed): the password again
      if (result.data.errors?.some((error) => error.path === "challenge")) setChallenge(null);
      else codeInput.current?.focus();
    } catch (error) {
      notify.error(error instanceof NetworkError ? copy.networkError : copy.login.failed);
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    const codeId = "login-code";
    return (
      <LoginCard>
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-slate-900">
          <ShieldCheck className="h-7 w-7 text-brand-700" aria-hidden="true" />
          {copy.login.codeTitle}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{copy.login.codeIntro}</p>
        <StepForm
          onSubmit={submitCode}
          busy={submitting}
          icon={ShieldCheck}
          submitLabel={submitting ? copy.login.verifying : copy.login.verify}
        >
          <Field
            id={codeId}
            label={useRecovery ? copy.login.recoveryCode : copy.login.code}
            hint={useRecovery ? copy.login.recoveryHint : copy.login.codeHint}
          >
            <input
              ref={codeInput}
              id={codeId}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode={useRecovery ? "text" : "numeric"}
              autoComplete={useRecovery ? "off" : "one-time-code"}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={useRecovery ? 40 : 6}
              aria-describedby={`${codeId}-hint`}
              className={`${inputClass} font-mono tracking-widest`}
            />
          </Field>
        </StepForm>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
          <button
            type="button"
            onClick={() => {
              setUseRecovery((value) => !value);
              setCode("");
            }}
            className="font-medium text-brand-700 hover:underline"
          >
            {useRecovery ? copy.login.useApp : copy.login.useRecovery}
          </button>
          <IconButton
            icon={ArrowLeft}
            label={copy.login.back}
            onClick={() => {
              setChallenge(null);
              setPassword("");
            }}
            className="inline-flex items-center gap-1 font-medium text-slate-700 hover:underline"
          />
        </div>
      </LoginCard>
    );
  }

  return (
    <LoginCard>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{copy.login.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{copy.login.subtitle}</p>
      {endedBecause && (
        // why the last session ended (idle, logged out elsewhere), as the server said it
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {endedBecause}
        </p>
      )}
      <StepForm
        onSubmit={submit}
        busy={submitting}
        icon={LogIn}
        submitLabel={submitting ? copy.login.submitting : copy.login.submit}
      >
        <Field id="login-name" label={copy.login.loginName}>
          <input
            id="login-name"
            name="login_name"
            autoComplete="username"
            value={loginName}
            onChange={(event) => setLoginName(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field id="login-password" label={copy.login.password}>
          <div className="relative">
            <input
              id="login-password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={`${inputClass} pr-11`}
            />
            <button
              type="button"
              onClick={() => setShowPassword((value) => !value)}
              aria-pressed={showPassword}
              aria-label={showPassword ? copy.login.hidePassword : copy.login.showPassword}
              className="absolute top-1/2 right-1 mt-0.5 -translate-y-1/2 rounded-md p-2 text-slate-600 hover:text-slate-900"
            >
              {showPassword ? (
                <EyeOff className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Eye className="h-5 w-5" aria-hidden="true" />
              )}
            </button>
          </div>
        </Field>
      </StepForm>
      <p className="mt-6 rounded-md bg-slate-50 p-3 text-xs text-slate-600">{copy.login.hint}</p>
      <a
        href={language === "en" ? "/en" : "/"}
        className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {copy.login.backToSite}
      </a>
    </LoginCard>
  );
}

// each step's form: its fields, shut while the step is checked, and its one button (its icon, or
// a spinner meanwhile)
function StepForm({
  onSubmit,
  busy,
  icon: Icon,
  submitLabel,
  children,
}: {
  onSubmit: (event: React.FormEvent) => void;
  busy: boolean;
  icon: LucideIcon;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <fieldset disabled={busy} className="space-y-5">
        {children}
        <button
          type="submit"
          className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-80"
        >
          {busy ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Icon className="h-5 w-5" aria-hidden="true" />
          )}
          {submitLabel}
        </button>
      </fieldset>
    </form>
  );
}

// the card both steps of the login sit in, with the logo and the language menu
function LoginCard({ children }: { children: React.ReactNode }) {
  const copy = adminCommon[useAdminLanguage()];
  return (
    <>
      <SkipLink target="login-main" label={copy.nav.skipToContent} />
      <main
        id="login-main"
        tabIndex={-1}
        className="flex min-h-screen focus:outline-none flex-col items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10"
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
