import { z } from "../zod.ts";
import { CtaSchema, label, MetaSchema, paragraph, TextSchema, text } from "./parts.ts";

// the news pages: the list (/news) and an item's page (/news/{slug}); the items' text comes from
// the database, in the page's language

export const NewsPageCopySchema = z.strictObject({
  meta: MetaSchema,
  eyebrow: label,
  title: text(300),
  intro: paragraph,
  empty: paragraph.describe("shown while no item is published"),
  // the list, ten items a page
  pagination: z.strictObject({
    label: label.describe("the accessible name of the pagination"),
    showing: TextSchema.describe("with {{from}}, {{to}} and {{total}}"),
    previous: label,
    next: label,
  }),
  // an item's page
  breadcrumbLabel: label.describe("the accessible name of the breadcrumb"),
  home: label,
  news: label,
  published: label.describe("before the item's date"),
  allNews: label,
  cta: CtaSchema,
});
export type NewsPageCopy = z.infer<typeof NewsPageCopySchema>;
