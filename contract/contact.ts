import {
  binaryStatus,
  blankToNull,
  DaySchema,
  emailAddress,
  numeric,
  PaginationSchema,
  REQUIRED,
  requiredText,
  status01,
  TOO_LONG,
} from "./common.ts";
import { LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

// contact messages: the public form (POST /api/contact), staff's list, export and changes, and
// what the API answers

const phoneSchema = z
  .preprocess(
    blankToNull,
    z
      .string({ error: "validation.phone" })
      .trim()
      .regex(/^[0-9+\-().\s]{8,20}$/, { error: "validation.phone" })
      .nullable(),
  )
  .meta({ example: "0900 123 456" });

export const ContactFormSchema = z.object({
  name: requiredText(100),
  email: emailAddress(REQUIRED),
  phone: phoneSchema.optional(),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .min(LIMITS.messageMinLength, { error: "validation.messageLength" })
    .max(LIMITS.messageMaxLength, { error: "validation.messageLength" }),
  // the honeypot: people never see it, so anything in it came from a robot
  website: z.string().max(2000).optional().meta({
    description: "the honeypot: leave it empty (a message with anything in it is dropped as a robot's)",
    example: "",
  }),
  captchaToken: z.string().max(4096).optional(),
  // the sender accepts the privacy policy: required; the server records its version and the time
  consent: z.literal(true, { error: "validation.consent" }).meta({
    description: "true: the sender accepts the privacy policy (/privacy); the message records its version and the time",
  }),
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
    email: emailAddress("validation.email").optional(),
    phone_number: phoneSchema.optional(),
    message: requiredText(LIMITS.messageMaxLength).optional(),
    status: binaryStatus.optional(),
  },
  { error: "validation.unknownField" },
);

export const ContactSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  message: z.string(),
  status: status01.meta({ description: "0 unread, 1 read" }),
  status_name: z.enum(["Read", "Unread"]),
  created_at: z.string(),
  // the privacy policy the sender accepted (its version, YYYY-MM-DD) and when; null for messages
  // received before the form asked
  privacy_version: DaySchema.nullable(),
  consented_at: z.string().nullable(),
});
export type ApiContact = z.infer<typeof ContactSchema>;

export const ContactSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  // the stored message's id and time (absent when a robot's message was dropped)
  contact: z.object({ id: z.number().int(), created_at: z.string() }).optional(),
});
export const ContactListResponseSchema = z.object({
  success: z.literal(true),
  contacts: z.array(ContactSchema),
  pagination: PaginationSchema,
});
export const ContactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  contact: ContactSchema,
});
export const ContactStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number().int(),
    unread: z.number().int(),
    read: z.number().int(),
    thisWeek: z.number().int(),
  }),
});
// GET /api/contact/export.csv: the file itself
export const ContactExportResponseSchema = z.string().meta({
  description:
    "CSV, UTF-8 with a byte-order mark; a header row in the asked language, then one row a message: id, name, e-mail, phone, message, status, received (Vietnam time)",
});
export const MarkAllReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z.number().int().meta({ description: "how many messages were unread" }),
});
