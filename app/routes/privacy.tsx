import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { ContactDetails } from "../components/ui/contact-details.tsx";
import { PageHero } from "../components/ui/page-parts.tsx";
import { privacyContent } from "../content/privacy.ts";
import { languageFromPath } from "../i18n/i18n.ts";
import { useLanguage, useLocalizedPath } from "../lib/language.ts";
import { seo } from "../lib/seo.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/privacy";

// the date of the policy's last update, machine-readable; the copy holds its localized form
const UPDATED = "2026-11-20";

type Section = (typeof privacyContent)["vi"]["sections"][number];

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  const copy = privacyContent[language];
  return seo(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    breadcrumbs: [{ name: copy.meta.title, path: "/privacy" }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: copy.meta.title,
        description: copy.meta.description,
        inLanguage: language === "vi" ? "vi-VN" : "en",
        dateModified: UPDATED,
      },
    ],
  });
}

function Paragraphs({ texts, fill }: { texts?: string[]; fill: (text: string) => string }) {
  return texts?.map((text) => (
    <p key={text} className="mt-4 leading-relaxed text-slate-700">
      {fill(text)}
    </p>
  ));
}

function Items({ items }: { items?: string[] }) {
  if (!items) return null;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function LegalSection({ section, number, fill }: { section: Section; number: number; fill: (text: string) => string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="border-t border-slate-200 pt-10">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold leading-tight text-brand-900">
        <span className="text-brand-700">{number}.</span> {section.title}
      </h2>
      <Paragraphs texts={section.paragraphs} fill={fill} />
      <Items items={section.items} />
      {section.subsections?.map((sub) => (
        <div key={sub.title} className="mt-8">
          <h3 className="text-lg font-semibold text-slate-900">{sub.title}</h3>
          <Paragraphs texts={sub.paragraphs} fill={fill} />
          <Items items={sub.items} />
        </div>
      ))}
      <Paragraphs texts={section.closing} fill={fill} />
    </section>
  );
}

export default function Privacy() {
  const language = useLanguage();
  const copy = privacyContent[language];
  const to = useLocalizedPath();
  const { company } = useSite();
  const fill = (text: string) => text.replaceAll("{company}", company.name[language]);
  const toc = [...copy.sections, copy.contact];

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <p className="mt-6 inline-flex items-center gap-2 text-sm text-brand-100">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {copy.hero.updatedLabel} <time dateTime={UPDATED}>{copy.hero.updated}</time>
        </p>
      </PageHero>

      <div className="bg-white text-slate-900">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <nav
            aria-label={copy.toc.label}
            className="rounded-lg border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:self-start"
          >
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{copy.toc.title}</p>
            <ol className="mt-4 space-y-1 text-sm">
              {toc.map((entry, index) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="flex gap-2 rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <span className="font-semibold text-brand-700">{index + 1}.</span>
                    <span>{entry.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-3xl space-y-10">
            <div>
              {copy.preamble.map((text) => (
                <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
                  {fill(text)}
                </p>
              ))}
            </div>

            {copy.sections.map((section, index) => (
              <LegalSection key={section.id} section={section} number={index + 1} fill={fill} />
            ))}

            <section
              id={copy.contact.id}
              aria-labelledby={`${copy.contact.id}-title`}
              className="border-t border-slate-200 pt-10"
            >
              <h2 id={`${copy.contact.id}-title`} className="text-2xl font-bold leading-tight text-brand-900">
                <span className="text-brand-700">{toc.length}.</span> {copy.contact.title}
              </h2>
              <Paragraphs texts={copy.contact.paragraphs} fill={fill} />
              <ContactDetails
                className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-5"
                labels={{
                  address: copy.contact.addressLabel,
                  phone: copy.contact.phoneLabel,
                  email: copy.contact.emailLabel,
                }}
              />
              <p className="mt-8 text-slate-700">
                {copy.related.text}{" "}
                <Link
                  to={to("/terms")}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {copy.related.label}
                </Link>
              </p>
            </section>
          </article>
        </div>
      </div>
    </>
  );
}
