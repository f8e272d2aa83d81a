import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { vietnamDayRange } from "../../../../contract/audit.ts";
import { auditEndpoints } from "../../../../contract/endpoints/audit.ts";
import { auditRepository } from "../../../repositories/audit.ts";
import { publicAuditEntry } from "../../../services/audit-log.ts";
import { route } from "../endpoints.ts";

// GET /api/audit: the audit trail, for Super Admins (the API's door refuses the others before the
// query is checked: contract/endpoints/audit.ts). It has no route that writes: entries are made
// by the API's audit hook alone, and the database refuses to change or delete them.
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = auditRepository(app.db);

  app.route({
    ...route(app, auditEndpoints.list),
    handler: async (request) => {
      const { page, limit, actor_id, entity_type, entity_id, action, from, to } = request.query;
      const { since, until } = vietnamDayRange(from, to);
      const { rows, total: count } = await audit.page(
        { actorId: actor_id, entityType: entity_type, entityId: entity_id, action, since, until },
        page,
        limit,
      );
      return {
        success: true as const,
        entries: rows.map(publicAuditEntry),
        pagination: { page, limit, total: count, hasMore: page * limit < count },
      };
    },
  });

  app.route({
    ...route(app, auditEndpoints.people),
    handler: async () => {
      const people = (await audit.people()).sort((a, b) => a.user_name.localeCompare(b.user_name, "vi"));
      return { success: true as const, people };
    },
  });
}
