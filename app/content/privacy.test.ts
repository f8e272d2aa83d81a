import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY_VERSION } from "../../contract/constants.ts";
import { privacySeed as privacyContent } from "../../server/db/page-seeds/privacy.ts";
import { formatDay } from "../lib/format.ts";

// a contact message records the version of the policy its sender accepted: the version is the
// day the page says the policy was last updated, so the two cannot drift apart
describe("the privacy policy's version", () => {
  it("is the day the privacy page says it was last updated, in both languages", () => {
    expect(privacyContent.vi.hero.updated).toBe(formatDay(PRIVACY_POLICY_VERSION, "vi"));
    expect(privacyContent.en.hero.updated).toBe(formatDay(PRIVACY_POLICY_VERSION, "en"));
  });
});
