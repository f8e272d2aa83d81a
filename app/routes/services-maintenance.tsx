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
import { IconTileList, WhyUsSection } from "../components/ui/icon-tiles.tsx";
import { PageCallToAction, usePageActions } from "../components/ui/page-call-to-action.tsx";
import { CheckList, PageHero, Section } from "../components/ui/page-parts.tsx";
import { groupByCategory, shownTools } from "../features/catalogues/catalogue-text.ts";
import { ToolCards } from "../features/catalogues/tool-cards.tsx";
import { loaderMeta } from "../lib/meta.ts";
import { pageCopy } from "../lib/page-copy.ts";
import { requestValuesContext } from "../lib/request-context.ts";
import { copySeo, pageOf, seo, serviceStructuredData } from "../lib/seo.ts";
import type { Route } from "./+types/services-maintenance";

// icons in the order of the page's lists
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
  const copy = await pageCopy(args, "services-maintenance", language);
  const services = await pageCopy(args, "services", language);
  const meta = seo(args, {
    ...copySeo(copy.meta, "/services/maintenance", { name: services.meta.title, path: "/services" }),
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
  return { meta, tools, copy };
}

export const meta = loaderMeta;

export default function ServicesMaintenance({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  // back to the services overview, from the hero and from the closing band
  const next = { path: "/services", label: copy.cta.back };
  const actions = usePageActions(next);

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} actions={actions} />

      <Section id="offered" heading={copy.offered}>
        <IconTileList items={copy.offered.items} icons={offeredIcons} look="row" columns={2} />
      </Section>

      <Section id="solutions" heading={copy.solutions} tone="muted">
        <IconTileList items={copy.solutions.items} icons={solutionIcons} look="compact" columns={4} />
      </Section>

      <Section id="expertise" heading={copy.expertise}>
        <IconTileList
          items={copy.expertise.blocks}
          icons={expertiseIcons}
          look="feature"
          className="grid gap-6 lg:grid-cols-3"
          more={(block) => (
            <div className="mt-5">
              <CheckList items={block.points} />
            </div>
          )}
        />
      </Section>

      {/* an empty catalogue: no section at all */}
      {loaderData.tools.length > 0 && (
        <Section id="tools" heading={copy.tools} tone="muted">
          <ToolCards groups={loaderData.tools} makerLabel={copy.tools.makerLabel} />
        </Section>
      )}

      <WhyUsSection copy={copy.why} icons={whyIcons} columns={4} />

      <PageCallToAction copy={copy.cta} next={next} />
    </>
  );
}
