import { describe, expect, it } from "vitest";
import { changeOf } from "./website-change.ts";

describe("a Website total against the days before", () => {
  it("is up or down by a share of what it was", () => {
    expect(changeOf(150, 120, true)).toEqual({ kind: "up", share: 0.25 });
    expect(changeOf(90, 120, true)).toEqual({ kind: "down", share: 0.25 });
    expect(changeOf(0, 40, true)).toEqual({ kind: "down", share: 1 });
  });

  it("is up from nothing, or the same, when the days before were counted", () => {
    expect(changeOf(3, 0, true)).toEqual({ kind: "fromZero" });
    expect(changeOf(7, 7, true)).toEqual({ kind: "same" });
    expect(changeOf(0, 0, true)).toEqual({ kind: "same" });
  });

  it("has nothing to compare with when the site counted nothing then", () => {
    expect(changeOf(12, 0, false)).toEqual({ kind: "none" });
    expect(changeOf(0, 0, false)).toEqual({ kind: "none" });
  });
});
