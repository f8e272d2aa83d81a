import { useEffect, useRef } from "react";

// the optional CAPTCHA (off unless configured): theme light, size normal, as SPEC.md section 9 says

interface CaptchaApi {
  render: (element: HTMLElement, options: Record<string, unknown>) => unknown;
  reset: (id?: unknown) => void;
}

declare global {
  interface Window {
    turnstile?: CaptchaApi;
    grecaptcha?: CaptchaApi & { ready?: (callback: () => void) => void };
  }
}

const scripts = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  recaptcha: "https://www.google.com/recaptcha/api.js?render=explicit",
} as const;

export function CaptchaWidget({
  provider,
  siteKey,
  language,
  onToken,
  resetKey,
}: {
  provider: "turnstile" | "recaptcha";
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  // changes after each submission, so that a used token is replaced
  resetKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<unknown>(null);

  useEffect(() => {
    const api = () => (provider === "turnstile" ? window.turnstile : window.grecaptcha);
    const render = () => {
      const target = ref.current;
      const captcha = api();
      if (!target || !captcha || widget.current !== null) return;
      const options = {
        sitekey: siteKey,
        theme: "light",
        size: "normal",
        callback: (token: string) => onToken(token),
        "expired-callback": () => onToken(""),
        ...(provider === "turnstile" ? { language } : { hl: language }),
      };
      widget.current = captcha.render(target, options);
    };
    if (api()) {
      render();
      return;
    }
    const script = document.createElement("script");
    script.src = scripts[provider];
    script.async = true;
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    script.onload = () => {
      const recaptcha = window.grecaptcha;
      if (provider === "recaptcha" && recaptcha?.ready) recaptcha.ready(render);
      else render();
    };
    document.head.append(script);
  }, [provider, siteKey, language, onToken]);

  useEffect(() => {
    if (resetKey === 0 || widget.current === null) return;
    (provider === "turnstile" ? window.turnstile : window.grecaptcha)?.reset(widget.current);
    onToken("");
  }, [resetKey, provider, onToken]);

  return <div ref={ref} className="min-h-[65px]" />;
}
