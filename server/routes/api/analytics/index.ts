import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ANALYTICS_LIMITS,
  AnalyticsSummaryQuerySchema,
  AnalyticsSummarySchema,
  BeaconSchema,
} from "../../../../contract/analytics.ts";
import { z } from "../../../../contract/zod.ts";
import { counterKey } from "../../../lib/client-address.ts";
import { analyticsRepository } from "../../../repositories/analytics.ts";
import { pageTitles } from "../../../services/page-titles.ts";

// What the site brings (issue 25): the beacon every public page sends once it has loaded, and the
// summary staff read on the dashboard's Website tab.

export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const analytics = analyticsRepository(app.db);
  const ownHost = new URL(app.config.publicOrigin).hostname;

  // the beacon: whatever comes (JSON or text, too large, not a beacon), the answer is 204 — its
  // sender never reads it, and nothing it could send makes a 4xx or 5xx to learn from
  await app.register(async (beacons) => {
    beacons.removeAllContentTypeParsers();
    beacons.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: ANALYTICS_LIMITS.bodyBytes },
      (_request, body, done) => done(null, body),
    );
    beacons.setErrorHandler((_error, _request, reply) => reply.code(204).send());
    beacons.post(
      "/collect",
      {
        config: { public: true, changes: [], audit: false },
        schema: {
          tags: ["analytics"],
          summary: "Count a page view (navigator.sendBeacon, once a public page has loaded)",
          description:
            "Always 204, counted or not, and no cookie. Not counted: robots, prefetches, staff (a request with a token), `DNT: 1` or `Sec-GPC: 1`, a path that is not a public page, a body that is not JSON or over 2 kB, and an address beyond 120 beacons a minute. Only sums are kept (views per page and day; for a visit's first page its source, campaign, language and device); nothing that identifies a person.",
          body: BeaconSchema.optional().meta({ description: "sent as text/plain by sendBeacon" }),
          response: { 204: z.null().meta({ description: "received; whether it was counted is not said" }) },
        },
        // the body is read by the counter, which refuses what is not a beacon without a word
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request, reply) => {
        app.analytics.collect(request.body, { address: counterKey(request.ip), headers: request.headers });
        reply.header("Cache-Control", "no-store");
        return reply.code(204).send();
      },
    );
  });

  app.get(
    "/summary",
    {
      config: { sales: true },
      schema: {
        tags: ["analytics"],
        security: [{ bearerAuth: [] }],
        summary: "What the site brought over a range of days: visits, sources, pages and the leads they led to",
        description:
          "Days in Vietnam's time, both included, at most 400. `days`: every day with its page views and visits begun (a tab's first page); `pages`, `sources` and `campaigns` with the leads whose visit began there; `languages` and `devices` of the visits. Counts reach the database within 5 seconds.",
        querystring: AnalyticsSummaryQuerySchema,
        response: { 200: AnalyticsSummarySchema },
      },
    },
    async (request) => {
      // this process's latest counts first
      await app.analytics.flush();
      const { from, to } = request.query;
      const summary = await analytics.summary(from, to, ownHost);
      // each page by its name too, in both languages
      const titles = await pageTitles(
        app.db,
        summary.pages.map((page) => page.path),
      );
      const pages = summary.pages.map((page) => {
        const title = titles.get(page.path);
        return { ...page, title: title?.title ?? null, title_vi: title?.title_vi ?? null };
      });
      return { success: true as const, ...summary, pages };
    },
  );
}
