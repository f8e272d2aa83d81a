import {
  binaryStatus,
  DaySchema,
  ImagePathSchema,
  REQUIRED,
  requiredDay,
  requiredText,
  SlugSchema,
  status01,
  TOO_LONG,
} from "./common.ts";
import { plainText, RichTextSchema, richTextFromPlain } from "./rich-text.ts";
import { z } from "./zod.ts";

// news ("recent activities": the home page, /news and /news/{slug}): what staff send
// (POST/PUT /api/news) and what the API answers

// a news item's text: a rich text with some text in it, or a plain string made paragraphs
export const NewsBodySchema = z
  .preprocess(
    (value) => (typeof value === "string" ? richTextFromPlain(value) : value),
    RichTextSchema.refine((doc) => plainText(doc).trim().length > 0, { error: REQUIRED }).refine(
      (doc) => plainText(doc).length <= 20_000,
      { error: TOO_LONG },
    ),
  )
  .meta({
    example: {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Kết quả thí nghiệm" }] },
        { type: "paragraph", content: [{ type: "text", text: "Trạm biến áp đã được đóng điện đúng tiến độ." }] },
      ],
    },
  });

export const NewsInputSchema = z.object({
  title: requiredText(255),
  title_vi: requiredText(255),
  // one or two sentences: the home page's card, the list and the meta description
  summary: requiredText(500),
  summary_vi: requiredText(500),
  // rich text (contract/rich-text.ts): headings, paragraphs, lists, quotes, bold, italic, links;
  // a plain string is taken too, its paragraphs separated by an empty line
  body: NewsBodySchema,
  body_vi: NewsBodySchema,
  // the day it is dated, YYYY-MM-DD (the newest first on the site)
  published_on: requiredDay,
  image_path: ImagePathSchema.optional(),
  // 1: published (on the site); 0: a draft only staff see
  published: binaryStatus.default(0),
  // the page's address, /news/{slug}; empty: made from the Vietnamese title (contract/slug.ts)
  slug: SlugSchema.optional(),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NewsSchema = z.object({
  id: z.number().int(),
  slug: z.string().meta({ description: "the item's page: /news/{slug} (Vietnamese) and /en/news/{slug} (English)" }),
  title: z.string(),
  title_vi: z.string(),
  summary: z.string(),
  summary_vi: z.string(),
  body: RichTextSchema,
  body_vi: RichTextSchema,
  published_on: DaySchema,
  image_path: z.string().nullable(),
  published: status01.meta({ description: "1: on the site; 0: a draft" }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiNews = z.infer<typeof NewsSchema>;
export const NewsListResponseSchema = z.object({ success: z.literal(true), news: z.array(NewsSchema) });
export const NewsSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), news: NewsSchema });
