import {
  Activity,
  ArrowLeftRight,
  CalendarCheck,
  CalendarClock,
  CircuitBoard,
  ClipboardCheck,
  Cpu,
  Cylinder,
  FlaskConical,
  Gauge,
  HardHat,
  ScanSearch,
  ShieldCheck,
  Siren,
  Thermometer,
  UtilityPole,
  Zap,
} from "lucide-react";
import { ButtonLink, CallToAction, CheckList, PageHero, Section, WhyUsSection } from "../components/ui/page-parts.tsx";
import { servicesContent } from "../content/services.ts";
import { maintenanceContent } from "../content/services-maintenance.ts";
import { groupByCategory, shownTools } from "../features/catalogues/catalogue-text.ts";
import { ToolCards } from "../features/catalogues/tool-cards.tsx";
import { useLanguage, useLocalizedPath } from "../lib/language.ts";
import { loaderMeta } from "../lib/meta.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { pageOf, seo, serviceStructuredData } from "../lib/seo.ts";
import { useShared } from "../lib/shared-text.ts";
import type { Route } from "./+types/services-maintenance";

// icons in the order of maintenanceContent's lists
const offeredIcons = [CalendarCheck, FlaskConical, ScanSearch, Siren];
const solutionIcons = [UtilityPole, Cylinder, CircuitBoard, ShieldCheck, ArrowLeftRight, Activity, Zap, Cpu];
const expertiseIcons = [CalendarClock, Thermometer, HardHat];
const whyIcons = [ClipboardCheck, CalendarClock, Gauge, Siren];

export async function loader(args: Route.LoaderArgs) {
  const { language, origin } = pageOf(args);
  // the diagnostic tools of the catalogue staff keep, in the page's language, by category
  const tools = await args.context
    .get(requestValuesContext)
    .data.listTools()
    .then((list) => groupByCategory(shownTools(list, language)))
    .catch(() => []);
  const copy = maintenanceContent[language];
  const meta = seo(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    breadcrumbs: [
      { name: servicesContent[language].meta.title, path: "/services" },
      { name: copy.meta.breadcrumb, path: "/services/maintenance" },
    ],
    structuredData: [
      serviceStructuredData({
        origin,
        language,
        path: "/services/maintenance",
        meta: copy.meta,
        catalogName: copy.offered.title,
        offers: copy.offered.items,
      }),
    ],
  });
  return { meta, tools };
}

export const meta = loaderMeta;

export default function ServicesMaintenance({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const copy = maintenanceContent[language];
  const to = useLocalizedPath();
  const text = useShared();

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={to("/contact")}>{text.action.contactUs}</ButtonLink>
          <ButtonLink to={to("/services")} variant="secondary">
            {copy.cta.back}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="offered" eyebrow={copy.offered.eyebrow} title={copy.offered.title} intro={copy.offered.intro}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.offered.items.map((item, index) => {
            const Icon = offeredIcons[index] ?? CalendarCheck;
            return (
              <li key={item.title} className="flex gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="solutions"
        eyebrow={copy.solutions.eyebrow}
        title={copy.solutions.title}
        intro={copy.solutions.intro}
        tone="muted"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.solutions.items.map((item, index) => {
            const Icon = solutionIcons[index] ?? Zap;
            return (
              <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 font-semibold leading-snug text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="expertise"
        eyebrow={copy.expertise.eyebrow}
        title={copy.expertise.title}
        intro={copy.expertise.intro}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {copy.expertise.blocks.map((block, index) => {
            const Icon = expertiseIcons[index] ?? CalendarClock;
            return (
              <li
                key={block.title}
                className="flex flex-col rounded-xl border-t-4 border-brand-700 bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{block.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{block.text}</p>
                <div className="mt-5">
                  <CheckList items={block.points} />
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      {/* an empty catalogue: no section at all */}
      {loaderData.tools.length > 0 && (
        <Section id="tools" eyebrow={copy.tools.eyebrow} title={copy.tools.title} intro={copy.tools.intro} tone="muted">
          <ToolCards groups={loaderData.tools} makerLabel={copy.tools.makerLabel} />
        </Section>
      )}

      <WhyUsSection copy={copy.why} icons={whyIcons} columns={4} />

      <CallToAction
        title={copy.cta.title}
        text={copy.cta.text}
        actions={[
          { to: to("/contact"), label: text.action.contactUs },
          { to: to("/services"), label: copy.cta.back },
        ]}
      />
    </>
  );
}
