import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ANALYTICS_LIMITS } from "../../../../contract/analytics.ts";
import { analyticsEndpoints } from "../../../../contract/endpoints/analytics.ts";
import { counterKey } from "../../../lib/client-address.ts";
import { analyticsRepository } from "../../../repositories/analytics.ts";
import { pageTitles } from "../../../services/page-titles.ts";
import { route } from "../endpoints.ts";

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
    beacons.route({
      ...route(beacons, analyticsEndpoints.collect, { config: { changes: [], audit: false } }),
      // the body is read by the counter, which refuses what is not a beacon without a word
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (request, reply) => {
        app.analytics.collect(request.body, { address: counterKey(request.ip), headers: request.headers });
        reply.header("Cache-Control", "no-store");
        return reply.code(204).send();
      },
    });
  });

  app.route({
    ...route(app, analyticsEndpoints.summary),
    handler: async (request) => {
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
  });
}
