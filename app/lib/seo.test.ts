import { describe, expect, it } from "vitest";
import { pageTitle, TITLE_MAX_LENGTH } from "./seo.ts";

// a page's <title> is what a search result shows whole: 60 characters at the most

describe("pageTitle", () => {
  it("names the company after the page when that fits", () => {
    expect(pageTitle("Giới thiệu", "ABC Electric")).toBe("Giới thiệu | ABC Electric");
  });

  it("leaves the company out when the two do not fit, and cuts a longer title at a word", () => {
    const long = "Thi công hệ thống điện nhà xưởng cho khu công nghiệp"; // 52 characters
    expect(pageTitle(long, "ABC Electric")).toBe(long);
    const longer = "Cải tạo trạm biến áp 22 kV, tủ trung thế và hệ thống chống sét cho nhà máy dệt may tại Bình Dương";
    const title = pageTitle(longer, "ABC Electric");
    expect(title).toBe("Cải tạo trạm biến áp 22 kV, tủ trung thế và hệ thống chống…");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    // one very long word: cut inside it
    expect(pageTitle("x".repeat(80), "ABC Electric")).toBe(`${"x".repeat(59)}…`);
    // spaces and punctuation at the cut are not kept, runs of white space are one
    expect(pageTitle(`${"a".repeat(40)},  ${"b".repeat(30)}`, "ABC")).toBe(`${"a".repeat(40)}…`);
  });

  it("is never longer than 60 characters", () => {
    for (let length = 1; length < 140; length++) {
      const words = "điện trạm biến áp tủ trung thế ".repeat(8).slice(0, length);
      expect(pageTitle(words, "ABC Electric").length, words).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    }
  });
});
