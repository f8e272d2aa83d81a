import { blankToUndefined, optionalText } from "./common.ts";
import { QUOTE_SERVICES, VIETNAM_PROVINCES, type VietnamProvince } from "./quote-options.ts";
import { foldSearch } from "./search-fold.ts";
import { z } from "./zod.ts";

// A request for a quote (issue 23): what an industrial client adds to the contact form — the
// company, its tax code, the province of the site, the service, the voltage and the timeline —
// and the files it may attach. The rules here are shared by the form and the server.

// a province as people write it — with or without "Thành phố"/"Tỉnh", marks or not, the old or
// the new place of the tone mark ("Thanh Hoá") — as its official name; null: not one of the 34
const folded = (value: string) =>
  foldSearch(value)
    .replace(/^(thanh pho|tp\.?|tinh)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
const PROVINCE_BY_FOLD = new Map<string, VietnamProvince>(VIETNAM_PROVINCES.map((name) => [folded(name), name]));
export function provinceName(value: string): VietnamProvince | null {
  return PROVINCE_BY_FOLD.get(folded(value.normalize("NFC"))) ?? null;
}

// Vietnam's tax code (mã số thuế): ten digits whose last is a check digit — 10 minus the
// weighted sum of the first nine (weights 31, 29, 23, 19, 17, 13, 7, 5, 3) modulo 11 — or, for a
// branch, those ten, a hyphen and three digits (001–999)
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;
export function isValidTaxCode(value: string): boolean {
  const match = /^(\d{10})(?:-(\d{3}))?$/.exec(value);
  if (!match) return false;
  const digits = (match[1] as string).split("").map(Number);
  if (match[2] === "000") return false;
  const sum = TAX_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] as number), 0);
  const check = 10 - (sum % 11);
  return check < 10 && check === digits[9];
}

// a tax code as the quote form and a company take it (trimmed, Vietnam's check digit)
export const taxCodeText = () =>
  z.string({ error: "quote.taxCode" }).trim().refine(isValidTaxCode, { error: "quote.taxCode" });
// a province by its name, however it is written: its Vietnamese name as stored
export const provinceText = () =>
  z.string({ error: "quote.province" }).transform((value, ctx) => {
    const name = provinceName(value);
    if (name === null) {
      ctx.addIssue({ code: "custom", message: "quote.province" });
      return z.NEVER;
    }
    return name;
  });
export const TAX_CODE_META = {
  description: "10 digits with Vietnam's check digit, or 10-3 for a branch",
  example: "0100109106",
} as const;
export const PROVINCE_META = {
  description: "one of the 34 province-level units, by its Vietnamese name",
  example: "Thành phố Hồ Chí Minh",
} as const;

// the quote's fields; every one optional (a plain message has none)
export const QuoteFieldsSchema = z.object({
  company: optionalText(200),
  tax_code: z.preprocess(blankToUndefined, taxCodeText().optional()).meta(TAX_CODE_META),
  province: z.preprocess(blankToUndefined, provinceText().optional()).meta(PROVINCE_META),
  service: z.preprocess(blankToUndefined, z.enum(QUOTE_SERVICES, { error: "quote.service" }).optional()),
  voltage: optionalText(50).meta({ example: "22 kV" }),
  timeline: optionalText(100).meta({ example: "Quý 1/2027" }),
});
export type QuoteFields = z.infer<typeof QuoteFieldsSchema>;
