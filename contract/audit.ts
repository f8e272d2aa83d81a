import { blankToUndefined, PaginationSchema, wholeNumber } from "./common.ts";
import { z } from "./zod.ts";

// the audit trail: who changed what, when and from where (GET /api/audit, Super Admin only).
// Entries are written by the server alone (server/services/audit-log.ts); nothing edits them.

// the kinds of record a staff action changes
export const AUDIT_ENTITY_TYPES = [
  "user",
  "project",
  "contact",
  "business_category",
  "tools_category",
  "tools_company",
  "tool",
  "certificate",
  "news",
  "settings",
  "page",
  "redirect",
  "media",
  "company",
  "person",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

// "status": a change of a state field alone (status, role, active/visible/published flags)
// "publish": a page's draft made live (now, or by its schedule); "schedule": a publish set for a
// time; "restore": an earlier version published again
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "create",
  "update",
  "status",
  "delete",
  "publish",
  "schedule",
  "restore",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// fields whose new value the trail keeps: states, never free text, a password or a token
export const AUDIT_STATE_FIELD = /^(status|role|(is_)?(active|visible|published|hidden))$/;

// a date range is of days in Vietnam (UTC+7 all year, no daylight saving)
const VIETNAM_OFFSET = "+07:00";

export const AUDIT_PAGE_SIZE = 20;

// YYYY-MM-DD, a day that exists, from the year 1900 on: the range's bounds are instants in
// Vietnam's time, and before year 1 the instant is a negative year that PostgreSQL refuses (500)
const day = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "audit.date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "audit.date", abort: true })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01";
      },
      { error: "audit.date" },
    )
    .meta({ format: "date" })
    .optional(),
);

export const AuditListQuerySchema = z
  .object({
    page: z.preprocess(blankToUndefined, wholeNumber(1, 1_000_000, "audit.page").default(1)),
    limit: z.preprocess(blankToUndefined, wholeNumber(1, 100, "audit.limit").default(AUDIT_PAGE_SIZE)),
    // the person who acted (a user id; entries keep the name they had at the time)
    actor_id: z.preprocess(blankToUndefined, wholeNumber(1, 2_147_483_647, "validation.id").optional()),
    entity_type: z.preprocess(blankToUndefined, z.enum(AUDIT_ENTITY_TYPES, { error: "audit.type" }).optional()),
    entity_id: z.preprocess(blankToUndefined, wholeNumber(1, 2_147_483_647, "validation.id").optional()),
    action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: "audit.action" }).optional()),
    // first and last day, both included, in Vietnam's time
    from: day,
    to: day,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "audit.dateRange",
    path: ["to"],
  });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

// the instants that bound the days of a range: [start of `from`, start of the day after `to`)
export function vietnamDayRange(from?: string, to?: string): { since?: string; until?: string } {
  const since = from ? new Date(`${from}T00:00:00${VIETNAM_OFFSET}`).toISOString() : undefined;
  let until: string | undefined;
  if (to) {
    const end = new Date(`${to}T00:00:00${VIETNAM_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    until = end.toISOString();
  }
  return { since, until };
}

const stateValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string().meta({ description: "when, ISO 8601 (UTC)" }),
  actor_id: z.number().int().nullable().meta({ description: "the user who acted; null when unknown" }),
  actor_name: z.string().nullable().meta({
    description: "the user's name at the time (for a failed login of an unknown name: the name typed)",
  }),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.number().int().nullable(),
  label: z.string().nullable().meta({ description: "what the record was called (title, name, login name)" }),
  label_vi: z.string().nullable().meta({ description: "its Vietnamese name, where it has one" }),
  fields: z.array(z.string()).meta({ description: "the names of the fields changed" }),
  values: z
    .record(z.string(), stateValue)
    .meta({ description: "the new values of the state fields among them (status, role, active…)" }),
  count: z.number().int().nullable().meta({ description: "how many records one action changed, when several" }),
  ip: z.string().nullable().meta({ description: "the address the request came from, as the server sees it" }),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
});
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

// everyone the trail names, with the latest name they acted under, for the person filter
export const AuditPeopleResponseSchema = z.object({
  success: z.literal(true),
  people: z.array(z.object({ id: z.number().int(), user_name: z.string() })),
});
export type AuditPeopleResponse = z.infer<typeof AuditPeopleResponseSchema>;
