import { CalendarDays } from "lucide-react";
import { parseDay } from "../../../contract/day-text.ts";
import type { LegalCopy, LegalSection } from "../../../contract/pages/legal.ts";
import { fill as fillTemplate } from "../../../contract/template.ts";
import { useLanguage, useLocalizedPath } from "../../lib/language.ts";
import { useSite } from "../../lib/site.ts";
import { ContactDetails } from "./contact-details.tsx";
import { PageHero } from "./page-parts.tsx";
import { RichText } from "./rich-text.tsx";

// a long legal text: hero with its date, a table of contents, numbered sections, the contact
// details and a link to the other legal page

type Fill = (text: string) => string;

function Paragraphs({ texts, fill }: { texts?: string[]; fill: Fill }) {
  return texts?.map((text) => (
    <p key={text} className="mt-4 leading-relaxed text-slate-700">
      {fill(text)}
    </p>
  ));
}

function SectionHeading({ id, number, title }: { id: string; number: number; title: string }) {
  return (
    <h2 id={`${id}-title`} className="text-2xl font-bold leading-tight text-brand-900">
      <span className="text-brand-700">{number}.</span> {title}
    </h2>
  );
}

function Section({
  section,
  number,
  fill,
  localize,
}: {
  section: LegalSection;
  number: number;
  fill: Fill;
  localize: (path: string) => string;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="border-t border-slate-200 pt-10">
      <SectionHeading id={section.id} number={number} title={section.title} />
      <RichText doc={section.body} outline={2} fill={fill} localize={localize} />
    </section>
  );
}

export function LegalPage({ copy, relatedPath }: { copy: LegalCopy; relatedPath: string }) {
  const language = useLanguage();
  // the day the text says it was last updated, for machines
  const updated = parseDay(copy.hero.updated) ?? undefined;
  const to = useLocalizedPath();
  const { company } = useSite();
  // the copy names the company as {{company}}; the name comes from the company's details
  const fill: Fill = (text) => fillTemplate(text, { company: company.name[language] });
  const toc = [...copy.sections, copy.contact];

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <p className="mt-6 inline-flex items-center gap-2 text-sm text-brand-100">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {copy.hero.updatedLabel} <time dateTime={updated}>{copy.hero.updated}</time>
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

          <div className="max-w-3xl space-y-10">
            {copy.notice && (
              <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                {fill(copy.notice)}
              </p>
            )}
            {copy.preamble && (
              <div>
                {copy.preamble.map((text) => (
                  <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
                    {fill(text)}
                  </p>
                ))}
              </div>
            )}

            {copy.sections.map((section, index) => (
              <Section key={section.id} section={section} number={index + 1} fill={fill} localize={to} />
            ))}

            <section
              id={copy.contact.id}
              aria-labelledby={`${copy.contact.id}-title`}
              className="border-t border-slate-200 pt-10"
            >
              <SectionHeading id={copy.contact.id} number={toc.length} title={copy.contact.title} />
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
                <a
                  href={to(relatedPath)}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {copy.related.label}
                </a>
              </p>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
