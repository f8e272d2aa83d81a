import { describe, expect, it } from "vitest";
import { parseDay } from "../../contract/day-text.ts";
import { privacySeed } from "../../server/db/page-seeds/privacy.ts";

// a contact message records the version of the privacy policy its sender accepted: the day the
// published page says it was last updated (server/services/contact-intake.ts). Both languages of the
// original copy name the same day, in a form that can be read back
describe("the privacy policy's version", () => {
  it("is one day, written in each language's form", () => {
    expect(parseDay(privacySeed.vi.hero.updated)).toBe("2026-11-26");
    expect(parseDay(privacySeed.en.hero.updated)).toBe("2026-11-26");
  });

  it("reads the forms the site writes, and nothing else", () => {
    expect(parseDay("01/07/2025")).toBe("2025-07-01");
    expect(parseDay("1 July 2025")).toBe("2025-07-01");
    expect(parseDay("31/02/2026")).toBeNull();
    expect(parseDay("July 2025")).toBeNull();
    expect(parseDay("")).toBeNull();
  });
});
