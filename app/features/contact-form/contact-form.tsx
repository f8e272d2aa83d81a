import { AlertTriangle, CheckCircle2, Loader2, XCircle } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../../../contract/constants.ts";
import type { ContactCopy } from "../../../contract/pages/contact.ts";
import type { SiteSettings } from "../../../contract/public-data.ts";
import { findSpamReason } from "../../../contract/spam.ts";
import { fillPlural } from "../../../contract/template.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { readLastSubmission, readRateLimit, recordAttempt, saveLastSubmission, shouldWarn } from "./local-records.ts";
import type { Field, FieldErrors } from "./validation.ts";

type Copy = ContactCopy["form"];
type Banner = { type: "success" | "warning" | "error"; text: string } | null;
type Validation = typeof import("./validation.ts");

const bannerStyles = {
  success: { box: "border-green-300 bg-green-50 text-green-900", Icon: CheckCircle2 },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", Icon: AlertTriangle },
  error: { box: "border-red-300 bg-red-50 text-red-900", Icon: XCircle },
} as const;

// the schema and the API's texts load with the first use of the form, not with the page
// (decision 007); the same promise serves every later use
let validationModule: Promise<Validation> | null = null;
const loadValidation = () => {
  validationModule ??= import("./validation.ts").catch((error: unknown) => {
    validationModule = null;
    throw error;
  });
  return validationModule;
};

const FIELD_ORDER: Field[] = ["name", "email", "phone", "message", "website", "consent"];

// the form's fields as typed (uncontrolled inputs, so what was typed before the page became
// interactive is kept)
function readFields(form: HTMLFormElement): Record<Field, string | boolean> {
  const data = new FormData(form);
  const fields = Object.fromEntries(FIELD_ORDER.map((name) => [name, String(data.get(name) ?? "")]));
  // the consent box: true when ticked (the schema refuses anything else)
  return { ...fields, consent: data.get("consent") === "yes" } as Record<Field, string | boolean>;
}

// the name of the fields' group (the fieldset is there to disable them all while sending)
const groupName = { vi: "Thông tin liên hệ và yêu cầu của Quý khách", en: "Your contact details and request" };

