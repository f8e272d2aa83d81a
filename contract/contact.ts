import { AttributionSchema } from "./attribution.ts";
import {
  binaryStatus,
  blankToNull,
  DaySchema,
  emailAddress,
  IdSchema,
  numeric,
  optionalDay,
  PaginationSchema,
  REQUIRED,
  requiredText,
  status01,
  TOO_LONG,
} from "./common.ts";
import { LANGUAGES, LEAD_STAGES, LIMITS } from "./constants.ts";
import { QuoteFieldsSchema } from "./quote.ts";
import { QUOTE_SERVICES } from "./quote-options.ts";
import { z } from "./zod.ts";

// contact messages: the public form (POST /api/contact), staff's list, export and changes, and
// what the API answers

export const phoneSchema = z
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

// POST /api/contact takes the spec's names (customer_name, phone_number) or the form's. The form
// requires the consent; a message sent through the plain API without it is stored and marked
// "no consent recorded" (issue 23); `consent: false` is refused
export const ContactSubmissionSchema = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
    const body = input as Record<string, unknown>;
    return {
      ...body,
      name: body.name ?? body.customer_name,
      phone: body.phone ?? body.phone_number,
    };
  },
  ContactFormSchema.extend({
    // a request for a quote: its fields (contract/quote.ts); its files come as multipart parts
    // named "attachments"
    ...QuoteFieldsSchema.shape,
    // where the visit began and the language of the form (contract/attribution.ts)
    ...AttributionSchema.shape,
    consent: z.literal(true, { error: "validation.consent" }).optional().meta({
      description:
        "true: the sender accepts the privacy policy (/privacy); the message records its version and the time. Absent: stored as 'no consent recorded' (the site's form always sends it)",
    }),
  }),
);

// a lead's estimated value: at most 100 000 billion VND (here, not in LIMITS, which the public
// pages load)
const LEAD_VALUE_MAX_VND = 100_000_000_000_000;

// a lead's stage (contract/constants.ts LEAD_STAGES)
const stageSchema = z.enum(LEAD_STAGES, { error: "contact.stage" }).meta({
  description: "the lead's stage: new, contacted, quoted (open), won, lost, spam",
});
// the lead filters of the list and the export: a stage, an owner (a user's id, or "none" for
// the leads nobody owns), and overdue (open leads whose next step's day has passed)
const leadFilters = {
  stage: z.preprocess((value) => (value === "" || value === "all" ? undefined : value), stageSchema.optional()),
  assignee: z
    .preprocess(
      (value) => (value === "" || value === "all" ? undefined : value === "none" ? "none" : numeric(value)),
      z
        .union([
          z.literal("none"),
          // a user's id: within the id column's range (a larger number is no user, and PostgreSQL
          // would refuse to compare it)
          z
            .number({ error: "contact.assigneeFilter" })
            .int({ error: "contact.assigneeFilter" })
            .min(1, { error: "contact.assigneeFilter" })
            .max(2_147_483_647, { error: "contact.assigneeFilter" }),
        ])
        .optional(),
    )
    .meta({ description: "a user's id, or none: the leads nobody owns" }),
  overdue: z
    .preprocess(
      (value) =>
        value === "1" || value === "true"
          ? true
          : value === "0" || value === "false" || value === ""
            ? undefined
            : value,
      z.literal(true, { error: "contact.overdueFilter" }).optional(),
    )
    .meta({ description: "true: only open leads whose next step's day has passed" }),
};

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
  ...leadFilters,
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

// GET /api/contact/export.csv: what the contacts screen's filter and search select, as a file;
// lang is the language of the header row and of the status column
export const ContactExportQuerySchema = ContactListQuerySchema.pick({
  status: true,
  search: true,
  stage: true,
  assignee: true,
  overdue: true,
}).extend({
  lang: z.enum(["vi", "en"], { error: "contact.exportLanguage" }).default("vi"),
});
export type ContactExportQuery = z.infer<typeof ContactExportQuerySchema>;

