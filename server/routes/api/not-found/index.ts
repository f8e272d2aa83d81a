import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NotFoundListResponseSchema, NotFoundQuerySchema } from "../../../../contract/not-found.ts";
import { notFoundRepository } from "../../../repositories/not-found.ts";

// the addresses visitors asked for that answered 404 (issue 24; services/not-found-log.ts counts
// them): for the Redirects screen, where staff redirect the ones that matter
export default async function notFoundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notFound = notFoundRepository(app.db);

  app.get(
    "/",
    {
      schema: {
        tags: ["redirects"],
        security: [{ bearerAuth: [] }],
        summary: "The addresses that answered 404: the most hit (or the most recent) first",
        description:
          "The top 1 000 paths by hits are kept (robots counted apart), with when each was first and last asked for, the latest page that linked to it (origin and path) and the redirect that now answers it; `totals` counts every 404. Counts reach the database within 5 seconds.",
        querystring: NotFoundQuerySchema,
        response: { 200: NotFoundListResponseSchema },
      },
    },
    async (request) => {
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
  );
}
