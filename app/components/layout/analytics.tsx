import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { AnalyticsSettings } from "../../../contract/public-data.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// the page's own CSP nonce, readable from any script the server sent
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

function addScript(src: string, attributes: Record<string, string> = {}) {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.nonce = pageNonce();
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

// the configured analytics provider, started once the page has loaded, never blocking it; off
// when unconfigured. Page views of client-side navigations are reported too.
export function Analytics({ settings }: { settings: AnalyticsSettings | null }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (!settings) return;
    const start = () => {
      if (settings.provider === "plausible") {
        addScript("https://plausible.io/js/script.js", { "data-domain": settings.id });
        return;
      }
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // gtag.js expects the arguments object itself
        // biome-ignore lint/complexity/noArguments: the documented gtag snippet
        window.dataLayer?.push(arguments);
      };
      window.gtag("js", new Date());
      window.gtag("config", settings.id);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.id)}`);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, [settings]);

  // the first view is counted by the config call; later ones are client-side navigations
  useEffect(() => {
    if (settings?.provider !== "ga4" || pathname === firstPath.current) return;
    firstPath.current = "";
    window.gtag?.("event", "page_view", { page_path: pathname });
  }, [settings, pathname]);

  return null;
}