// POST /api/leads/bulk (issue 38): one change to many leads at once — given to one staff member
// (or nobody: null), moved to a stage, or marked spam — each recorded in its lead's timeline as a
// change of one lead is
export const LEAD_BULK_MAX = 200;
export const LeadBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject(
      {
        action: z.literal("assign"),
        ids: z
          .array(IdSchema, { error: "contact.bulkIds" })
          .min(1, { error: "contact.bulkIds" })
          .max(LEAD_BULK_MAX, { error: "contact.bulkIds" }),
        value: z
          .number({ error: "contact.assignee" })
          .int({ error: "contact.assignee" })
          .min(1, { error: "contact.assignee" })
          .max(2_147_483_647, { error: "contact.assignee" })
          .nullable()
          .meta({ description: "the new owner (an active staff member); null: nobody" }),
      },
      { error: "validation.unknownField" },
    ),
    z.strictObject(
      {
        action: z.literal("stage"),
        ids: z
          .array(IdSchema, { error: "contact.bulkIds" })
          .min(1, { error: "contact.bulkIds" })
          .max(LEAD_BULK_MAX, { error: "contact.bulkIds" }),
        value: stageSchema,
      },
      { error: "validation.unknownField" },
    ),
    z.strictObject(
      {
        action: z.literal("spam"),
        ids: z
          .array(IdSchema, { error: "contact.bulkIds" })
          .min(1, { error: "contact.bulkIds" })
          .max(LEAD_BULK_MAX, { error: "contact.bulkIds" }),
      },
      { error: "validation.unknownField" },
    ),
  ],
  { error: "contact.bulkAction" },
);
export type LeadBulk = z.infer<typeof LeadBulkSchema>;
export const LeadBulkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z.number().int().meta({ description: "how many leads it changed" }),
  missing: z.array(z.number().int()).meta({ description: "the ids that name no lead (deleted meanwhile)" }),
});

// the id of a record a lead points to (its owner, company, person), within the id column's range;
// null (or blank): none; refused with `key` naming the field
const linkedId = (key: string) =>
  z
    .preprocess(
      blankToNull,
      z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(2_147_483_647, { error: key }).nullable(),
    )
    .optional();

export const ContactUpdateSchema = z.strictObject(
  {
    customer_name: requiredText(100).optional(),
    email: emailAddress("validation.email").optional(),
    phone_number: phoneSchema.optional(),
    message: requiredText(LIMITS.messageMaxLength).optional(),
    status: binaryStatus.optional(),
    stage: stageSchema.optional(),
    // the staff member who owns the lead (an active user); null: nobody
    assignee_id: linkedId("contact.assignee"),
    // the day of the lead's next step; null: none
    next_action_on: optionalDay.optional(),
    // its company and person (issue 38); null: none
    company_id: linkedId("contact.company"),
    person_id: linkedId("contact.person"),
    // the lead's estimated value in VND, a whole number; null: not known
    value_vnd: z
      .preprocess(
        blankToNull,
        z
          .number({ error: "contact.value" })
          .int({ error: "contact.value" })
          .min(0, { error: "contact.value" })
          .max(LEAD_VALUE_MAX_VND, { error: "contact.value" })
          .nullable(),
      )
      .optional(),
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
  stage: z.enum(LEAD_STAGES),
  assignee_id: z.number().int().nullable(),
  // the owner's name; null: nobody owns the lead
  assignee_name: z.string().nullable(),
  next_action_on: DaySchema.nullable(),
  value_vnd: z.number().int().nullable(),
  // a request for a quote's fields (null on a plain message)
  company: z.string().nullable(),
  tax_code: z.string().nullable(),
  province: z.string().nullable(),
  service: z.enum(QUOTE_SERVICES).nullable(),
  voltage: z.string().nullable(),
  timeline: z.string().nullable(),
  // where the lead came from (contract/attribution.ts); null: not known (a message from before,
  // or sent without it)
  landing_page: z.string().nullable(),
  referrer: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  // the address the enquiry came from: a reply to another `email` needs an Admin (issue 34)
  received_email: z.string(),
  // its company and person (issue 38): the rules link an enquiry as it arrives, staff change them
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  person_id: z.number().int().nullable(),
  person_name: z.string().nullable(),
  // the companies whose names read like the enquiry's (GET /api/contact/{id} of a lead with no
  // company only): a match for staff to confirm
  company_suggestions: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        tax_code: z.string().nullable(),
        province: z.string().nullable(),
      }),
    )
    .optional(),
  // its files (GET /api/contact/{id} only): download each at …/attachments/{id}
  attachments: z
    .array(z.object({ id: z.number().int(), name: z.string(), type: z.string(), bytes: z.number().int() }))
    .optional(),
});
export type ApiContact = z.infer<typeof ContactSchema>;

// GET /api/contact/assignees: the staff a lead can be given to (active users)
export const ContactAssigneesResponseSchema = z.object({
  success: z.literal(true),
  assignees: z.array(z.object({ id: z.number().int(), user_name: z.string() })),
});

