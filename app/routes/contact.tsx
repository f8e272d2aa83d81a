import { Clock, type LucideIcon, Mail, MapPin, MessageCircle, Phone, Warehouse } from "lucide-react";
import type { ReactNode } from "react";
import { openingHoursLines } from "../../contract/company.ts";
import { IconItem } from "../components/ui/icon-item.tsx";
import { PageHero } from "../components/ui/page-parts.tsx";
import { ContactForm } from "../features/contact-form/contact-form.tsx";
import { Island } from "../lib/island.tsx";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { PageScript } from "../lib/page-scripts.tsx";
import { copySeo, pageOf, seo } from "../lib/seo.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/contact";

export async function loader(args: Route.LoaderArgs) {
  const copy = await pageCopy(args, "contact", pageOf(args).language);
  const meta = seo(args, {
    ...copySeo(copy.meta, "/contact"),
    structuredData: [{ "@context": "https://schema.org", "@type": "ContactPage", name: copy.meta.title }],
  });
  return { meta, copy };
}

export const meta = loaderMeta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { copy } = loaderData;
  const { company, captcha } = useSite();
  const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";
  const mapClass = "mt-8 aspect-[4/3] w-full rounded-lg border-0 bg-slate-100";

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 lg:grid-cols-5">
        <section aria-labelledby="contact-info-title" className="lg:col-span-2">
          <h2 id="contact-info-title" className="text-2xl font-bold">
            {copy.info.title}
          </h2>
          <ul className="mt-6 space-y-6">
            <InfoItem icon={MapPin} title={copy.info.headOffice}>
              <p className="text-slate-700">{company.headOffice[language]}</p>
              <a
                href={company.headOffice.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`text-sm ${linkClass}`}
              >
                {copy.info.openMap}
              </a>
            </InfoItem>
            <InfoItem icon={MapPin} title={copy.info.transactionOffice}>
              <a
                href={company.transactionOffice.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {company.transactionOffice[language]}
              </a>
            </InfoItem>
            <InfoItem icon={Warehouse} title={copy.info.warehouse}>
              <a href={company.warehouse.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {company.warehouse[language]}
              </a>
            </InfoItem>
            <InfoItem icon={Phone} title={copy.info.phone}>
              <a href={`tel:${company.hotlineInternational}`} className={linkClass}>
                {company.hotline}
              </a>
            </InfoItem>
            <InfoItem icon={Mail} title={copy.info.email}>
              <a href={`mailto:${company.email}`} className={`break-all ${linkClass}`}>
                {company.email}
              </a>
            </InfoItem>
            <InfoItem icon={Clock} title={copy.info.hours}>
              <ul className="text-slate-700" data-testid="opening-hours">
                {openingHoursLines(company.hours, language).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </InfoItem>
            <InfoItem icon={MessageCircle} title={copy.info.chat}>
              <a href={company.zaloUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {copy.info.chatLink}
              </a>
            </InfoItem>
          </ul>
          {/* the map's frame gets its address as it nears the screen (its script), so that the
              maps service's megabyte does not compete with the page's first paint; without
              scripts, the frame in <noscript> shows it */}
          <iframe
            title={copy.info.mapTitle}
            data-src={company.mapEmbedUrl}
            referrerPolicy="no-referrer-when-downgrade"
            className={`${mapClass} noscript:hidden`}
          />
          <noscript>
            <iframe
              title={copy.info.mapTitle}
              src={company.mapEmbedUrl}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className={mapClass}
            />
          </noscript>
          <PageScript name="map" />
        </section>
        <section aria-labelledby="contact-form-title" className="lg:col-span-3">
          <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-form-title" className="text-2xl font-bold">
              {copy.form.title}
            </h2>
            <div className="mt-4">
              {/* the enquiry form validates, uploads drawings and answers in place: the one part of
                  the page that runs in the browser, hydrated on its own (decision 042) */}
              <Island name="contact-form" component={ContactForm} props={{ copy: copy.form, language, captcha }} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}

// one of the ways to reach the company: its icon, what it is, and the details
function InfoItem({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <IconItem icon={icon} iconClassName="mt-1 h-5 w-5 shrink-0 text-brand-700" className="flex gap-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        {children}
      </div>
    </IconItem>
  );
}
