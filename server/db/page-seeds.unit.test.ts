import { describe, expect, it } from "vitest";
import {
  PAGE_KEYS,
  PAGE_PATHS,
  type PageKey,
  PageKeySchema,
  pageCopySchemas,
  pageDocumentSchema,
} from "../../contract/pages/index.ts";
import { pageSeeds } from "./page-seeds.ts";

// the pages' documents as the site shipped them (page-seeds/) against their schemas
// (contract/pages/): every seed is a valid document, and the two languages line up where the
// pages rely on it

const keys = PAGE_KEYS.map((key) => ({ key }));

// the lengths of every list and the values of every key the page relies on (ids, keys), by path
function skeleton(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => skeleton(item, `${path}[${i}]`))];
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      (key === "id" || key === "key") && typeof child === "string"
        ? [`${path}.${key}=${child}`]
        : skeleton(child, `${path}.${key}`),
    );
  }
  return [];
}

const clone = <T>(value: T): T => structuredClone(value);

describe("the pages' documents", () => {
  it("are one per key, each with its path", () => {
    expect(Object.keys(pageSeeds).sort()).toEqual([...PAGE_KEYS].sort());
    expect(Object.keys(pageCopySchemas).sort()).toEqual([...PAGE_KEYS].sort());
    expect(Object.keys(PAGE_PATHS).sort()).toEqual([...PAGE_KEYS].sort());
    expect(PAGE_PATHS.home).toBe("/");
    expect(PAGE_PATHS["services-electrical"]).toBe("/services/electrical");
    expect(PAGE_PATHS["not-found"]).toBeNull();
    expect(PageKeySchema.safeParse("terms").success).toBe(true);
    expect(PageKeySchema.safeParse("admin").success).toBe(false);
  });

  it.each(keys)("$key: the seed is a valid document in both languages", ({ key }) => {
    const result = pageDocumentSchema(key).safeParse(pageSeeds[key]);
    expect(result.error?.issues ?? []).toEqual([]);
    // parsing changes nothing: the seed is already trimmed
    expect(result.data).toEqual(pageSeeds[key]);
  });

  it.each(keys)("$key: Vietnamese and English have the same lists and the same ids and keys", ({ key }) => {
    const { vi, en } = pageSeeds[key] as { vi: unknown; en: unknown };
    expect(skeleton(en)).toEqual(skeleton(vi));
  });

  it("the home page names each product and each service once", () => {
    for (const language of ["vi", "en"] as const) {
      const copy = pageSeeds.home[language];
      const products = copy.products.items.map((item) => item.key);
      const services = copy.services.specialised.map((item) => item.key);
      expect(new Set(products).size).toBe(products.length);
      expect(new Set(services).size).toBe(services.length);
    }
    const twice = clone(pageSeeds.home);
    const first = twice.en.products.items[0];
    if (first) twice.en.products.items.push(first);
    expect(pageDocumentSchema("home").safeParse(twice).success).toBe(false);
  });

  it("the privacy policy says what the site's own visit counting sends and keeps, in both languages", () => {
    const said = {
      vi: ["không đặt cookie, không lưu địa chỉ IP", "giữ 25 tháng", "Do Not Track", "Global Privacy Control"],
      en: ["sets no cookie and keeps no IP address", "kept for 25 months", "Do Not Track", "Global Privacy Control"],
    };
    for (const language of ["vi", "en"] as const) {
      const cookies = pageSeeds.privacy[language].sections.find((section) => section.id === "cookies");
      const text = JSON.stringify(cookies?.body ?? null);
      for (const words of said[language]) expect(text, `${language}: ${words}`).toContain(words);
    }
  });

  it("refuses a document whose required text is emptied, naming its path", () => {
    const document = clone(pageSeeds.home);
    document.vi.hero.title = "   ";
    const result = pageDocumentSchema("home").safeParse(document);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["vi", "hero", "title"]]);
  });

  it("refuses a document with an empty text in a list, naming its path", () => {
    const document = clone(pageSeeds.about);
    document.en.values.items[2] = { title: "", text: "x" };
    const result = pageDocumentSchema("about").safeParse(document);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["en", "values", "items", 2, "title"]]);
  });

  it("refuses an unknown key, at any depth, and a missing language", () => {
    const extra = clone(pageSeeds.contact) as unknown as { vi: { form: Record<string, unknown> } };
    extra.vi.form.colour = "red";
    const result = pageDocumentSchema("contact").safeParse(extra);
    expect(result.error?.issues).toMatchObject([{ code: "unrecognized_keys", keys: ["colour"], path: ["vi", "form"] }]);

    const third = { ...clone(pageSeeds["not-found"]), fr: clone(pageSeeds["not-found"].en) };
    expect(pageDocumentSchema("not-found").safeParse(third).success).toBe(false);
    expect(pageDocumentSchema("not-found").safeParse({ vi: pageSeeds["not-found"].vi }).success).toBe(false);
  });

  it("trims texts, keeps the spaces around the consent's link, and keeps {{placeholders}}", () => {
    const document = clone(pageSeeds.contact);
    document.en.hero.title = "  Talk to us \n";
    const parsed = pageDocumentSchema("contact").parse(document);
    expect(parsed.en.hero.title).toBe("Talk to us");
    expect(parsed.vi.form.consent.before.endsWith(" ")).toBe(true);
    expect(pageDocumentSchema("home").parse(pageSeeds.home).vi.hero.stats[0]?.value).toBe("{{years}}+");
  });

  it("refuses a list longer than its layout allows and a list the layout needs that is empty", () => {
    const long = clone(pageSeeds.services);
    const card = long.vi.cards[0];
    if (card) long.vi.cards.push(card);
    expect(pageDocumentSchema("services").safeParse(long).success).toBe(false);
    const empty = clone(pageSeeds.about);
    empty.vi.timeline.items = [];
    expect(pageDocumentSchema("about").safeParse(empty).error?.issues[0]?.path).toEqual(["vi", "timeline", "items"]);
  });

  it("refuses a legal page whose two sections share an anchor", () => {
    const document = clone(pageSeeds.terms);
    const [first, second] = document.vi.sections;
    if (first && second) second.id = first.id;
    expect(pageDocumentSchema("terms").safeParse(document).success).toBe(false);
  });

  it("refuses a legal section with an empty body or a javascript: link, naming its path", () => {
    const empty = clone(pageSeeds.privacy);
    const section = empty.en.sections[1];
    if (section) section.body = { type: "doc", content: [{ type: "paragraph" }] };
    expect(
      pageDocumentSchema("privacy")
        .safeParse(empty)
        .error?.issues.map((issue) => issue.path),
    ).toEqual([["en", "sections", 1, "body"]]);
    const evil = clone(pageSeeds.terms);
    const first = evil.vi.sections[0];
    if (first)
      first.body.content.push({
        type: "paragraph",
        content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
      });
    expect(pageDocumentSchema("terms").safeParse(evil).error?.issues[0]?.path.slice(0, 4)).toEqual([
      "vi",
      "sections",
      0,
      "body",
    ]);
  });

  it("keeps one schema object per key (the document's schema is built once)", () => {
    const key: PageKey = "news";
    expect(pageDocumentSchema(key)).toBe(pageDocumentSchema(key));
  });
});
