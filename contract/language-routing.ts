import { LANGUAGES, type Language } from "./constants.ts";

// which language a public URL is in, and where a visitor who chose the other one is sent.
// Shared by the pages (app/routes/language-root.tsx) and the server, which must know before it
// answers from the page cache whether the answer is a redirect instead.

export const LANGUAGE_COOKIE = "i18next";
// where the browser keeps the visitor's choice beside the cookie (SPEC.md section 1)
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
export const LANGUAGE_QUERY = "lng";

export const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "");

// the language of a public URL: English under /en, Vietnamese everywhere else
export function languageFromPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "vi";
}

// the same page in the other language. Repeated slashes are one (as the router reads them): else
// "/en//evil.com" would become "//evil.com", which a browser follows to another site
export function localizedPath(pathname: string, language: Language): string {
  const path = pathname.replace(/\/{2,}/g, "/");
  const base = languageFromPath(path) === "en" ? path.slice(3) || "/" : path;
  if (language === "vi") return base;
  return base === "/" ? "/en" : `/en${base}`;
}

// the page a request is for: data requests of client navigations arrive as /about.data or
// /_root.data with a _routes parameter
export function pageUrl(url: URL): URL {
  const page = new URL(url);
  if (page.pathname === "/_root.data") page.pathname = "/";
  else if (page.pathname.endsWith(".data")) page.pathname = page.pathname.slice(0, -".data".length);
  page.searchParams.delete("_routes");
  return page;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export type LanguageRedirect = { location: string; remember: Language | null };

// one URL per language. A visitor who asked for a language (?lng=) or chose one before (the
// cookie) and opens a page in the other is sent to the page in that language; a crawler, with
// neither, always gets the language of the URL. null: the page itself is the answer.
export function languageRedirect(url: URL, cookieHeader: string | null | undefined): LanguageRedirect | null {
  const page = pageUrl(url);
  const asked = page.searchParams.get(LANGUAGE_QUERY);
  if (isLanguage(asked)) {
    page.searchParams.delete(LANGUAGE_QUERY);
    return { location: `${localizedPath(page.pathname, asked)}${page.search}`, remember: asked };
  }
  const stored = readCookie(cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(stored) && stored !== languageFromPath(page.pathname)) {
    return { location: `${localizedPath(page.pathname, stored)}${page.search}`, remember: null };
  }
  return null;
}
