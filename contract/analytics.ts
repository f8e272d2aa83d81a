import { blankToUndefined, isCalendarDay } from "./common.ts";
import { z } from "./zod.ts";

// What the site brings (issue 25): visits counted by the site itself, without a cookie and without
// anything that identifies a person. After a public page has loaded, the page's own inline script
// (contract/visit-script.ts) sends one beacon per page view — POST /api/analytics/collect — and
// the server adds it to aggregates only: views per page and day, and for the first page of a
// visit (a tab's session) its source, campaign, language and kind of device. Staff read them with
// the leads beside them (GET /api/analytics/summary).

export const ANALYTICS_LIMITS = {
  // a beacon's body; larger: answered 204 and not counted
  bodyBytes: 2048,
  path: 300,
  referrer: 500,
  utm: 100,
  // days a summary may cover
  rangeDays: 400,
} as const;

// a beacon as the page sends it; what it cannot be read as is not counted (the answer is 204 all
// the same: a beacon's sender never reads it)
export const BeaconSchema = z.object({
  path: z.string().max(ANALYTICS_LIMITS.path).meta({ description: "the page's path, without query" }),
  referrer: z.string().max(ANALYTICS_LIMITS.referrer).optional().meta({
    description: "document.referrer on a visit's first page (empty otherwise)",
  }),
  language: z.string().max(5).optional().meta({ description: "the page's language (the path decides: /en… is en)" }),
  utm_source: z.string().max(ANALYTICS_LIMITS.utm).nullish(),
  utm_medium: z.string().max(ANALYTICS_LIMITS.utm).nullish(),
  utm_campaign: z.string().max(ANALYTICS_LIMITS.utm).nullish(),
  width: z.number().int().min(0).max(20_000).optional().meta({ description: "the window's width in CSS pixels" }),
  entry: z.boolean().optional().meta({ description: "true on the first page of the tab's visit" }),
});
export type Beacon = z.infer<typeof BeaconSchema>;

export const DEVICES = ["phone", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
// by the window's width: a phone under 768 px, a tablet under 1 024, else a desktop
export function deviceOf(width: number | undefined): Device {
  if (width === undefined || width <= 0) return "desktop";
  return width < 768 ? "phone" : width < 1024 ? "tablet" : "desktop";
}

// where a visit came from, from its referrer: the search engines, Zalo and Facebook by name,
// "direct" without one, else the referring site's host (www. aside)
const NAMED_SOURCES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)coccoc\.com$/, "coccoc"],
  [/(^|\.)(yahoo\.com|search\.yahoo\.[a-z.]+)$/, "yahoo"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)(zalo\.me|zaloapp\.com|zalo\.vn)$/, "zalo"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, "facebook"],
];
export const SEARCH_ENGINES = ["google", "bing", "coccoc", "yahoo", "duckduckgo"] as const;
// the sources sourceOf names from a closed list (never a name a request makes up)
export const FIXED_SOURCES: ReadonlySet<string> = new Set(["direct", ...NAMED_SOURCES.map(([, name]) => name)]);

// the referrer's host, lower case, without www.; null: none, not an address, or this site itself
export function referrerHost(referrer: string | null | undefined, ownHost?: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
  if (!host || host === ownHost?.toLowerCase().replace(/^www\./, "")) return null;
  return host.slice(0, 100);
}

export function sourceOf(referrer: string | null | undefined, utmSource?: string | null, ownHost?: string): string {
  const host = referrerHost(referrer, ownHost);
  if (host) {
    for (const [pattern, name] of NAMED_SOURCES) if (pattern.test(host)) return name;
    return host;
  }
  // an app (Zalo's in-app browser sends no referrer) tagged by the campaign's source
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged === "zalo" || tagged === "facebook") return tagged;
  return "direct";
}

// YYYY-MM-DD, a day that exists, from the year 2000
const day = z
  .string({ error: "analytics.day" })
  .refine((value) => isCalendarDay(value) && value >= "2000-01-01", { error: "analytics.day" })
  .meta({ format: "date", description: "a day in Vietnam's time, YYYY-MM-DD", example: "2026-11-01" });

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const AnalyticsSummaryQuerySchema = z
  .object({ from: z.preprocess(blankToUndefined, day), to: z.preprocess(blankToUndefined, day) })
  .refine((query) => query.from <= query.to, { error: "analytics.range", path: ["to"] })
  .refine((query) => daysBetween(query.from, query.to) < ANALYTICS_LIMITS.rangeDays, {
    error: "analytics.rangeTooLong",
    path: ["from"],
  });
export type AnalyticsSummaryQuery = z.infer<typeof AnalyticsSummaryQuerySchema>;

const count = z.number().int();
export const AnalyticsSummarySchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  days: z
    .array(z.object({ day: z.string(), views: count, visitors: count }))
    .meta({ description: "every day of the range, in order; visitors: visits begun (a tab's first page)" }),
  pages: z
    .array(
      z.object({
        path: z.string(),
        title: z.string().nullable().meta({
          description:
            "the page's name in English (its title; a project's or news item's title); null: no page there now",
        }),
        title_vi: z.string().nullable().meta({ description: "the same in Vietnamese" }),
        views: count,
        visits: count,
        leads: count,
      }),
    )
    .meta({ description: "the most viewed first (at most 50); visits begun there, and the leads that began there" }),
  sources: z
    .array(z.object({ source: z.string(), visits: count, leads: count }))
    .meta({ description: "google, bing, coccoc, yahoo, duckduckgo, zalo, facebook, direct, or the referring host" }),
  campaigns: z.array(z.object({ campaign: z.string(), visits: count, leads: count })),
  languages: z.array(z.object({ language: z.string(), visits: count })),
  devices: z.array(z.object({ device: z.enum(DEVICES), visits: count })),
  totals: z.object({ views: count, visitors: count, leads: count }),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
