import { ClipboardCheck, HardHat, Headset, Phone, Search, Siren, Wrench, Zap } from "lucide-react";
import { localizedPath } from "../../contract/language-routing.ts";
import { IconTileList } from "../components/ui/icon-tiles.tsx";
import { PageCallToAction } from "../components/ui/page-call-to-action.tsx";
import { ButtonLink, CheckList, PageHero, Section } from "../components/ui/page-parts.tsx";
import { useLocalizedPath } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { copySeo, pageOf, seo } from "../lib/seo.ts";
import { useShared } from "../lib/shared-text.ts";
import { useSite } from "../lib/site.ts";
import type { Route } from "./+types/services";

// the pages behind the three cards, in the order of the services page's cards; the emergency
// service has no page of its own, so it points at its card on this page
const cardPaths = ["/services/electrical", "/services/maintenance", "/services#emergency"];
const cardIcons = [Zap, Wrench, Siren];
const stepIcons = [Search, ClipboardCheck, HardHat, Headset];

export async function loader(args: Route.LoaderArgs) {
  const { language, origin } = pageOf(args);
  const copy = await pageCopy(args, "services", language);
  const provider = { "@id": `${origin}/#business` };
  const meta = seo(args, {
    ...copySeo(copy.meta, "/services"),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "OfferCatalog",
        name: copy.schema.catalogName,
        url: `${origin}${localizedPath("/services", language)}`,
        itemListElement: copy.cards.map((card, index) => ({
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: card.title,
            description: card.summary,
            url: `${origin}${localizedPath(cardPaths[index] ?? "/services", language)}`,
            provider,
            areaServed: { "@type": "Country", name: "Vietnam" },
          },
        })),
      },
    ],
  });
  return { meta, copy };
}

export const meta = loaderMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const to = useLocalizedPath();
  const text = useShared();
  const { company } = useSite();

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={to("/contact")}>{text.action.contactUs}</ButtonLink>
          <a
            href={`tel:${company.hotlineInternational}`}
            className="inline-flex items-center gap-2 rounded-md border border-white/60 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {text.action.callNow} {company.hotline}
          </a>
        </div>
      </PageHero>

      <Section id="service-lines" heading={copy.overview}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {copy.cards.map((card, index) => {
            const Icon = cardIcons[index] ?? Zap;
            const emergency = index === 2;
            return (
              <li
                key={card.title}
                id={emergency ? "emergency" : undefined}
                className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${
                  emergency ? "border-accent-400 ring-1 ring-accent-400" : "border-slate-200"
                }`}
              >
                <div className="flex items-center gap-3">
                  <span
                    className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${
                      emergency ? "bg-accent-400 text-brand-900" : "bg-brand-50 text-brand-700"
                    }`}
                  >
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">{card.label}</span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{card.summary}</p>
                <div className="mt-5 flex-1">
                  <CheckList items={card.features} />
                </div>
                <div className="mt-8">
                  {index === 0 && (
                    <ButtonLink to={to("/services/electrical")} variant="light">
                      {copy.actions.electrical}
                    </ButtonLink>
                  )}
                  {index === 1 && (
                    <ButtonLink to={to("/services/maintenance")} variant="light">
                      {copy.actions.maintenance}
                    </ButtonLink>
                  )}
                  {emergency && (
                    <>
                      <p className="mb-3 text-sm font-medium text-slate-700">{copy.actions.emergencyNote}</p>
                      <a
                        href={`tel:${company.hotlineInternational}`}
                        className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-5 py-3 text-sm font-semibold text-brand-900 transition-colors hover:bg-accent-300"
                      >
                        <Phone className="h-4 w-4" aria-hidden="true" />
                        {text.action.callNow} {company.hotline}
                      </a>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="process" heading={copy.process} tone="muted">
        <IconTileList items={copy.process.steps} icons={stepIcons} look="step" ordered columns={4} />
      </Section>

      <PageCallToAction copy={copy.cta} next="projects" />
    </>
  );
}
