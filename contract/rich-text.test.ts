import { describe, expect, it } from "vitest";
import { plainText, RICH_TEXT_MAX_NODES, type RichText, RichTextSchema } from "./rich-text.ts";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const link = (href: string) => ({ type: "link", attrs: { href } });
const doc = (...content: unknown[]) => ({ type: "doc", content });

const sample = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("Data")] },
  paragraph(text("We keep "), text("little", [{ type: "bold" }]), { type: "hardBreak" }, text("and say so.")),
  {
    type: "bulletList",
    content: [
      {
        type: "listItem",
        content: [
          paragraph(text("Name")),
          {
            type: "orderedList",
            attrs: { start: 3 },
            content: [{ type: "listItem", content: [paragraph(text("first"))] }],
          },
        ],
      },
    ],
  },
  { type: "blockquote", content: [paragraph(text("Ask "), text("us", [link("mailto:info@example.com")]))] },
  { type: "heading", attrs: { level: 3 }, content: [text("Cookies")] },
  paragraph(),
);

describe("RichTextSchema", () => {
  it("accepts headings, paragraphs, nested lists, quotes, breaks and marks", () => {
    const result = RichTextSchema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("accepts the links Tiptap writes: http(s), mailto:, tel: and paths of the site, with its attrs", () => {
    for (const href of [
      "https://example.com/a?b=c",
      "http://example.com",
      "mailto:a@b.vn",
      "tel:+84 28 1234 5678",
      "/contact#form",
    ]) {
      const withLink = doc(
        paragraph(text("x", [{ type: "link", attrs: { href, target: "_blank", rel: "noopener", class: null } }])),
      );
      expect(RichTextSchema.safeParse(withLink).success, href).toBe(true);
    }
  });

  it("refuses any other link: javascript:, data:, another site without its scheme", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      " https://a.b",
    ]) {
      const result = RichTextSchema.safeParse(doc(paragraph(text("x", [link(href)]))));
      expect(result.success, href).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["content", 0, "content", 0, "marks", 0, "attrs", "href"]);
    }
  });

  it("refuses what is not in the subset: unknown nodes, marks and keys, heading levels 1 and 4, empty text", () => {
    const refused = [
      doc({ type: "image", attrs: { src: "/a.png" } }),
      doc({ type: "heading", attrs: { level: 1 }, content: [text("x")] }),
      doc({ type: "heading", attrs: { level: 4 }, content: [text("x")] }),
      doc(paragraph(text("x", [{ type: "underline" }]))),
      doc(paragraph(text(""))),
      doc({ type: "paragraph", content: [text("x")], attrs: { style: "color:red" } }),
      doc(paragraph({ type: "text", text: "x", html: "<b>x</b>" })),
      { type: "doc", content: [], extra: 1 },
      { type: "paragraph", content: [] },
      doc({ type: "listItem", content: [paragraph(text("x"))] }),
    ];
    for (const value of refused) expect(RichTextSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it("bounds the depth: a list in a list in a list is refused", () => {
    const item = (...content: unknown[]) => ({ type: "listItem", content });
    const list = (...items: unknown[]) => ({ type: "bulletList", content: items });
    const twoLevels = doc(list(item(paragraph(text("a")), list(item(paragraph(text("b")))))));
    const threeLevels = doc(
      list(item(paragraph(text("a")), list(item(paragraph(text("b")), list(item(paragraph(text("c")))))))),
    );
    expect(RichTextSchema.safeParse(twoLevels).success).toBe(true);
    expect(RichTextSchema.safeParse(threeLevels).success).toBe(false);
  });

  it("bounds the size: nodes and the length of a text", () => {
    const many = doc(...Array.from({ length: 700 }, () => paragraph(text("a"), text("b"))));
    expect(RICH_TEXT_MAX_NODES).toBe(2_000);
    expect(RichTextSchema.safeParse(many).success).toBe(false);
    expect(RichTextSchema.safeParse(doc(paragraph(text("a".repeat(20_001))))).success).toBe(false);
    expect(RichTextSchema.safeParse(doc(paragraph(text("a".repeat(20_000))))).success).toBe(true);
  });
});

describe("plainText", () => {
  it("is the text without its formatting, a line per block and per list item", () => {
    expect(plainText(RichTextSchema.parse(sample) as RichText)).toBe(
      ["Data", "We keep little\nand say so.", "Name", "first", "Ask us", "Cookies", ""].join("\n"),
    );
  });
});