export const ContactSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  // the stored message's id and time (absent when a robot's message was dropped)
  contact: z.object({ id: z.number().int(), created_at: z.string() }).optional(),
});
export const ContactListResponseSchema = z.object({
  success: z.literal(true),
  contacts: z.array(
    ContactSchema.extend({
      // (the list only) when it came to its stage, and its earliest open task
      stage_since: z
        .string()
        .meta({ description: "when the lead came to its stage (its last stage change, or its arrival)" }),
      next_task: z
        .object({ title: z.string(), due_at: z.string() })
        .nullable()
        .meta({ description: "its open task due first; null: none" }),
    }),
  ),
  pagination: PaginationSchema,
  value_vnd_total: z.number().int().nullable().meta({
    description:
      "the estimated value of every lead the filter selects (a board's column); null when only a search filters (its count comes from the search index)",
  }),
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
    // how many leads are in each stage
    stages: z.record(z.enum(LEAD_STAGES), z.number().int()),
    // open leads whose next step's day (Vietnam's) has passed
    overdue: z.number().int(),
  }),
});
// GET /api/contact/export.csv: the file itself
export const ContactExportResponseSchema = z.string().meta({
  description:
    "CSV, UTF-8 with a byte-order mark; a header row in the asked language, then one row a lead: id, name, e-mail, phone, message, status, received (Vietnam time), where it came from, stage, owner, next step, value, the request for a quote's fields and files, its company's fields and its contact person",
});
export const MarkAllReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updated: z.number().int().meta({ description: "how many messages were unread" }),
});

// a lead's timeline (issue 23): notes, stage and owner changes, replies to the visitor
export const LEAD_NOTE_MAX = 5000;
export const LEAD_REPLY_SUBJECT_MAX = 200;
export const LEAD_REPLY_BODY_MAX = 20_000;

// POST /api/contact/{id}/notes
export const LeadNoteSchema = z.strictObject(
  { body: requiredText(LEAD_NOTE_MAX).meta({ description: "the note, plain text" }) },
  { error: "validation.unknownField" },
);
export type LeadNote = z.infer<typeof LeadNoteSchema>;

// POST /api/contact/{id}/reply: an e-mail to the visitor from the company's address
export const LeadReplySchema = z.strictObject(
  {
    subject: requiredText(LEAD_REPLY_SUBJECT_MAX),
    body: requiredText(LEAD_REPLY_BODY_MAX).meta({ description: "the e-mail's text, plain" }),
  },
  { error: "validation.unknownField" },
);
export type LeadReply = z.infer<typeof LeadReplySchema>;

// files: the files a request for a quote came with (their names in `body`, their number in `to`);
// email: a change of the lead's e-mail address (the addresses in `from` and `to`; stored as a
// note with a marker until the release after issue 34, decision 034)
// task: a task added, marked done or open again (`task`; stored as a marked note, decision 043)
// field: a change of the lead's name, phone, next step or value (`field`, `from`, `to`; a marked note too)
export const LEAD_EVENT_KINDS = ["note", "stage", "assignee", "reply", "files", "email", "task", "field"] as const;
export const LEAD_EVENT_FIELDS = [
  "customer_name",
  "phone_number",
  "next_action_on",
  "value_vnd",
  "company_id",
  "person_id",
] as const;
export const LeadEventSchema = z.object({
  id: z.number().int(),
  // its lead (a company's timeline gathers its leads' events)
  contact_id: z.number().int(),
  lead_name: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  created_at: z.string(),
  // who: null when the staff member's account was deleted since
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  // a note's text, a reply's body
  body: z.string().nullable(),
  // a stage change: the stages; an owner change: the owners' names (null: nobody); an e-mail
  // change: the addresses; the files of a request for a quote: how many, in `to` (their names in
  // `body`)
  from: z.string().nullable(),
  to: z.string().nullable(),
  // a reply's subject
  subject: z.string().nullable(),
  // a reply's e-mail: waiting (to be sent or retried), sent, or failed (given up after 24 hours)
  delivery: z.enum(["waiting", "sent", "failed"]).nullable(),
  // a field's change: which (its before and after in `from` and `to`, as text: a day YYYY-MM-DD,
  // a value in VND)
  field: z.enum(LEAD_EVENT_FIELDS).nullable(),
  // a task's event: what happened to it, its title and (added) its due time
  task: z
    .object({
      action: z.enum(["added", "done", "reopened"]),
      title: z.string(),
      due_at: z.string().nullable(),
    })
    .nullable(),
});
export type ApiLeadEvent = z.infer<typeof LeadEventSchema>;
export const LeadTimelineResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(LeadEventSchema).meta({ description: "oldest first" }),
});
export const LeadEventResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  event: LeadEventSchema,
  // the lead after it (a first reply moves a new lead to contacted)
  contact: ContactSchema,
});

// DELETE /api/contact/person?email=: a data subject's erasure (Super Admin)
export const ContactPersonQuerySchema = z.object({ email: emailAddress("validation.email") });
export const ContactErasedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number().int().meta({ description: "how many messages (leads) went, with their timelines and e-mails" }),
});

// GET /api/leads/{id}/attachments/{attachmentId}: one file of a request for a quote, as a download
export const LeadAttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });
export const LeadAttachmentFileSchema = z.string().meta({ description: "the file's bytes, as a download" });
