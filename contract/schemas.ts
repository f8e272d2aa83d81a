import { LIMITS } from "./constants.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug.ts";
import { z } from "./zod.ts";

// every payload of SPEC.md section 7, validated the same way in the browser and on the server.
// messages are keys of contract/messages.ts, translated by whoever shows them.

const REQUIRED = "validation.required";
const TOO_LONG = "validation.tooLong";

// numbers may arrive as strings from forms and query strings
const numeric = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG });

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string({ error: "validation.invalid" }).trim().max(max, { error: TOO_LONG }).nullable());

const binaryStatus = z.preprocess(numeric, z.union([z.literal(0), z.literal(1)], { error: "validation.status" }));

export const IdSchema = z.preprocess(
  numeric,
  z
    .number({ error: "validation.id" })
    .int({ error: "validation.id" })
    .min(1, { error: "validation.id" })
    .max(2_147_483_647, {
      error: "validation.id",
    }),
);
export const IdParamsSchema = z.object({ id: IdSchema });

// an uploaded file (/uploads/...) or an absolute http(s) address, as SPEC.md section 3 allows
export const ImagePathSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: "validation.imagePath" })
    .trim()
    .max(500, { error: TOO_LONG })
    .regex(/^(\/uploads\/[A-Za-z0-9/_.-]+|https?:\/\/[^\s"'<>]+)$/, { error: "validation.imagePath" })
    .refine((value) => !value.includes(".."), { error: "validation.imagePath" })
    .nullable(),
);

// ---- contact messages ----

const phoneSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: "validation.phone" })
    .trim()
    .regex(/^[0-9+\-().\s]{8,20}$/, { error: "validation.phone" })
    .nullable(),
);

export const ContactFormSchema = z.object({
  name: requiredText(100),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254, { error: TOO_LONG })
    .pipe(z.email({ error: "validation.email" })),
  phone: phoneSchema.optional(),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .min(LIMITS.messageMinLength, { error: "validation.messageLength" })
    .max(LIMITS.messageMaxLength, { error: "validation.messageLength" }),
  // the honeypot: people never see it, so anything in it came from a robot
  website: z.string().max(2000).optional(),
  captchaToken: z.string().max(4096).optional(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

// POST /api/contact takes the spec's names (customer_name, phone_number) or the form's
export const ContactSubmissionSchema = z.preprocess((input) => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  return {
    ...body,
    name: body.name ?? body.customer_name,
    phone: body.phone ?? body.phone_number,
  };
}, ContactFormSchema);

export const ContactListQuerySchema = z.object({
  page: z.preprocess(numeric, z.number().int().min(1).max(1_000_000).default(1)).catch(1),
  // capped rather than refused: the dashboard asks for the spec's 1000
  limit: z
    .preprocess(numeric, z.number().int().min(1).default(LIMITS.contactsPerPage))
    .transform((limit) => Math.min(limit, LIMITS.contactsDashboardLimit))
    .catch(LIMITS.contactsPerPage),
  status: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : numeric(value)),
    binaryStatus.optional(),
  ),
  search: z.string().trim().max(200, { error: TOO_LONG }).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

// GET /api/contact/export.csv: what the contacts screen's filter and search select, as a file;
// lang is the language of the header row and of the status column
export const ContactExportQuerySchema = ContactListQuerySchema.pick({ status: true, search: true }).extend({
  lang: z.enum(["vi", "en"], { error: "contact.exportLanguage" }).default("vi"),
});
export type ContactExportQuery = z.infer<typeof ContactExportQuerySchema>;

export const ContactUpdateSchema = z.strictObject(
  {
    customer_name: requiredText(100).optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: "validation.email" }))
      .optional(),
    phone_number: phoneSchema.optional(),
    message: requiredText(LIMITS.messageMaxLength).optional(),
    status: binaryStatus.optional(),
  },
  { error: "validation.unknownField" },
);

// ---- users ----

export const LoginSchema = z.object({
  login_name: requiredText(100),
  password: z
    .string({ error: REQUIRED })
    .max(200, { error: TOO_LONG })
    .refine((value) => value.trim().length > 0, { error: REQUIRED }),
});

const loginName = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, { error: "validation.loginName" });
// the strength check (contract/password-strength.ts, zxcvbn) is not part of this schema: its
// dictionaries must stay out of the public pages, which import this file. The server runs it on
// every password it keeps; the back office's forms add it (app/features/admin-users/password-strength.ts)
const password = z
  .string({ error: REQUIRED })
  .min(8, { error: "validation.password" })
  .max(200, { error: "validation.password" })
  .meta({
    description:
      "8 to 200 characters, and not guessable: refused (400, the message saying why) when the server's strength estimate — common-password, English word and name dictionaries, keyboard patterns, repeats, sequences, dates, the login name and the person's name — scores it below 3 of 4, i.e. findable in fewer than 10^8 guesses (README → Security)",
  });
