import { describe, expect, it } from "vitest";

// every page's copy exists in both languages with the same shape: same keys, same list lengths,
// no empty text, and Vietnamese that carries its diacritics

// the public pages' copy: their documents' seeds (server/db/page-seeds/) and what stays here (the
// error page's); the back office's in app/admin/content/. (A pages.ts here, which re-exported the
// seeds, is gone: the pages read their words from the database.)
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "../../server/db/page-seeds/*.ts", "../admin/content/*.ts", "!./**/*.test.ts", "!./pages.ts"],
  { eager: true },
);

// a text that changes with a number ({ one, other }, contract/template.ts) is one text: English has
// two forms where Vietnamese has one
const isPlural = (value: unknown) =>
  typeof value === "object" && value !== null && Object.keys(value).sort().join() === "one,other";

function shape(value: unknown, path = ""): string[] {
  if (typeof value === "string" || isPlural(value)) return [`${path}:text`];
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

const bilingual = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === "object" && value !== null && "vi" in value && "en" in value)
    .map(([name, value]) => ({ label: `${file} ${name}`, content: value as { vi: unknown; en: unknown } })),
);

describe("page copy", () => {
  it("exists", () => {
    expect(bilingual.length).toBeGreaterThan(0);
  });

  it.each(bilingual)("$label has the same shape in Vietnamese and English", ({ content }) => {
    expect(shape(content.en)).toEqual(shape(content.vi));
  });

  it.each(bilingual)("$label has no empty text", ({ content }) => {
    expect(texts(content.vi).filter((text) => text.trim() === "")).toEqual([]);
    expect(texts(content.en).filter((text) => text.trim() === "")).toEqual([]);
  });

  it.each(bilingual)("$label is written in Vietnamese with diacritics", ({ content }) => {
    const all = texts(content.vi).join(" ");
    // a page of Vietnamese without these letters was typed without its accents
    expect(all).toMatch(/[ăâđêôơưáàảãạấầẩẫậắằẳẵặéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵ]/i);
  });
});

// the public site speaks to a Vietnamese business client as "Quý khách", never "bạn" (the back
// office, for staff, may); the visitor's messages from the API too
describe("the public site's voice", () => {
  const publicCopy = bilingual.filter(({ label }) => !label.startsWith("../admin/"));
  const familiar = /(^|[^\p{L}])bạn(?![\p{L}])/iu;

  it("covers every public page's copy", () => {
    expect(publicCopy.length).toBeGreaterThan(10);
  });

  it.each(publicCopy)("$label addresses the reader as Quý khách", ({ content }) => {
    expect(texts(content.vi).filter((text) => familiar.test(text))).toEqual([]);
  });

  it("does so in the contact form's answers from the API", async () => {
    const { apiMessages } = await import("../../contract/messages.ts");
    const contactTexts = Object.entries(apiMessages)
      .filter(([key]) => key.startsWith("contact."))
      .map(([, text]) => text.vi);
    expect(contactTexts.length).toBeGreaterThan(3);
    expect(contactTexts.filter((text) => familiar.test(text))).toEqual([]);
  });
});

describe("one term per concept, in English that reads natively", () => {
  // the words a native editor replaced, and what replaced them
  const replaced = [
    [/Opening hours|Working hours/, "Office hours"],
    [/Transaction office/, "Sales office"],
  ] as const;

  it.each(bilingual)("$label uses the chosen English terms", ({ content }) => {
    for (const [old] of replaced) expect(texts(content.en).filter((text) => old.test(text))).toEqual([]);
  });
});

describe("addresses in the two-level form in force since 1 July 2025", () => {
  it("the company's default addresses name no district and carry a 5-digit postal code", async () => {
    const { defaultCompanySettings: company } = await import("../../contract/company.ts");
    const addresses = [company.headOffice, company.transactionOffice, company.warehouse].flatMap((place) => [
      place.vi,
      place.en,
    ]);
    expect(addresses.filter((address) => /Quận|Huyện|District|Thị xã/i.test(address))).toEqual([]);
    expect(company.address.street).not.toMatch(/District/);
    expect(company.address.postalCode).toMatch(/^\d{5}$/);
  });
});

describe("one voice and one set of facts", () => {
  const all = (language: "vi" | "en") =>
    bilingual.flatMap(({ content }) =>
      texts(content[language]).concat(
        // the two forms of a text that changes with a number
        JSON.stringify(content[language]).match(/"(?:one|other)":"[^"]*"/g) ?? [],
      ),
    );

  it("writes every placeholder as {{name}}, never {name}", () => {
    for (const language of ["vi", "en"] as const) {
      expect(all(language).filter((text) => /(^|[^{])\{\w+\}(?!\})/.test(text))).toEqual([]);
    }
  });

  it("says thí nghiệm for testing and claims no voltage above 35 kV", () => {
    expect(all("vi").filter((text) => /thử nghiệm/i.test(text))).toEqual([]);
    for (const language of ["vi", "en"] as const) {
      expect(all(language).filter((text) => /\b(?:110|220|500) ?kV/.test(text))).toEqual([]);
    }
  });

  it("says 'Tool categories' and 'Tool manufacturers', never 'Tools companies'", () => {
    expect(all("en").filter((text) => /tools? compan|tools categor/i.test(text))).toEqual([]);
    expect(all("vi").filter((text) => /nhóm công cụ|hãng công cụ/i.test(text))).toEqual([]);
  });

  it("never shows English's '(s)' plural shortcut: a { one, other } text instead", () => {
    expect(all("en").filter((text) => /\w\(s\)/.test(text))).toEqual([]);
  });
});

describe("what the company must not take as final", () => {
  it("the privacy policy cites the law in force; that it is a template for counsel is told to staff, never to visitors", async () => {
    const { privacySeed: privacyContent } = await import("../../server/db/page-seeds/privacy.ts");
    const { termsSeed } = await import("../../server/db/page-seeds/terms.ts");
    const adminPages = modules["../admin/content/pages.ts"]?.adminPages as Record<
      "vi" | "en",
      { editor: { templateNote: string } }
    >;
    for (const language of ["vi", "en"] as const) {
      const copy = privacyContent[language];
      expect(texts(copy.preamble).join(" ")).toContain("91/2025/QH15");
      // nothing a visitor reads says the text is a draft of the developers (issue 35)
      for (const seed of [copy, termsSeed[language]]) {
        expect(seed.notice).toBeUndefined();
        expect(JSON.stringify(seed)).not.toMatch(
          language === "vi" ? /văn bản mẫu|đơn vị phát triển/ : /template|developers/,
        );
      }
      // the page editor's note, shown while the legal page is still as shipped
      expect(adminPages[language].editor.templateNote).toMatch(
        language === "vi" ? /văn bản mẫu.*luật sư.*chỉ hiển thị cho nhân viên/ : /template.*lawyer.*staff only/,
      );
    }
  });

  it("the sample certificate drawings say they are samples", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const folder = new URL("../../public/images/certificates/", import.meta.url);
    const drawings = readdirSync(folder).filter((name) => name.endsWith(".svg"));
    expect(drawings.length).toBeGreaterThan(0);
    for (const name of drawings) expect(readFileSync(new URL(name, folder), "utf8"), name).toContain("MẪU · SAMPLE");
  });
});
