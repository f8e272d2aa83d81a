import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation } from "react-router";
import { languageFromPath, localizedPath } from "../i18n/i18n.ts";

export default function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const other = language === "vi" ? "en" : "vi";

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="bg-brand-900 text-white">
        <nav className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to={localizedPath("/", language)} className="text-lg font-bold tracking-tight">
            {t("meta.siteName")}
          </Link>
          <Link
            to={localizedPath(pathname, other)}
            hrefLang={other}
            lang={other}
            className="rounded border border-white/40 px-3 py-1 text-sm hover:bg-white/10"
          >
            {t("nav.switchTo")}
          </Link>
        </nav>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <footer className="bg-slate-900 py-6 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {t("meta.siteName")}. {t("footer.rights")}
      </footer>
    </div>
  );
}
