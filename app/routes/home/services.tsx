import { Activity, Cpu, type LucideIcon, Settings, ShieldCheck, Wrench } from "lucide-react";
import type { HomeCopy, ServiceKey } from "../../../contract/pages/home.ts";
import { ButtonLink, Section, TextLink } from "../../components/ui/page-parts.tsx";
import { useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";
import type { Route } from "../+types/home";

type Tools = Route.ComponentProps["loaderData"]["tools"];

// each specialised service's icon, by the key its copy carries
const serviceIcons: Record<ServiceKey, LucideIcon> = {
  testing: ShieldCheck,
  protection: Settings,
  scada: Cpu,
  maintenance: Wrench,
};

// the specialised services and, beside them, the diagnostic tools staff keep in the catalogue;
// an empty catalogue leaves no box behind
export function HomeServices({
  copy,
  tools,
  moreTools,
}: {
  copy: HomeCopy["services"];
  tools: Tools;
  moreTools: boolean;
}) {
  const to = useLocalizedPath();
  const text = useShared();
  const hasTools = tools.length > 0;
  return (
    <Section id="services" heading={copy}>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className={hasTools ? "lg:col-span-2" : "lg:col-span-3"}>
          <h3 className="text-lg font-semibold">{copy.specialisedTitle}</h3>
          <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${hasTools ? "" : "lg:grid-cols-4"}`}>
            {copy.specialised.map((service) => {
              const Icon = serviceIcons[service.key];
              return (
                <li key={service.key} data-service={service.key} className="rounded-lg border border-slate-200 p-5">
                  <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
                  <h4 className="mt-3 font-semibold">{service.title}</h4>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{service.text}</p>
                </li>
              );
            })}
          </ul>
          {!hasTools && (
            <div className="mt-6">
              <ButtonLink to={to("/services")}>{text.action.ourServices}</ButtonLink>
            </div>
          )}
        </div>
        {hasTools && (
          <div className="rounded-lg bg-brand-900 p-6 text-white">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Activity className="h-5 w-5 text-accent-400" aria-hidden="true" />
              {copy.toolsTitle}
            </h3>
            <ul className="mt-4 space-y-3 text-sm text-brand-100">
              {tools.map((tool) => (
                <li key={tool.id} className="flex gap-2">
                  <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-400" />
                  <span>
                    {tool.name}
                    {tool.maker && <span className="text-brand-200"> · {tool.maker}</span>}
                  </span>
                </li>
              ))}
            </ul>
            {moreTools && (
              <TextLink to={`${to("/services/maintenance")}#tools`} className="mt-4 text-sm text-accent-300">
                {copy.toolsAll}
              </TextLink>
            )}
            <div className="mt-6">
              <ButtonLink to={to("/services")}>{text.action.ourServices}</ButtonLink>
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}
