import { z } from "../zod.ts";
import {
  CtaSchema,
  HeroSchema,
  label,
  list,
  MetaSchema,
  paragraph,
  SectionHeadingSchema,
  TitledTextSchema,
} from "./parts.ts";

// the services page (/services): the three service groups, how a job runs, and the call to action

export const ServicesCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema,
  overview: SectionHeadingSchema,
  cards: list(z.strictObject({ label, title: label, summary: paragraph, features: list(label, 1, 8) }), 3, 3).describe(
    "electrical, maintenance, emergency: in this order (the page links the first two, calls for the third)",
  ),
  actions: z.strictObject({
    electrical: label,
    maintenance: label,
    emergencyNote: label.describe("the line above the emergency card's call button"),
  }),
  // the steps take their icons by their place in the list (app/routes/services.tsx)
  process: SectionHeadingSchema.extend({ steps: list(TitledTextSchema, 1, 4) }),
  cta: CtaSchema,
  schema: z.strictObject({ catalogName: label.describe("the name of the offer catalogue for search engines") }),
});
export type ServicesCopy = z.infer<typeof ServicesCopySchema>;
