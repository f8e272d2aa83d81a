import { REQUIRED } from "../common.ts";
import { plainText, RichTextSchema } from "../rich-text.ts";
import { z } from "../zod.ts";
import { label, list, MetaSchema, paragraph, text } from "./parts.ts";

// a legal page's words (the privacy policy, the terms of use), rendered by LegalPage; the
// sections' bodies are rich text (contract/rich-text.ts)

// a section's id is its anchor (#collection): the same in both languages
const anchor = text(60)
  .regex(/^[a-z][a-z0-9-]*$/, { error: "validation.invalid" })
  .meta({ example: "collection", description: "the section's anchor: the same in both languages" })
  .meta({ label: { vi: "Mã neo, giống nhau ở hai ngôn ngữ", en: "Anchor, the same in both languages" } });

const title = text(300).meta({ label: { vi: "Tiêu đề", en: "Title" } });
const paragraphs = list(paragraph.meta({ label: { vi: "Đoạn văn", en: "Paragraph" } }), 1, 30);

// a section's text, never empty (one definition in the OpenAPI document's components; its label
// sits in the same meta, as a schema with an id passes none of its meta on)
const LegalBodySchema = RichTextSchema.refine((body) => plainText(body).trim() !== "", { error: REQUIRED }).meta({
  id: "LegalSectionBody",
  label: { vi: "Nội dung", en: "Body" },
});

// a section of the text: its title (the table of contents and the anchor use it) and its body, a
// rich text whose subsections are level-3 headings (the section's title is the level-2 one)
export const LegalSectionSchema = z.strictObject({
  id: anchor,
  title,
  body: LegalBodySchema,
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

const uniqueIds = (copy: { sections: { id: string }[]; contact: { id: string } }) => {
  const ids = [...copy.sections.map((section) => section.id), copy.contact.id];
  return new Set(ids).size === ids.length;
};

export const LegalCopySchema = z
  .strictObject({
    meta: MetaSchema,
    hero: z
      .strictObject({
        eyebrow: label.meta({ label: { vi: "Dòng chữ nhỏ trên tiêu đề", en: "Line above the title" } }),
        title,
        intro: paragraph.meta({ label: { vi: "Đoạn giới thiệu", en: "Introduction" } }),
        updatedLabel: label.meta({ label: { vi: "Nhãn ngày cập nhật", en: "Updated label" } }),
        updated: label
          .describe("the day of the last update, as the page shows it")
          .meta({ label: { vi: "Ngày cập nhật", en: "Date of the last update" } }),
      })
      .meta({ label: { vi: "Phần mở đầu", en: "Top of the page" } }),
    toc: z
      .strictObject({
        label: label.describe("the accessible name of the table of contents").meta({
          label: {
            vi: "Tên mục lục, cho trình đọc màn hình",
            en: "Name of the table of contents, for screen readers",
          },
        }),
        title: label.meta({ label: { vi: "Tiêu đề", en: "Title" } }),
      })
      .meta({ label: { vi: "Mục lục", en: "Table of contents" } }),
    notice: paragraph
      .optional()
      .describe("said before everything else, in a box: what the reader must know about the text itself")
      .meta({ label: { vi: "Lưu ý đầu trang", en: "Notice at the top" } }),
    preamble: paragraphs.optional().meta({ label: { vi: "Lời mở đầu", en: "Preamble" } }),
    sections: list(LegalSectionSchema.meta({ label: { vi: "Phần", en: "Section" } }), 1, 40).meta({
      label: { vi: "Các phần", en: "Sections" },
    }),
    contact: z
      .strictObject({
        id: anchor,
        title,
        paragraphs: paragraphs.meta({ label: { vi: "Các đoạn văn", en: "Paragraphs" } }),
        addressLabel: label.meta({ label: { vi: "Nhãn địa chỉ", en: "Address label" } }),
        phoneLabel: label.meta({ label: { vi: "Nhãn điện thoại", en: "Phone label" } }),
        emailLabel: label.meta({ label: { vi: "Nhãn e-mail", en: "E-mail label" } }),
      })
      .meta({ label: { vi: "Phần liên hệ", en: "Contact section" } }),
    related: z
      .strictObject({
        text: paragraph.meta({ label: { vi: "Nội dung", en: "Text" } }),
        label: label.describe("the link to the other legal page").meta({ label: { vi: "Nhãn", en: "Label" } }),
      })
      .meta({ label: { vi: "Trang pháp lý liên quan", en: "Related legal page" } }),
  })
  .refine(uniqueIds, { error: "each section's id once", path: ["sections"] });
export type LegalCopy = z.infer<typeof LegalCopySchema>;
