import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_QUERY } from "../../contract/language-routing.ts";
import { PAGE_PARAMETERS } from "./page-parameters.ts";

// a tripwire: the public pages read no query parameter the page cache's key would drop (a page
// reading one that is not declared would be rendered without it, from its cached entry)

const appDir = path.resolve(import.meta.dirname, "../../app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // the back office is never cached
    if (entry.name.includes("admin")) return [];
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("the query parameters of the public pages", () => {
  it("are each declared in PAGE_PARAMETERS (or are the language, decided before the cache)", () => {
    const declared = new Set([...Object.values(PAGE_PARAMETERS).flat(), LANGUAGE_QUERY]);
    const read = new Map<string, string>();
    for (const file of sources(appDir)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(
        /(?:searchParams|URLSearchParams\([^)]*\))\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)["'`]/g,
      )) {
        read.set(match[1] as string, path.relative(appDir, file));
      }
    }
    // the one known today, so that the scan itself is known to work
    expect(read.get("page")).toBe("routes/projects.tsx");
    for (const [name, file] of read) expect(declared.has(name), `${name} read in app/${file}`).toBe(true);
  });
});
