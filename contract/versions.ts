import { IdSchema } from "./common.ts";
import { z } from "./zod.ts";

// the history of a page, a news item or a project: every version saved or published, whole, with
// who made it and the fields it changed; any one can be restored (a new version)

export const VersionSchema = z.object({
  id: z.number().int(),
  created_at: z.string().meta({ format: "date-time", description: "an ISO 8601 instant" }),
  actor_name: z.string().nullable().meta({
    description: "who made it; null: the first version (the original content, or the record before its first change)",
  }),
  fields: z.array(z.string()).meta({ description: "the fields it changed from the version before" }),
});
export type Version = z.infer<typeof VersionSchema>;
export const VersionsResponseSchema = z.object({ success: z.literal(true), versions: z.array(VersionSchema) });
export const VersionResponseSchema = z.object({
  success: z.literal(true),
  version: VersionSchema.extend({
    document: z.record(z.string(), z.unknown()).meta({ description: "the content as that version had it" }),
  }),
});
// a record's version in an address: /api/news/{id}/versions/{version}
export const RecordVersionParamsSchema = z.object({ id: IdSchema, version: IdSchema });
