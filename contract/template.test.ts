import { describe, expect, it } from "vitest";
import { apiMessages } from "./messages.ts";
import { fill, fillPlural, plural } from "./template.ts";

describe("one template syntax", () => {
  it("fills {{name}} marks and leaves unknown ones", () => {
    expect(fill("{{from}}-{{to}} of {{total}}", { from: 1, to: 9, total: 12 })).toBe("1-9 of 12");
    expect(fill("{{name}} and {{other}}", { name: "Lan" })).toBe("Lan and {{other}}");
  });

  it("picks one or other by English plural rules, and Vietnamese's single form", () => {
    const entries = { one: "{{count}} entry", other: "{{count}} entries" };
    expect(fillPlural(entries, { count: 1 }, "en")).toBe("1 entry");
    expect(fillPlural(entries, { count: 0 }, "en")).toBe("0 entries");
    expect(fillPlural(entries, { count: 2 }, "en")).toBe("2 entries");
    expect(fillPlural({ one: "{{count}} mục", other: "{{count}} mục" }, { count: 1 }, "vi")).toBe("1 mục");
    expect(plural("{{count}} mục", 1, "vi")).toBe("{{count}} mục");
    expect(fillPlural({ one: "of 1 project", other: "of {{total}} projects" }, { total: 1 }, "en", "total")).toBe(
      "of 1 project",
    );
  });

  it("leaves no single-brace {name} mark in the API's messages", () => {
    const texts = Object.values(apiMessages).flatMap((message) =>
      Object.values(message).flatMap((text) => (typeof text === "string" ? [text] : [text.one, text.other])),
    );
    expect(texts.filter((text) => /(^|[^{])\{\w+\}(?!\})/.test(text))).toEqual([]);
  });
});
