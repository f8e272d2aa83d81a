import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../contract/messages.ts";
import { declaredLabels } from "../../contract/pages/labels.ts";

// docs/glossary.md is the one list of terms: this test reads its "Avoid" columns and its allowed
// phrases, and looks for those words in every text a visitor or a staff member reads — the
// admin's copy modules, the Pages screen's field labels beside the pages' schemas
// (contract/pages/*.ts `.meta({ label })`), the public pages' seeds, the demo content, the error and maintenance
// pages, and the API's messages — so that the page and the copy cannot drift apart.

const glossary = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8");

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

// the last cell of every table row whose header names "Avoid"
function avoidedWords(markdown: string): string[] {
  const words: string[] = [];
  let inAvoidTable = false;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      inAvoidTable = false;
      continue;
    }
    const cells = line.split("|").slice(1, -1);
    if (cells.at(-1)?.trim() === "Avoid") {
      inAvoidTable = true;
      continue;
    }
    if (inAvoidTable && !/^\s*-+\s*$/.test(cells[0] ?? "")) words.push(...ticked(cells.at(-1) ?? ""));
  }
  return words;
}

function allowedPhrases(markdown: string): string[] {
  const section = markdown.split("## Phrases that contain an avoided word but are right")[1] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => ticked(line)[0])
    .filter((phrase): phrase is string => Boolean(phrase));
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// whole words, the first letter in either case, the rest as written
function matcher(word: string): RegExp {
  const first = word.charAt(0);
  const head =
    first.toLowerCase() === first.toUpperCase() ? literal(first) : `[${first.toLowerCase()}${first.toUpperCase()}]`;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${head}${literal(word.slice(1))}(?![\\p{L}\\p{N}_])`, "u");
}

const copyModules = {
  ...import.meta.glob<Record<string, unknown>>(["../admin/content/*.ts", "!../admin/content/*.test.ts"], {
    eager: true,
  }),
  ...import.meta.glob<Record<string, unknown>>(
    ["../../server/db/page-seeds/*.ts", "!../../server/db/page-seeds/*.test.ts"],
    { eager: true },
  ),
  ...import.meta.glob<Record<string, unknown>>(
    ["../../server/db/demo-content.ts", "./error-page.ts", "../../server/lib/unavailable-page.ts"],
    { eager: true },
  ),
};

// every string in a value, with where it is
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${where}.${key}`));
  }
  return [];
}

const copy = [
  ...Object.entries(copyModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => strings(value, `${file} ${name}`)),
  ),
  ...declaredLabels().flatMap(({ page, path, label }) => strings(label, `contract/pages ${page}:${path}`)),
  ...strings(apiMessages, "contract/messages.ts"),
];

const avoided = avoidedWords(glossary);
const allowed = allowedPhrases(glossary);

// a text with the allowed phrases taken out
// a text with its marks ("{{login}}": code, not words) and the allowed phrases taken out
const checked = (text: string) =>
  [...allowed]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, phrase) => rest.replaceAll(phrase, " "), text.replace(/\{\{\w+\}\}/g, " "));

describe("docs/glossary.md", () => {
  it("is read: its tables name the words to avoid and the phrases allowed", () => {
    expect(avoided).toEqual(expect.arrayContaining(["thư điện tử", "đường dây nóng", "không thành", "2FA"]));
    expect(allowed).toContain("không thành công");
    expect(copy.length).toBeGreaterThan(3000);
    expect(copy).toContainEqual({ where: "contract/pages home:hero.partnersLabel.vi", text: "Nhãn đối tác" });
    // the matching itself: whole words, first letter in either case, the rest as written
    expect(matcher("trang giới thiệu").test("Trang giới thiệu phải là")).toBe(true);
    expect(matcher("trang giới thiệu").test("ở trang Giới thiệu")).toBe(false);
    expect(matcher("login").test("Failed login")).toBe(true);
    expect(matcher("login").test("login_failed")).toBe(false);
    expect(checked("Gửi không thành công")).not.toMatch(matcher("không thành"));
  });

  it("no copy uses a word the glossary avoids", () => {
    const found = copy.flatMap(({ where, text }) =>
      avoided.filter((word) => matcher(word).test(checked(text))).map((word) => `${where}: “${word}” in “${text}”`),
    );
    expect(found).toEqual([]);
  });

  it("multiplications are ×, and ranges an en dash", () => {
    const found = copy.filter(({ text }) => /\d\s?x\s?\d/.test(text) || /\}\}\s?-\s?\{\{/.test(text));
    expect(found).toEqual([]);
  });
});
