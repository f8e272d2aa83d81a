import { describe, expect, it } from "vitest";
import { PAGE_KEYS, pageCopySchemas } from "../../../../contract/pages/index.ts";
import { describeSchema, fieldPaths } from "./form-model.ts";
import recorded from "./labels.snapshot.json" with { type: "json" };
import { fieldLabel } from "./labels.ts";

// The page form's label of every field of every page, in both languages, as the form computes it
// (fieldLabel), against the list recorded in labels.snapshot.json: moving a label (from a table
// to the schema beside its field, or from one schema to another) changes none of them. A field
// added, renamed or relabelled on purpose: record the list again (the same computation, written
// out as JSON: { page: { path: [vi, en] } }).

const current = () =>
  Object.fromEntries(
    PAGE_KEYS.map((page) => [
      page,
      Object.fromEntries(
        fieldPaths(describeSchema(pageCopySchemas[page] as never)).map((path) => [
          path,
          [fieldLabel(page, "vi", path), fieldLabel(page, "en", path)],
        ]),
      ),
    ]),
  );

describe("the page form's labels", () => {
  it("are the recorded ones, for every field of every page, in both languages", () => {
    expect(Object.keys(recorded)).toEqual([...PAGE_KEYS]);
    expect(Object.values(recorded).flatMap(Object.keys).length).toBeGreaterThan(500);
    expect(current()).toEqual(recorded);
  });
});
