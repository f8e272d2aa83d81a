import { Copy, Download, KeyRound, LogOut, ShieldCheck, ShieldOff } from "lucide-react";
import { useId, useState } from "react";
import { USER_ROLE } from "../../../contract/constants.ts";
import { fillPlural } from "../../../contract/template.ts";
import { TWO_FACTOR_REQUIREMENTS, type TwoFactorRequirement } from "../../../contract/two-factor.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { buttonClass } from "../components/button-class.ts";
import { ConfirmDialog, Modal } from "../components/modal.tsx";
import { Field, inputClass, Screen, Spinner } from "../components/ui.tsx";
import { adminCommon } from "../content/common.ts";
import { adminSecurity } from "../content/security.ts";
import { PasswordForm } from "../features/users/password-form.tsx";
import { api } from "../lib/api.ts";
import { useApiMutation, useApiQuery } from "../lib/api-query.ts";
import { useAuth } from "../lib/auth.tsx";
import { notify } from "../lib/toast.ts";

// /admin/security: every staff member's two-factor sign-in (turn on with the app's QR code and a
// first code, recovery codes shown once, new codes, turn off), and a Super Admin's rule for every
// Super Admin (docs/decisions/021)

// the key in groups of four, as authenticator apps show it
const grouped = (key: string) => key.replace(/(.{4})/g, "$1 ").trim();

// what each change of the sign-in asks for: the staff member's own password, or a six-digit code
// from the authenticator app
function CredentialField({
  kind,
  id,
  label,
  value,
  onChange,
  hint,
  describedBy,
}: {
  kind: "password" | "code";
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  // the field's own hint, under it
  hint?: string;
  // a hint of the form's, outside the field
  describedBy?: string;
}) {
  const attributes =
    kind === "password"
      ? { type: "password", autoComplete: "current-password", className: inputClass }
      : {
          inputMode: "numeric" as const,
          autoComplete: "one-time-code",
          maxLength: 6,
          className: `${inputClass} max-w-40 font-mono tracking-widest`,
        };
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy ?? (hint ? `${id}-hint` : undefined)}
        {...attributes}
      />
    </Field>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const language = useAdminLanguage();
  const copy = adminSecurity[language].codes;
  const download = () => {
    const text = `${copy.fileHeader}\n\n${codes.join("\n")}\n`;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = copy.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section aria-labelledby="recovery-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
      <ul aria-label={copy.heading} className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center text-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {copy.download}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={onDone}>
          {copy.done}
        </button>
      </div>
    </section>
  );
}

