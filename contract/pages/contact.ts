import { z } from "../zod.ts";
import { HeroSchema, label, MetaSchema, paragraph, TextSchema } from "./parts.ts";

// the contact page (/contact): the company's details and the contact form

export const ContactCopySchema = z.strictObject({
  meta: MetaSchema,
  hero: HeroSchema,
  info: z.strictObject({
    title: label,
    headOffice: label,
    transactionOffice: label,
    warehouse: label,
    openMap: label,
    phone: label,
    email: label,
    hours: label,
    chat: label,
    chatLink: label,
    mapTitle: label.describe("the accessible name of the map"),
  }),
  form: z.strictObject({
    title: label,
    intro: paragraph,
    name: label,
    email: label,
    phone: label,
    optional: label,
    message: label,
    required: label,
    honeypot: label.describe("the label of the hidden field that catches robots"),
    // the consent sentence around the privacy policy's link: {before}{link}{after}; its spaces
    // are kept
    consent: z.strictObject({
      before: z.string().min(1).max(500),
      link: label,
      after: z.string().max(500),
    }),
    submit: label,
    submitting: label,
    success: paragraph,
    failed: paragraph,
    network: paragraph,
    warning: paragraph,
    blocked: TextSchema.describe("with {{seconds}}"),
    captcha: label,
  }),
});
export type ContactCopy = z.infer<typeof ContactCopySchema>;
