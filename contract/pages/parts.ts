import { requiredText } from "../common.ts";
import { IMAGE_SOURCE_MAX_LENGTH, isImageSource, SITE_PICTURE } from "../image-source.ts";
import { z } from "../zod.ts";

// the building blocks of the pages' copy (contract/pages/*.ts): one language's words of a page,
// as staff edit them. A text the page cannot show empty is required (trimmed, not blank); a list
// staff edit has the bounds its layout needs. "{{name}}" marks stay in the texts and are filled
// when the page renders (contract/template.ts).

// A field's label in the page form sits beside its schema, in both languages:
// `.meta({ label: { vi: "…", en: "…" } })` (app/admin/features/pages/form-model.ts, schemaLabels).
// A label declared here serves every page that uses the block; a page labels its own fields and
// the blocks it places (`hero: HeroSchema.meta(…)`). Every field has one (the unit tests check);
// a field without one would show its key made readable ("partnersLabel" → "Partners label").

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
export const MetaSchema = z
  .strictObject({
    title: text(160).meta({ label: { vi: "Tiêu đề trang", en: "Page title" } }),
    description: text(500).meta({ label: { vi: "Mô tả trang", en: "Page description" } }),
    keywords: text(500)
      .describe("comma-separated keywords")
      .meta({ label: { vi: "Từ khóa", en: "Keywords" } }),
    image: z
      .string()
      .trim()
      .max(IMAGE_SOURCE_MAX_LENGTH)
      .refine((value) => value === "" || isImageSource(value), { error: "validation.imagePath" })
      .optional()
      .meta({
        description:
          "the share image: /uploads/…, a picture of the site (/images/…, /og-image.png) or an https address",
        example: "/og-image.png",
      })
      .meta({ label: { vi: "Ảnh khi chia sẻ (Zalo, Facebook)", en: "Share image (Zalo, Facebook)" } }),
  })
  .meta({ label: { vi: "Kết quả tìm kiếm (SEO)", en: "Search engines (SEO)" } });

// the top of a page: the small line above the title, the title and its introduction
export const HeroSchema = z.strictObject({
  eyebrow: label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } }),
  title: text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } }),
  intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }),
});

// a section's heading: the small line above its title, the title and its introduction
export const SectionHeadingSchema = HeroSchema;

// an entry with a title and a short text (a value, a department, a step, a card)
export const TitledTextSchema = z.strictObject({
  title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
  text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
});

// the call to action at the bottom of a page
export const CtaSchema = z.strictObject({
  title: text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } }),
  text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
});

// a list's pages (the projects', the news'): "showing 1–10 of 24" and the buttons to the others
export const PaginationSchema = z
  .strictObject({
    label: label.describe("the accessible name of the pagination").meta({
      label: { vi: "Tên vùng phân trang, cho trình đọc màn hình", en: "Name of the pagination, for screen readers" },
    }),
    showing: TextSchema.describe("with {{from}}, {{to}} and {{total}}").meta({
      label: { vi: "Dòng “đang hiển thị”", en: "“Showing” line" },
    }),
    previous: label.meta({ label: { vi: "Nút trang trước", en: "Previous page button" } }),
    next: label.meta({ label: { vi: "Nút trang sau", en: "Next page button" } }),
  })
  .meta({ label: { vi: "Phân trang", en: "Pagination" } });

// a figure and what it counts ("{{years}}+", "năm kinh nghiệm")
export const StatSchema = z.strictObject({
  value: text(40).meta({ label: { vi: "Giá trị", en: "Value" } }),
  label: label.meta({ label: { vi: "Nhãn", en: "Label" } }),
});

// a picture of the site ("/images/…", "/uploads/…"; contract/image-source.ts)
export const sitePath = text(IMAGE_SOURCE_MAX_LENGTH)
  // empty: the required text's own message (a draft may leave it empty)
  .refine((value) => value === "" || isImageSource(value, SITE_PICTURE), { error: SITE_PICTURE.message })
  .meta({ example: "/images/projects/substation.svg" });

// entries whose `key` is each one once
export const uniqueKeys = <T extends { key: string }>(items: T[]) =>
  new Set(items.map((item) => item.key)).size === items.length;
