import { z } from "./zod.ts";

// What the API answers, for the endpoints whose request schemas live in schemas.ts: each route
// declares its responses with these (response: { 200: … }), so the serializer sends no field
// that is not declared here (a password hash can never leave by accident), the OpenAPI document
// shows every answer, and the back office derives its types with z.infer.

const status01 = z.union([z.literal(0), z.literal(1)]);

// every refusal: 4xx with a message a person can act on, and the fields it concerns
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string().meta({ description: "what went wrong, in the language the request asked for" }),
  errors: z
    .array(
      z.object({ msg: z.string(), path: z.string().meta({ description: "the field, e.g. hours.saturday.close" }) }),
    )
    .optional(),
});

// a change that has nothing to send back but its confirmation
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---- health ----

export const REDIS_STATES = ["ok", "unreachable", "not configured"] as const;
export type RedisState = (typeof REDIS_STATES)[number];

export const HealthResponseSchema = z.object({
  status: z.enum(["ok", "error", "shutting down"]),
  database: z.enum(["ok", "unreachable"]).optional(),
  storage: z.enum(["ok", "full", "failing"]).optional().meta({
    description:
      "where the server writes (the SQLite file's disk, the uploads folder, PostgreSQL's disk): full or failing makes the answer 503, since writes then fail",
  }),
  dialect: z.enum(["sqlite", "postgres"]),
  redis: z.enum(REDIS_STATES).optional().meta({
    description:
      "the shared rate limits' Redis (REDIS_URL): unreachable does not make the answer 503 — each server then counts alone",
  }),
});

// the e-mail notifications, for the dashboard's system status (GET /api/health/mail, staff only)
export const MailStatusSchema = z.object({
  state: z.enum(["off", "ok", "retrying", "failing"]).meta({
    description:
      "off: no SMTP server configured; retrying: an e-mail failed and waits for its next try; failing: an e-mail was given up on (after 24 hours of tries) since the last one sent",
  }),
  waiting: z.number().int().meta({ description: "e-mails in the outbox not yet sent" }),
  failed: z.number().int().meta({ description: "e-mails given up on" }),
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable().meta({ description: "the mail server's last refusal or the connection error" }),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
export const MailStatusResponseSchema = z.object({ success: z.literal(true), mail: MailStatusSchema });

// ---- users and the session ----

export const UserSchema = z.object({
  id: z.number().int(),
  login_name: z.string(),
  user_name: z.string(),
  role: z.union([z.literal(1), z.literal(2)]).meta({ description: "1 Admin, 2 Super Admin" }),
  role_name: z.enum(["Admin", "Super Admin"]),
  status: status01.meta({ description: "1 active, 0 inactive" }),
  status_name: z.enum(["Active", "Inactive"]),
  login_timestamp: z.string().nullable().meta({ description: "the last successful login" }),
  created_at: z.string(),
  two_factor_enabled: z.boolean().meta({ description: "signs in with an authenticator app's code too" }),
});
export type ApiUser = z.infer<typeof UserSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  token: z.string().meta({ description: "a bearer token for the Authorization header" }),
  message: z.string(),
  two_factor_setup_required: z
    .boolean()
    .meta({ description: "a Super Admin who must set up two-factor sign-in before anything else" }),
});
export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  two_factor_setup_required: z
    .boolean()
    .meta({ description: "a Super Admin who must set up two-factor sign-in before anything else" }),
});
export const UserListResponseSchema = z.object({ success: z.literal(true), users: z.array(UserSchema) });
export const UserStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    total: z.number().int(),
    active: z.number().int(),
    superAdmins: z.number().int(),
    recentLogins: z.number().int().meta({ description: "users who logged in within the last days" }),
  }),
});
export const UserSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: UserSchema });
// a password change answers without the user; any other change with it
export const UserUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserSchema.optional(),
});

// ---- contact messages ----

export const ContactSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  message: z.string(),
  status: status01.meta({ description: "0 unread, 1 read" }),
  status_name: z.enum(["Read", "Unread"]),
  created_at: z.string(),
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
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
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

// ---- projects ----

export const ProjectStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
});

// ---- the reference catalogues ----

const catalogueEntry = {
  id: z.number().int(),
  name: z.string(),
  name_vi: z.string(),
  description: z.string().nullable(),
  description_vi: z.string().nullable(),
  created_at: z.string(),
};
export const CategorySchema = z.object(catalogueEntry);
export const ToolsCompanySchema = z.object({ ...catalogueEntry, logo_path: z.string().nullable() });
export const ToolSchema = z.object({
  ...catalogueEntry,
  logo_path: z.string().nullable(),
  tools_categories_id: z.number().int(),
  tools_companies_id: z.number().int(),
  category_name: z.string(),
  category_name_vi: z.string(),
  company_name: z.string(),
  company_name_vi: z.string(),
});

const saved = <T extends z.ZodType>(entry: T) =>
  z.object({ success: z.literal(true), message: z.string(), data: entry });
export const CategorySavedResponseSchema = saved(CategorySchema);
export const ToolsCompanySavedResponseSchema = saved(ToolsCompanySchema);
export const ToolSavedResponseSchema = saved(ToolSchema);

// ---- uploads ----

export const UploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  path: z.string().meta({ description: "the largest size; save it as image_path" }),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), path: z.string() })).meta({
    description: "every size made (480, 960, 1600 px wide, never enlarged), for srcset",
  }),
});
