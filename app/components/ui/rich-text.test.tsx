import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type RichText as RichTextDoc, RichTextSchema } from "../../../contract/rich-text.ts";
import { fill } from "../../../contract/template.ts";
import { RichText } from "./rich-text.tsx";

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });
const heading = (level: number, value: string) => ({ type: "heading", attrs: { level }, content: [text(value)] });
const item = (...content: unknown[]) => ({ type: "listItem", content });
const doc = (...content: unknown[]) => RichTextSchema.parse({ type: "doc", content }) as RichTextDoc;

const render = (value: RichTextDoc, outline = 2, localize?: (path: string) => string) =>
  renderToStaticMarkup(
    <RichText
      doc={value}
      outline={outline}
      fill={(t) => fill(t, { company: "Công ty Điện ABC" })}
      localize={localize}
    />,
  );

describe("RichText", () => {
  it("renders paragraphs and lists with the legal pages' styles, {{company}} filled", () => {
    const html = render(
      doc(
        paragraph(text("{{company}} keeps "), text("little", [{ type: "bold" }]), text(" data", [{ type: "italic" }])),
        {
          type: "bulletList",
          content: [item(paragraph(text("Name of {{company}}"))), item(paragraph(text("E-mail")))],
        },
        { type: "orderedList", attrs: { start: 3 }, content: [item(paragraph(text("third")))] },
      ),
    );
    expect(html).toBe(
      '<p class="mt-4 leading-relaxed text-slate-700">Công ty Điện ABC keeps <strong>little</strong><em> data</em></p>' +
        '<ul class="list-disc mt-4 space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">' +
        "<li><p>Name of Công ty Điện ABC</p></li><li><p>E-mail</p></li></ul>" +
        '<ol class="list-decimal mt-4 space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600" start="3">' +
        "<li><p>third</p></li></ol>",
    );
  });

  it("puts the text's headings one level under the heading it sits under", () => {
    // a legal section (its title an h2) whose subsections are level 3: h3
    expect(render(doc(heading(3, "Cookies"), paragraph(text("x"))))).toContain(
      '<h3 class="mt-8 text-lg font-semibold text-slate-900">Cookies</h3>',
    );
    // levels 2 and 3 under an h2: h3 and h4
    const both = render(doc(heading(2, "Data"), heading(3, "Cookies")));
    expect(both).toMatch(/<h3[^>]*>Data<\/h3><h4[^>]*>Cookies<\/h4>/);
    // under the page's h1 (a news item): h2 and h3
    expect(render(doc(heading(2, "Data"), heading(3, "Cookies")), 1)).toMatch(
      /<h2[^>]*>Data<\/h2><h3[^>]*>Cookies<\/h3>/,
    );
  });

  it("renders links: external ones noopener noreferrer, the site's in the page's language", () => {
    const html = render(
      doc(
        paragraph(
          text("site", [{ type: "link", attrs: { href: "https://example.com" } }]),
          text("contact", [{ type: "link", attrs: { href: "/contact" } }]),
          text("mail", [{ type: "bold" }, { type: "link", attrs: { href: "mailto:a@b.vn" } }]),
        ),
      ),
      2,
      (path) => `/en${path}`,
    );
    expect(html).toContain('<a href="https://example.com" class="');
    expect(html).toContain('rel="noopener noreferrer">site</a>');
    expect(html).toMatch(/<a href="\/en\/contact" class="[^"]*">contact<\/a>/);
    expect(html).toMatch(/<a href="mailto:a@b.vn" class="[^"]*"><strong>mail<\/strong><\/a>/);
  });

  it("never renders a javascript: link: the schema refuses it, and the renderer shows its text only", () => {
    const evil = {
      type: "doc",
      content: [paragraph(text("click", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))],
    };
    expect(RichTextSchema.safeParse(evil).success).toBe(false);
    const html = render(evil as RichTextDoc);
    expect(html).toBe('<p class="mt-4 leading-relaxed text-slate-700">click</p>');
  });

  it("escapes text: markup in a text is text", () => {
    expect(render(doc(paragraph(text("<script>alert(1)</script>"))))).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });
});
