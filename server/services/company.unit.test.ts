import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultCompanyInfo } from "../../contract/company.ts";
import { ConfigError } from "../config.ts";
import { createCompanyInfoSource, loadCompanyInfo } from "./company.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "company-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the company file", () => {
  it("is optional: the placeholders apply without it", () => {
    expect(loadCompanyInfo(path.join(dir, "none.json"))).toEqual(defaultCompanyInfo);
  });

  it("changes only the fields it names", () => {
    const file = path.join(dir, "company.json");
    writeFileSync(file, JSON.stringify({ hotline: "028 3822 1234", email: "lienhe@congty.vn" }));
    const info = loadCompanyInfo(file);
    expect(info.hotline).toBe("028 3822 1234");
    expect(info.email).toBe("lienhe@congty.vn");
    expect(info.name).toEqual(defaultCompanyInfo.name);
  });

  it("stops start-up with one line naming COMPANY_FILE when it is wrong", () => {
    const file = path.join(dir, "company.json");
    writeFileSync(file, "{ not json");
    expect(() => loadCompanyInfo(file)).toThrow(ConfigError);
    expect(() => loadCompanyInfo(file)).toThrow(/^COMPANY_FILE: .* is not valid JSON/);
    writeFileSync(file, JSON.stringify({ email: "not-an-email" }));
    expect(() => loadCompanyInfo(file)).toThrow(/^COMPANY_FILE: .*: email: /);
  });

  it("is re-read when it changes, keeping the last good details after a broken edit", () => {
    const file = path.join(dir, "company.json");
    writeFileSync(file, JSON.stringify({ hotline: "028 1111 1111" }));
    const errors: unknown[] = [];
    let changes = 0;
    const source = createCompanyInfoSource(
      file,
      (error) => errors.push(error),
      () => changes++,
    );
    expect(source().hotline).toBe("028 1111 1111");
    writeFileSync(file, JSON.stringify({ hotline: "028 2222 2222" }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(source().hotline).toBe("028 2222 2222");
    expect(changes).toBe(1);
    writeFileSync(file, "{ broken");
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(source().hotline).toBe("028 2222 2222");
    expect(errors).toHaveLength(1);
    expect(changes).toBe(1);
    source.close();
  });

  it("notices a change by itself within about a second, so cached pages can be dropped", async () => {
    const file = path.join(dir, "company.json");
    let changes = 0;
    const source = createCompanyInfoSource(
      file,
      () => {},
      () => changes++,
    );
    try {
      writeFileSync(file, JSON.stringify({ hotline: "028 3333 3333" }));
      await expect.poll(() => changes, { timeout: 4000, interval: 100 }).toBe(1);
      expect(source().hotline).toBe("028 3333 3333");
    } finally {
      source.close();
    }
  });
});
