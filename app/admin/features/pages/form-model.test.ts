import { describe, expect, it } from "vitest";
import { PAGE_KEYS, pageCopySchemas } from "../../../../contract/pages/index.ts";
import { RichTextSchema } from "../../../../contract/rich-text.ts";
import { z } from "../../../../contract/zod.ts";
import { toRichText } from "../../components/rich-text-value.ts";
import {
  addItem,
  blankValue,
  describeSchema,
  type FieldNode,
  fieldPaths,
  fieldTrail,
  getAt,
  labelFor,
  missingFields,
  moveItem,
  pathPattern,
  removeItem,
} from "./form-model.ts";
import { labelsOf } from "./labels.ts";

// the page editor's model: the form read from each page's schema, labels for every field, lists
// that stay parallel in the two languages, and the texts empty in one language

const home = describeSchema(pageCopySchemas.home as never);
const privacy = describeSchema(pageCopySchemas.privacy as never);
const field = (node: FieldNode, path: string): FieldNode => {
  let current = node;
  for (const part of path.split(".")) {
    if (current.kind === "array") current = current.element;
    else if (current.kind === "object") {
      const next = current.fields.find((entry) => entry.key === part);
      if (!next) throw new Error(`no ${part} in ${path}`);
      current = next.node;
    } else throw new Error(`${path} goes past a leaf`);
  }
  return current;
};

describe("the form read from a page's schema", () => {
  it("knows objects, texts (long ones as text areas), choices, lists with their bounds and rich texts", () => {
    expect(field(home, "hero.title")).toEqual({ kind: "string", max: 300, required: true, multiline: true });
    expect(field(home, "hero.eyebrow")).toEqual({ kind: "string", max: 160, required: true, multiline: false });
    expect(field(home, "hero.stats")).toMatchObject({ kind: "array", min: 1, max: 4 });
    expect(field(home, "products.items")).toMatchObject({ kind: "array", min: 1, max: 3 });
    expect(field(home, "products.items.0.key")).toEqual({
      kind: "enum",
      options: ["mediumVoltage", "lowVoltage", "transformers"],
    });
    expect(field(privacy, "sections.0.body")).toEqual({ kind: "richText", required: true });
    expect(describeSchema(RichTextSchema as never)).toEqual({ kind: "richText", required: false });
    const contact = describeSchema(pageCopySchemas.contact as never);
    expect(field(contact, "form.blocked").kind).toBe("plural");
    expect(field(contact, "form.consent.after")).toMatchObject({ kind: "string", required: false });
  });

  it("marks the optional fields (a legal page's notice and preamble)", () => {
    if (privacy.kind !== "object") throw new Error("an object");
    const optional = privacy.fields.filter((entry) => entry.optional).map((entry) => entry.key);
    expect(optional).toEqual(["notice", "preamble"]);
  });
});

describe("labels", () => {
  it("looks a field up by its pattern, among the labels its page's schema declares", () => {
    expect(pathPattern("hero.stats.2.label")).toBe("hero.stats.*.label");
    const vi = labelsOf("home", "vi");
    expect(labelFor("hero.title", vi)).toEqual({ label: "Tiêu đề", fallback: false });
    expect(labelFor("meta.description", labelsOf("home", "en")).label).toBe("Page description");
    expect(labelFor("hero.stats.1", vi).label).toBe("Số liệu");
    expect(labelFor("projects", vi).label).toBe("Dự án");
    expect(labelFor("projects", labelsOf("shared", "vi")).label).toBe("Thẻ dự án");
    expect(labelFor("contact", labelsOf("not-found", "en")).label).toBe("Contact button");
    expect(labelFor("somethingNew", vi)).toEqual({ label: "Something new", fallback: true });
  });

  it("names a field with its groups, a list's entry by its number", () => {
    expect(fieldTrail("hero.stats.1.label", labelsOf("home", "vi"))).toBe("Phần mở đầu › Số liệu 2 › Nhãn");
    expect(fieldTrail("hero.title", labelsOf("home", "en"))).toBe("Top of the page › Title");
  });

  it("has a label for every field of every page, in both languages", () => {
    for (const language of ["vi", "en"] as const) {
      const fallbacks = PAGE_KEYS.flatMap((key) =>
        fieldPaths(describeSchema(pageCopySchemas[key] as never))
          .filter((path) => labelFor(path, labelsOf(key, language)).fallback)
          .map((path) => `${key}:${path}`),
      );
      expect(fallbacks, language).toEqual([]);
    }
  });
});

