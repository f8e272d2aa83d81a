import { z } from "../zod.ts";
import { CtaSchema, label, list, MetaSchema, paragraph, StatSchema, sitePath, text, uniqueKeys } from "./parts.ts";

// the home page (/): its words in one language

// each product and service names its icon by this key (routes/home/), not by its place in the list
export const PRODUCT_KEYS = ["mediumVoltage", "lowVoltage", "transformers"] as const;
export const SERVICE_KEYS = ["testing", "protection", "scada", "maintenance"] as const;
export const ProductKeySchema = z.enum(PRODUCT_KEYS);
export const ServiceKeySchema = z.enum(SERVICE_KEYS);
export type ProductKey = z.infer<typeof ProductKeySchema>;
export type ServiceKey = z.infer<typeof ServiceKeySchema>;

const eyebrowed = { eyebrow: label, title: text(300), intro: paragraph };

export const HomeCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: z.strictObject({
    eyebrow: label,
    title: text(300),
    subtitle: paragraph,
    partnersLabel: label,
    stats: list(StatSchema, 1, 4),
  }),
  overview: z.strictObject({
    eyebrow: label,
    title: text(300),
    text: list(paragraph, 1, 6),
    certificatesTitle: label,
    link: label,
  }),
  products: z.strictObject({
    ...eyebrowed,
    items: list(
      z.strictObject({
        key: ProductKeySchema.describe("which product's icon the card shows"),
        title: label,
        text: paragraph,
        points: list(label, 1, 6),
      }),
      1,
      PRODUCT_KEYS.length,
    ).refine(uniqueKeys, { error: "each product once" }),
  }),
  services: z.strictObject({
    ...eyebrowed,
    specialisedTitle: label,
    specialised: list(
      z.strictObject({
        key: ServiceKeySchema.describe("which service's icon the card shows"),
        title: label,
        text: paragraph,
      }),
      1,
      SERVICE_KEYS.length,
    ).refine(uniqueKeys, { error: "each service once" }),
    // the tools themselves come from the tools catalogue (back office, Management)
    toolsTitle: label,
    toolsAll: label.describe("the link shown when the catalogue holds more tools than the home page lists"),
  }),
  projects: z.strictObject({
    ...eyebrowed,
    link: label,
    loading: label,
    fallback: list(
      z.strictObject({ title: text(300), location: label, services: text(300), image: sitePath }),
      0,
      6,
    ).describe("the projects shown while none are published"),
  }),
  social: z.strictObject({
    eyebrow: label,
    title: text(300),
    text: paragraph,
    followers: label,
    connections: label,
  }),
  cta: CtaSchema.extend({
    phone: label.describe("the hotline's label"),
    email: label.describe("the e-mail address's label"),
    address: label.describe("the office address's label"),
  }),
  activities: z.strictObject({ eyebrow: label, title: text(300), all: label }),
});
export type HomeCopy = z.infer<typeof HomeCopySchema>;
