import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLoaderData, useLocation } from "react-router";
import { LANGUAGE_COOKIE, languageFromPath, languageRedirect, pageUrl } from "../../contract/language-routing.ts";
import { FloatingContact } from "../components/layout/floating-contact.tsx";
import { PreviewBanner } from "../components/layout/preview-banner.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { formatDateTime } from "../lib/format.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { transitionFor } from "../lib/page-transition.tsx";
import { requestValuesContext } from "../lib/request-context.ts";
import { useShared } from "../lib/shared-text.ts";
import type { Route } from "./+types/language-root";

// the public site's frame (header, footer, contact buttons) around every public page, in one route
// module with the language decision: each route module is one more request before a page is
// interactive (decision 007).
// One URL per language: a visitor who chose the other language (?lng= or the cookie) is sent to
// the page in that language (contract/language-routing.ts). The server makes the same decision
// before it answers from its page cache, so a cached page never depends on the visitor.
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const url = new URL(request.url);
  const target = languageRedirect(url, request.headers.get("cookie"));
  // the texts of the frame and of several pages, in the page's language only; a preview link's
  // page says until when the link works (its banner; a cached page never has one)
  if (!target) {
    const preview = args.context.get(requestValuesContext).preview;
    const language = languageFromPath(pageUrl(url).pathname);
    return {
      shared: await pageCopy(args, "shared", language),
      // the expiry written here, on the server: the banner then needs no date code in the
      // browser (every public page loads the frame's code)
      ...(preview ? { preview: { expires: formatDateTime(preview.expiresAt, language) } } : {}),
    };
  }
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

// a choice kept only in local storage (the cookie gone) is honoured by the site's script
// (app/lib/scripts/site.browser.ts); a cookie that disagrees with the URL was already answered by the
// server with a redirect
export default function LanguageRoot() {
  const { pathname } = useLocation();
  const text = useShared();
  const { preview } = useLoaderData<typeof loader>();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        {text.nav.skipToContent}
      </a>
      {preview ? (
        // a preview's banner stays in view with the header: both stick to the top together
        <div className="sticky top-0 z-50">
          <PreviewBanner expires={preview.expires} />
          <SiteHeader />
        </div>
      ) : (
        <SiteHeader />
      )}
      {/* the page's kind names its view transition (app/theme.css) */}
      <main id="main" tabIndex={-1} className={`flex flex-1 flex-col focus:outline-none ${transitionFor(pathname)}`}>
        <div>
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      <FloatingContact />
    </div>
  );
}
