import type { RichText, RichTextBlock } from "../../../contract/rich-text.ts";

// short hands for writing a seed's rich text (contract/rich-text.ts) by hand: doc(p("…"), h3("…"),
// ul("…", "…"))

type Paragraph = Extract<RichTextBlock, { type: "paragraph" }>;
type Heading = Extract<RichTextBlock, { type: "heading" }>;
type BulletList = Extract<RichTextBlock, { type: "bulletList" }>;

export const doc = (...content: RichTextBlock[]): RichText => ({ type: "doc", content });

export const p = (text: string): Paragraph => ({ type: "paragraph", content: [{ type: "text", text }] });

export const h3 = (text: string): Heading => ({
  type: "heading",
  attrs: { level: 3 },
  content: [{ type: "text", text }],
});

export const ul = (...items: string[]): BulletList => ({
  type: "bulletList",
  content: items.map((item) => ({ type: "listItem", content: [p(item)] })),
});
