import { z } from "../zod.ts";
import { CtaSchema, HeroSchema, label, list, paragraph, SectionHeadingSchema, TitledTextSchema } from "./parts.ts";
import { ServiceMetaSchema } from "./service-page.ts";

// the maintenance services page (/services/maintenance): what we offer, where, how, and why us.
// Its lists take their icons by their place (app/routes/services-maintenance.tsx), so they are no
// longer than the icons.

export const MaintenanceCopySchema = z.strictObject({
  meta: ServiceMetaSchema,
  hero: HeroSchema,
  offered: SectionHeadingSchema.extend({ items: list(TitledTextSchema, 1, 4) }),
  solutions: SectionHeadingSchema.extend({ items: list(TitledTextSchema, 1, 8) }),
  expertise: SectionHeadingSchema.extend({
    blocks: list(z.strictObject({ title: label, text: paragraph, points: list(label, 1, 10) }), 1, 3).describe(
      "preventive, condition-based, M&E construction: in this order",
    ),
  }),
  // the tools themselves come from the tools catalogue (back office, Management)
  tools: SectionHeadingSchema.extend({ makerLabel: label }),
  why: SectionHeadingSchema.extend({ items: list(TitledTextSchema, 1, 4) }),
  cta: CtaSchema.extend({ back: label.describe("the link back to /services") }),
});
export type MaintenanceCopy = z.infer<typeof MaintenanceCopySchema>;
