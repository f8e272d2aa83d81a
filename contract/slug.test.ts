import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from "./slug.ts";

describe("slugify", () => {
  it("folds Vietnamese titles into plain hyphenated words", () => {
    expect(slugify("Trạm biến áp 22 kV cho nhà máy may mặc")).toBe("tram-bien-ap-22-kv-cho-nha-may-may-mac");
    expect(slugify("ĐIỆN – Tự động hóa & Bảo trì")).toBe("dien-tu-dong-hoa-bao-tri");
    expect(slugify("  Café Crème  ")).toBe("cafe-creme");
  });

  it("gives a valid slug of bounded length, or an empty one for a title without letters", () => {
    const long = slugify("Hệ thống điện ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(SLUG_PATTERN);
    expect(slugify("—!?")).toBe("");
  });
});

describe("uniqueSlug", () => {
  it("numbers a slug that is already taken", () => {
    const taken = new Set(["tram", "tram-2"]);
    expect(uniqueSlug("tram", (s) => taken.has(s))).toBe("tram-3");
    expect(uniqueSlug("moi", (s) => taken.has(s))).toBe("moi");
    expect(uniqueSlug("", () => false)).toBe("item");
  });
});