export function ContactForm({
  copy,
  language,
  captcha,
}: {
  copy: Copy;
  language: Language;
  captcha: SiteSettings["captcha"];
}) {
  const [banner, setBanner] = useState<Banner>(null);
  const [warned, setWarned] = useState(false);
  const [captchaToken, setCaptchaToken] = useState("");
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [validation, setValidation] = useState<Validation | null>(null);
  // after a refused submit every edit checks its field again (as before: validate on submit,
  // then on change)
  const submitted = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);

  // the fieldset is disabled while sending, which takes the focus from the button: once the
  // answer is in, the focus goes to the message that says what happened (a screen reader reads it
  // and the keyboard carries on from there)
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  // the warning shows while stored attempts are at 4 or more, and goes once the window passes
  useEffect(() => {
    setWarned(shouldWarn(readRateLimit()));
  }, []);

  const load = useCallback(async () => {
    const module = await loadValidation();
    setValidation(module);
    return module;
  }, []);
  // the first sign of use starts the download; a failure is retried on submit
  const prepare = () => {
    if (!validation) load().catch(() => undefined);
  };

  const onToken = useCallback((token: string) => setCaptchaToken(token), []);
  const t = (key: string | undefined) =>
    key && validation ? validation.translateApiMessage(key, language) : undefined;

  // any edit clears the banner, and after a refused submit checks the edited field again
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    setBanner(null);
    const name = (event.target as HTMLInputElement).name as Field;
    if (!submitted.current || !validation || !FIELD_ORDER.includes(name)) return;
    const result = validation.validateContact(readFields(event.currentTarget));
    const message = result.ok ? undefined : result.errors[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // read before the fieldset is disabled: a disabled field is not part of the form's data
    const input = readFields(form);
    setSubmitting(true);
    try {
      let module: Validation;
      try {
        module = await load();
      } catch {
        setBanner({ type: "error", text: copy.network });
        return;
      }
      const checked = module.validateContact(input);
      if (!checked.ok) {
        submitted.current = true;
        setErrors(checked.errors);
        // the first field with a problem takes the focus
        const first = FIELD_ORDER.find((name) => checked.errors[name]);
        const element = first ? form.elements.namedItem(first) : null;
        if (element instanceof HTMLElement) element.focus();
        return;
      }
      setErrors({});
      const values = checked.values;

      const current = readRateLimit();
      if (current.blocked) {
        const seconds = Math.max(1, Math.ceil((current.blockUntil - Date.now()) / 1000));
        setBanner({ type: "error", text: fillPlural(copy.blocked, { seconds }, language, "seconds") });
        return;
      }
      const record = recordAttempt();
      setWarned(shouldWarn(record));

      // the shared spam rules run here first: a failure counts an attempt and sends nothing
      const reason = findSpamReason(
        { name: values.name, email: values.email, message: values.message },
        readLastSubmission(),
      );
      if (reason) {
        setBanner({ type: "error", text: module.translateApiMessage("contact.spam", language) });
        return;
      }

      try {
        const result = await module.apiRequest("/api/contact", {
          method: "POST",
          language,
          body: {
            name: values.name,
            email: values.email,
            phone: values.phone || undefined,
            message: values.message,
            website: values.website ?? "",
            consent: values.consent,
            ...(captcha ? { captchaToken } : {}),
          },
        });
        if (result.ok && result.data.success !== false) {
          saveLastSubmission(values.email, values.message);
          form.reset();
          submitted.current = false;
          setErrors({});
          setWarned(false);
          setBanner({ type: "success", text: result.data.message || copy.success });
        } else {
          setBanner({ type: "error", text: module.errorMessage(result, copy.failed) });
        }
      } catch (error) {
        setBanner({ type: "error", text: error instanceof module.NetworkError ? copy.network : copy.failed });
      } finally {
        if (captcha) setCaptchaReset((value) => value + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const field =
    "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";
  const label = "block text-sm font-semibold text-slate-800";
  const errorText = "mt-1 text-sm text-red-700";
  const shown = banner ?? (warned ? { type: "warning" as const, text: copy.warning } : null);

  return (
    <form
      onSubmit={submit}
      onInput={onInput}
      onFocus={prepare}
      onPointerDown={prepare}
      noValidate
      aria-describedby="contact-form-intro"
      className="space-y-5"
    >
      <p id="contact-form-intro" className="text-sm text-slate-600">
        {copy.intro}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {shown && (
          <div
            ref={bannerRef}
            tabIndex={-1}
            role={shown.type === "error" ? "alert" : "status"}
            className={`flex gap-3 rounded-md border p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${bannerStyles[shown.type].box}`}
          >
            {(() => {
              const Icon = bannerStyles[shown.type].Icon;
              return <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />;
            })()}
            <p>{shown.text}</p>
          </div>
        )}
      </div>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="sr-only">{groupName[language]}</legend>
        <div>
          <label htmlFor="contact-name" className={label}>
            {copy.name} <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-name"
            type="text"
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.name ? "true" : "false"}
            aria-describedby={errors.name ? "contact-name-error" : undefined}
            className={field}
            name="name"
          />
          {errors.name && (
            <p id="contact-name-error" className={errorText}>
              {t(errors.name)}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="contact-email" className={label}>
              {copy.email} <span aria-hidden="true">*</span>
            </label>
            <input
              id="contact-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-required="true"
              aria-invalid={errors.email ? "true" : "false"}
              aria-describedby={errors.email ? "contact-email-error" : undefined}
              className={field}
              name="email"
            />
            {errors.email && (
              <p id="contact-email-error" className={errorText}>
                {t(errors.email)}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="contact-phone" className={label}>
              {copy.phone} <span className="font-normal text-slate-600">({copy.optional})</span>
            </label>
            <input
              id="contact-phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-invalid={errors.phone ? "true" : "false"}
              aria-describedby={errors.phone ? "contact-phone-error" : undefined}
              className={field}
              name="phone"
            />
            {errors.phone && (
              <p id="contact-phone-error" className={errorText}>
                {t(errors.phone)}
              </p>
            )}
          </div>
        </div>
        <div>
          <label htmlFor="contact-message" className={label}>
            {copy.message} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="contact-message"
            rows={4}
            aria-required="true"
            aria-invalid={errors.message ? "true" : "false"}
            aria-describedby={errors.message ? "contact-message-error" : undefined}
            className={field}
            name="message"
          />
          {errors.message && (
            <p id="contact-message-error" className={errorText}>
              {t(errors.message)}
            </p>
          )}
        </div>
        {/* the honeypot: off screen, out of the tab order, hidden from assistive technology */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{copy.honeypot}</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" name="website" />
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="contact-consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              aria-invalid={errors.consent ? "true" : "false"}
              aria-describedby={errors.consent ? "contact-consent-error" : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <label htmlFor="contact-consent" className="text-sm text-slate-700">
              {copy.consent.before}
              <a
                href={language === "en" ? "/en/privacy" : "/privacy"}
                className="font-semibold text-brand-700 underline"
              >
                {copy.consent.link}
              </a>
              {copy.consent.after} <span aria-hidden="true">*</span>
            </label>
          </div>
          {errors.consent && (
            <p id="contact-consent-error" className={errorText}>
              {t(errors.consent)}
            </p>
          )}
        </div>
        {captcha && (
          <div>
            <p className={label}>{copy.captcha}</p>
            <CaptchaWidget
              provider={captcha.provider}
              siteKey={captcha.siteKey}
              language={language}
              onToken={onToken}
              resetKey={captchaReset}
            />
          </div>
        )}
        <button
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {isSubmitting && <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {isSubmitting ? copy.submitting : copy.submit}
        </button>
      </fieldset>
    </form>
  );
}