describe("lists in both languages", () => {
  const stats = field(home, "hero.stats");
  if (stats.kind !== "array") throw new Error("a list");
  const document = {
    vi: {
      hero: {
        stats: [
          { value: "1", label: "một" },
          { value: "2", label: "hai" },
          { value: "3", label: "ba" },
        ],
      },
    },
    en: {
      hero: {
        stats: [
          { value: "1", label: "one" },
          { value: "2", label: "two" },
          { value: "3", label: "three" },
        ],
      },
    },
  };
  const labels = (doc: typeof document | ReturnType<typeof addItem>, language: "vi" | "en") =>
    (getAt(doc[language], "hero.stats") as { label: string }[]).map((item) => item.label);

  it("adds an empty entry at the same place in both", () => {
    const added = addItem(document, "hero.stats", stats.element, 1);
    expect(labels(added, "vi")).toEqual(["một", "", "hai", "ba"]);
    expect(labels(added, "en")).toEqual(["one", "", "two", "three"]);
    expect(labels(addItem(document, "hero.stats", stats.element), "en")).toEqual(["one", "two", "three", ""]);
    // the document it came from is unchanged
    expect(labels(document, "vi")).toEqual(["một", "hai", "ba"]);
  });

  it("removes and moves the same entry in both", () => {
    const removed = removeItem(document, "hero.stats", 0);
    expect(labels(removed, "vi")).toEqual(["hai", "ba"]);
    expect(labels(removed, "en")).toEqual(["two", "three"]);
    const moved = moveItem(document, "hero.stats", 2, 0);
    expect(labels(moved, "vi")).toEqual(["ba", "một", "hai"]);
    expect(labels(moved, "en")).toEqual(["three", "one", "two"]);
    expect(moveItem(document, "hero.stats", 0, 5)).toEqual(document);
  });

  it("gives a new entry its least shape: empty texts, the first choice not yet used, lists at their least", () => {
    const products = field(home, "products.items");
    if (products.kind !== "array") throw new Error("a list");
    expect(blankValue(products.element, [{ key: "mediumVoltage" }])).toEqual({
      key: "lowVoltage",
      title: "",
      text: "",
      points: [""],
    });
  });
});

describe("texts empty in one language", () => {
  it("lists each required text empty in a language, in the form's order, with its languages", () => {
    const schema = z.strictObject({
      title: z.string().min(1),
      note: z.string().max(10),
      items: z.array(z.strictObject({ label: z.string().min(1) })),
    });
    const node = describeSchema(schema);
    const missing = missingFields(node, {
      vi: { title: "Tiêu đề", note: "", items: [{ label: "" }, { label: "b" }] },
      en: { title: "  ", note: "", items: [{ label: "" }, { label: "" }, { label: "c" }] },
    });
    expect(missing).toEqual([
      { path: "title", languages: ["en"] },
      { path: "items.0.label", languages: ["vi", "en"] },
      { path: "items.1.label", languages: ["en"] },
      { path: "items.2.label", languages: ["vi"] },
    ]);
  });

  it("counts a rich text without words as empty", () => {
    const doc = { type: "doc", content: [{ type: "paragraph" }] };
    const section = { id: "a", title: "A", body: doc };
    const copy = (body: unknown) => ({ sections: [{ ...section, body }] });
    const full = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Có chữ" }] }] };
    const missing = missingFields(privacy, { vi: copy(full), en: copy(doc) }).filter((entry) =>
      entry.path.startsWith("sections"),
    );
    expect(missing).toEqual([{ path: "sections.0.body", languages: ["en"] }]);
  });
});

describe("what the rich-text editor stores", () => {
  it("keeps what the contract accepts and narrows the rest", () => {
    const fromEditor = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Tiêu đề" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "đậm", marks: [{ type: "bold" }, { type: "strike" }] },
            { type: "text", text: "xấu", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            {
              type: "text",
              text: "tốt",
              marks: [{ type: "link", attrs: { href: "/contact", target: "_blank", rel: "noopener", class: null } }],
            },
          ],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "một" }] },
                {
                  type: "orderedList",
                  attrs: { start: 1, type: null },
                  content: [
                    {
                      type: "listItem",
                      content: [
                        { type: "paragraph", content: [{ type: "text", text: "hai" }] },
                        {
                          type: "bulletList",
                          content: [
                            {
                              type: "listItem",
                              content: [{ type: "paragraph", content: [{ type: "text", text: "ba" }] }],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: "codeBlock", content: [{ type: "text", text: "mã" }] },
      ],
    };
    const stored = toRichText(fromEditor);
    expect(RichTextSchema.safeParse(stored).success).toBe(true);
    expect(stored.content[0]).toEqual({
      type: "heading",
      attrs: { level: 3 },
      content: [{ type: "text", text: "Tiêu đề" }],
    });
    expect(stored.content[1]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "đậm", marks: [{ type: "bold" }] },
        { type: "text", text: "xấu" },
        { type: "text", text: "tốt", marks: [{ type: "link", attrs: { href: "/contact", target: "_blank" } }] },
      ],
    });
    // the third level of lists becomes the second level's paragraphs
    expect(JSON.stringify(stored.content[2])).toContain('"text":"ba"');
    expect(stored.content[3]).toEqual({ type: "paragraph", content: [{ type: "text", text: "mã" }] });
  });
});
