import { describe, expect, it } from "vitest";
import { apiMessages } from "../../../contract/messages.ts";
import { declaredLabels } from "../../../contract/pages/labels.ts";

// The back office's voice, checked over every text module rather than a hand list: English in
// sentence case ("Add project", not "Add Project") and Vietnamese in the neutral imperative,
// never "bạn" ("Xóa dự án này?", not "Bạn có chắc muốn xóa…"). The texts: every export of
// app/admin/content/, the Pages screen's field labels, which sit beside the pages' schemas
// (contract/pages/*.ts `.meta({ label })`, read by walking the schemas), and the API's messages
// (contract/messages.ts), which staff read too.

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

type Language = "vi" | "en";

// every text with where it is, the two forms of a text that changes with a number included
function texts(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${where}.${key}`));
  }
  return [];
}

function adminTexts(language: Language) {
  const fromModules = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === "object" && value !== null && "vi" in value && "en" in value)
      .flatMap(([name, value]) => texts((value as Record<Language, unknown>)[language], `${file} ${name}`)),
  );
  const fromSchemas = declaredLabels().map(({ page, path, label }) => ({
    where: `contract/pages ${page}:${path}`,
    text: label[language],
  }));
  const fromApi = Object.entries(apiMessages).flatMap(([key, text]) => texts(text[language], `messages ${key}`));
  return [...fromModules, ...fromSchemas, ...fromApi];
}

// names that keep their capitals inside a sentence: languages, the role names, products and
// services, an HTTP header
const PROPER = new Set([
  "English",
  "Vietnamese",
  "Vietnam",
  "Việt",
  "Admin",
  "Admins",
  "Super",
  // the role (README → Roles), named like Admin
  "Sales",
  "Google",
  "Microsoft",
  "Authenticator",
  "Maps",
  "Zalo",
  // pages named by their menu titles (docs/glossary.md: "the About page")
  "About",
  "Contact",
  "Facebook",
  // the search engines the Website tab names as sources
  "Bing",
  "Cốc",
  "Yahoo",
  "DuckDuckGo",
  "YouTube",
  "TikTok",
  "WebP",
  "Redis",
  "Authorization",
  "Bearer",
]);

// the words of a text, after the first of each sentence, that start with a capital and go on in
// lower case ("Project" in "Add Project"); acronyms (PNG, CSV, 2FA) pass, and so does quoted text
// (a button's or a tab's name: “Add project”) and every {{mark}}
function titleCaseWords(text: string): string[] {
  const plain = text
    .replace(/\{\{\w+\}\}/g, "x")
    .replace(/“[^”]*”|"[^"]*"/g, "x")
    .replace(/<[^>]*>/g, "x");
  return plain
    .split(/(?<=[.!?])\s+|\s+·\s+|\n+/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "").replace(/'s$/, ""))
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !PROPER.has(word));
}

describe("the back office's English", () => {
  const english = adminTexts("en");

  it("covers every admin text module, the page schemas' field labels and the API's messages", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(english.length).toBeGreaterThan(500);
    expect(english.filter(({ where }) => where.startsWith("contract/pages ")).length).toBeGreaterThan(500);
    expect(english).toContainEqual({ where: "contract/pages home:hero.partnersLabel", text: "Partners label" });
  });

  it("tells Title Case from sentence case", () => {
    expect(titleCaseWords("Add Project")).toEqual(["Project"]);
    expect(titleCaseWords("Add project")).toEqual([]);
    expect(titleCaseWords("Use “Add project” first. Then save.")).toEqual([]);
    expect(titleCaseWords("Only a Super Admin can read the audit trail (PNG, CSV).")).toEqual([]);
    expect(titleCaseWords("Network error: Failed to upload")).toEqual(["Failed"]);
  });

  it("is in sentence case: headings, buttons, tabs, table headers and messages", () => {
    const offenders = english
      .map(({ where, text }) => ({ where, text, words: titleCaseWords(text) }))
      .filter(({ words }) => words.length > 0);
    expect(offenders).toEqual([]);
  });

  it("never writes a plural as '(s)' (an http(s) address is not one)", () => {
    expect(english.filter(({ text }) => /\w\(s\)/.test(text.replaceAll("http(s)", "http")))).toEqual([]);
  });

  it("writes a file size with a space: 5 MB", () => {
    expect(english.filter(({ text }) => /\d(KB|MB|GB)\b/.test(text))).toEqual([]);
  });
});

describe("the back office's Vietnamese", () => {
  const vietnamese = adminTexts("vi");
  const familiar = /(^|[^\p{L}])bạn(?![\p{L}])/iu;

  it("never says bạn: a neutral imperative instead", () => {
    expect(vietnamese.filter(({ text }) => familiar.test(text))).toEqual([]);
  });

  it("says Quản trị cấp cao, never Super Admin", () => {
    expect(vietnamese.filter(({ text }) => /Super Admin/i.test(text))).toEqual([]);
  });

  it("writes thousands with a dot and a file size with a space: 5.000, 5 MB", () => {
    expect(vietnamese.filter(({ text }) => /\d(KB|MB|GB)\b/.test(text))).toEqual([]);
    // a number of five digits or more without its separator (a year or a code is four)
    expect(vietnamese.filter(({ text }) => /(^|[^\d.,+])\d{5,}(?![\d])/.test(text))).toEqual([]);
    expect(vietnamese.filter(({ text }) => /\b[1-9]\d{3}\b(?= (ký tự|mục|tin nhắn|người))/.test(text))).toEqual([]);
  });
});
