import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, insertUser, login, testDialect } from "../../../test-support/test-app.ts";

// the tools catalogue staff keep is what the home page lists, in both languages, at once after
// an edit (through the page cache's one invalidation entry point)

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { pages: true });
  await insertUser(t, { login_name: "kho" });
  token = await login(t, "kho");
});
afterAll(() => t.close());

const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/management/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body;

describe(`the diagnostic tools on the home page (${testDialect})`, () => {
  it("come from the catalogue, follow its edits in both languages, and leave no empty box", async () => {
    // an empty catalogue: no heading, no list (the heading text itself travels with the page's copy)
    expect(await page("/")).not.toContain("Thiết bị chẩn đoán</h3>");
    expect(await page("/en")).not.toContain("Diagnostic tools</h3>");

    const category = (
      await call("POST", "tools-categories", { name: "Relay test sets", name_vi: "Hợp bộ thử rơ le" })
    ).json().data;
    const company = (await call("POST", "tools-companies", { name: "OMICRON", name_vi: "OMICRON" })).json().data;
    const created = await call("POST", "tools", {
      name: "CMC 356 relay test set",
      name_vi: "Hợp bộ thử nghiệm rơ le CMC 356",
      tools_categories_id: category.id,
      tools_companies_id: company.id,
    });
    expect(created.statusCode).toBe(201);

    const vi = await page("/");
    expect(vi).toContain("Thiết bị chẩn đoán</h3>");
    expect(vi).toContain("Hợp bộ thử nghiệm rơ le CMC 356");
    expect(vi).toContain("OMICRON");
    const en = await page("/en");
    expect(en).toContain("Diagnostic tools</h3>");
    expect(en).toContain("CMC 356 relay test set");

    // a rename of the maker shows at once
    await call("PUT", `tools-companies/${company.id}`, { name: "OMICRON electronics", name_vi: "OMICRON electronics" });
    expect(await page("/en")).toContain("OMICRON electronics");

    // the last tool removed: the box's heading goes too
    expect((await call("DELETE", `tools/${created.json().data.id}`)).statusCode).toBe(200);
    expect(await page("/")).not.toContain("Thiết bị chẩn đoán</h3>");
    expect(await page("/en")).not.toContain("CMC 356 relay test set");
  });
});
