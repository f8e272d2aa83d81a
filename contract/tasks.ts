import { IdSchema, requiredText } from "./common.ts";
import { z } from "./zod.ts";

// A lead's tasks (issue 38, point 3): a next step with words, a due time (an instant; the back
// office reads and writes it on Vietnam's clock) and an owner, several per lead, done or not.
// Created only for a time ahead (a past one is refused, naming the field), owned by an active
// staff member. The owner is reminded by e-mail at the due time.

export const TASK_TITLE_MAX = 200;
// how far ahead a task may be due
export const TASK_DUE_MAX_DAYS = 366;

const instant = z.string().meta({ format: "date-time", description: "an ISO 8601 instant" });
// an ISO 8601 instant with its offset (2026-11-30T02:00:00Z, 2026-11-30T09:00:00+07:00)
const dueAt = z
  .string({ error: "tasks.dueAt" })
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value), {
    error: "tasks.dueAt",
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "tasks.dueAt" })
  .meta({ format: "date-time", description: "when it is due: an ISO 8601 instant with its offset" });

const id = z.number().int();
export const TaskSchema = z.object({
  id,
  contact_id: id.meta({ description: "the lead" }),
  lead_name: z.string().meta({ description: "the lead's customer (the name the enquiry gave)" }),
  title: z.string(),
  due_at: instant,
  assignee_id: id.nullable().meta({ description: "its owner; null: the owner was deleted" }),
  assignee_name: z.string().nullable(),
  created_by: id.nullable(),
  created_at: instant,
  done_at: instant.nullable().meta({ description: "when it was marked done; null: open" }),
  reminded_at: instant.nullable().meta({ description: "when its owner's reminder was written; null: not yet" }),
  overdue: z.boolean().meta({ description: "open and past its due time" }),
});
export type Task = z.infer<typeof TaskSchema>;

// POST /api/contact/{id}/tasks
export const TaskCreateSchema = z.strictObject(
  {
    title: requiredText(TASK_TITLE_MAX),
    due_at: dueAt,
    assignee_id: IdSchema.meta({ description: "the owner: an active staff member" }),
  },
  { error: "validation.unknownField" },
);
export type TaskCreate = z.infer<typeof TaskCreateSchema>;

// PUT /api/tasks/{id}: what changes (a due time moved must be ahead, as on creation)
export const TaskUpdateSchema = z.strictObject(
  {
    title: requiredText(TASK_TITLE_MAX).optional(),
    due_at: dueAt.optional(),
    assignee_id: IdSchema.optional(),
    done: z.boolean({ error: "validation.invalid" }).optional(),
  },
  { error: "validation.unknownField" },
);
export type TaskUpdate = z.infer<typeof TaskUpdateSchema>;

export const TaskListQuerySchema = z.object({
  mine: z
    .enum(["true", "false"], { error: "validation.invalid" })
    .transform((value) => value === "true")
    .optional()
    .meta({ description: "true: only the caller's tasks (a Sales member always sees only theirs)" }),
  due: z.enum(["overdue", "today", "week"], { error: "tasks.due" }).optional().meta({
    description:
      "open tasks only: overdue (due before now), today (from now to the end of Vietnam's day), week (the seven days after today)",
  }),
});

export const TaskResponseSchema = z.object({ success: z.literal(true), message: z.string(), task: TaskSchema });
export const TaskListResponseSchema = z.object({
  success: z.literal(true),
  tasks: z.array(TaskSchema).meta({ description: "by due time, earliest first (at most 500)" }),
});
