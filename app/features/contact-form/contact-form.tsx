import { AlertTriangle, CheckCircle2, Loader2, Paperclip, XCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../../../contract/constants.ts";
import type { ContactCopy } from "../../../contract/pages/contact.ts";
import type { SiteSettings } from "../../../contract/public-data.ts";
import { QUOTE_FILE_TYPES, QUOTE_SERVICES, VIETNAM_PROVINCES } from "../../../contract/quote-options.ts";
import { findSpamReason } from "../../../contract/spam.ts";
import { fillPlural } from "../../../contract/template.ts";
import { formatFileSize } from "../../lib/file-size.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { CONTACT_FIELDS, QUOTE_FIELDS } from "./fields.ts";
import { readLastSubmission, readRateLimit, recordAttempt, saveLastSubmission, shouldWarn } from "./local-records.ts";
import type { Field, FieldErrors, FormInput } from "./validation.ts";

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

type Kind = "message" | "quote";
// the fields in the order they show (the first with a problem takes the focus)
const FIELD_ORDER: Field[] = [
  "name",
  "email",
  "phone",
  ...QUOTE_FIELDS,
  "message",
  "attachments",
  "website",
  "consent",
];

// the files' input takes the kinds of file a quote may carry (the server judges their bytes)
const ACCEPT = [
  ...Object.keys(QUOTE_FILE_TYPES),
  ...Object.values(QUOTE_FILE_TYPES).map((ext) => `.${ext}`),
  ".jpeg",
].join(",");

// the form's fields as typed (uncontrolled inputs, so what was typed — and the kind of request
// chosen — before the page became interactive is kept); with a request for a quote its fields
// and files too
function readInput(form: HTMLFormElement): FormInput {
  const data = new FormData(form);
  const kind: Kind = data.get("kind") === "quote" ? "quote" : "message";
  const text = (name: string) => String(data.get(name) ?? "");
  const contact = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)]));
  return {
    // the consent box: true when ticked (the schema refuses anything else)
    contact: { ...contact, consent: data.get("consent") === "yes" } as FormInput["contact"],
    quote:
      kind === "quote"
        ? (Object.fromEntries(QUOTE_FIELDS.map((name) => [name, text(name)])) as FormInput["quote"])
        : null,
    files:
      kind === "quote"
        ? data.getAll("attachments").filter((file): file is File => file instanceof File && file.size > 0)
        : [],
  };
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
  // the files chosen for a request for a quote, listed under the button
  const [chosen, setChosen] = useState<{ name: string; size: number }[]>([]);
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
    const result = validation.validateContact(readInput(event.currentTarget));
    const message = result.ok ? undefined : result.errors[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // read before the fieldset is disabled: a disabled field is not part of the form's data
    const input = readInput(form);
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
      const values = checked.values.contact;
      const quote = checked.values.quote;

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
        // the message, where the visit began (contract/attribution.ts) and the form's language;
        // a request for a quote goes as multipart, with its fields and files
        const body = {
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          message: values.message,
          website: values.website ?? "",
          consent: values.consent,
          ...(captcha ? { captchaToken } : {}),
          ...module.visitSource(),
          language,
          ...(quote ?? {}),
        };
        let payload: Record<string, unknown> | FormData = body;
        if (quote) {
          const data = new FormData();
          for (const [name, value] of Object.entries(body)) {
            if (value !== undefined && value !== null) data.append(name, String(value));
          }
          for (const file of checked.values.files) data.append("attachments", file, file.name);
          payload = data;
        }
        const result = await module.apiRequest("/api/contact", {
          method: "POST",
          language,
          body: payload,
          // up to 25 MB of files on a phone's connection
          ...(quote ? { timeoutMs: 180_000 } : {}),
        });
        if (result.ok && result.data.success !== false) {
          saveLastSubmission(values.email, values.message);
          form.reset();
          submitted.current = false;
          setErrors({});
          setWarned(false);
          setChosen([]);
          setBanner({ type: "success", text: quote ? copy.quote.success : result.data.message || copy.success });
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

  const field = fieldClass;
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
      className="group space-y-5"
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
        <div role="radiogroup" aria-labelledby="contact-kind-label">
          <p id="contact-kind-label" className={label}>
            {copy.quote.kind}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(["message", "quote"] as const).map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                {/* uncontrolled: a choice made before the page is interactive stays, and the
                    quote's fields show by CSS alone (the form's group-has variant) */}
                <input
                  id={`contact-kind-${option}`}
                  type="radio"
                  name="kind"
                  value={option}
                  defaultChecked={option === "message"}
                  onChange={() => setErrors({})}
                  className="h-4 w-4 accent-brand-700"
                />
                {option === "quote" ? copy.quote.kindQuote : copy.quote.kindMessage}
              </label>
            ))}
          </div>
        </div>
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
        {/* the request for a quote's fields: shown while it is the kind chosen */}
        <div className="hidden group-has-[#contact-kind-quote:checked]:block">
          <fieldset className="space-y-5 border-t border-slate-200 pt-5">
            <legend className="float-left mb-2 w-full text-lg font-bold text-slate-900">{copy.quote.details}</legend>
            <div className="grid clear-both gap-5 sm:grid-cols-2">
              <QuoteField name="company" label={copy.quote.company} error={t(errors.company)}>
                {(props) => <input {...props} type="text" autoComplete="organization" maxLength={200} />}
              </QuoteField>
              <QuoteField
                name="tax_code"
                label={copy.quote.taxCode}
                hint={copy.quote.taxCodeHint}
                error={t(errors.tax_code)}
              >
                {(props) => <input {...props} type="text" inputMode="numeric" maxLength={14} />}
              </QuoteField>
              <QuoteField name="province" label={copy.quote.province} error={t(errors.province)}>
                {(props) => (
                  <select {...props} defaultValue="">
                    <option value="">{copy.quote.choose}</option>
                    {VIETNAM_PROVINCES.map((province) => (
                      <option key={province} value={province}>
                        {province}
                      </option>
                    ))}
                  </select>
                )}
              </QuoteField>
              <QuoteField name="service" label={copy.quote.service} error={t(errors.service)}>
                {(props) => (
                  <select {...props} defaultValue="">
                    <option value="">{copy.quote.choose}</option>
                    {QUOTE_SERVICES.map((service) => (
                      <option key={service} value={service}>
                        {copy.quote.services[service]}
                      </option>
                    ))}
                  </select>
                )}
              </QuoteField>
              <QuoteField name="voltage" label={copy.quote.voltage} error={t(errors.voltage)}>
                {(props) => <input {...props} type="text" maxLength={50} placeholder={copy.quote.voltageExample} />}
              </QuoteField>
              <QuoteField name="timeline" label={copy.quote.timeline} error={t(errors.timeline)}>
                {(props) => <input {...props} type="text" maxLength={100} placeholder={copy.quote.timelineExample} />}
              </QuoteField>
            </div>
          </fieldset>
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
        <div className="hidden group-has-[#contact-kind-quote:checked]:block">
          <div>
            <label htmlFor="contact-attachments" className={label}>
              {copy.quote.files}
            </label>
            <p id="contact-attachments-hint" className="mt-0.5 text-sm text-slate-600">
              {copy.quote.filesHint}
            </p>
            {/* the browser's own file button speaks the browser's language, not the page's: it is
                hidden, and a label in the page's language opens it */}
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <input
                id="contact-attachments"
                name="attachments"
                type="file"
                multiple
                accept={ACCEPT}
                aria-invalid={errors.attachments ? "true" : "false"}
                aria-describedby={`contact-attachments-hint${errors.attachments ? " contact-attachments-error" : ""}`}
                onChange={(event) =>
                  setChosen([...(event.currentTarget.files ?? [])].map(({ name, size }) => ({ name, size })))
                }
                className="peer sr-only"
              />
              <label
                htmlFor="contact-attachments"
                className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <Paperclip className="h-4 w-4" aria-hidden="true" />
                {copy.quote.chooseFiles}
              </label>
              {chosen.length === 0 && <span className="text-sm text-slate-600">{copy.quote.noFiles}</span>}
            </div>
            {chosen.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {chosen.map((file) => (
                  <li key={file.name} className="break-all">
                    {file.name} <span className="text-slate-500">({formatFileSize(file.size, language)})</span>
                  </li>
                ))}
              </ul>
            )}
            {errors.attachments && (
              <p id="contact-attachments-error" className={errorText}>
                {t(errors.attachments)}
              </p>
            )}
          </div>
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
          {isSubmitting ? (
            copy.submitting
          ) : (
            <>
              <span className="group-has-[#contact-kind-quote:checked]:hidden">{copy.submit}</span>
              <span className="hidden group-has-[#contact-kind-quote:checked]:inline">{copy.quote.submit}</span>
            </>
          )}
        </button>
      </fieldset>
    </form>
  );
}

// a field of the request for a quote: its label, an optional hint, the control, and its problem
const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";
function QuoteField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: Field;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (props: {
    id: string;
    name: string;
    className: string;
    "aria-invalid": "true" | "false";
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const id = `contact-${name.replace("_", "-")}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        name,
        className: fieldClass,
        "aria-invalid": error ? "true" : "false",
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
