import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../../contract/constants.ts";
import { checkImageFile } from "../../lib/image-file.ts";
import { matchesProject } from "./filter.ts";

const projects = [
  { title: "Substation 110 kV", title_vi: "Trạm biến áp 110 kV", location: "Binh Duong", location_vi: "Bình Dương" },
  { title: "Factory wiring", title_vi: "Điện nhà máy", location: "Da Nang", location_vi: "Đà Nẵng" },
];
const search = (query: string) => projects.filter((project) => matchesProject(project, query));

describe("admin projects search", () => {
  it("matches title and location in both languages, without case or diacritics", () => {
    expect(search("trạm")).toHaveLength(1);
    expect(search("TRAM")).toHaveLength(1);
    expect(search("da nang")).toEqual([projects[1]]);
    expect(search("đà")).toEqual([projects[1]]);
    expect(search("wiring")).toEqual([projects[1]]);
    expect(search("  ")).toEqual(projects);
    expect(search("hanoi")).toEqual([]);
  });
});

describe("image check before upload", () => {
  it("refuses files over 5 MB and files that are not images", () => {
    expect(checkImageFile({ size: LIMITS.uploadMaxBytes + 1, type: "image/png" })).toBe("tooLarge");
    expect(checkImageFile({ size: 1000, type: "application/pdf" })).toBe("unsupported");
    expect(checkImageFile({ size: LIMITS.uploadMaxBytes, type: "image/webp" })).toBeNull();
  });
});
