import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthEndpoints } from "../../../../contract/endpoints/health.ts";
import { RETRY_AFTER_SECONDS } from "../../../services/availability.ts";
import { mailStatus } from "../../../services/email-outbox.ts";
import { route } from "../endpoints.ts";

// GET /api/health: the API answers, the database runs a query and the storage takes writes (it
// says which part is down); 503 while the server stops or a part is down, so that a load
// balancer sends no more. Public, and answers nothing about the business. It also says
// whether the shared counters' Redis answers a short write, without changing the status: while
// Redis is down every instance still serves (each counts the rate limits alone), so a load
// balancer must not take them out for it.
// GET /api/health/mail: the e-mail outbox, for the dashboard's system status (staff only: how
// much mail waits says how many messages arrive, and the mail server's errors are internal). A
// mail server that is down is not a reason to take the instance out of the load balancer, so it
// stays out of /api/health.
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...route(app, healthEndpoints.check),
    handler: async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (app.lifecycle.stopping) {
        return reply.status(503).send({ status: "shutting down", dialect: app.dbDialect });
      }
      const [databaseOk, storage, redis] = await Promise.all([
        app.availability.checkDatabase(),
        app.availability.storageState(),
        app.redis ? app.redis.check() : ("not configured" as const),
      ]);
      const database = databaseOk ? ("ok" as const) : ("unreachable" as const);
      if (!databaseOk || storage !== "ok") {
        return reply
          .status(503)
          .header("Retry-After", String(RETRY_AFTER_SECONDS))
          .send({ status: "error", database, storage, dialect: app.dbDialect, redis });
      }
      return { status: "ok" as const, database, storage, dialect: app.dbDialect, redis };
    },
  });

  app.route({
    ...route(app, healthEndpoints.mail),
    handler: async () => ({
      success: true as const,
      mail: await mailStatus(app.db, app.config.notifications !== null),
    }),
  });
}
