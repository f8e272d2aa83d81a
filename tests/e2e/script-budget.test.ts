import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";

// the first-load JavaScript budgets (issue 8; bench/lighthouse.ts measures them in a browser):
// the scripts a public page loads before it is interactive, as a phone on 4G receives them
// (brotli bodies, each with its response headers: 360 bytes, as Lighthouse measured them on
// 2026-11-26, 109.7 kB for 107.2 kB of bodies in 7 files), are at most 110 kB on the home page
// and 130 kB on the contact page, and no page loads the back office's code

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

describe("first-load JavaScript", () => {
  it.each([
    ["routes/home", 110_000],
    ["routes/contact", 130_000],
  ])("%s stays within %d bytes", (page, budget) => {
    const files = firstLoad(page);
    expect(files.length).toBeGreaterThan(3);
    expect(transferred(files), files.join(", ")).toBeLessThanOrEqual(budget);
  });

  it("no public page loads the back office's frame or the legal pages' shared chunk on the home page", () => {
    const publicPages = Object.keys(manifest.routes).filter((id) => id.startsWith("routes/"));
    expect(publicPages.length).toBeGreaterThan(10);
    for (const page of publicPages) {
      expect(
        firstLoad(page).filter((file) => /\/(admin|forms)-[\w-]+\.js$/.test(file)),
        page,
      ).toEqual([]);
    }
    // what several pages share but the home page does not use is not in the home page's load
    expect(firstLoad("routes/home").filter((file) => /\/pages-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(firstLoad("routes/privacy").some((file) => /\/pages-[\w-]+\.js$/.test(file))).toBe(true);
  });
});
