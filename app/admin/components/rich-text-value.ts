import { isAllowedHref, isRichTextImageSource } from "../../../contract/rich-text-links.ts";

// What the rich-text editor (Tiptap) writes, narrowed to what contract/rich-text.ts accepts:
// headings 2 and 3, paragraphs, bullet and numbered lists two deep, quotes, line breaks, and text
// that is bold, italic or a link to an allowed address. Anything else the editor may produce (a
// pasted table, a third list level, a heading 1, a mark it does not offer) becomes the nearest
// thing allowed or goes. JSON in, JSON out: no HTML is ever stored.

type Json = { type?: unknown; attrs?: Record<string, unknown>; content?: unknown; text?: unknown; marks?: unknown };
type Out = Record<string, unknown>;

const asNodes = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((node): node is Json => typeof node === "object" && node !== null) : [];

function marks(value: unknown): Out[] {
  const kept: Out[] = [];
  for (const mark of asNodes(value)) {
    if (mark.type === "bold" || mark.type === "italic") kept.push({ type: mark.type });
    else if (mark.type === "link" && isAllowedHref(mark.attrs?.href)) {
      const attrs: Out = { href: mark.attrs?.href };
      if (mark.attrs?.target === "_blank") attrs.target = "_blank";
      kept.push({ type: "link", attrs });
    }
  }
  // each kind once
  return kept.filter((mark, index) => kept.findIndex((other) => other.type === mark.type) === index).slice(0, 3);
}

function inline(value: unknown): Out[] {
  const out: Out[] = [];
  for (const node of asNodes(value)) {
    if (node.type === "hardBreak") out.push({ type: "hardBreak" });
    else if (node.type === "text" && typeof node.text === "string" && node.text !== "") {
      const kept = marks(node.marks);
      out.push(kept.length > 0 ? { type: "text", text: node.text, marks: kept } : { type: "text", text: node.text });
    } else if (node.content) out.push(...inline(node.content));
  }
  return out;
}

const withContent = (node: Out, content: Out[]) => (content.length > 0 ? { ...node, content } : node);
const paragraph = (content: Out[]): Out => withContent({ type: "paragraph" }, content);

// the text of any node, as paragraphs (a list too deep, an unknown block)
function paragraphs(node: Json): Out[] {
  if (node.type === "paragraph" || node.type === "heading") return [paragraph(inline(node.content))];
  if (node.type === "text" || node.type === "hardBreak") return [paragraph(inline([node]))];
  return asNodes(node.content).flatMap(paragraphs);
}

function list(node: Json, depth: number): Out | null {
  const items = asNodes(node.content)
    .filter((item) => item.type === "listItem")
    .map((item) => {
      const content = asNodes(item.content).flatMap((child): Out[] => {
        if ((child.type === "bulletList" || child.type === "orderedList") && depth === 0) {
          const nested = list(child, 1);
          return nested ? [nested] : [];
        }
        return paragraphs(child);
      });
      return { type: "listItem", content: content.length > 0 ? content : [{ type: "paragraph" }] };
    });
  if (items.length === 0) return null;
  if (node.type === "orderedList") {
    const start = node.attrs?.start;
    return {
      type: "orderedList",
      ...(typeof start === "number" && Number.isInteger(start) && start > 1 ? { attrs: { start } } : {}),
      content: items,
    };
  }
  return { type: "bulletList", content: items };
}

function block(node: Json, inQuote = false): Out[] {
  switch (node.type) {
    case "heading": {
      if (inQuote) return paragraphs(node);
      const level = node.attrs?.level === 2 ? 2 : 3;
      return [withContent({ type: "heading", attrs: { level } }, inline(node.content))];
    }
    case "paragraph":
      return [paragraph(inline(node.content))];
    case "bulletList":
    case "orderedList": {
      const made = list(node, 0);
      return made ? [made] : [];
    }
    case "image": {
      const src = node.attrs?.src;
      const alt = typeof node.attrs?.alt === "string" ? node.attrs.alt.trim() : "";
      if (inQuote || typeof src !== "string" || !isRichTextImageSource(src) || alt === "") return [];
      const title = typeof node.attrs?.title === "string" && node.attrs.title.trim() ? node.attrs.title.trim() : null;
      const size = (value: unknown) =>
        typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
      return [
        {
          type: "image",
          attrs: { src, alt, title, width: size(node.attrs?.width), height: size(node.attrs?.height) },
        },
      ];
    }
    case "blockquote": {
      if (inQuote) return asNodes(node.content).flatMap((child) => block(child, true));
      const content = asNodes(node.content).flatMap((child) => block(child, true));
      return content.length > 0 ? [{ type: "blockquote", content }] : [];
    }
    default:
      return paragraphs(node);
  }
}

export interface RichTextJson {
  type: "doc";
  content: Out[];
}

export function toRichText(value: unknown): RichTextJson {
  const doc = (typeof value === "object" && value !== null ? value : {}) as Json;
  const content = asNodes(doc.content).flatMap((node) => block(node));
  // the empty paragraphs the editor keeps around its text (the cursor's line after a pasted
  // list) are not the text's
  const empty = (node: RichTextJson["content"][number] | undefined) =>
    node?.type === "paragraph" &&
    !(Array.isArray((node as { content?: unknown }).content) && (node as { content: unknown[] }).content.length > 0);
  while (empty(content[content.length - 1])) content.pop();
  while (empty(content[0])) content.shift();
  return { type: "doc", content };
}
