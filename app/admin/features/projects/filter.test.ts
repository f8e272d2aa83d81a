import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../../contract/constants.ts";
import { checkImageFile } from "../../lib/image-file.ts";
import { clampPage, filterProjects, pageSlice } from "./filter.ts";

const projects = [
  { title: "Substation 110 kV", title_vi: "Trạm biến áp 110 kV", location: "Binh Duong", location_vi: "Bình Dương" },
  { title: "Factory wiring", title_vi: "Điện nhà máy", location: "Da Nang", location_vi: "Đà Nẵng" },
];

describe("admin projects search", () => {
  it("matches title and location in both languages, without case or diacritics", () => {
    expect(filterProjects(projects, "trạm")).toHaveLength(1);
    expect(filterProjects(projects, "TRAM")).toHaveLength(1);
    expect(filterProjects(projects, "da nang")).toEqual([projects[1]]);
    expect(filterProjects(projects, "đà")).toEqual([projects[1]]);
    expect(filterProjects(projects, "wiring")).toEqual([projects[1]]);
    expect(filterProjects(projects, "  ")).toEqual(projects);
    expect(filterProjects(projects, "hanoi")).toEqual([]);
  });

  it("pages by ten and keeps the page within range", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageSlice(items, 3, 10)).toEqual([20, 21, 22]);
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(5, 0, 10)).toBe(1);
  });
});

describe("image check before upload", () => {
  it("refuses files over 5 MB and files that are not images", () => {
    expect(checkImageFile({ size: LIMITS.uploadMaxBytes + 1, type: "image/png" })).toBe("tooLarge");
    expect(checkImageFile({ size: 1000, type: "application/pdf" })).toBe("unsupported");
    expect(checkImageFile({ size: LIMITS.uploadMaxBytes, type: "image/webp" })).toBeNull();
  });
});
