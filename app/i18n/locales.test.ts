import { describe, expect, it } from "vitest";
import { localizedPath } from "./i18n.ts";
import { en } from "./locales/en.ts";
import { vi } from "./locales/vi.ts";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale files", () => {
  it("have exactly the same keys in Vietnamese and English", () => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
  });

  it("have no empty texts", () => {
    const empty = (messages: object) =>
      keys(messages).filter((key) => {
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof text !== "string" || text.trim() === "";
      });
    expect(empty(vi)).toEqual([]);
    expect(empty(en)).toEqual([]);
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
