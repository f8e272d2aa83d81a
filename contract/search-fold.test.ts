import { describe, expect, it } from "vitest";
import { foldSearch, matchesSearch, VIETNAMESE_FOLDS } from "./search-fold.ts";

describe("foldSearch", () => {
  it("folds Vietnamese letter case, tone and vowel marks and đ", () => {
    expect(foldSearch("Nguyễn Văn Đức")).toBe("nguyen van duc");
    expect(foldSearch("ĐỨC")).toBe(foldSearch("đức"));
    expect(foldSearch("ĐỨC")).toBe("duc");
    expect(foldSearch("BẢO TRÌ TRẠM BIẾN ÁP")).toBe("bao tri tram bien ap");
    expect(foldSearch("Ơ Ư Ă Â Ê Ô Ỵ Ỷ ỹ")).toBe("o u a a e o y y y");
  });

  it("folds decomposed text (NFD) the same way as composed text", () => {
    const composed = "Nguyễn Thị Hương, Đà Nẵng, Phước";
    expect(composed.normalize("NFD")).not.toBe(composed);
    expect(foldSearch(composed.normalize("NFD"))).toBe(foldSearch(composed));
    expect(foldSearch(composed)).toBe("nguyen thi huong, da nang, phuoc");
  });

  it("covers all 134 Vietnamese letters and 8 combining marks, each to an ASCII letter or nothing", () => {
    expect(VIETNAMESE_FOLDS.size).toBe(142);
    for (const [letter, base] of VIETNAMESE_FOLDS) {
      expect(foldSearch(letter)).toBe(base);
      expect(base).toMatch(/^[adeiouy]?$/);
    }
  });

  it("keeps everything else: ASCII lower-cased, digits, punctuation, e-mail addresses", () => {
    expect(foldSearch("An.Tran+1@CongTy.VN 0909-123 100%_")).toBe("an.tran+1@congty.vn 0909-123 100%_");
    expect(foldSearch("")).toBe("");
  });
});

describe("matchesSearch", () => {
  it("finds parts of words in any of the texts, whatever the case, marks and spaces", () => {
    const user = ["Nguyễn Văn Đức", "ducnv"];
    expect(matchesSearch(user, "guyễ")).toBe(true);
    expect(matchesSearch(user, "nguyen  van")).toBe(true);
    expect(matchesSearch(user, "ĐỨC")).toBe(true);
    expect(matchesSearch(user, "DUCNV")).toBe(true);
    expect(matchesSearch(user, "tran")).toBe(false);
    expect(matchesSearch([null, undefined, "Đà Nẵng"], "da nang")).toBe(true);
    expect(matchesSearch(user, "   ")).toBe(true);
  });
});
