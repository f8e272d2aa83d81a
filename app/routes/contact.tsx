import { Clock, Mail, MapPin, MessageCircle, Phone, Warehouse } from "lucide-react";
import { openingHoursLines } from "../../contract/company.ts";
import { PageHero } from "../components/ui/page-parts.tsx";
import { contactContent } from "../content/contact.ts";
import { ContactForm } from "../features/contact-form/contact-form.tsx";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageOf, seo } from "../lib/seo.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/contact";

export function loader(args: Route.LoaderArgs) {
  const copy = contactContent[pageOf(args).language];
  const meta = seo(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    breadcrumbs: [{ name: copy.meta.title, path: "/contact" }],
    structuredData: [{ "@context": "https://schema.org", "@type": "ContactPage", name: copy.meta.title }],
  });
  return { meta };
}

export const meta = loaderMeta;

export default function Contact() {
  const language = useLanguage();
  const copy = contactContent[language];
  const { company, captcha } = useSite();
  const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 lg:grid-cols-5">
        <section aria-labelledby="contact-info-title" className="lg:col-span-2">
          <h2 id="contact-info-title" className="text-2xl font-bold">
            {copy.info.title}
          </h2>
          <ul className="mt-6 space-y-6">
            <li className="flex gap-4">
              <MapPin className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.headOffice}</h3>
                <p className="text-slate-700">{company.headOffice[language]}</p>
                <a
                  href={company.headOffice.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`text-sm ${linkClass}`}
                >
                  {copy.info.openMap}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <MapPin className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.transactionOffice}</h3>
                <a
                  href={company.transactionOffice.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {company.transactionOffice[language]}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Warehouse className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.warehouse}</h3>
                <a href={company.warehouse.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {company.warehouse[language]}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Phone className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.phone}</h3>
                <a href={`tel:${company.hotlineInternational}`} className={linkClass}>
                  {company.hotline}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Mail className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.email}</h3>
                <a href={`mailto:${company.email}`} className={`break-all ${linkClass}`}>
                  {company.email}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <Clock className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.hours}</h3>
                <ul className="text-slate-700" data-testid="opening-hours">
                  {openingHoursLines(company.hours, language).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </li>
            <li className="flex gap-4">
              <MessageCircle className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{copy.info.chat}</h3>
                <a href={company.zaloUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {copy.info.chatLink}
                </a>
              </div>
            </li>
          </ul>
          <iframe
            title={copy.info.mapTitle}
            src={company.mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-8 aspect-[4/3] w-full rounded-lg border-0 bg-slate-100"
          />
        </section>
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-bold">
              {copy.form.title}
            </h2>
            <div className="mt-4">
              <ContactForm copy={copy.form} language={language} captcha={captcha} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
