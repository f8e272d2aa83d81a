import { AnalyticsSummaryQuerySchema, AnalyticsSummarySchema, BeaconSchema } from "../analytics.ts";
import { endpoint } from "../endpoint.ts";
import { z } from "../zod.ts";

const tags = ["analytics"];

// What the site brings (issue 25): the beacon every public page sends once it has loaded (the
// public site's call, not the back office's), and the summary staff read on the dashboard's
// Website tab
export const analyticsEndpoints = {
  // whatever comes (JSON or text, too large, not a beacon), the answer is 204: its sender never
  // reads it, and nothing it could send makes a 4xx or 5xx to learn from
  collect: endpoint({
    method: "POST",
    path: "/api/analytics/collect",
    access: "anyone",
    tags,
    summary: "Count a page view (navigator.sendBeacon, once a public page has loaded)",
    description:
      "Always 204, counted or not, and no cookie. Not counted: robots, prefetches, staff (a request with a token), `DNT: 1` or `Sec-GPC: 1`, a path that is not a public page, a body that is not JSON or over 2 kB, and an address beyond 120 beacons a minute. Only sums are kept (views per page and day; for a visit's first page its source, campaign, language and device); nothing that identifies a person.",
    body: BeaconSchema.optional().meta({ description: "sent as text/plain by sendBeacon" }),
    response: { 204: z.null().meta({ description: "received; whether it was counted is not said" }) },
  }),
  // Sales too: the leads the site brought are theirs
  summary: endpoint({
    method: "GET",
    path: "/api/analytics/summary",
    access: "staff",
    tags,
    summary: "What the site brought over a range of days: visits, sources, pages and the leads they led to",
    description:
      "Days in Vietnam's time, both included, at most 400. `days`: every day with its page views and visits begun (a tab's first page); `pages`, `sources` and `campaigns` with the leads whose visit began there; `languages` and `devices` of the visits. Counts reach the database within 5 seconds.",
    query: AnalyticsSummaryQuerySchema,
    response: { 200: AnalyticsSummarySchema },
  }),
};
