import { REQUIRED } from "../common.ts";
import { plainText, RichTextSchema } from "../rich-text.ts";
import { z } from "../zod.ts";
import { label, list, MetaSchema, paragraph, text } from "./parts.ts";

// a legal page's words (the privacy policy, the terms of use), rendered by LegalPage; the
// sections' bodies are rich text (contract/rich-text.ts)

// a section's id is its anchor (#collection): the same in both languages
const anchor = text(60)
  .regex(/^[a-z][a-z0-9-]*$/, { error: "validation.invalid" })
  .meta({ example: "collection", description: "the section's anchor: the same in both languages" });

const paragraphs = list(paragraph, 1, 30);

// a section's text, never empty (one definition in the OpenAPI document's components)
const LegalBodySchema = RichTextSchema.refine((body) => plainText(body).trim() !== "", { error: REQUIRED }).meta({
  id: "LegalSectionBody",
});

// a section of the text: its title (the table of contents and the anchor use it) and its body, a
// rich text whose subsections are level-3 headings (the section's title is the level-2 one)
export const LegalSectionSchema = z.strictObject({
  id: anchor,
  title: text(300),
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
    hero: z.strictObject({
      eyebrow: label,
      title: text(300),
      intro: paragraph,
      updatedLabel: label,
      updated: label.describe("the day of the last update, as the page shows it"),
    }),
    toc: z.strictObject({ label: label.describe("the accessible name of the table of contents"), title: label }),
    notice: paragraph
      .optional()
      .describe("said before everything else, in a box: what the reader must know about the text itself"),
    preamble: paragraphs.optional(),
    sections: list(LegalSectionSchema, 1, 40),
    contact: z.strictObject({
      id: anchor,
      title: text(300),
      paragraphs,
      addressLabel: label,
      phoneLabel: label,
      emailLabel: label,
    }),
    related: z.strictObject({ text: paragraph, label: label.describe("the link to the other legal page") }),
  })
  .refine(uniqueIds, { error: "each section's id once", path: ["sections"] });
export type LegalCopy = z.infer<typeof LegalCopySchema>;
