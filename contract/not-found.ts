import { blankToUndefined, PaginationSchema, wholeNumber } from "./common.ts";
import { z } from "./zod.ts";

// the addresses visitors asked for that answered 404 (issue 24): GET /api/not-found, for the
// Redirects screen, where each can be redirected. The top 1 000 paths by hits are kept, and the
// totals of every 404 counted; robots are counted apart; nothing about the visitor is kept.

export const NotFoundQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, wholeNumber(1, 1000, "notFound.page").default(1)),
  limit: z.preprocess(blankToUndefined, wholeNumber(1, 100, "notFound.limit").default(20)),
  sort: z
    .preprocess(blankToUndefined, z.enum(["hits", "recent"], { error: "notFound.sort" }).default("hits"))
    .meta({ description: "hits: the most hit first; recent: the most recently hit first" }),
});
export type NotFoundQuery = z.infer<typeof NotFoundQuerySchema>;

export const NotFoundItemSchema = z.object({
  path: z.string(),
  hits: z.number().int().meta({ description: "by people (robots apart)" }),
  bot_hits: z.number().int().meta({ description: "by robots (isbot)" }),
  first_seen: z.string(),
  last_seen: z.string(),
  referrer: z.string().nullable().meta({ description: "the latest page that linked to it (origin and path)" }),
  redirect_to: z.string().nullable().meta({ description: "where a redirect now sends it; null: none" }),
});
export type ApiNotFoundItem = z.infer<typeof NotFoundItemSchema>;

export const NotFoundListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(NotFoundItemSchema),
  pagination: PaginationSchema,
  totals: z.object({ hits: z.number().int(), bot_hits: z.number().int() }).meta({
    description: "every 404 counted, the paths no longer kept included",
  }),
});