const role = z.preprocess(numeric, z.union([z.literal(1), z.literal(2)], { error: "validation.role" }));

export const UserCreateSchema = z.object({
  login_name: loginName,
  user_name: requiredText(100),
  password,
  role,
  status: binaryStatus.default(1),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserProfileUpdateSchema = z.strictObject(
  { user_name: requiredText(100), role, status: binaryStatus },
  { error: "validation.unknownField" },
);
// one's own password, to confirm a change that keeps an account (re-authentication): required by
// the server when the password being changed is one's own
const currentPassword = z
  .string({ error: REQUIRED })
  .max(200, { error: TOO_LONG })
  .meta({ description: "one's own current password: required when changing one's own password" });
export const UserPasswordUpdateSchema = z.strictObject(
  { password, current_password: currentPassword.optional() },
  { error: "validation.unknownField" },
);
// PUT /api/auth/users/{id}: the name, role and status together, or a new password alone
export const UserUpdateSchema = z.union([UserProfileUpdateSchema, UserPasswordUpdateSchema], {
  error: "validation.userUpdate",
});
export const ChangePasswordFormSchema = z
  .object({
    password,
    confirm: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
    // shown (and required by the server) when the password is one's own
    current_password: currentPassword.optional(),
  })
  .refine((value) => value.password === value.confirm, { error: "validation.passwordsDiffer", path: ["confirm"] });

// ---- projects ----

// lower-case letters, digits and single hyphens (contract/slug.ts); blank: none given
export const ProjectSlugSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: "validation.slug" })
    .trim()
    .max(SLUG_MAX_LENGTH, { error: "validation.slug" })
    .regex(SLUG_PATTERN, { error: "validation.slug" })
    .nullable(),
);

export const ProjectInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  location: requiredText(255),
  location_vi: requiredText(255),
  description: optionalText(10_000).optional(),
  description_vi: optionalText(10_000).optional(),
  services_provided: requiredText(2000),
  services_provided_vi: requiredText(2000),
  status: binaryStatus.default(1),
  display_order: z
    .preprocess(
      numeric,
      z
        .number({ error: "validation.displayOrder" })
        .int({ error: "validation.displayOrder" })
        .min(0, { error: "validation.displayOrder" })
        .max(1_000_000, { error: "validation.displayOrder" }),
    )
    .default(0),
  image_path: ImagePathSchema.optional(),
  // the image's alt text; empty: the title stands for it
  image_alt: optionalText(255).optional(),
  image_alt_vi: optionalText(255).optional(),
  // the page's address, /projects/{slug}; empty: made from the Vietnamese title (contract/slug.ts)
  slug: ProjectSlugSchema.optional(),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

// a project as the API sends it (the admin list, the public list, a saved project)
export const ProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_vi: z.string(),
  location: z.string(),
  location_vi: z.string(),
  description: z.string().nullable(),
  description_vi: z.string().nullable(),
  services_provided: z.string(),
  services_provided_vi: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  status_name: z.enum(["Active", "Inactive"]),
  display_order: z.number().int(),
  image_path: z.string().nullable(),
  image_alt: z.string().nullable().meta({ description: "the image's alt text in English; null: the title" }),
  image_alt_vi: z.string().nullable().meta({ description: "the image's alt text in Vietnamese; null: the title" }),
  slug: z.string().meta({
    description:
      "the project's page: /projects/{slug} (Vietnamese) and /en/projects/{slug} (English); an earlier slug answers 301 to it",
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiProject = z.infer<typeof ProjectSchema>;

// ---- certificates (the home carousel and the /about gallery) ----

// a day that exists on the calendar (no 30 February), given as YYYY-MM-DD
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return DAY_PATTERN.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// a calendar day, YYYY-MM-DD; blank: none
const optionalDay = z.preprocess(
  blankToNull,
  z.string({ error: "validation.date" }).trim().refine(isCalendarDay, { error: "validation.date" }).nullable(),
);

export const CertificateInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  issuer: optionalText(200).optional(),
  issuer_vi: optionalText(200).optional(),
  valid_until: optionalDay.optional(),
  display_order: z
    .preprocess(
      numeric,
      z
        .number({ error: "validation.displayOrder" })
        .int({ error: "validation.displayOrder" })
        .min(0, { error: "validation.displayOrder" })
        .max(1_000_000, { error: "validation.displayOrder" }),
    )
    .default(0),
  // 1: shown on the home page and /about; 0: kept but hidden
  visible: binaryStatus.default(1),
  // the certificate's picture: an upload (POST /api/upload) or an http(s) address
  image_path: z.preprocess(blankToNull, ImagePathSchema.pipe(z.string({ error: "validation.imageRequired" }))),
});
export type CertificateInput = z.infer<typeof CertificateInputSchema>;

