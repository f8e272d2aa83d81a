import type { HomeCopy } from "../../../contract/pages/home.ts";
import { ActionLinks } from "../../components/ui/page-parts.tsx";
import { useCompanyText } from "../../lib/company-text.ts";
import { useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";

// the first screen: what the company does, its figures and the brands it works with
// the brand partners are named, not shown as logos (trademarks in a hero); none: no row
export function HomeHero({ copy, partners }: { copy: HomeCopy["hero"]; partners: string[] }) {
  const to = useLocalizedPath();
  const text = useShared();
  const fill = useCompanyText();
  const services = { to: to("/services"), label: text.action.ourServices };
  const contact = { to: to("/contact"), label: text.action.contactUs };
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(251,191,36,0.18),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{copy.eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{copy.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{copy.subtitle}</p>
        <ActionLinks actions={[services, contact]} className="mt-8 sm:mt-10" />
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-6 sm:mt-14">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-white sm:text-4xl">{fill(stat.value)}</dd>
            </div>
          ))}
        </dl>
        {partners.length > 0 && (
          <div className="mt-12">
            <p className="text-xs font-semibold uppercase tracking-widest text-brand-100">{copy.partnersLabel}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {partners.map((brand) => (
                <li
                  key={brand}
                  className="rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide"
                >
                  {brand}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
