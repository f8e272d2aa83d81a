import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

// a public page's HTML as the app serves it (200 expected), without the marks React puts between
// neighbouring texts
export async function pageHtml(t: Pick<TestApp, "app">, url: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body.replaceAll("<!-- -->", "");
}

// what a page shows, without its scripts: the page's data rides along in them for hydration, its
// copy included (templates such as {{years}}, the texts of sections the page does not show)
export function shown(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

// the HTML of one section of a page (up to the next section), or "" when the page has none
export function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
}

// the JSON-LD blocks of a page, parsed
// biome-ignore lint/suspicious/noExplicitAny: the tests read what the page says, whatever its shape
export function structuredData(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}
