import { z } from "../zod.ts";
import {
  CtaSchema,
  HeroSchema,
  label,
  list,
  MetaSchema,
  paragraph,
  StatSchema,
  TitledTextSchema,
  text,
} from "./parts.ts";

// the about page (/about): its words in one language. Values and departments take their icons by
// their place in the list (app/routes/about.tsx), so those lists are no longer than the icons.

const eyebrowed = { eyebrow: label, title: text(300), intro: paragraph };

export const AboutCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema,
  // the brands themselves are the catalogue's brand partners (the tools companies with a logo):
  // one list for every page, so the title's "{{brands}}" is their number
  brands: z.strictObject({ ...eyebrowed, title: text(300).describe('"{{brands}}" is the number of brand partners') }),
  experience: z.strictObject({
    eyebrow: label,
    title: text(300),
    paragraphs: list(paragraph, 1, 6),
    stats: list(StatSchema, 1, 6),
    sectorsTitle: label,
    sectors: list(label, 1, 12),
    profile: z.strictObject({
      title: label,
      founded: label,
      headOffice: label,
      hotline: label,
      email: label,
    }),
  }),
  mission: z.strictObject({
    eyebrow: label,
    title: text(300),
    statement: paragraph,
    visionTitle: label,
    vision: paragraph,
    commitmentsTitle: label,
    commitments: list(text(500), 1, 10),
  }),
  values: z.strictObject({ ...eyebrowed, items: list(TitledTextSchema, 1, 6) }),
  timeline: z.strictObject({
    ...eyebrowed,
    items: list(
      z.strictObject({
        year: text(40).describe("the milestone's year, or {{foundingYear}}"),
        title: label,
        text: paragraph,
      }),
      1,
      20,
    ),
  }),
  organisation: z.strictObject({
    ...eyebrowed,
    top: TitledTextSchema.describe("the board at the top of the chart"),
    departments: list(TitledTextSchema, 1, 6),
  }),
  certifications: z.strictObject({
    ...eyebrowed,
    issuedBy: label.describe("with {{issuer}}"),
    validUntil: label.describe("with {{date}}"),
  }),
  cta: CtaSchema,
});
export type AboutCopy = z.infer<typeof AboutCopySchema>;
