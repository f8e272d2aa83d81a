import { describe, expect, it } from "vitest";
import { homeContent } from "./home.ts";

// the home page picks each product's and service's icon by key: both languages must list the
// same keys in the same order, each once, so that an icon can never follow the wrong text
describe("home copy keys", () => {
  it("lists the same products in both languages, each key once", () => {
    const vi = homeContent.vi.products.items.map((item) => item.key);
    const en = homeContent.en.products.items.map((item) => item.key);
    expect(vi).toEqual(en);
    expect(new Set(vi).size).toBe(vi.length);
  });

  it("lists the same specialised services in both languages, each key once", () => {
    const vi = homeContent.vi.services.specialised.map((item) => item.key);
    const en = homeContent.en.services.specialised.map((item) => item.key);
    expect(vi).toEqual(en);
    expect(new Set(vi).size).toBe(vi.length);
  });
});
