import { endpoint } from "../endpoint.ts";
import { RecordVersionParamsSchema, VersionResponseSchema, VersionsResponseSchema } from "../versions.ts";
import { z } from "../zod.ts";

// the history of a kind of record staff edit (news items, projects; decision 028): its versions,
// one version whole, and a restore, under the record's own path
export const RestoredResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  fields: z.array(z.string()).meta({ description: "the fields the restore changed" }),
});

export const historyEndpoints = <const Base extends `/api/${string}`>(base: Base, tags: readonly string[]) => ({
  versions: endpoint({
    method: "GET",
    path: `${base}/:id/versions`,
    access: "admins",
    tags,
    summary: "The versions of a record, newest first (the first: the record before its first change)",
    params: z.object({ id: RecordVersionParamsSchema.shape.id }),
    response: { 200: VersionsResponseSchema },
  }),
  version: endpoint({
    method: "GET",
    path: `${base}/:id/versions/:version`,
    access: "admins",
    tags,
    summary: "One version of a record, whole (to compare it with the record as it is)",
    params: RecordVersionParamsSchema,
    response: { 200: VersionResponseSchema },
  }),
  restore: endpoint({
    method: "POST",
    path: `${base}/:id/versions/:version/restore`,
    access: "admins",
    tags,
    summary: "Save a record as an earlier version had it (a new version)",
    description:
      "409 when the version no longer fits today's fields, or shows pictures deleted from the media library since (named in the message).",
    params: RecordVersionParamsSchema,
    response: { 200: RestoredResponseSchema },
  }),
});
export type HistoryEndpoints = ReturnType<typeof historyEndpoints<`/api/${string}`>>;
