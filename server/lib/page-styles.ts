import { type Selector, type SelectorComponent, transform } from "lightningcss";
import { hashSource } from "./hash-source.ts";

// A page's stylesheet cut down to what its HTML uses (issue 37, point 3: "CSS inline and only what
// the page uses"). Every public page carries the whole site stylesheet inline (decision 006):
// about 48 kB of Tailwind's rules, of which a page uses a part (the home page two thirds). A page without the framework
// (decision 040) can only ever show what its HTML names — nothing renders new markup in the
// browser — so its copy in the page cache keeps the rules whose classes, ids and elements occur in
// that HTML, and every rule that depends on a state the page can enter later: an attribute
// (`[open]`, `[data-failed]`, `aria-*`), a pseudo-class (`:hover`, `:focus-visible`, `:target`) or
// a combinator is assumed true, so a rule is only dropped for naming a class, id or element that
// is nowhere in the document. At-rules (`@keyframes`, `@property`, `@font-face`,
// `@view-transition`) are kept whole. Lightning CSS parses and prints it (Tailwind builds with it).

// what a document names: its elements, classes and ids
interface Names {
  elements: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });

// read from the markup as the server wrote it (React's output: attributes in double quotes). A
// "class" inside a script's text is counted too: that only keeps a rule more
function namesIn(html: string): Names {
  const names: Names = { elements: new Set(), classes: new Set(), ids: new Set() };
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) names.elements.add((tag as string).toLowerCase());
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decode(value as string).split(/\s+/)) if (name) names.classes.add(name);
  }
  for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) names.ids.add(decode(value as string));
  return names;
}

// can this selector match an element of the document at some moment? Only the names it requires
// are checked; a list inside :is() or :where() needs one of its selectors to be possible; what
// :not() and :has() and every other pseudo-class ask is assumed possible
function possible(selector: Selector, names: Names): boolean {
  return selector.every((component: SelectorComponent) => {
    switch (component.type) {
      case "class":
        return names.classes.has(component.name);
      case "id":
        return names.ids.has(component.name);
      case "type":
        return names.elements.has(component.name.toLowerCase());
      case "pseudo-class":
        if (
          (component.kind === "is" || component.kind === "where" || component.kind === "any") &&
          "selectors" in component
        ) {
          return (component.selectors as Selector[]).some((inner) => possible(inner, names));
        }
        return true;
      default:
        return true;
    }
  });
}

export interface PageStyles {
  css: string;
  // the source a content security policy allows it by
  source: string;
}

// the rules of `css` the document `html` can use, minified
export function stylesFor(css: string, html: string): PageStyles {
  const names = namesIn(html);
  const { code } = transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    // the stylesheet is already built for the browsers the site supports: printed as it is
    visitor: {
      Rule: {
        // a rule goes when none of its selectors can match; one that may is kept as it is, its
        // whole list (Lightning CSS 1.33 cannot take back a rule whose values use var(): "failed
        // to deserialize … Specifier"; a list of which some are unused costs a few bytes)
        style(rule) {
          return rule.value.selectors.some((selector) => possible(selector, names)) ? undefined : [];
        },
      },
    },
  });
  const text = Buffer.from(code).toString("utf8");
  return { css: text, source: hashSource(text) };
}

// the page's one inline stylesheet (root.tsx: <style data-href="site-css">) replaced by the rules
// it uses; null when the page has none (a redirect's body, a page of another kind)
export function withUsedStyles(html: string): { html: string; source: string } | null {
  const open = /<style\b[^>]*\bdata-href="site-css"[^>]*>/.exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = html.indexOf("</style>", start);
  if (end < 0) return null;
  // the document without its stylesheet: the names in the CSS are not the page's
  const rest = html.slice(0, open.index) + html.slice(end);
  const styles = stylesFor(html.slice(start, end), rest);
  return { html: html.slice(0, start) + styles.css + html.slice(end), source: styles.source };
}
