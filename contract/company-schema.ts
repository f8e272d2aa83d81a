import type { CompanyInfo } from "./company.ts";
import { z } from "./zod.ts";

// checks the company file (COMPANY_FILE) before the site uses it; server-side only

const bilingual = z.object({ vi: z.string().min(1), en: z.string().min(1) });

export const CompanyInfoSchema: z.ZodType<CompanyInfo> = z.object({
  name: bilingual,
  shortName: z.string().min(1),
  legalName: z.string().min(1),
  foundingDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  hotline: z.string().min(6),
  // digits only, with the country code: used for tel: links and the Zalo chat
  hotlineInternational: z.string().regex(/^\+?\d{8,15}$/),
  email: z.email(),
  headOffice: bilingual,
  transactionOffice: bilingual,
  warehouse: bilingual,
  // street address parts for structured data
  address: z.object({
    street: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  hours: z.object({ weekdays: bilingual, saturday: bilingual, sunday: bilingual }),
  social: z.object({ youtube: z.url(), tiktok: z.url(), facebook: z.url() }),
  zaloUrl: z.url(),
  mapEmbedUrl: z.url(),
  mapLinkUrl: z.url(),
  social_stats: z.object({ followers: z.string(), connections: z.string() }).optional(),
});
