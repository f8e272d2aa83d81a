import { Fragment, type ReactNode } from "react";
import type { RichTextBlock, RichText as RichTextDoc, RichTextInline } from "../../../contract/rich-text.ts";
import { isAllowedHref, isRichTextImageSource } from "../../../contract/rich-text-links.ts";
import { uploadSrcSet } from "../../lib/images.ts";

// a rich text (contract/rich-text.ts) as elements, never as HTML: the styles of the legal pages'
// texts. `outline` is the level of the heading the text sits under: the text's highest headings
// come one level below it (a legal section's h2: its subsections are h3), so the page's outline
// stays whole. `fill` fills the texts' {{marks}}; `localize` turns a path of the site into the
// page's language. A link the schema would refuse (javascript:, data:) is shown as its text.

type Node = { type: string; content?: readonly Node[]; attrs?: Record<string, unknown> };

interface Options {
  fill: (text: string) => string;
  localize: (path: string) => string;
  shift: number;
  topLevel: number;
}

const paragraphClass = "mt-4 leading-relaxed text-slate-700";
const listClass = "mt-4 space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600";
const nestedListClass = "mt-2 space-y-2 pl-6 marker:text-brand-600";
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
// by rank: the text's highest headings, then the ones under them
const headingClass = ["mt-8 text-lg font-semibold text-slate-900", "mt-6 font-semibold text-slate-900"];

// elements with keys: the text is rendered once, as it is, so a child's place is its key
function keyed<T>(nodes: readonly T[] | undefined, render: (node: T, key: string) => ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  nodes?.forEach((node, place) => {
    out.push(render(node, String(place)));
  });
  return out;
}

function renderInline(node: RichTextInline, key: string, options: Options): ReactNode {
  if (node.type === "hardBreak") return <br key={key} />;
  let element: ReactNode = options.fill(node.text);
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") element = <strong>{element}</strong>;
    else if (mark.type === "italic") element = <em>{element}</em>;
  }
  const link = node.marks?.find((mark) => mark.type === "link");
  if (link && isAllowedHref(link.attrs.href)) {
    const href = link.attrs.href;
    const external = /^https?:/i.test(href);
    element = (
      <a
        href={href.startsWith("/") ? options.localize(href) : href}
        className={linkClass}
        rel={external ? "noopener noreferrer" : undefined}
      >
        {element}
      </a>
    );
  }
  return <Fragment key={key}>{element}</Fragment>;
}

const inlines = (node: Node, options: Options) =>
  keyed(node.content as RichTextInline[] | undefined, (child, key) => renderInline(child, key, options));

function renderList(node: Node, key: string, options: Options, nested: boolean): ReactNode {
  const ordered = node.type === "orderedList";
  const className = `${ordered ? "list-decimal" : "list-disc"} ${nested ? nestedListClass : listClass}`;
  const items = keyed(node.content, (item, itemKey) => (
    <li key={itemKey}>
      {keyed(item.content, (child, childKey) =>
        child.type === "paragraph" ? (
          // a list item's paragraphs: its text, the first one without a margin
          <p key={childKey} className={childKey === "0" ? undefined : "mt-2"}>
            {inlines(child, options)}
          </p>
        ) : (
          renderList(child, childKey, options, true)
        ),
      )}
    </li>
  ));
  if (ordered) {
    const start = typeof node.attrs?.start === "number" && node.attrs.start !== 1 ? node.attrs.start : undefined;
    return (
      <ol key={key} className={className} start={start}>
        {items}
      </ol>
    );
  }
  return (
    <ul key={key} className={className}>
      {items}
    </ul>
  );
}

function renderBlock(node: Node, key: string, options: Options): ReactNode {
  switch (node.type) {
    case "paragraph":
      return (
        <p key={key} className={paragraphClass}>
          {inlines(node, options)}
        </p>
      );
    case "heading": {
      const level = Number(node.attrs?.level ?? 2);
      const Tag = `h${Math.min(6, Math.max(2, level + options.shift))}` as "h2";
      return (
        <Tag key={key} className={headingClass[level - options.topLevel] ?? headingClass[1]}>
          {inlines(node, options)}
        </Tag>
      );
    }
    case "bulletList":
    case "orderedList":
      return renderList(node, key, options, false);
    case "image": {
      const attrs = (node.attrs ?? {}) as {
        src?: string;
        alt?: string;
        title?: string | null;
        width?: number | null;
        height?: number | null;
      };
      if (typeof attrs.src !== "string" || !isRichTextImageSource(attrs.src)) return null;
      return (
        <figure key={key} className="mt-6">
          <img
            src={attrs.src}
            // an upload in the sizes made of it, for the article's column (at most 720 px wide)
            srcSet={uploadSrcSet(attrs.src)}
            sizes={uploadSrcSet(attrs.src) ? "(min-width: 768px) 720px, 100vw" : undefined}
            alt={attrs.alt ?? ""}
            width={attrs.width ?? undefined}
            height={attrs.height ?? undefined}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg bg-slate-100 ring-1 ring-slate-200"
          />
          {attrs.title && <figcaption className="mt-2 text-center text-sm text-slate-600">{attrs.title}</figcaption>}
        </figure>
      );
    }
    case "blockquote":
      return (
        <blockquote key={key} className="mt-4 border-l-4 border-brand-200 pl-4 text-slate-700">
          {keyed(node.content, (child, childKey) => renderBlock(child, childKey, options))}
        </blockquote>
      );
    default:
      return null;
  }
}

export function RichText({
  doc,
  outline,
  fill = (text) => text,
  localize = (path) => path,
}: {
  doc: RichTextDoc;
  outline: number;
  fill?: (text: string) => string;
  localize?: (path: string) => string;
}) {
  const blocks = doc.content as readonly RichTextBlock[];
  const levels = blocks.flatMap((block) => (block.type === "heading" ? [block.attrs.level] : []));
  const topLevel = levels.length > 0 ? Math.min(...levels) : 2;
  const options: Options = { fill, localize, shift: outline + 1 - topLevel, topLevel };
  return <>{keyed(blocks as readonly Node[], (block, key) => renderBlock(block, key, options))}</>;
}
