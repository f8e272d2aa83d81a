import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "./audit.ts";
import { z } from "./zod.ts";

// the dashboard's Recent Activity (GET /api/activity): messages received, and staff actions from
// the audit trail

export const ActivityItemSchema = z.object({
  kind: z.enum(["contact_received", "staff_action"]),
  at: z.string(),
  id: z.number().int().nullable(),
  title: z.string().nullable(),
  title_vi: z.string().nullable(),
  actor_name: z.string().nullable().meta({ description: "who did it; null for a visitor's message" }),
  action: z.enum(AUDIT_ACTIONS).nullable(),
  entity_type: z.enum(AUDIT_ENTITY_TYPES).nullable(),
  count: z.number().int().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityResponseSchema = z.object({ success: z.literal(true), activity: z.array(ActivityItemSchema) });
export type ActivityResponse = z.infer<typeof ActivityResponseSchema>;

// how many of the latest events (1 to 50; anything else: 10)
export const ActivityQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
      z.number().int().min(1).max(50).default(10),
    )
    .catch(10),
});
