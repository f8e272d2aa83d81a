import { IdSchema } from "./common.ts";
import { draftSchema } from "./draft.ts";
import { PAGE_KEYS, type PageKey, pageDocumentSchema } from "./pages/index.ts";
import { z } from "./zod.ts";

// the pages' words in the back office (GET/PUT /api/pages/…, Admin and Super Admin): each page
// one document, both languages side by side (contract/pages/); a draft that visitors never see,
// published now or at a time, and every published version kept

const instant = z.string().meta({ format: "date-time", description: "an ISO 8601 instant" });

const shipped = z.boolean().meta({
  description:
    "true: no staff member has published a change of the page yet; its words are still those the site shipped with (the launch checklist and the Pages list mark it)",
});

export const PageSummarySchema = z.object({
  key: z.enum(PAGE_KEYS),
  path: z.string().nullable().meta({
    description: "the page's Vietnamese address (/en before it for English); null: the 404 page, the header and footer",
  }),
  title: z.string().nullable().meta({ description: "the page's title in English (null: a document without one)" }),
  title_vi: z.string().nullable(),
  updated_at: instant.meta({ description: "the last change: the draft's save, else the publish" }),
  published_at: instant,
  has_draft: z.boolean(),
  publish_at: instant.nullable().meta({ description: "when the draft goes live by itself; null: not scheduled" }),
  shipped,
});
export type PageSummary = z.infer<typeof PageSummarySchema>;
export const PageListResponseSchema = z.object({ success: z.literal(true), pages: z.array(PageSummarySchema) });

// a page's key in an address; an unknown one is 404
export const PageKeyParamsSchema = z.object({
  key: z
    .string()
    .max(40)
    .meta({ description: `one of ${PAGE_KEYS.join(", ")}` }),
});
export const isPageKey = (value: string): value is PageKey => (PAGE_KEYS as readonly string[]).includes(value);

// what staff save: the whole document, its required texts allowed empty until it is published
export const pageDraftSchema = <K extends PageKey>(key: K) => draftSchema(pageDocumentSchema(key));

export const pageDetailSchema = <K extends PageKey>(key: K) =>
  z.object({
    key: z.literal(key),
    path: z.string().nullable(),
    published: pageDocumentSchema(key),
    published_at: instant,
    draft: pageDraftSchema(key).nullable().meta({ description: "null: no draft; the page is as published" }),
    draft_updated_at: instant.nullable(),
    draft_updated_by: z.string().nullable().meta({ description: "who saved the draft last (their name)" }),
    draft_missing: z
      .array(z.string())
      .meta({ description: "the draft's empty required texts (e.g. en.hero.title): a publish refuses them" }),
    publish_at: instant.nullable(),
    scheduled_by: z.string().nullable(),
    shipped,
  });
export const pageDetailResponseSchema = <K extends PageKey>(key: K) =>
  z.object({ success: z.literal(true), page: pageDetailSchema(key) });
export const pageSavedResponseSchema = <K extends PageKey>(key: K) =>
  z.object({ success: z.literal(true), message: z.string(), page: pageDetailSchema(key) });
export type PageDetail<K extends PageKey> = z.infer<ReturnType<typeof pageDetailSchema<K>>>;

export const PublishBodySchema = z
  .object({
    at: z
      .string({ error: "pages.publishAt" })
      .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
        error: "pages.publishAt",
      })
      .meta({ format: "date-time", description: "publish at this instant (ISO 8601) rather than now" })
      .optional(),
  })
  .default({});

export const PublishResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  publish_at: instant.nullable().meta({ description: "the time it is scheduled for; null: published now" }),
  fields: z.array(z.string()).meta({ description: "the fields this publish changed" }),
});

export const PreviewQuerySchema = z.object({ lang: z.enum(["vi", "en"], { error: "pages.language" }).default("vi") });
export const PreviewLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string().meta({ description: "the page as drafted, for 30 minutes, to anyone who has the link" }),
  expires_at: instant,
});

export const VersionParamsSchema = PageKeyParamsSchema.extend({ id: IdSchema });
