import { describe, expect, it } from "vitest";
import { projectTitleSlug } from "./project-slug.ts";

describe("projectTitleSlug", () => {
  it("takes the Vietnamese title, its marks folded", () => {
    expect(projectTitleSlug({ title: "22 kV substation", title_vi: "Trạm biến áp 22 kV cho nhà máy may mặc" })).toBe(
      "tram-bien-ap-22-kv-cho-nha-may-may-mac",
    );
    expect(projectTitleSlug({ title: "x", title_vi: "Đường dây 110 kV — Đồng Nai" })).toBe("duong-day-110-kv-dong-nai");
  });

  it("falls back to the English title, then to du-an", () => {
    expect(projectTitleSlug({ title: "Main switchboards", title_vi: "  " })).toBe("main-switchboards");
    expect(projectTitleSlug({ title: "!!!", title_vi: "???" })).toBe("du-an");
    expect(projectTitleSlug({})).toBe("du-an");
  });
});
