import type { FastifyInstance } from "fastify";
import { HealthResponseSchema } from "../../../../contract/responses.ts";
import { isDatabaseHealthy } from "../../../db/connect.ts";

// GET /api/health: the API answers and the database runs a query; 503 while the server stops, so
// that a load balancer sends no more
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        tags: ["health"],
        summary: "The API and its database answer",
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (app.lifecycle.stopping) {
        return reply.status(503).send({ status: "shutting down", dialect: app.dbDialect });
      }
      const databaseOk = await isDatabaseHealthy(app.db);
      if (!databaseOk) {
        return reply.status(503).send({ status: "error", database: "unreachable", dialect: app.dbDialect });
      }
      return { status: "ok", database: "ok", dialect: app.dbDialect };
    },
  );
}
