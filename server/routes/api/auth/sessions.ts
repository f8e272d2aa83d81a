import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authEndpoints } from "../../../../contract/endpoints/auth.ts";
import { userEndpoints } from "../../../../contract/endpoints/users.ts";
import { translate } from "../../../lib/language.ts";
import { userRepository } from "../../../repositories/users.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";

// ending sessions on the server (repositories/sessions.ts): one's own (logout), all of one's own
// (log out everywhere), or, for a Super Admin, all of someone else's (audited)
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...route(app, authEndpoints.logout, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      request.audit({ entityId: request.admin.id, label: request.admin.login_name, fields: { session: "logout" } });
      await app.sessions.end(request.sessionId, "logout");
      return { success: true as const, message: translate(request, "auth.loggedOut") };
    },
  });

  app.route({
    ...route(app, authEndpoints.logoutEverywhere, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const ended = await app.sessions.endAll(request.admin.id, "everywhere");
      request.audit({
        entityId: request.admin.id,
        label: request.admin.login_name,
        fields: { sessions: `${ended} ended (log out everywhere)` },
      });
      return {
        success: true as const,
        ended,
        message: translate(request, "auth.loggedOutEverywhere", { count: ended }),
      };
    },
  });

  // (Super Admins only: the declaration's access)
  app.route({
    ...route(app, userEndpoints.endSessions, { config: { changes: [], audit: { type: "user" } } }),
    handler: async (request) => {
      const target = found(await userRepository(app.db, app.dbDialect).find(request.params.id), "users.notFound");
      const ended = await app.sessions.endAll(target.id, "ended-by-admin");
      request.audit({
        entityId: target.id,
        label: target.login_name,
        fields: { sessions: `${ended} ended` },
        action: "update",
      });
      return {
        success: true as const,
        ended,
        message: translate(request, "users.sessionsEnded", { count: ended, name: target.user_name }),
      };
    },
  });
}
