import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { languageFromPath, localizedPath } from "../i18n/i18n.ts";
import { en } from "../i18n/locales/en.ts";
import { vi } from "../i18n/locales/vi.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";

export function meta({ location, matches }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const messages = language === "en" ? en : vi;
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicOrigin: string } | undefined;
  return pageMeta({
    language,
    origin: root?.publicOrigin ?? "",
    pathname: location.pathname,
    title: messages.meta.home.title,
    description: messages.meta.home.description,
  });
}

export default function Home() {
  const { t, i18n } = useTranslation();
  const language = languageFromPath(i18n.language === "en" ? "/en" : "/");
  return (
    <section className="flex-1 bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{t("page.home.eyebrow")}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t("page.home.title")}</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">{t("page.home.subtitle")}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to={localizedPath("/services", language)}
            className="rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500"
          >
            {t("page.home.ctaServices")}
          </Link>
          <Link
            to={localizedPath("/contact", language)}
            className="rounded-md border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
          >
            {t("page.home.ctaContact")}
          </Link>
        </div>
        <dl className="mt-14 grid max-w-md grid-cols-2 gap-6">
          <div>
            <dt className="text-sm text-brand-100">{t("page.home.statYears")}</dt>
            <dd className="order-first text-4xl font-bold">10+</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">{t("page.home.statProjects")}</dt>
            <dd className="order-first text-4xl font-bold">500+</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
