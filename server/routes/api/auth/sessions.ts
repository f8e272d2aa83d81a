import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema, MessageResponseSchema } from "../../../../contract/common.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { SessionsEndedResponseSchema } from "../../../../contract/sessions.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { userRepository } from "../../../repositories/users.ts";
import { found } from "../answers.ts";

// ending sessions on the server (repositories/sessions.ts): one's own (logout), all of one's own
// (log out everywhere), or, for a Super Admin, all of someone else's (audited)
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  app.post(
    "/logout",
    {
      config: { changes: [], audit: { type: "user" }, sales: true },
      schema: {
        security,
        tags: ["auth"],
        summary: "Log out: the session ends on the server, and its token answers 401 from then on",
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      request.audit({ entityId: request.admin.id, label: request.admin.login_name, fields: { session: "logout" } });
      await app.sessions.end(request.sessionId, "logout");
      return { success: true as const, message: translate(request, "auth.loggedOut") };
    },
  );

  app.post(
    "/logout/everywhere",
    {
      config: { changes: [], audit: { type: "user" }, sales: true },
      schema: {
        security,
        tags: ["auth"],
        summary: "Log out on every device: every session of one's own account ends, this one included",
        response: { 200: SessionsEndedResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.delete(
    "/users/:id/sessions",
    {
      config: { changes: [], audit: { type: "user" } },
      schema: {
        security,
        tags: ["users"],
        summary: "A Super Admin ends every session of another staff member (a lost laptop, a leaver)",
        params: IdParamsSchema,
        response: { 200: SessionsEndedResponseSchema },
      },
    },
    async (request) => {
      if (request.admin.role !== USER_ROLE.SUPER_ADMIN) throw new HttpError(403, "users.superAdminOnly");
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
  );
}
