import { useEffect } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromPath,
  languageRedirect,
  localizedPath,
  readCookie,
} from "../../contract/language-routing.ts";
import { LANGUAGE_STORAGE_KEY, rememberLanguage } from "../lib/language.ts";
import type { Route } from "./+types/language-root";

// one URL per language: a visitor who chose the other language (?lng= or the cookie) is sent to
// the page in that language (contract/language-routing.ts). The server makes the same decision
// before it answers from its page cache, so a cached page never depends on the visitor.
export function loader({ request }: Route.LoaderArgs) {
  const target = languageRedirect(new URL(request.url), request.headers.get("cookie"));
  if (!target) return null;
  throw redirect(
    target.location,
    target.remember
      ? { headers: { "Set-Cookie": `${LANGUAGE_COOKIE}=${target.remember}; Path=/; Max-Age=31536000; SameSite=Lax` } }
      : undefined,
  );
}

// a change of query string (a page of the portfolio) needs no new language decision, unless it
// asks for a language
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && !nextUrl.searchParams.has("lng")) return false;
  return defaultShouldRevalidate;
}

export default function LanguageRoot() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // a choice kept only in local storage (the cookie gone) is honoured in the browser; a cookie
  // that disagrees with the URL was already answered by the server with a redirect
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return;
    }
    const hasCookie = isLanguage(readCookie(document.cookie, LANGUAGE_COOKIE));
    if (isLanguage(stored) && !hasCookie && stored !== languageFromPath(pathname)) {
      rememberLanguage(stored);
      navigate(`${localizedPath(pathname, stored)}${search}`, { replace: true });
    }
  }, [pathname, search, navigate]);

  return <Outlet />;
}
