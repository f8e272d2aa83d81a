import {
  Activity,
  ArrowLeftRight,
  Award,
  BadgeCheck,
  Cable,
  CircuitBoard,
  Cpu,
  Cylinder,
  FileCheck,
  FlaskConical,
  Gauge,
  HardHat,
  Headset,
  PackageCheck,
  ShieldCheck,
  Wrench,
  Zap,
} from "lucide-react";
import { IconTileList, WhyUsSection } from "../components/ui/icon-tiles.tsx";
import { PageCallToAction, usePageActions } from "../components/ui/page-call-to-action.tsx";
import { PageHero, Section } from "../components/ui/page-parts.tsx";
import { BrandLogos } from "../features/catalogues/brand-logos.tsx";
import { partnerBrands } from "../features/catalogues/partner-brands.ts";
import { imageUrl } from "../lib/images.ts";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { copySeo, pageOf, seo, serviceStructuredData } from "../lib/seo.ts";
import type { Route } from "./+types/services-electrical";

const scopeIcons = [PackageCheck, Wrench, FlaskConical, Cpu];
// in the order of the page's nine categories
const categoryIcons = [Zap, CircuitBoard, Cylinder, ShieldCheck, ArrowLeftRight, Activity, Cpu, Cable, Gauge];
const whyIcons = [BadgeCheck, Award, FlaskConical, HardHat, FileCheck, Headset];

export async function loader(args: Route.LoaderArgs) {
  const { language, origin } = pageOf(args);
  // the brand partners: the tools companies staff gave a logo, in the page's language
  const brands = await partnerBrands(args, language);
  const copy = await pageCopy(args, "services-electrical", language);
  const services = await pageCopy(args, "services", language);
  const meta = seo(args, {
    ...copySeo(copy.meta, "/services/electrical", { name: services.meta.title, path: "/services" }),
    structuredData: [
      serviceStructuredData({
        origin,
        language,
        path: "/services/electrical",
        meta: copy.meta,
        catalogName: copy.categories.title,
        offers: copy.categories.items,
        extra:
          brands.length > 0
            ? {
                brand: brands.map((brand) => ({
                  "@type": "Brand",
                  name: brand.name,
                  logo: imageUrl(brand.logo, origin),
                })),
              }
            : {},
      }),
    ],
  });
  return { meta, brands, copy };
}

export const meta = loaderMeta;

export default function ServicesElectrical({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  // back to the services overview, from the hero and from the closing band
  const next = { path: "/services", label: copy.cta.back };
  const actions = usePageActions(next);

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} actions={actions} />

      <Section id="scope" heading={copy.scope}>
        <IconTileList items={copy.scope.items} icons={scopeIcons} look="card" ordered columns={4} />
      </Section>

      {/* the tools companies with a logo; none: no section at all */}
      {loaderData.brands.length > 0 && (
        <Section id="brands" heading={copy.brands} tone="muted">
          <BrandLogos brands={loaderData.brands} label={copy.brands.listLabel} />
        </Section>
      )}

      <Section id="equipment" heading={copy.categories}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.categories.items.map((item, index) => {
            const Icon = categoryIcons[index] ?? Zap;
            return (
              <li key={item.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-start gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h3 className="pt-2 text-lg font-semibold leading-snug text-slate-900">{item.title}</h3>
                </div>
                <p className="mt-4 flex-1 leading-relaxed text-slate-600">{item.text}</p>
                <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-700">
                  {copy.categories.brandsLabel}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {item.brands.map((brand) => (
                    <li
                      key={brand}
                      className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {brand}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>

      <WhyUsSection copy={copy.why} icons={whyIcons} />

      <PageCallToAction copy={copy.cta} next={next} />
    </>
  );
}
