import { blankToUndefined, isCalendarDay } from "./common.ts";
import { z } from "./zod.ts";

// The pipeline report (issue 38, point 6): the leads received in a range of Vietnam's days,
// grouped by stage, owner, month, service, province, source or campaign, each group's count by
// stage and its value (open, won, lost); by source and campaign also the visits the site counted
// (its own attribution: visits → enquiries → quotes → won value).

export const REPORT_GROUPS = ["stage", "owner", "month", "service", "province", "source", "campaign"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
// a report covers at most this many days
export const REPORT_MAX_DAYS = 400;

const day = z
  .string({ error: "reports.day" })
  .refine((value) => isCalendarDay(value) && value >= "2000-01-01", { error: "reports.day" })
  .meta({ format: "date", description: "a day in Vietnam's time, YYYY-MM-DD", example: "2026-11-01" });
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const PipelineQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, day),
    to: z.preprocess(blankToUndefined, day),
    by: z
      .preprocess(blankToUndefined, z.enum(REPORT_GROUPS, { error: "reports.by" }).default("stage"))
      .meta({ description: "how the leads are grouped" }),
  })
  .refine((query) => query.from <= query.to, { error: "reports.range", path: ["to"] })
  .refine((query) => daysBetween(query.from, query.to) < REPORT_MAX_DAYS, {
    error: "reports.rangeTooLong",
    path: ["from"],
  });
export type PipelineQuery = z.infer<typeof PipelineQuerySchema>;

const count = z.number().int();
export const PipelineRowSchema = z.object({
  key: z.string().nullable().meta({
    description:
      "the group: a stage, an owner's id, YYYY-MM, a service, a province, a source (google, facebook, zalo, direct, a site), a campaign; null: none given",
  }),
  label: z.string().nullable().meta({ description: "an owner's name; null for the other groups" }),
  leads: count,
  new: count,
  contacted: count,
  quoted: count,
  won: count,
  lost: count,
  spam: count,
  // the leads that reached a quotation (quoted, won or lost)
  quotes: count,
  open_value_vnd: count,
  won_value_vnd: count,
  lost_value_vnd: count,
  win_rate: z.number().nullable().meta({ description: "won ÷ (won + lost), 0 to 1; null: none closed" }),
  visits: count.nullable().meta({ description: "the visits the site counted (by source and campaign only)" }),
});
export type PipelineRow = z.infer<typeof PipelineRowSchema>;

export const PipelineReportSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_GROUPS),
  rows: z
    .array(PipelineRowSchema)
    .meta({ description: "the groups, the most leads first (months and stages in their order)" }),
  totals: PipelineRowSchema.omit({ key: true, label: true }),
});
export type PipelineReport = z.infer<typeof PipelineReportSchema>;
