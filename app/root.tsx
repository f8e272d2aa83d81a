import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { languageFromPath } from "../contract/language-routing.ts";
import type { SiteSettings } from "../contract/public-data.ts";
import { VISIT_SCRIPT } from "../contract/visit-script.ts";
import type { Route } from "./+types/root";
import adminStylesheet from "./admin.css?url";
import siteCss from "./app.css?inline";
import { errorPage } from "./content/error-page.ts";
import { useAdminLanguage } from "./lib/admin-language.ts";
import { DeferredScripts } from "./lib/deferred-scripts.tsx";
import { needsReact } from "./lib/page-kind.ts";
import { PageScript, SPECULATION_RULES } from "./lib/page-scripts.tsx";
import { requestValuesContext } from "./lib/request-context.ts";

export function loader({ context }: Route.LoaderArgs): SiteSettings {
  return context.get(requestValuesContext).site;
}

// the site's settings change only with a restart or an edit of the company file
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const site = useRouteLoaderData("root") as SiteSettings | undefined;
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  const adminLanguage = useAdminLanguage();
  // the back office and a public page that declares it (the contact form) run React in the
  // browser; every other page is its HTML, CSS and the site's own script (decision 040)
  const matches = useMatches();
  const framework = isAdmin || needsReact(matches);
  // public pages take their language from the URL, the back office from the stored choice
  const language = isAdmin ? adminLanguage : languageFromPath(pathname);
  // marks the moment the page became interactive (tests and monitoring wait for it)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f4d" />
        {/* with a precedence React puts the styles ahead of the script preloads. A public page
            carries its stylesheet inline, so its first paint waits for no other request; the
            browser keeps that element (found by its href) and needs no copy of the CSS in the
            JavaScript. The back office, rendered in the browser, loads its own file. */}
        {isAdmin ? (
          <link rel="stylesheet" href={adminStylesheet} precedence="default" />
        ) : (
          <style href="site-css" precedence="default">
            {import.meta.env.SSR ? siteCss : ""}
          </style>
        )}
        {/* the visit's first page, kept for the contact form (contract/visit-script.ts); in the HTML
            only, as the stylesheet: the browser's bundle carries no copy */}
        {!isAdmin && (
          <script
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? VISIT_SCRIPT : "" }}
            suppressHydrationWarning
          />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        {framework && <ScrollRestoration />}
        {framework && <DeferredScripts />}
        {!isAdmin && <SiteScripts analytics={site?.analytics ?? null} />}
      </body>
    </html>
  );
}

// the public site's scripts, the same for every visitor of a page (allowed by their hashes): the
// configured analytics (as data, and the script that starts them), the links to prerender and the
// site's own script (app/lib/page-scripts.tsx). Written by the
// server only: a page that hydrates finds them in place, and its bundle carries no copy
function SiteScripts({ analytics }: { analytics: SiteSettings["analytics"] | null }) {
  const server = import.meta.env.SSR;
  return (
    <>
      {analytics && (
        <script
          type="application/json"
          id="analytics-settings"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: settings as JSON data, "<" escaped
          dangerouslySetInnerHTML={{ __html: server ? JSON.stringify(analytics).replaceAll("<", "\\u003c") : "" }}
          suppressHydrationWarning
        />
      )}
      <script
        type="speculationrules"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash
        dangerouslySetInnerHTML={{ __html: server ? SPECULATION_RULES : "" }}
        suppressHydrationWarning
      />
      {analytics && <PageScript name="analytics" />}
      <PageScript name="site" />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

// last resort for errors no route handled, in the language of the page (the back office's
// stored choice under /admin); route-level boundaries show friendlier pages
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const adminLanguage = useAdminLanguage();
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  const language = isAdmin ? adminLanguage : languageFromPath(pathname);
  const copy = errorPage[language];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <p className="mt-4 text-slate-600">{status === 404 ? copy.notFound : copy.failed}</p>
      <a
        className="mt-8 inline-block text-brand-700 underline"
        href={isAdmin ? "/admin" : language === "en" ? "/en" : "/"}
      >
        {copy.home}
      </a>
    </main>
  );
}
