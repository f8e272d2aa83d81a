import { IMAGE_SOURCE_MAX_LENGTH, type ImageSourceOptions, isImageSource } from "./image-source.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug.ts";
import { z } from "./zod.ts";

// the building blocks every resource's schemas share: the usual messages, the coercions of form
// and query-string values, ids, image paths, calendar days, pagination and the one error shape.
// Messages are keys of contract/messages.ts, translated by whoever shows them.

export const REQUIRED = "validation.required";
export const TOO_LONG = "validation.tooLong";

// numbers may arrive as strings from forms and query strings
export const numeric = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;
export const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG });

export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string({ error: "validation.invalid" }).trim().max(max, { error: TOO_LONG }).nullable());

// 0 or 1 (a status, a visible or published flag); "0" and "1" from a form too
export const binaryStatus = z.preprocess(numeric, z.literal([0, 1], { error: "validation.status" }));
// the same in an answer (no coercion: answers are encoded through their schema)
export const status01 = z.literal([0, 1]);

// a whole number from min to max, "12" from a form or a query string too; `key` is the message
export const wholeNumber = (min: number, max: number, key: string) =>
  z.preprocess(numeric, z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }));

// a display order: lower first
export const displayOrder = wholeNumber(0, 1_000_000, "validation.displayOrder").default(0);

// an id: the integer column's range
export const IdSchema = wholeNumber(1, 2_147_483_647, "validation.id");
export const IdParamsSchema = z.object({ id: IdSchema });

// a picture's address, the one rule for every image field (contract/image-source.ts, issue 34): an
// upload (/uploads/…), one of the site's pictures (/images/…, /og-image.png) or an https address,
// in its normal form; anything else is refused with "validation.imagePath" on the field
// (`missing`: the message when it is not a string, e.g. null once blank)
// (`options`: the fields that take less, contract/image-source.ts)
export const imageSource = (missing = "validation.imagePath", options: ImageSourceOptions = {}) =>
  z
    .string({ error: missing })
    .trim()
    .max(IMAGE_SOURCE_MAX_LENGTH, { error: TOO_LONG })
    .refine((value) => isImageSource(value, options), { error: options.message ?? "validation.imagePath" });
const imagePath = imageSource;
// optional: blank is none (null)
export const ImagePathSchema = z.preprocess(blankToNull, imagePath("validation.imagePath").nullable()).meta({
  example: "/uploads/2026/11/transformer-station-1600.webp",
});
// required: blank or missing is refused with `key`
export const requiredImagePath = (key: string) =>
  z.preprocess(blankToNull, imagePath(key)).meta({
    description: "an upload (POST /api/upload), a picture of the site (/images/…) or an https address",
    example: "/uploads/2026/11/iso-9001-1600.webp",
  });

// a day that exists on the calendar (no 30 February), given as YYYY-MM-DD
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return DAY_PATTERN.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
// a calendar day, YYYY-MM-DD, that exists (documented as `format: date`)
export const requiredDay = z
  .string({ error: "validation.date" })
  .trim()
  .refine(isCalendarDay, { error: "validation.date" })
  .meta({ format: "date" });
// a calendar day, YYYY-MM-DD; blank: none
export const optionalDay = z.preprocess(blankToNull, requiredDay.nullable());
// a day in an answer
export const DaySchema = z.string().meta({ format: "date", description: "YYYY-MM-DD" });

// lower-case letters, digits and single hyphens (contract/slug.ts); blank: none given
export const SlugSchema = z
  .preprocess(
    blankToNull,
    z
      .string({ error: "validation.slug" })
      .trim()
      .max(SLUG_MAX_LENGTH, { error: "validation.slug" })
      .regex(SLUG_PATTERN, { error: "validation.slug" })
      .nullable(),
  )
  .meta({ example: "tram-bien-ap-khu-cong-nghiep" });

// an e-mail address: trimmed, then checked (documented as `format: email`)
export const emailAddress = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(254, { error: TOO_LONG })
    .pipe(z.email({ error: "validation.email" }))
    .meta({ format: "email", example: "someone@example.com" });

// a page of a list: which page, its size, how many in all, and whether more follow
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

// every refusal: 4xx with a message a person can act on, and the fields it concerns
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string().meta({ description: "what went wrong, in the language the request asked for" }),
  errors: z
    .array(
      z.object({ msg: z.string(), path: z.string().meta({ description: "the field, e.g. hours.saturday.close" }) }),
    )
    .optional(),
});

// a change that has nothing to send back but its confirmation
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
