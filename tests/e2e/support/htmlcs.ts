import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// HTML_CodeSniffer (npm's html_codesniffer), a second accessibility engine beside axe-core, run
// inside the page as it is at that moment against WCAG 2 AA — what pa11y does, without the browser
// pa11y downloads through puppeteer. Its errors count. Its warnings and notices do not: they are
// its list of things for a person to check (contrast over a gradient or an absolutely positioned
// element it cannot compute, "position: fixed may need scrolling both ways", "if this is a list,
// mark it up as one", a notice for every link and heading), on every page, with nothing to decide.

const source = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

interface Message {
  type: number;
  code: string;
  msg: string;
  where: string;
  html: string;
}

// one readable line per error, [] when the page has none
export async function htmlcsErrors(page: Page, where: string): Promise<string[]> {
  // evaluated through the DevTools protocol, which the page's content security policy does not govern
  await page.evaluate(source);
  const messages = await page.evaluate(
    () =>
      new Promise<Message[]>((resolve) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, content: Document, done: () => void) => void;
              getMessages: () => { type: number; code: string; msg: string; element: Element | Document }[];
            };
          }
        ).HTMLCS;
        // a short CSS path to the element, for the report
        const path = (element: Element | Document): string => {
          if (!(element instanceof Element)) return "document";
          const parts: string[] = [];
          for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
            parts.unshift(node.id ? `#${node.id}` : node.tagName.toLowerCase());
            if (node.id) break;
          }
          return parts.join(" > ");
        };
        htmlcs.process("WCAG2AA", document, () => {
          resolve(
            htmlcs.getMessages().map((message) => ({
              type: message.type,
              code: message.code,
              msg: message.msg,
              where: path(message.element),
              html: message.element instanceof Element ? message.element.outerHTML.slice(0, 160) : "",
            })),
          );
        });
      }),
  );
  // HTMLCS.ERROR is 1, WARNING 2, NOTICE 3
  return messages
    .filter((message) => message.type === 1)
    .map((message) => `${where}: ${message.code} ${message.msg} at ${message.where}: ${message.html}`);
}
