import { describe, expect, it } from "vitest";
import { AttributionSchema, attributionOf } from "./attribution.ts";

// what the browser kept of the visit's first page becomes what the server accepts: nothing a
// visitor cannot change (an app's referrer, a long campaign name) can make their message fail

describe("attributionOf", () => {
  it("keeps the first page, the referrer without its query and the campaign", () => {
    const kept = attributionOf(
      JSON.stringify({
        landing_page: "/en/projects",
        referrer: "https://www.facebook.com/groups/dien-cong-nghiep?ref=share#x",
        utm_source: " facebook ",
        utm_medium: null,
        utm_campaign: "tram-bien-ap",
      }),
    );
    expect(kept).toEqual({
      landing_page: "/en/projects",
      referrer: "https://www.facebook.com/groups/dien-cong-nghiep",
      utm_source: "facebook",
      utm_campaign: "tram-bien-ap",
    });
    expect(AttributionSchema.safeParse(kept).success).toBe(true);
  });

  it("leaves out what the server would refuse and cuts a long campaign name", () => {
    const kept = attributionOf(
      JSON.stringify({
        landing_page: `/${"x".repeat(400)}`,
        referrer: "android-app://com.google.android.gm/",
        utm_campaign: `a\u0007${"b".repeat(200)}`,
      }),
    );
    expect(kept).toEqual({ utm_campaign: `a${"b".repeat(99)}` });
    expect(AttributionSchema.safeParse(kept).success).toBe(true);
  });

  it("gives nothing for nothing stored, or for what is not JSON", () => {
    expect(attributionOf(null)).toEqual({});
    expect(attributionOf("{not json")).toEqual({});
    expect(attributionOf("null")).toEqual({});
    expect(attributionOf(JSON.stringify({ landing_page: "//evil.example" }))).toEqual({});
  });
});
