import { blankToNull } from "./common.ts";
import { LANGUAGES } from "./constants.ts";

export { VISIT_STORAGE_KEY } from "./constants.ts";

import { z } from "./zod.ts";

// Where a lead came from (issue 23): the first page of the visit, the page that linked to it, the
// campaign of that first address (utm_source, utm_medium, utm_campaign) and the language the form
// was sent in. The public pages keep the first page of the tab's visit in its session storage
// (contract/visit-script.ts: no cookie); the contact form sends it, cleaned by `attributionOf`, and
// the server checks it with `AttributionSchema`.

export const ATTRIBUTION_LIMITS = { landingPage: 300, referrer: 300, utm: 100 } as const;

// a site-relative path: "/" then no second slash, no spaces or backslashes
const SITE_PATH = /^\/(?:[^\s\\/][^\s\\]*)?$/;

// a referring page as stored: its origin and path (its query and fragment may carry a person's
// data, and are dropped); null: not an http(s) address
export function referrerOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return `${url.origin}${url.pathname}`.slice(0, ATTRIBUTION_LIMITS.referrer);
}

const utm = z
  .preprocess(
    blankToNull,
    z
      .string({ error: "attribution.utm" })
      .trim()
      .max(ATTRIBUTION_LIMITS.utm, { error: "attribution.utm" })
      .regex(/^[^\p{Cc}]*$/u, { error: "attribution.utm" })
      .nullable(),
  )
  .optional();

export const AttributionSchema = z.object({
  landing_page: z
    .preprocess(
      blankToNull,
      z
        .string({ error: "attribution.landingPage" })
        .max(ATTRIBUTION_LIMITS.landingPage, { error: "attribution.landingPage" })
        .regex(SITE_PATH, { error: "attribution.landingPage" })
        .nullable(),
    )
    .optional()
    .meta({ description: "the path of the visit's first page on this site", example: "/services" }),
  referrer: z
    .preprocess(
      blankToNull,
      z
        .string({ error: "attribution.referrer" })
        .max(2000, { error: "attribution.referrer" })
        .transform((value, ctx) => {
          const stored = referrerOf(value);
          if (stored === null) {
            ctx.addIssue({ code: "custom", message: "attribution.referrer" });
            return z.NEVER;
          }
          return stored;
        })
        .nullable(),
    )
    .optional()
    .meta({
      description: "the http(s) page that linked to the first page; stored without its query and fragment",
      example: "https://www.google.com/",
    }),
  utm_source: utm.meta({ example: "zalo" }),
  utm_medium: utm.meta({ example: "social" }),
  utm_campaign: utm.meta({ example: "tram-bien-ap-2026" }),
  language: z
    .preprocess(blankToNull, z.enum(LANGUAGES, { error: "attribution.language" }).nullable())
    .optional()
    .meta({ description: "the language the form was sent in: vi or en (absent: the request's language)" }),
});
export type Attribution = z.infer<typeof AttributionSchema>;

// what the browser kept of the visit's first page, as the server accepts it: a value that would
// be refused (a path too long, an app's referrer such as android-app://) is left out, and a long
// campaign name cut, so that a visitor's message never fails over where it came from
export function attributionOf(stored: string | null): Omit<Attribution, "language"> {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(stored ?? "{}") ?? {};
  } catch {
    return {};
  }
  const text = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string).trim() : "");
  const result: Omit<Attribution, "language"> = {};
  const landing = text("landing_page");
  if (landing.length <= ATTRIBUTION_LIMITS.landingPage && SITE_PATH.test(landing)) result.landing_page = landing;
  const referrer = text("referrer") && referrerOf(text("referrer"));
  if (referrer) result.referrer = referrer;
  for (const key of ["utm_source", "utm_medium", "utm_campaign"] as const) {
    const value = text(key)
      .replace(/\p{Cc}/gu, "")
      .slice(0, ATTRIBUTION_LIMITS.utm)
      .trim();
    if (value) result[key] = value;
  }
  return result;
}
