import { blankToUndefined, optionalText } from "./common.ts";
import { foldSearch } from "./search-fold.ts";
import { z } from "./zod.ts";

// A request for a quote (issue 23): what an industrial client adds to the contact form — the
// company, its tax code, the province of the site, the service, the voltage and the timeline —
// and the files it may attach. The rules here are shared by the form and the server.

// the 34 province-level units in force since 1 July 2025 (Resolution 202/2025/QH15): six
// centrally governed cities and 28 provinces, by their Vietnamese names
export const VIETNAM_PROVINCES = [
  "Thành phố Hà Nội",
  "Thành phố Huế",
  "Thành phố Hải Phòng",
  "Thành phố Đà Nẵng",
  "Thành phố Hồ Chí Minh",
  "Thành phố Cần Thơ",
  "Tỉnh Lai Châu",
  "Tỉnh Điện Biên",
  "Tỉnh Sơn La",
  "Tỉnh Lạng Sơn",
  "Tỉnh Quảng Ninh",
  "Tỉnh Thanh Hóa",
  "Tỉnh Nghệ An",
  "Tỉnh Hà Tĩnh",
  "Tỉnh Cao Bằng",
  "Tỉnh Tuyên Quang",
  "Tỉnh Lào Cai",
  "Tỉnh Thái Nguyên",
  "Tỉnh Phú Thọ",
  "Tỉnh Bắc Ninh",
  "Tỉnh Hưng Yên",
  "Tỉnh Ninh Bình",
  "Tỉnh Quảng Trị",
  "Tỉnh Quảng Ngãi",
  "Tỉnh Gia Lai",
  "Tỉnh Khánh Hòa",
  "Tỉnh Lâm Đồng",
  "Tỉnh Đắk Lắk",
  "Tỉnh Đồng Nai",
  "Tỉnh Tây Ninh",
  "Tỉnh Vĩnh Long",
  "Tỉnh Đồng Tháp",
  "Tỉnh Cà Mau",
  "Tỉnh An Giang",
] as const;
export type VietnamProvince = (typeof VIETNAM_PROVINCES)[number];

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

export const QUOTE_SERVICES = [
  "supply",
  "installation",
  "testing",
  "maintenance",
  "emergency",
  "automation",
  "studies",
  "design-build",
  "other",
] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];

// the files a quote may carry: by what their bytes are (server/lib/file-type.ts), not their names
export const QUOTE_FILE_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type QuoteFileType = keyof typeof QUOTE_FILE_TYPES;
export const QUOTE_FILES = { max: 5, maxBytes: 10 * 1024 * 1024, totalBytes: 25 * 1024 * 1024 } as const;

// the quote's fields; every one optional (a plain message has none)
export const QuoteFieldsSchema = z.object({
  company: optionalText(200),
  tax_code: z
    .preprocess(
      blankToUndefined,
      z.string({ error: "quote.taxCode" }).trim().refine(isValidTaxCode, { error: "quote.taxCode" }).optional(),
    )
    .meta({ description: "10 digits with Vietnam's check digit, or 10-3 for a branch", example: "0100109106" }),
  province: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: "quote.province" })
        .transform((value, ctx) => {
          const name = provinceName(value);
          if (name === null) {
            ctx.addIssue({ code: "custom", message: "quote.province" });
            return z.NEVER;
          }
          return name;
        })
        .optional(),
    )
    .meta({
      description: "one of the 34 province-level units, by its Vietnamese name",
      example: "Thành phố Hồ Chí Minh",
    }),
  service: z.preprocess(blankToUndefined, z.enum(QUOTE_SERVICES, { error: "quote.service" }).optional()),
  voltage: optionalText(50).meta({ example: "22 kV" }),
  timeline: optionalText(100).meta({ example: "Quý 1/2027" }),
});
export type QuoteFields = z.infer<typeof QuoteFieldsSchema>;
