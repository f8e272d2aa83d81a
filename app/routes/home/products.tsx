import { Box, Gauge, type LucideIcon, Zap } from "lucide-react";
import type { HomeCopy, ProductKey } from "../../../contract/pages/home.ts";
import { Section, TextLink } from "../../components/ui/page-parts.tsx";
import { useLocalizedPath } from "../../lib/language.ts";
import { useShared } from "../../lib/shared-text.ts";

// each product's icon, by the key its copy carries
const productIcons: Record<ProductKey, LucideIcon> = {
  mediumVoltage: Zap,
  lowVoltage: Box,
  transformers: Gauge,
};

export function HomeProducts({ copy }: { copy: HomeCopy["products"] }) {
  const to = useLocalizedPath();
  const text = useShared();
  return (
    <Section id="products" heading={copy} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = productIcons[item.key];
          return (
            <li
              key={item.key}
              data-product={item.key}
              className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <Icon className="h-10 w-10 rounded-md bg-brand-50 p-2 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                    {point}
                  </li>
                ))}
              </ul>
              <TextLink to={to("/services")} className="mt-5 text-sm text-brand-700">
                {text.action.learnMore}
                <span className="sr-only">: {item.title}</span>
              </TextLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
