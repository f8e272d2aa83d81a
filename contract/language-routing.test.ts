import { describe, expect, it } from "vitest";
import { languageFromPath, localizedPath } from "./language-routing.ts";

// the shared texts' two languages are checked with every page's copy (app/content/content.test.ts)

describe("languageFromPath", () => {
  it.each([
    ["/", "vi"],
    ["/about", "vi"],
    ["/en", "en"],
    ["/en/about", "en"],
    ["/english-page", "vi"],
  ] as const)("%s is in %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("localizedPath", () => {
  it.each([
    ["/", "en", "/en"],
    ["/about", "en", "/en/about"],
    ["/en", "vi", "/"],
    ["/en/about", "vi", "/about"],
    ["/en/about", "en", "/en/about"],
    ["/about", "vi", "/about"],
    ["/english-page", "vi", "/english-page"],
  ] as const)("%s in %s is %s", (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected);
  });
});
