import { useTranslation } from "react-i18next";
import { data, Link, useLocation, useNavigate } from "react-router";
import { languageFromPath, localizedPath } from "../i18n/i18n.ts";
import { en } from "../i18n/locales/en.ts";
import { vi } from "../i18n/locales/vi.ts";
import type { Route } from "./+types/not-found";

// any unknown public path: answered with HTTP 404
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const messages = languageFromPath(location.pathname) === "en" ? en : vi;
  return [{ title: messages.meta.notFound.title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = languageFromPath(useLocation().pathname);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t("page.notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("page.notFound.text")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white"
          to={localizedPath("/", language)}
        >
          {t("page.notFound.goHome")}
        </Link>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold"
          onClick={() => navigate(-1)}
        >
          {t("page.notFound.goBack")}
        </button>
        <Link
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold"
          to={localizedPath("/contact", language)}
        >
          {t("page.notFound.contact")}
        </Link>
      </div>
    </section>
  );
}
