import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFoundEndpoints } from "../../../../contract/endpoints/not-found.ts";
import { notFoundRepository } from "../../../repositories/not-found.ts";
import { route } from "../endpoints.ts";

// the addresses visitors asked for that answered 404 (issue 24; services/not-found-log.ts counts
// them): for the Redirects screen, where staff redirect the ones that matter
export default async function notFoundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notFound = notFoundRepository(app.db);

  app.route({
    ...route(app, notFoundEndpoints.list),
    handler: async (request) => {
      const { page, limit, sort } = request.query;
      // this process's latest counts first
      await app.notFoundLog.flush();
      const [{ rows, total }, totals] = await Promise.all([notFound.list(sort, page, limit), notFound.totals()]);
      return {
        success: true as const,
        items: rows,
        pagination: { page, limit, total, hasMore: page * limit < total },
        totals,
      };
    },
  });
}
