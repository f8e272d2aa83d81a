import { describe, expect, it } from "vitest";
import { isValidTaxCode, provinceName, QuoteFieldsSchema } from "./quote.ts";
import { VIETNAM_PROVINCES } from "./quote-options.ts";

describe("a quote request's rules", () => {
  it("knows the 34 province-level units, however they are written", () => {
    expect(VIETNAM_PROVINCES).toHaveLength(34);
    expect(new Set(VIETNAM_PROVINCES).size).toBe(34);
    expect(VIETNAM_PROVINCES.filter((name) => name.startsWith("Thành phố "))).toHaveLength(6);
    expect(provinceName("Thành phố Hồ Chí Minh")).toBe("Thành phố Hồ Chí Minh");
    expect(provinceName("TP. Hồ Chí Minh")).toBe("Thành phố Hồ Chí Minh");
    expect(provinceName("ho chi minh")).toBe("Thành phố Hồ Chí Minh");
    expect(provinceName("Đồng Nai")).toBe("Tỉnh Đồng Nai");
    // the old place of the tone mark
    expect(provinceName("Thanh Hoá")).toBe("Tỉnh Thanh Hóa");
    expect(provinceName("Khánh Hoà")).toBe("Tỉnh Khánh Hòa");
    // merged away on 1 July 2025, or not a province at all
    expect(provinceName("Bình Dương")).toBeNull();
    expect(provinceName("Hà Giang")).toBeNull();
    expect(provinceName("Paris")).toBeNull();
  });

  it("checks a tax code's check digit, and a branch's suffix", () => {
    // Viettel's (0100109106) and a code made with the same rule
    expect(isValidTaxCode("0100109106")).toBe(true);
    expect(isValidTaxCode("0100109106-001")).toBe(true);
    expect(isValidTaxCode("0100109107")).toBe(false);
    expect(isValidTaxCode("0100109106-000")).toBe(false);
    expect(isValidTaxCode("010010910")).toBe(false);
    expect(isValidTaxCode("0100109106-01")).toBe(false);
    expect(isValidTaxCode("01001091O6")).toBe(false);
  });

  it("validates the quote's fields, naming each one at fault, and keeps the official province name", () => {
    const good = QuoteFieldsSchema.parse({
      company: " Công ty Cơ khí Tây Ninh ",
      tax_code: "0100109106",
      province: "tay ninh",
      service: "maintenance",
      voltage: "22 kV",
      timeline: "Quý 1/2027",
    });
    expect(good).toMatchObject({
      company: "Công ty Cơ khí Tây Ninh",
      province: "Tỉnh Tây Ninh",
      tax_code: "0100109106",
    });
    const parsed = QuoteFieldsSchema.safeParse({ tax_code: "0100109107", province: "Bình Dương", service: "painting" });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["tax_code", "quote.taxCode"],
      ["province", "quote.province"],
      ["service", "quote.service"],
    ]);
    expect(QuoteFieldsSchema.parse({ province: "Tây Ninh", tax_code: "", company: "" })).toEqual({
      company: null,
      province: "Tỉnh Tây Ninh",
      voltage: null,
      timeline: null,
    });
  });
});
