import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Language } from "../../../contract/constants.ts";
import { translateApiMessage } from "../../../contract/messages.ts";
import type { SiteSettings } from "../../../contract/public-data.ts";
import { ContactFormSchema, type ContactForm as ContactFormValues } from "../../../contract/schemas.ts";
import { findSpamReason } from "../../../contract/spam.ts";
import type { contactContent } from "../../content/contact.ts";
import { apiRequest, errorMessage, NetworkError } from "../../lib/api-client.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { readLastSubmission, readRateLimit, recordAttempt, saveLastSubmission, shouldWarn } from "./local-records.ts";

type Copy = (typeof contactContent)["vi"]["form"];
type ContactFormInput = z.input<typeof ContactFormSchema>;
type Banner = { type: "success" | "warning" | "error"; text: string } | null;

const bannerStyles = {
  success: { box: "border-green-300 bg-green-50 text-green-900", Icon: CheckCircle2 },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", Icon: AlertTriangle },
  error: { box: "border-red-300 bg-red-50 text-red-900", Icon: XCircle },
} as const;

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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { name: "", email: "", phone: "", message: "", website: "" },
    mode: "onSubmit",
  });

  // the warning shows while stored attempts are at 4 or more, and goes once the window passes
  useEffect(() => {
    setWarned(shouldWarn(readRateLimit()));
  }, []);

  // any edit clears the banner
  useEffect(() => {
    const subscription = watch(() => setBanner(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onToken = useCallback((token: string) => setCaptchaToken(token), []);
  const t = (key: string | undefined) => (key ? translateApiMessage(key, language) : undefined);

  const submit = handleSubmit(async (values) => {
    const current = readRateLimit();
    if (current.blocked) {
      const seconds = Math.max(1, Math.ceil((current.blockUntil - Date.now()) / 1000));
      setBanner({ type: "error", text: copy.blocked.replace("{{seconds}}", String(seconds)) });
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
      setBanner({ type: "error", text: translateApiMessage("contact.spam", language) });
      return;
    }

    try {
      const result = await apiRequest("/api/contact", {
        method: "POST",
        language,
        body: {
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          message: values.message,
          website: values.website ?? "",
          ...(captcha ? { captchaToken } : {}),
        },
      });
      if (result.ok && result.data.success !== false) {
        saveLastSubmission(values.email, values.message);
        reset();
        setWarned(false);
        setBanner({ type: "success", text: result.data.message || copy.success });
      } else {
        setBanner({ type: "error", text: errorMessage(result, copy.failed) });
      }
    } catch (error) {
      setBanner({ type: "error", text: error instanceof NetworkError ? copy.network : copy.failed });
    } finally {
      if (captcha) setCaptchaReset((value) => value + 1);
    }
  });

  const field =
    "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";
  const label = "block text-sm font-semibold text-slate-800";
  const errorText = "mt-1 text-sm text-red-700";
  const shown = banner ?? (warned ? { type: "warning" as const, text: copy.warning } : null);

  return (
    <form onSubmit={submit} noValidate aria-describedby="contact-form-intro" className="space-y-5">
      <p id="contact-form-intro" className="text-sm text-slate-600">
        {copy.intro}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {shown && (
          <div
            role={shown.type === "error" ? "alert" : "status"}
            className={`flex gap-3 rounded-md border p-4 text-sm ${bannerStyles[shown.type].box}`}
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
            {...register("name")}
          />
          {errors.name && (
            <p id="contact-name-error" className={errorText}>
              {t(errors.name.message)}
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
              {...register("email")}
            />
            {errors.email && (
              <p id="contact-email-error" className={errorText}>
                {t(errors.email.message)}
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
              {...register("phone")}
            />
            {errors.phone && (
              <p id="contact-phone-error" className={errorText}>
                {t(errors.phone.message)}
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
            {...register("message")}
          />
          {errors.message && (
            <p id="contact-message-error" className={errorText}>
              {t(errors.message.message)}
            </p>
          )}
        </div>
        {/* the honeypot: off screen, out of the tab order, hidden from assistive technology */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{copy.honeypot}</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
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
