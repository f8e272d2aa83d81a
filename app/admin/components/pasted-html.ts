// What Word and Google Docs put on the clipboard, made into the structure the article editor
// keeps (in the browser, before Tiptap reads it). Tiptap drops what it has no extension for —
// colours, fonts, sizes, classes — but would get three things wrong, mended here:
// - bold and italic written as styles (Google Docs' spans, `font-weight:700`, `font-style:italic`):
//   under the back office's strict style policy the browser does not read style attributes, so
//   Tiptap cannot see them. They are read here from the attribute's text and become <strong> and
//   <em>; Google Docs' wrapping <b style="font-weight:normal">, which Tiptap would take for bold,
//   is unwrapped; then every style attribute goes;
// - headings: the page's title is the article's h1, so a pasted h1 becomes h2, and h4–h6 become
//   h3 (the editor's levels);
// - Word's lists, which it copies as paragraphs styled `mso-list` with the bullet or the number as
//   text in a span marked `mso-list:Ignore`: they become <ul>/<ol> with one <li> each (flat).

const WORD_LIST = /mso-list:\s*l\d/i;
const WORD_MARKER = /mso-list:\s*ignore/i;
// "1.", "a)", "iv." — a number; anything else (·, o, §, –) a bullet
const NUMBERED = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]\s*$/i;

function rename(element: Element, tag: string): void {
  const replacement = element.ownerDocument.createElement(tag);
  while (element.firstChild) replacement.appendChild(element.firstChild);
  element.replaceWith(replacement);
}

// an element's style attribute as { property: value }, read from its text
function styleOf(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of (element.getAttribute(STYLE) ?? "").split(";")) {
    const at = declaration.indexOf(":");
    if (at > 0)
      style[declaration.slice(0, at).trim().toLowerCase()] = declaration
        .slice(at + 1)
        .trim()
        .toLowerCase();
  }
  return style;
}

function wrapChildren(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  while (element.firstChild) wrapper.appendChild(element.firstChild);
  element.appendChild(wrapper);
}

// style attributes are renamed before the HTML is parsed: parsed, each would be refused by the
// style policy, with an error in the console
const STYLE = "data-pasted-style";
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?\s)style(\s*=)/gi;

export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(STYLE_ATTRIBUTE, `$1${STYLE}$2`), "text/html");
  const { body } = document;
  for (const heading of body.querySelectorAll("h1, h4, h5, h6")) {
    rename(heading, heading.tagName === "H1" ? "h2" : "h3");
  }
  let list: HTMLElement | null = null;
  for (const paragraph of [...body.querySelectorAll("p")]) {
    const style = paragraph.getAttribute(STYLE) ?? "";
    if (!WORD_LIST.test(style) && !/^MsoListParagraph/.test(paragraph.className)) {
      list = null;
      continue;
    }
    const markers = [...paragraph.querySelectorAll("span")].filter((span) =>
      WORD_MARKER.test(span.getAttribute(STYLE) ?? ""),
    );
    const ordered = NUMBERED.test(markers[0]?.textContent ?? "");
    for (const marker of markers) marker.remove();
    const tag = ordered ? "OL" : "UL";
    // the list this paragraph continues: the one made for the paragraph just before it
    if (!list || list.tagName !== tag || list.nextElementSibling !== paragraph) {
      list = document.createElement(tag.toLowerCase());
      paragraph.before(list);
    }
    const item = document.createElement("li");
    const text = document.createElement("p");
    while (paragraph.firstChild) text.appendChild(paragraph.firstChild);
    item.appendChild(text);
    list.appendChild(item);
    paragraph.remove();
  }
  // after the lists: their marks are in the style attributes
  for (const element of [...body.querySelectorAll(`[${STYLE}]`)]) {
    const style = styleOf(element);
    const weight = style["font-weight"] ?? "";
    if ((element.tagName === "B" || element.tagName === "STRONG") && (weight === "normal" || weight === "400")) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    if (element.tagName === "SPAN") {
      if (/^(bold(er)?|[6-9]00)$/.test(weight)) wrapChildren(element, "strong");
      if (style["font-style"] === "italic") wrapChildren(element, "em");
    }
    element.removeAttribute(STYLE);
  }
  return body.innerHTML;
}
