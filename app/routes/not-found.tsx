import { useTranslation } from "react-i18next";
import { data, Link, useNavigate } from "react-router";
import { languageFromPath } from "../i18n/i18n.ts";
import { en } from "../i18n/locales/en.ts";
import { vi } from "../i18n/locales/vi.ts";
import { useLocalizedPath } from "../lib/language.ts";
import { seo } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

// any unknown public path: answered with HTTP 404
export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  const messages = languageFromPath(args.location.pathname) === "en" ? en : vi;
  return seo(args, {
    title: messages.page.notFound.metaTitle,
    description: messages.page.notFound.text,
    noIndex: true,
  });
}

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto w-full max-w-xl px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t("page.notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("page.notFound.text")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800" to={to("/")}>
          {t("page.notFound.goHome")}
        </Link>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          onClick={() => navigate(-1)}
        >
          {t("page.notFound.goBack")}
        </button>
        <Link
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50"
          to={to("/contact")}
        >
          {t("page.notFound.contact")}
        </Link>
      </div>
    </section>
  );
}