export const CertificateSchema = z.object({
  id: z.number().int(),
  title: z.string().meta({ description: "the certificate's title in English" }),
  title_vi: z.string().meta({ description: "the certificate's title in Vietnamese" }),
  issuer: z.string().nullable().meta({ description: "who issued it, in English" }),
  issuer_vi: z.string().nullable().meta({ description: "who issued it, in Vietnamese; null: the English" }),
  valid_until: z.string().nullable().meta({ description: "the last day it is valid (YYYY-MM-DD); null: no end" }),
  display_order: z.number().int().meta({ description: "lower first" }),
  visible: z.union([z.literal(0), z.literal(1)]).meta({ description: "1: on the home page and /about; 0: hidden" }),
  image_path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiCertificate = z.infer<typeof CertificateSchema>;
export const CertificateListResponseSchema = z.object({
  success: z.literal(true),
  certificates: z.array(CertificateSchema),
});
export const CertificateSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  certificate: CertificateSchema,
});

// ---- news ("recent activities": the home page, /news and /news/{slug}) ----

// a calendar day, YYYY-MM-DD, that exists
const requiredDay = z.string({ error: "validation.date" }).trim().refine(isCalendarDay, { error: "validation.date" });

export const NewsInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  // one or two sentences: the home page's card, the list and the meta description
  summary: requiredText(500),
  summary_vi: requiredText(500),
  // plain paragraphs, separated by an empty line
  body: requiredText(20_000),
  body_vi: requiredText(20_000),
  // the day it is dated, YYYY-MM-DD (the newest first on the site)
  published_on: requiredDay,
  image_path: ImagePathSchema.optional(),
  // 1: published (on the site); 0: a draft only staff see
  published: binaryStatus.default(0),
  // the page's address, /news/{slug}; empty: made from the Vietnamese title (contract/slug.ts)
  slug: ProjectSlugSchema.optional(),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NewsSchema = z.object({
  id: z.number().int(),
  slug: z.string().meta({ description: "the item's page: /news/{slug} (Vietnamese) and /en/news/{slug} (English)" }),
  title: z.string(),
  title_vi: z.string(),
  summary: z.string(),
  summary_vi: z.string(),
  body: z.string(),
  body_vi: z.string(),
  published_on: z.string().meta({ description: "YYYY-MM-DD" }),
  image_path: z.string().nullable(),
  published: z.union([z.literal(0), z.literal(1)]).meta({ description: "1: on the site; 0: a draft" }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiNews = z.infer<typeof NewsSchema>;
export const NewsListResponseSchema = z.object({ success: z.literal(true), news: z.array(NewsSchema) });
export const NewsSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), news: NewsSchema });

export const ProjectListResponseSchema = z.object({ success: z.literal(true), projects: z.array(ProjectSchema) });
export const ProjectSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  project: ProjectSchema,
});

// ---- reference catalogues ----

export const CategoryInputSchema = z.object({
  name: requiredText(255),
  name_vi: requiredText(255),
  description: optionalText(5000).optional(),
  description_vi: optionalText(5000).optional(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const ToolsCompanyInputSchema = CategoryInputSchema.extend({ logo_path: ImagePathSchema.optional() });
export type ToolsCompanyInput = z.infer<typeof ToolsCompanyInputSchema>;

export const ToolInputSchema = CategoryInputSchema.extend({
  tools_categories_id: z.preprocess(
    numeric,
    // a reference is an id: the integer column's range, like every id
    z
      .number({ error: "management.categoryMissing" })
      .int({ error: "management.categoryMissing" })
      .min(1, { error: "management.categoryMissing" })
      .max(2_147_483_647, { error: "management.categoryMissing" }),
  ),
  tools_companies_id: z.preprocess(
    numeric,
    z
      .number({ error: "management.companyMissing" })
      .int({ error: "management.companyMissing" })
      .min(1, { error: "management.companyMissing" })
      .max(2_147_483_647, { error: "management.companyMissing" }),
  ),
  logo_path: ImagePathSchema.optional(),
});
export type ToolInput = z.infer<typeof ToolInputSchema>;
