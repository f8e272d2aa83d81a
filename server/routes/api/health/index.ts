import type { FastifyInstance } from "fastify";
import { isDatabaseHealthy } from "../../../db/connect.ts";

// GET /api/health: the API answers and the database runs a query
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    { config: { public: true }, schema: { tags: ["health"], summary: "The API and its database answer" } },
    async (_request, reply) => {
      const databaseOk = await isDatabaseHealthy(app.db);
      reply.header("Cache-Control", "no-store");
      if (!databaseOk) {
        return reply.status(503).send({ status: "error", database: "unreachable", dialect: app.dbDialect });
      }
      return { status: "ok", database: "ok", dialect: app.dbDialect };
    },
  );
}
