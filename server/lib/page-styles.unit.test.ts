import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { stylesFor, withUsedStyles } from "./page-styles.ts";

const page = (body: string) => `<!DOCTYPE html><html lang="vi"><head></head><body>${body}</body></html>`;

describe("a page's stylesheet cut to what its HTML uses", () => {
  it("keeps the rules of the classes, ids and elements the page names, and drops the others", () => {
    const { css } = stylesFor(
      ".px-4{padding:1rem}.px-8{padding:2rem}#main{color:red}#gone{color:blue}table{width:100%}",
      page('<main id="main" class="px-4">x</main>'),
    );
    expect(css).toContain(".px-4{padding:1rem}");
    expect(css).toContain("#main{color:red}");
    expect(css).not.toContain("px-8");
    expect(css).not.toContain("#gone");
    expect(css).not.toContain("table");
  });

  it("keeps what a state can turn on later: an attribute, a pseudo-class, an open <details>", () => {
    const css = [
      ".hover\\:underline:hover{text-decoration:underline}",
      ".data-failed\\:text-red-700[data-failed]{color:red}",
      ":is(:where(.group):is([open],:popover-open,:open) .group-open\\:block){display:block}",
      ":is(:where(.group):is([open],:popover-open,:open) .group-open\\:hidden){display:none}",
      ".focus-visible\\:ring:focus-visible{outline:2px solid}",
    ].join("");
    const html = page(
      '<details class="group"><summary class="hover:underline group-open:block focus-visible:ring">Menu</summary></details><p role="status" class="data-failed:text-red-700"></p>',
    );
    const { css: kept } = stylesFor(css, html);
    expect(kept).toContain(".hover\\:underline:hover");
    expect(kept).toContain(".data-failed\\:text-red-700[data-failed]");
    expect(kept).toContain(".group-open\\:block");
    expect(kept).toContain(".focus-visible\\:ring:focus-visible");
    // the class nobody uses goes, though its state is possible
    expect(kept).not.toContain("group-open\\:hidden");
    // and a group variant goes when no element is its group
    expect(stylesFor(css, page('<p class="group-open:block">x</p>')).css).not.toContain("group-open");
  });

  it("keeps a list of selectors when one may match, reads classes with entities, and keeps at-rules whole", () => {
    const css =
      "h1,h2,h3{margin:0}h4,h5{margin:1px}.\\[\\&_a\\]\\:underline a{text-decoration:underline}@keyframes spin{to{transform:rotate(360deg)}}@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}";
    const { css: kept } = stylesFor(css, page('<h2 class="[&amp;_a]:underline md:flex"><a href="/">x</a></h2>'));
    expect(kept).toContain("h1,h2,h3{margin:0}");
    expect(kept).not.toMatch(/h4|h5/);
    expect(kept).toContain("\\[\\&_a\\]\\:underline a");
    expect(kept).toContain("@keyframes spin");
    expect(kept).toContain(".md\\:flex{display:flex}");
    expect(kept).not.toContain("md\\:grid");
  });

  it("replaces the page's site stylesheet and names the hash a policy allows it by", () => {
    const html = page('<p class="px-4">x</p>').replace(
      "<head></head>",
      '<head><style data-precedence="default" data-href="site-css">.px-4{padding:1rem}.px-8{padding:2rem}</style></head>',
    );
    const used = withUsedStyles(html);
    if (!used) throw new Error("the stylesheet was not found");
    expect(used.html).toContain('data-href="site-css">.px-4{padding:1rem}</style>');
    expect(used.html).not.toContain("px-8");
    const css = /data-href="site-css">([^<]*)<\/style>/.exec(used.html)?.[1] ?? "";
    expect(used.source).toBe(`'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`);
    // a document without the site stylesheet is left as it is
    expect(withUsedStyles(page("<p>x</p>"))).toBeNull();
  });
});
