import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, inject, it } from "./support/fixture.ts";
import { enPath, publicPages } from "./support/pages.ts";

// the first-load JavaScript budgets (issues 8 and 37; bench/lighthouse.ts measures them in a
// browser). A content page loads no framework at all: its HTML carries no module script and no
// preload, only the site's own inline scripts (app/lib/page-scripts.tsx), within their budget. The
// contact page, which hydrates, loads its scripts as a phone on 4G receives them (brotli bodies,
// each with its response headers: 360 bytes, as Lighthouse measured them on 2026-11-26) within
// 120 kB (119.2 kB on 2026-11-28; issue 37 asks for 100 kB: React, React DOM and the router are
// 93 kB of it), and no page loads the back office's code.

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
const HEADERS = 360;

interface ManifestRoute {
  module: string;
  imports?: string[];
}
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name)) as string;
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

// the entry, the root, the public frame and the page's own module, with what each imports
function firstLoad(page: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", "routes/language-root", page]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the build's manifest`);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return [...files];
}
const transferred = (files: string[]) =>
  files.reduce(
    (sum, file) =>
      sum +
      HEADERS +
      brotliCompressSync(readFileSync(path.join(assets, path.basename(file))), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    0,
  );

const baseURL = inject("baseURL");
// the inline scripts of a content page, in bytes: the visit's script in the head, the site's own
// and the page's (the carousel's, the project dialogs'); measured 3.3 kB (/about) to 4.4 kB
// (/projects) on 2026-11-28 (issue 37 asks for 3 kB)
const INLINE_BUDGET = 4_500;

describe("content pages", () => {
  const contentPages = publicPages.filter((page) => page.path !== "/contact").map((page) => page.path);
  it.each([...contentPages, "/no-such-page"].flatMap((path) => [path, enPath(path)]))(
    "%s loads no framework JavaScript and little inline script",
    async (path) => {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter(([, attributes]) => /\bsrc=|type="module"/.test(attributes ?? ""))).toEqual([]);
      expect(html).not.toMatch(/rel="modulepreload"|__reactRouterContext/);
      const inline = scripts
        .filter(
          ([, attributes]) =>
            !/type="(application\/ld\+json|application\/json|speculationrules)"/.test(attributes ?? ""),
        )
        .reduce((sum, [, , body]) => sum + Buffer.byteLength(body ?? ""), 0);
      expect(inline).toBeGreaterThan(1_000);
      expect(inline).toBeLessThanOrEqual(INLINE_BUDGET);
      // the links to prerender, in every page
      expect(html).toContain('<script type="speculationrules">');
    },
  );
});

describe("first-load JavaScript", () => {
  it.each([["routes/contact", 120_000]])("%s stays within %d bytes", (page, budget) => {
    const files = firstLoad(page);
    expect(files.length).toBeGreaterThan(3);
    expect(transferred(files), files.join(", ")).toBeLessThanOrEqual(budget);
  });

  it("no public page would load the back office's frame", () => {
    const publicPages = Object.keys(manifest.routes).filter((id) => id.startsWith("routes/"));
    expect(publicPages.length).toBeGreaterThan(10);
    for (const page of publicPages) {
      expect(
        firstLoad(page).filter((file) => /\/(admin|forms)-[\w-]+\.js$/.test(file)),
        page,
      ).toEqual([]);
    }
  });
});
