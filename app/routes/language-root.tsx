import { useEffect } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import type { Language } from "../../contract/constants.ts";
import { languageFromPath, localizedPath } from "../i18n/i18n.ts";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, readCookie, rememberLanguage } from "../lib/language.ts";
import type { Route } from "./+types/language-root";

const isLanguage = (value: string | null | undefined): value is Language => value === "vi" || value === "en";

// one URL per language. A visitor who chose the other language (?lng= or the cookie) is sent to
// the page in that language; a crawler, with neither, always gets the language of the URL.
// the page a request is for: data requests of client navigations arrive as /about.data or
// /_root.data with a _routes parameter
function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const pathLanguage = languageFromPath(url.pathname);
  const asked = url.searchParams.get("lng");
  if (isLanguage(asked)) {
    url.searchParams.delete("lng");
    const target = `${localizedPath(url.pathname, asked)}${url.search}`;
    throw redirect(target, {
      headers: { "Set-Cookie": `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax` },
    });
  }
  const stored = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(stored) && stored !== pathLanguage) {
    throw redirect(`${localizedPath(url.pathname, stored)}${url.search}`);
  }
  return { languageCookie: isLanguage(stored) };
}

// a change of query string (a page of the portfolio) needs no new language decision, unless it
// asks for a language
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && !nextUrl.searchParams.has("lng")) return false;
  return defaultShouldRevalidate;
}

export default function LanguageRoot({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const hasCookie = loaderData?.languageCookie ?? false;
  const navigate = useNavigate();

  // a choice kept only in local storage (the cookie gone) is honoured in the browser
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isLanguage(stored) && !hasCookie && stored !== languageFromPath(pathname)) {
      rememberLanguage(stored);
      navigate(`${localizedPath(pathname, stored)}${search}`, { replace: true });
    }
  }, [pathname, search, navigate, hasCookie]);

  return <Outlet />;
}
