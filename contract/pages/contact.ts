import { QUOTE_SERVICES } from "../quote-options.ts";
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
    // the request for a quote beside the plain message (issue 23)
    quote: z.strictObject({
      kind: label.describe("the name of the choice between a message and a request for a quote"),
      kindMessage: label,
      kindQuote: label,
      details: label.describe("the heading of the quote's fields"),
      company: label,
      taxCode: label,
      taxCodeHint: label,
      province: label,
      choose: label.describe("the first entry of a list, before anything is chosen"),
      service: label,
      services: z.strictObject(
        Object.fromEntries(QUOTE_SERVICES.map((service) => [service, label])) as Record<
          (typeof QUOTE_SERVICES)[number],
          typeof label
        >,
      ),
      voltage: label,
      voltageExample: label,
      timeline: label,
      timelineExample: label,
      files: label,
      chooseFiles: label,
      noFiles: label,
      filesHint: paragraph,
      submit: label,
      success: paragraph,
    }),
  }),
});
export type ContactCopy = z.infer<typeof ContactCopySchema>;
