import { blankToUndefined, optionalText, PaginationSchema, wholeNumber } from "./common.ts";
import { z } from "./zod.ts";

// The media library (issue 24): every image uploaded (POST /api/upload) is one item, with its
// size, the sizes made from it, a description (alt text) in both languages used wherever the
// image appears unless that place gives its own, who uploaded it and when, and where it is used.
// GET /api/media lists them, PUT /api/media/{id} changes the descriptions, DELETE removes an
// image no record uses (409 names the ones that do).

// the records that can show an image
export const MEDIA_OWNER_TYPES = ["project", "news", "certificate", "tools_company", "tool", "page"] as const;
export type MediaOwnerType = (typeof MEDIA_OWNER_TYPES)[number];

export const MEDIA_PAGE_SIZE = 24;

// "1", "true", "on": only the images nothing uses
const flag = z.preprocess(
  (value) =>
    value === "1" || value === "true" || value === "on" ? true : value === "0" || value === "false" ? false : value,
  z.boolean({ error: "media.unused" }),
);

export const MediaQuerySchema = z.object({
  search: z
    .preprocess(blankToUndefined, z.string({ error: "media.search" }).trim().max(100, { error: "media.search" }))
    .optional()
    .meta({ description: "words of the file name or of a description, in any case, with or without Vietnamese marks" }),
  unused: flag.optional().meta({ description: "1: only the images no record uses" }),
  page: z.preprocess(blankToUndefined, wholeNumber(1, 10_000, "media.page").default(1)),
  limit: z.preprocess(blankToUndefined, wholeNumber(1, 100, "media.limit").default(MEDIA_PAGE_SIZE)),
});
export type MediaQuery = z.infer<typeof MediaQuerySchema>;

export const MediaAltInputSchema = z.object({
  alt: optionalText(255).optional().meta({ description: "the description in English; empty: none" }),
  alt_vi: optionalText(255).optional().meta({ description: "the description in Vietnamese; empty: none" }),
});
export type MediaAltInput = z.infer<typeof MediaAltInputSchema>;

export const MediaUseSchema = z.object({
  type: z.enum(MEDIA_OWNER_TYPES),
  id: z.union([z.number().int(), z.string()]).meta({ description: "the record's id; a page's key" }),
  label: z.string().meta({ description: "the record's title in the request's language" }),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaItemSchema = z.object({
  id: z.number().int(),
  path: z.string().meta({ description: "the largest size (up to 1600 px wide): what a record saves as its image" }),
  name: z.string().meta({ description: "the uploaded file's name" }),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int().meta({ description: "the largest size's file size" }),
  variants: z.array(z.object({ width: z.number().int(), path: z.string() })),
  alt: z.string().nullable(),
  alt_vi: z.string().nullable(),
  uploaded_by: z.string().nullable().meta({ description: "the staff member's name; null: unknown or removed" }),
  created_at: z.string(),
  used_by: z.array(MediaUseSchema),
});
export type ApiMediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(MediaItemSchema).meta({ description: "the newest first" }),
  pagination: PaginationSchema,
});
export const MediaSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: MediaItemSchema,
});
