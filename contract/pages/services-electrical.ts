import { z } from "../zod.ts";
import { CtaSchema, HeroSchema, label, list, paragraph, SectionHeadingSchema, TitledTextSchema } from "./parts.ts";
import { ServiceMetaSchema } from "./service-page.ts";

// the electrical services page (/services/electrical): equipment supply, installation, testing and
// commissioning. Its lists take their icons by their place (app/routes/services-electrical.tsx), so
// they are no longer than the icons.

export const ElectricalCopySchema = z.strictObject({
  meta: ServiceMetaSchema,
  hero: HeroSchema,
  scope: SectionHeadingSchema.extend({ items: list(TitledTextSchema, 1, 4) }),
  brands: SectionHeadingSchema.extend({ listLabel: label.describe("the accessible name of the list of brand logos") }),
  categories: SectionHeadingSchema.extend({
    brandsLabel: label,
    items: list(
      z.strictObject({ title: label, text: paragraph, brands: list(label, 0, 12).describe("brand names") }),
      1,
      9,
    ),
  }),
  why: SectionHeadingSchema.extend({ items: list(TitledTextSchema, 1, 6) }),
  cta: CtaSchema.extend({ back: label.describe("the link back to /services") }),
});
export type ElectricalCopy = z.infer<typeof ElectricalCopySchema>;
