import { requiredText } from "../common.ts";
import { IMAGE_SOURCE_MAX_LENGTH, isImageSource, SITE_PICTURE } from "../image-source.ts";
import { z } from "../zod.ts";

// the building blocks of the pages' copy (contract/pages/*.ts): one language's words of a page,
// as staff edit them. A text the page cannot show empty is required (trimmed, not blank); a list
// staff edit has the bounds its layout needs. "{{name}}" marks stay in the texts and are filled
// when the page renders (contract/template.ts).

// a required text of at most `max` characters
export const text = (max = 300) => requiredText(max);

// a short label: a button, a heading, a field's name
export const label = text(160);
// a sentence or a paragraph
export const paragraph = text(2_000);

// a list staff edit: at least `min`, at most `max` entries
export const list = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item).min(min).max(max);

// a text that changes with a number: one form, or { one, other } picked by the language's plural
// rules (contract/template.ts `Text`)
export const TextSchema = z.union([label, z.strictObject({ one: label, other: label })]).meta({
  description: 'a text, or its forms for one and for other counts ({ "one": …, "other": … })',
});

// the page's <title>, meta description and keywords, and the picture a link to it shows in Zalo
// or Facebook (an uploaded image or an http(s) address; empty or absent: the site's own)
export const MetaSchema = z.strictObject({
  title: text(160),
  description: text(500),
  keywords: text(500).describe("comma-separated keywords"),
  image: z
    .string()
    .trim()
    .max(IMAGE_SOURCE_MAX_LENGTH)
    .refine((value) => value === "" || isImageSource(value), { error: "validation.imagePath" })
    .optional()
    .meta({
      description: "the share image: /uploads/…, a picture of the site (/images/…, /og-image.png) or an https address",
      example: "/og-image.png",
    }),
});

// the top of a page: the small line above the title, the title and its introduction
export const HeroSchema = z.strictObject({ eyebrow: label, title: text(300), intro: paragraph });

// a section's heading: the small line above its title, the title and its introduction
export const SectionHeadingSchema = HeroSchema;

// an entry with a title and a short text (a value, a department, a step, a card)
export const TitledTextSchema = z.strictObject({ title: label, text: paragraph });

// the call to action at the bottom of a page
export const CtaSchema = z.strictObject({ title: text(300), text: paragraph });

// a figure and what it counts ("{{years}}+", "năm kinh nghiệm")
export const StatSchema = z.strictObject({ value: text(40), label });

// a picture of the site ("/images/…", "/uploads/…"; contract/image-source.ts)
export const sitePath = text(IMAGE_SOURCE_MAX_LENGTH)
  // empty: the required text's own message (a draft may leave it empty)
  .refine((value) => value === "" || isImageSource(value, SITE_PICTURE), { error: SITE_PICTURE.message })
  .meta({ example: "/images/projects/substation.svg" });

// entries whose `key` is each one once
export const uniqueKeys = <T extends { key: string }>(items: T[]) =>
  new Set(items.map((item) => item.key)).size === items.length;
