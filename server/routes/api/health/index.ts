import type { FastifyInstance } from "fastify";
import { HealthResponseSchema, MailStatusResponseSchema } from "../../../../contract/responses.ts";
import { isDatabaseHealthy } from "../../../db/connect.ts";
import { mailStatus } from "../../../services/email-outbox.ts";

// GET /api/health: the API answers and the database runs a query; 503 while the server stops, so
// that a load balancer sends no more. Public, and answers nothing about the business. It also says
// whether the shared counters' Redis answers a short write, without changing the status: while
// Redis is down every instance still serves (each counts the rate limits alone), so a load
// balancer must not take them out for it.
// GET /api/health/mail: the e-mail outbox, for the dashboard's system status (staff only: how
// much mail waits says how many messages arrive, and the mail server's errors are internal). A
// mail server that is down is not a reason to take the instance out of the load balancer, so it
// stays out of /api/health.
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        tags: ["health"],
        summary: "The API and its database answer (and whether the shared counters' Redis does)",
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (app.lifecycle.stopping) {
        return reply.status(503).send({ status: "shutting down", dialect: app.dbDialect });
      }
      const [databaseOk, redis] = await Promise.all([
        isDatabaseHealthy(app.db),
        app.redis ? app.redis.check() : ("not configured" as const),
      ]);
      if (!databaseOk) {
        return reply.status(503).send({ status: "error", database: "unreachable", dialect: app.dbDialect, redis });
      }
      return { status: "ok", database: "ok", dialect: app.dbDialect, redis };
    },
  );

  app.get(
    "/health/mail",
    {
      schema: {
        tags: ["health"],
        summary: "The e-mail notifications: ok, retrying or failing, with the e-mails waiting and failed",
        security: [{ bearerAuth: [] }],
        response: { 200: MailStatusResponseSchema },
      },
    },
    async () => ({ success: true as const, mail: await mailStatus(app.db, app.config.notifications !== null) }),
  );
}
