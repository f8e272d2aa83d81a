import { imageSource } from "./common.ts";
import { isImageSource, RICH_TEXT_PICTURE } from "./image-source.ts";
import { RICH_TEXT_HREF } from "./rich-text-links.ts";
import { z } from "./zod.ts";

export { isImageSource } from "./image-source.ts";
export { isAllowedHref, RICH_TEXT_HREF } from "./rich-text-links.ts";

// Rich text as staff write it (the legal pages, news items): a ProseMirror/Tiptap JSON document,
// stored as JSON and rendered by the server into elements; no HTML from the browser is stored or
// rendered. The subset here: headings (levels 2 and 3), paragraphs, bullet and numbered lists,
// quotes, line breaks, and text that is bold, italic or a link. Nesting is bounded by the shape
// itself (a list inside a list item, no deeper; a quote holds paragraphs and lists), not by
// recursion, so a document is at most 7 levels deep; `RICH_TEXT_MAX_NODES` bounds its size.

export const RICH_TEXT_MAX_NODES = 2_000;
export const RICH_TEXT_MAX_TEXT = 20_000;

const LinkMarkSchema = z.strictObject({
  type: z.literal("link"),
  attrs: z.strictObject({
    href: z
      .string()
      .max(2_000)
      .regex(RICH_TEXT_HREF, { error: "validation.url" })
      .meta({ description: "http(s):, mailto:, tel: or a path of the site (/…)", example: "/contact" }),
    // what Tiptap's link writes beside the address; the renderer chooses these itself
    target: z.union([z.literal("_blank"), z.null()]).optional(),
    rel: z.string().max(100).nullable().optional(),
    class: z.null().optional(),
  }),
});

const MarkSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bold") }),
  z.strictObject({ type: z.literal("italic") }),
  LinkMarkSchema,
]);

const TextNodeSchema = z.strictObject({
  type: z.literal("text"),
  text: z.string().min(1).max(RICH_TEXT_MAX_TEXT),
  marks: z.array(MarkSchema).max(3).optional(),
});

const HardBreakSchema = z.strictObject({ type: z.literal("hardBreak") });

const InlineSchema = z.discriminatedUnion("type", [TextNodeSchema, HardBreakSchema]);
const inlineContent = z.array(InlineSchema).max(500).optional();

const ParagraphSchema = z.strictObject({ type: z.literal("paragraph"), content: inlineContent });

const HeadingSchema = z.strictObject({
  type: z.literal("heading"),
  attrs: z.strictObject({
    level: z.literal([2, 3]).describe("2: a heading of the text; 3: a heading under it"),
  }),
  content: inlineContent,
});

const orderedListAttrs = z
  .strictObject({
    start: z.number().int().min(1).max(10_000).optional(),
    type: z.null().optional(),
  })
  .optional();

// a list item holds paragraphs and (`nested`) lists
const listItem = <T extends z.ZodType>(nested: T) =>
  z.strictObject({ type: z.literal("listItem"), content: z.array(nested).min(1).max(20) });

const bulletList = <T extends z.ZodType>(item: T) =>
  z.strictObject({ type: z.literal("bulletList"), content: z.array(item).min(1).max(200) });
const orderedList = <T extends z.ZodType>(item: T) =>
  z.strictObject({ type: z.literal("orderedList"), attrs: orderedListAttrs, content: z.array(item).min(1).max(200) });

// a list inside a list item: its items hold paragraphs only
const innerItem = listItem(ParagraphSchema);
const outerItem = listItem(
  z.discriminatedUnion("type", [ParagraphSchema, bulletList(innerItem), orderedList(innerItem)]),
);
const BulletListSchema = bulletList(outerItem);
const OrderedListSchema = orderedList(outerItem);

const BlockquoteSchema = z.strictObject({
  type: z.literal("blockquote"),
  content: z
    .array(z.discriminatedUnion("type", [ParagraphSchema, BulletListSchema, OrderedListSchema]))
    .min(1)
    .max(100),
});

// a picture with its description and an optional caption (a news item's text): an uploaded image
// (/uploads/…) or an https address, with its size so the page keeps its place while it loads
const ImageSchema = z.strictObject({
  type: z.literal("image"),
  attrs: z.strictObject({
    src: imageSource("validation.richTextImagePath", RICH_TEXT_PICTURE).meta({
      description: "an uploaded image (/uploads/…) or an https address",
      example: "/uploads/images/2026/11/a-1600w.webp",
    }),
    alt: z.string().trim().min(1).max(300).describe("what the picture shows, for people who cannot see it"),
    title: z.string().trim().max(300).nullable().optional().describe("the caption under it"),
    width: z.number().int().min(1).max(10_000).nullable().optional(),
    height: z.number().int().min(1).max(10_000).nullable().optional(),
  }),
});

const BlockSchema = z.discriminatedUnion("type", [
  HeadingSchema,
  ImageSchema,
  ParagraphSchema,
  BulletListSchema,
  OrderedListSchema,
  BlockquoteSchema,
]);

type AnyNode = { type: string; content?: readonly AnyNode[] };

function countNodes(node: AnyNode): number {
  return 1 + (node.content ?? []).reduce((sum, child) => sum + countNodes(child), 0);
}

export const RichTextSchema = z
  .strictObject({
    type: z.literal("doc"),
    content: z.array(BlockSchema).max(1_000),
  })
  .refine((doc) => countNodes(doc) <= RICH_TEXT_MAX_NODES, {
    error: `at most ${RICH_TEXT_MAX_NODES} nodes`,
  })
  .meta({
    // one definition in the OpenAPI document's components, referred to wherever a rich text is
    id: "RichText",
    description:
      "a rich text: a ProseMirror (Tiptap) JSON document of headings (2, 3), paragraphs, lists, quotes, images with a caption, line breaks and bold, italic or linked text",
  });

export type RichText = z.infer<typeof RichTextSchema>;
export type RichTextBlock = RichText["content"][number];
export type RichTextInline = NonNullable<z.infer<typeof ParagraphSchema>["content"]>[number];

// the text of a document without its formatting: a line per paragraph, heading or list item
// (search, previews, character counts)
export function plainText(doc: RichText): string {
  const lines: string[] = [];
  const walk = (node: AnyNode & { text?: string }) => {
    if (node.type === "paragraph" || node.type === "heading") {
      lines.push(
        (node.content ?? [])
          .map((inline) => (inline.type === "hardBreak" ? "\n" : ((inline as { text?: string }).text ?? "")))
          .join(""),
      );
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return lines.join("\n");
}

// a stored document without the pictures whose address the rule refuses (contract/image-source.ts):
// a body saved before the rule was stricter (issue 34) reads as its text, not as raw JSON; nothing
// else is changed
export function withoutRefusedImages(document: unknown): unknown {
  if (typeof document !== "object" || document === null || !Array.isArray((document as AnyNode).content)) {
    return document;
  }
  const content = (document as { content: unknown[] }).content.filter((block) => {
    const node = block as { type?: unknown; attrs?: { src?: unknown } } | null;
    return node?.type !== "image" || isImageSource(node.attrs?.src, RICH_TEXT_PICTURE);
  });
  return { ...document, content };
}

// a plain text as a rich text: its paragraphs (separated by an empty line), a single line break
// kept as a space (how plain news bodies were shown); an empty text is an empty document
export function richTextFromPlain(text: string): RichText {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  return {
    type: "doc",
    content: paragraphs.map((paragraph) => ({
      type: "paragraph" as const,
      content: [{ type: "text" as const, text: paragraph.slice(0, RICH_TEXT_MAX_TEXT) }],
    })),
  };
}
