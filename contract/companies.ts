import {
  blankToNull,
  blankToUndefined,
  emailAddress,
  IdSchema,
  optionalText,
  requiredText,
  wholeNumber,
} from "./common.ts";
import { LEAD_STAGES } from "./constants.ts";
import { phoneSchema } from "./contact.ts";
import { PROVINCE_META, provinceText, TAX_CODE_META, taxCodeText } from "./quote.ts";
import { z } from "./zod.ts";

// Customers as companies and people (issue 38, point 1; decision 044): a company (its name, tax
// code, province, address, website, industry, notes, the mail domain its people write from) has
// people and leads; a person (name, position, e-mail, phone) may belong to a company. An enquiry
// is linked to both as it arrives (by tax code, then mail domain; people by e-mail, then phone);
// staff link, edit, merge and search them.

export const COMPANY_NAME_MAX = 200;
export const COMPANY_NOTES_MAX = 5000;
export const COMPANIES_PAGE_SIZE = 25;
// how many of each kind a search answers
export const SEARCH_LIMIT = 10;

const id = z.number().int();
const instant = z.string().meta({ format: "date-time" });

// a tax code, checked as the quote form checks it, and a province; blank: none
const taxCode = z
  .preprocess(blankToNull, taxCodeText().nullable())
  .meta({ ...TAX_CODE_META, description: `${TAX_CODE_META.description}; unique` });
const province = z.preprocess(blankToNull, provinceText().nullable()).meta(PROVINCE_META);
// the mail domain the company's people write from (links new enquiries to it); blank: none
const mailDomain = z
  .preprocess(
    (value) => (typeof value === "string" ? blankToNull(value.trim().toLowerCase().replace(/^@/, "")) : value),
    z
      .string({ error: "companies.domain" })
      .min(3, { error: "companies.domain" })
      .max(100, { error: "companies.domain" })
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, { error: "companies.domain" })
      .nullable(),
  )
  .meta({
    description: "the mail domain its people write from; never a public one (gmail.com)",
    example: "nhamay.vn",
  });
const website = z
  .preprocess(
    blankToNull,
    z
      .string({ error: "companies.website" })
      .trim()
      .max(200, { error: "companies.website" })
      .regex(/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i, { error: "companies.website" })
      .nullable(),
  )
  .meta({ example: "https://nhamay.vn" });

export const CompanyInputSchema = z.strictObject(
  {
    name: requiredText(COMPANY_NAME_MAX),
    tax_code: taxCode.optional(),
    province: province.optional(),
    address: optionalText(300).optional(),
    website: website.optional(),
    industry: optionalText(100).optional(),
    email_domain: mailDomain.optional(),
    notes: optionalText(COMPANY_NOTES_MAX).optional(),
  },
  { error: "validation.unknownField" },
);
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

export const CompanySchema = z.object({
  id,
  name: z.string(),
  tax_code: z.string().nullable(),
  province: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  email_domain: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
  people_count: z.number().int(),
  lead_count: z.number().int(),
  // the latest enquiry's time; null: none
  last_lead_at: instant.nullable(),
});
export type ApiCompany = z.infer<typeof CompanySchema>;

export const PersonInputSchema = z.strictObject(
  {
    name: requiredText(100),
    position: optionalText(100).optional(),
    email: z.preprocess(blankToNull, emailAddress("validation.email").nullable()).optional(),
    phone: phoneSchema.optional(),
    company_id: z
      .preprocess(blankToNull, IdSchema.nullable())
      .optional()
      .meta({ description: "the company the person works for; null: none (a private customer)" }),
  },
  { error: "validation.unknownField" },
);
export type PersonInput = z.infer<typeof PersonInputSchema>;

export const PersonSchema = z.object({
  id,
  name: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company_id: id.nullable(),
  company_name: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
  lead_count: z.number().int(),
});
export type ApiPerson = z.infer<typeof PersonSchema>;

// a company's or a person's lead, in their pages
export const RelatedLeadSchema = z.object({
  id,
  customer_name: z.string(),
  stage: z.enum(LEAD_STAGES),
  value_vnd: z.number().int().nullable(),
  status: z.literal([0, 1]),
  service: z.string().nullable(),
  assignee_name: z.string().nullable(),
  person_id: id.nullable(),
  created_at: instant,
});
export type RelatedLead = z.infer<typeof RelatedLeadSchema>;

export const RecordListQuerySchema = z.object({
  search: z
    .preprocess(
      blankToUndefined,
      z.string({ error: "companies.search" }).trim().max(100, { error: "companies.search" }),
    )
    .optional()
    .meta({
      description:
        "words of the name, tax code, e-mail, phone or domain, in any case, with or without Vietnamese marks",
    }),
  page: z.preprocess(blankToUndefined, wholeNumber(1, 100_000, "validation.page").default(1)),
  limit: z.preprocess(blankToUndefined, wholeNumber(1, 100, "validation.limit").default(COMPANIES_PAGE_SIZE)),
});
export type RecordListQuery = z.infer<typeof RecordListQuerySchema>;
// a company's people only, with its id
export const PersonListQuerySchema = RecordListQuerySchema.extend({
  company_id: z.preprocess(blankToUndefined, IdSchema.optional()).meta({ description: "only this company's people" }),
});

const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const CompanyListResponseSchema = z.object({
  success: z.literal(true),
  companies: z.array(CompanySchema).meta({ description: "by name" }),
  pagination,
});
export const CompanyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  company: CompanySchema.extend({
    people: z.array(PersonSchema),
    leads: z.array(RelatedLeadSchema).meta({ description: "newest first (at most 500)" }),
    // its leads' value, open (new, contacted, quoted) and won
    open_value_vnd: z.number().int(),
    won_value_vnd: z.number().int(),
  }),
});
export const PersonListResponseSchema = z.object({
  success: z.literal(true),
  people: z.array(PersonSchema).meta({ description: "by name" }),
  pagination,
});
export const PersonResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  person: PersonSchema.extend({ leads: z.array(RelatedLeadSchema) }),
});

export const MergeInputSchema = z.strictObject(
  { into: IdSchema.meta({ description: "the record that keeps everything; this one is deleted" }) },
  { error: "validation.unknownField" },
);

// GET /api/search
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: "search.query" })
    .trim()
    .min(2, { error: "search.query" })
    .max(100, { error: "search.query" })
    .meta({ description: "two characters or more, in any case, with or without Vietnamese marks" }),
});
export const SearchResponseSchema = z.object({
  success: z.literal(true),
  companies: z.array(CompanySchema.pick({ id: true, name: true, tax_code: true, province: true })),
  people: z.array(PersonSchema.pick({ id: true, name: true, email: true, phone: true, company_name: true })),
  leads: z.array(
    z.object({
      id,
      customer_name: z.string(),
      company: z.string().nullable(),
      email: z.string(),
      stage: z.enum(LEAD_STAGES),
      created_at: instant,
    }),
  ),
});
export type SearchResults = z.infer<typeof SearchResponseSchema>;