export default function Security() {
  const language = useAdminLanguage();
  const copy = adminSecurity[language];
  const common = adminCommon[language];
  const { user, setupRequired, refreshUser, logout } = useAuth();
  const { mutate: run, busy } = useApiMutation();
  const ids = useId();
  const status = useApiQuery(api.auth.twoFactor(), (body) => body.twoFactor, {
    failed: copy.failed,
    network: common.networkError,
  });
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  // the account's password, asked again before turning it on and before new recovery codes
  const [setupPassword, setSetupPassword] = useState("");
  const [renewPassword, setRenewPassword] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const twoFactor = status.data;
  if (!twoFactor || !user) return <Spinner label={common.loading} />;
  const isSuperAdmin = user.role === USER_ROLE.SUPER_ADMIN;
  const texts = { failed: copy.failed };

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(api.auth.setupTwoFactor({ password: setupPassword }), texts);
    if (result) {
      setSetup({ secret: result.secret, qrSvg: result.qrSvg });
      setCode("");
      setSetupPassword("");
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(api.auth.enableTwoFactor({ code: code.trim() }), { ...texts, done: "" });
    if (result) {
      setSetup(null);
      setCodes(result.recoveryCodes);
      setCode("");
      status.reload({ quiet: true });
      await refreshUser();
    }
  };

  const renew = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(api.auth.renewRecoveryCodes({ code: code.trim(), password: renewPassword }), {
      ...texts,
      done: "",
    });
    if (result) {
      setCodes(result.recoveryCodes);
      setCode("");
      setRenewPassword("");
      status.reload({ quiet: true });
    }
  };

  const disable = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(api.auth.disableTwoFactor({ password }), { ...texts, done: "" });
    if (result) {
      setPassword("");
      setCodes(null);
      status.reload({ quiet: true });
      await refreshUser();
    }
  };

  const setPolicy = async (required: TwoFactorRequirement) => {
    const result = await run(api.auth.twoFactorPolicy({ required }), { ...texts, done: copy.policy.saved });
    if (result) status.setData(result.twoFactor);
  };

  // every session of this account ends on the server, this one too: then the login page
  const logoutEverywhere = async () => {
    const result = await run(api.auth.logoutEverywhere(), texts);
    setConfirmEverywhere(false);
    if (result) await logout();
  };

  const cannotTurnOff = twoFactor.requiredForMe;

  return (
    <Screen className="mx-auto max-w-3xl" title={copy.title} intro={copy.intro}>
      {setupRequired && !twoFactor.enabled && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
        >
          {copy.requiredBanner}
        </p>
      )}

      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      {!codes && twoFactor.enabled && twoFactor.recoveryCodesOutdated && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {copy.outdated}
        </p>
      )}

      <section aria-labelledby={`${ids}-status`} className="rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${ids}-status`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {twoFactor.enabled ? (
              <ShieldCheck className="h-5 w-5 text-green-700" aria-hidden="true" />
            ) : (
              <ShieldOff className="h-5 w-5 text-slate-500" aria-hidden="true" />
            )}
            {copy.status.heading}
          </h2>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${twoFactor.enabled ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
          >
            {twoFactor.enabled ? copy.status.on : copy.status.off}
          </span>
        </div>
        {twoFactor.enabled && (
          <p className="mt-2 text-sm text-slate-600">
            {fillPlural(copy.status.recoveryLeft, { count: twoFactor.recoveryCodesLeft }, language)}
          </p>
        )}

        {!twoFactor.enabled && !setup && (
          <form onSubmit={start} className="mt-4 flex flex-wrap items-end gap-3">
            {/* the account's name, for password managers (a password form names its account) */}
            <input type="text" value={user.login_name} autoComplete="username" readOnly hidden />
            <CredentialField
              kind="password"
              id={`${ids}-setup-password`}
              label={copy.disable.password}
              value={setupPassword}
              onChange={setSetupPassword}
              describedBy={`${ids}-setup-password-hint`}
            />
            <button type="submit" className={buttonClass("primary")} disabled={busy || !setupPassword}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {copy.setup.start}
            </button>
            <p id={`${ids}-setup-password-hint`} className="w-full text-xs text-slate-600">
              {copy.setup.passwordHint}
            </p>
          </form>
        )}

        {!twoFactor.enabled && setup && (
          <form onSubmit={confirm} className="mt-4 space-y-4">
            <p className="text-sm text-slate-700">{copy.setup.scan}</p>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <img
                src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`}
                alt={copy.setup.qrAlt}
                width={200}
                height={200}
                className="h-[200px] w-[200px] rounded border border-slate-200 bg-white"
              />
              <div className="min-w-0 space-y-2">
                <dl>
                  <dt className="text-sm font-semibold text-slate-800">{copy.setup.manualKey}</dt>
                  <dd data-testid="two-factor-key" className="font-mono text-base break-words text-slate-900">
                    {grouped(setup.secret)}
                  </dd>
                </dl>
                <p className="text-xs text-slate-600">{copy.setup.manualHint}</p>
                <button
                  type="button"
                  className={buttonClass("secondary", "sm")}
                  onClick={() =>
                    navigator.clipboard?.writeText(setup.secret).then(
                      () => notify.success(copy.setup.copied),
                      () => undefined,
                    )
                  }
                >
                  <Copy className="h-4 w-4" aria-hidden="true" />
                  {copy.setup.copyKey}
                </button>
              </div>
            </div>
            <CredentialField
              kind="code"
              id={`${ids}-code`}
              label={copy.setup.code}
              value={code}
              onChange={setCode}
              hint={copy.setup.codeHint}
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass("primary")} disabled={busy}>
                {copy.setup.confirm}
              </button>
              <button type="button" className={buttonClass("secondary")} onClick={() => setSetup(null)}>
                {copy.setup.cancel}
              </button>
            </div>
          </form>
        )}
      </section>

      {twoFactor.enabled && (
        <section aria-labelledby={`${ids}-renew`} className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id={`${ids}-renew`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <KeyRound className="h-5 w-5 text-slate-600" aria-hidden="true" />
            {copy.codes.renew}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.codes.renewIntro}</p>
          <form onSubmit={renew} className="mt-3 flex flex-wrap items-end gap-3">
            {/* the account's name, for password managers (a password form names its account) */}
            <input type="text" value={user.login_name} autoComplete="username" readOnly hidden />
            <CredentialField
              kind="code"
              id={`${ids}-renew-code`}
              label={copy.setup.code}
              value={code}
              onChange={setCode}
            />
            <CredentialField
              kind="password"
              id={`${ids}-renew-password`}
              label={copy.disable.password}
              value={renewPassword}
              onChange={setRenewPassword}
            />
            <button type="submit" className={buttonClass("secondary")} disabled={busy || !renewPassword}>
              {copy.codes.renewConfirm}
            </button>
          </form>
        </section>
      )}

      {twoFactor.enabled && (
        <section aria-labelledby={`${ids}-disable`} className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id={`${ids}-disable`} className="text-lg font-semibold text-slate-900">
            {copy.disable.heading}
          </h2>
          {cannotTurnOff ? (
            <p className="mt-1 text-sm text-slate-600">{copy.disable.notAllowed}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">{copy.disable.intro}</p>
              <form onSubmit={disable} className="mt-3 flex flex-wrap items-end gap-3">
                <input type="text" value={user.login_name} autoComplete="username" readOnly hidden />
                <CredentialField
                  kind="password"
                  id={`${ids}-password`}
                  label={copy.disable.password}
                  value={password}
                  onChange={setPassword}
                />
                <button type="submit" className={buttonClass("danger")} disabled={busy || !password}>
                  {copy.disable.confirm}
                </button>
              </form>
            </>
          )}
        </section>
      )}

      <section aria-labelledby={`${ids}-password`} className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id={`${ids}-password`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound className="h-5 w-5 text-slate-600" aria-hidden="true" />
          {copy.password.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.password.intro}</p>
        <button type="button" className={`${buttonClass("secondary")} mt-3`} onClick={() => setChangingPassword(true)}>
          {copy.password.change}
        </button>
        <Modal open={changingPassword} title={copy.password.change} onClose={() => setChangingPassword(false)}>
          {user && (
            <PasswordForm
              target={user}
              onDone={() => setChangingPassword(false)}
              onCancel={() => setChangingPassword(false)}
            />
          )}
        </Modal>
      </section>

      <section aria-labelledby={`${ids}-sessions`} className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id={`${ids}-sessions`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <LogOut className="h-5 w-5 text-slate-600" aria-hidden="true" />
          {copy.sessions.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.sessions.intro}</p>
        <button
          type="button"
          className={`${buttonClass("secondary")} mt-3`}
          onClick={() => setConfirmEverywhere(true)}
          disabled={busy}
        >
          {copy.sessions.everywhere}
        </button>
        <ConfirmDialog
          open={confirmEverywhere}
          title={copy.sessions.everywhere}
          message={copy.sessions.confirm}
          confirmLabel={copy.sessions.everywhere}
          busy={busy}
          onConfirm={() => void logoutEverywhere()}
          onCancel={() => setConfirmEverywhere(false)}
        />
      </section>

      {isSuperAdmin && (
        <section aria-labelledby={`${ids}-policy`} className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id={`${ids}-policy`} className="text-lg font-semibold text-slate-900">
            {copy.policy.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.policy.intro}</p>
          <fieldset className="mt-3">
            <legend className="sr-only">{copy.policy.heading}</legend>
            <div className="space-y-2">
              {TWO_FACTOR_REQUIREMENTS.map((option) => (
                <label key={option} className="flex items-center gap-3 text-sm font-medium text-slate-800">
                  <input
                    type="radio"
                    name={`${ids}-policy-choice`}
                    value={option}
                    checked={twoFactor.required === option}
                    onChange={() => void setPolicy(option)}
                    className="h-5 w-5 border-slate-400"
                  />
                  {copy.policy.options[option]}
                </label>
              ))}
            </div>
          </fieldset>
        </section>
      )}
    </Screen>
  );
}
