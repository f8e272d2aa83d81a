import { z } from "../zod.ts";
import { label } from "./parts.ts";

// texts shared by several public pages: the header, footer and floating buttons, the common
// buttons, the certificate carousel, project cards

export const SharedCopySchema = z.strictObject({
  nav: z.strictObject({
    skipToContent: label,
    main: label.describe("the accessible name of the main menu"),
    home: label,
    about: label,
    services: label,
    projects: label,
    news: label,
    contact: label,
    openMenu: label,
    closeMenu: label,
  }),
  language: z.strictObject({ choose: label, vi: label, en: label }),
  footer: z.strictObject({
    about: label,
    quickLinks: label,
    legal: label,
    privacy: label,
    terms: label,
    contactUs: label,
    hours: label,
    followUs: label,
    youtube: label,
    tiktok: label,
    facebook: label,
    rights: label,
    opensInNewTab: label,
  }),
  floating: z.strictObject({ label, call: label, zalo: label }),
  action: z.strictObject({
    learnMore: label,
    contactUs: label,
    ourServices: label,
    aboutUs: label,
    viewProjects: label,
    close: label,
    callNow: label,
  }),
  carousel: z.strictObject({ label, empty: label, previous: label, next: label, goTo: label, slide: label }),
  projects: z.strictObject({
    placeholderAlt: label,
    location: label,
    services: label,
    completed: label,
    viewDetails: label,
  }),
});
export type SharedCopy = z.infer<typeof SharedCopySchema>;
