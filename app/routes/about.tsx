import {
  Award,
  Briefcase,
  Building2,
  Calculator,
  ClipboardList,
  DraftingCompass,
  Gauge,
  Handshake,
  HardHat,
  Landmark,
  Leaf,
  Lightbulb,
  ShieldCheck,
  Target,
  Telescope,
  Wrench,
} from "lucide-react";
import { localizedPath } from "../../contract/language-routing.ts";
import { ContactDetails } from "../components/ui/contact-details.tsx";
import { IconTileList } from "../components/ui/icon-tiles.tsx";
import { PageCallToAction, usePageActions } from "../components/ui/page-call-to-action.tsx";
import { CheckList, PageHero, Section } from "../components/ui/page-parts.tsx";
import { fillBrandCount, partnerBrands } from "../features/catalogues/partner-brands.ts";
import { absoluteUrl, shownCertificate } from "../lib/certificates.ts";
import { fillCompanyText, useCompanyText } from "../lib/company-text.ts";
import { useLanguage } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo, shareImage } from "../lib/seo.ts";
import { fill as fillTemplate, useShared } from "../lib/shared-text.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/about";

// icons by position in the copy's lists
const valueIcons = [HardHat, Award, Handshake, ShieldCheck, Lightbulb, Leaf];
const departmentIcons = [DraftingCompass, ClipboardList, Gauge, Wrench, Briefcase, Calculator];

export async function loader(args: Route.LoaderArgs) {
  const { language, origin, site } = pageOf(args);
  // the certificates staff keep visible, in their order, named in the page's language
  const certificates = await args.context
    .get(requestValuesContext)
    .data.listCertificates()
    .then((list) => list.map((certificate) => shownCertificate(certificate, language)))
    .catch(() => []);
  const copy = await pageCopy(args, "about", language);
  // the brand partners: the catalogue's list, described and counted ("{{brands}}" in the title)
  const brands = await partnerBrands(args, language);
  const description = fillCompanyText(copy.meta.description, site.company, language);
  const meta = seo(args, {
    title: copy.meta.title,
    description,
    keywords: copy.meta.keywords,
    ...shareImage(copy.meta),
    breadcrumbs: [{ name: copy.meta.title, path: "/about" }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: copy.meta.title,
        description,
        url: `${origin}${localizedPath("/about", language)}`,
        inLanguage: language === "vi" ? "vi-VN" : "en-US",
        isPartOf: { "@type": "WebSite", url: `${origin}${localizedPath("/", language)}` },
        about: { "@id": `${origin}/#business` },
        mainEntity: { "@id": `${origin}/#business` },
        image: certificates.map((certificate) => absoluteUrl(origin, certificate.path)),
      },
    ],
  });
  return {
    meta,
    certificates,
    brands: brands.map(({ id, name, text }) => ({ id, name, text })),
    copy: { ...copy, brands: { ...copy.brands, title: fillBrandCount(copy.brands.title, brands) } },
  };
}

export const meta = loaderMeta;

export default function About({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { copy } = loaderData;
  const text = useShared();
  const actions = usePageActions();
  const { company } = useSite();
  const fill = useCompanyText();

  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={fill(copy.hero.title)}
        intro={fill(copy.hero.intro)}
        actions={actions}
      />

      {loaderData.brands.length > 0 && (
        <Section id="brands" heading={copy.brands}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.brands.map((brand) => (
              <li
                key={brand.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <h3 className="inline-flex self-start rounded-full bg-brand-50 px-3 py-1 text-base font-bold text-brand-800 ring-1 ring-brand-200">
                  {brand.name}
                </h3>
                {brand.text && <p className="mt-4 text-sm leading-relaxed text-slate-700">{brand.text}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="experience" eyebrow={copy.experience.eyebrow} title={fill(copy.experience.title)} tone="muted">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            {copy.experience.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-700">
                {fill(paragraph)}
              </p>
            ))}
            <dl className="grid grid-cols-2 gap-4 pt-4 sm:grid-cols-4">
              {copy.experience.stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 text-center"
                >
                  <dt className="order-2 mt-1 text-sm text-slate-600">{stat.label}</dt>
                  <dd className="order-1 text-2xl font-bold text-brand-700 sm:text-3xl">{fill(stat.value)}</dd>
                </div>
              ))}
            </dl>
            <h3 className="pt-4 text-lg font-semibold text-slate-900">{copy.experience.sectorsTitle}</h3>
            <div className="sm:columns-2">
              <CheckList items={copy.experience.sectors} />
            </div>
          </div>

          <aside
            aria-labelledby="company-profile-title"
            className="self-start rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h3 id="company-profile-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Building2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
              {copy.experience.profile.title}
            </h3>
            <p className="mt-3 font-semibold text-brand-800">{company.name[language]}</p>
            <p className="mt-1 text-sm text-slate-600">
              {copy.experience.profile.founded}: {company.foundingYear}
            </p>
            <ContactDetails
              className="mt-4"
              labels={{
                address: copy.experience.profile.headOffice,
                phone: copy.experience.profile.hotline,
                email: copy.experience.profile.email,
              }}
            />
          </aside>
        </div>
      </Section>

      <Section id="mission" eyebrow={copy.mission.eyebrow} title={copy.mission.title} tone="dark">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15 lg:col-span-2">
            <Target className="h-8 w-8 text-accent-300" aria-hidden="true" />
            <p className="mt-4 text-lg leading-relaxed text-white">{copy.mission.statement}</p>
            <h3 className="mt-8 flex items-center gap-2 text-lg font-semibold text-white">
              <Telescope className="h-5 w-5 text-accent-300" aria-hidden="true" />
              {copy.mission.visionTitle}
            </h3>
            <p className="mt-2 leading-relaxed text-brand-100">{copy.mission.vision}</p>
          </div>
          <div className="rounded-xl bg-white/5 p-6 ring-1 ring-white/15">
            <h3 className="text-lg font-semibold text-white">{copy.mission.commitmentsTitle}</h3>
            <div className="mt-4">
              <CheckList items={copy.mission.commitments} tone="dark" />
            </div>
          </div>
        </div>
      </Section>

      <Section id="values" heading={copy.values}>
        <IconTileList items={copy.values.items} icons={valueIcons} look="card" columns={3} />
      </Section>

      <Section id="timeline" heading={copy.timeline} tone="muted">
        <ol className="relative space-y-8 border-l-2 border-brand-200 pl-6 sm:pl-8 lg:mx-auto lg:max-w-3xl">
          {copy.timeline.items.map((milestone) => (
            <li key={milestone.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[33px] h-4 w-4 rounded-full border-4 border-slate-50 bg-brand-600 sm:-left-[41px]"
              />
              <p className="text-sm font-bold tracking-wider text-brand-700">
                <time dateTime={fill(milestone.year)}>{fill(milestone.year)}</time>
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{milestone.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="organisation" heading={copy.organisation}>
        <ul>
          <li className="flex flex-col items-center">
            <div className="w-full max-w-md rounded-xl bg-brand-800 p-6 text-center text-white shadow-md">
              <Landmark className="mx-auto h-8 w-8 text-accent-300" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{copy.organisation.top.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-brand-100">{copy.organisation.top.text}</p>
            </div>
            <span aria-hidden="true" className="h-8 w-0.5 bg-brand-200" />
            <IconTileList
              items={copy.organisation.departments}
              icons={departmentIcons}
              look="department"
              className="grid w-full gap-4 rounded-2xl border-2 border-dashed border-brand-200 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
            />
          </li>
        </ul>
      </Section>

      <Section id="certifications" heading={copy.certifications} tone="muted">
        {loaderData.certificates.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {text.carousel.empty}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.certificates.map((certificate) => (
              <li key={certificate.id}>
                <figure className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  <img
                    src={certificate.path}
                    alt={certificate.title}
                    width={600}
                    height={424}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[600/424] h-auto w-full border-b border-slate-200 bg-slate-50 object-contain"
                  />
                  <figcaption className="flex-1 p-5">
                    <span className="block font-semibold text-slate-900">{certificate.title}</span>
                    {certificate.issuer && (
                      <span className="mt-2 block text-sm text-slate-700">
                        {fillTemplate(copy.certifications.issuedBy, { issuer: certificate.issuer })}
                      </span>
                    )}
                    {certificate.validUntil && (
                      <span className="mt-1 block text-sm text-slate-700">
                        {fillTemplate(copy.certifications.validUntil, { date: certificate.validUntil })}
                      </span>
                    )}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <PageCallToAction copy={copy.cta} />
    </>
  );
}
