import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AuditListQuerySchema,
  AuditListResponseSchema,
  AuditPeopleResponseSchema,
  vietnamDayRange,
} from "../../../../contract/audit.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { auditRepository } from "../../../repositories/audit.ts";
import { publicAuditEntry } from "../../../services/audit-log.ts";

// GET /api/audit: the audit trail, for Super Admins. It has no route that writes: entries are
// made by the API's audit hook alone, and the database refuses to change or delete them.
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["audit"];
  const audit = auditRepository(app.db);

  // before the query is validated: an Admin learns nothing from the trail, not even its errors
  const superAdminOnly = async (request: FastifyRequest) => {
    if (request.admin.role !== USER_ROLE.SUPER_ADMIN) throw new HttpError(403, "audit.superAdminOnly");
  };

  app.get(
    "/",
    {
      preValidation: superAdminOnly,
      schema: {
        tags,
        security,
        summary: "The audit trail, newest first (Super Admin)",
        description:
          "Every login (success and failure) and every create, update, status change and delete of users, projects, contact messages, catalogue entries, certificates, news and settings: who (user id and the name at the time), when, what (action, record type and id, the fields changed with the new value of state fields; never a password or token) and from which address. `from` and `to` are days in Vietnam's time (UTC+7), both included. Entries cannot be changed or deleted.",
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.get(
    "/people",
    {
      preValidation: superAdminOnly,
      schema: {
        tags,
        security,
        summary: "Everyone the audit trail names, with their latest name (Super Admin)",
        response: { 200: AuditPeopleResponseSchema },
      },
    },
    async () => {
      const people = (await audit.people()).sort((a, b) => a.user_name.localeCompare(b.user_name, "vi"));
      return { success: true as const, people };
    },
  );
}
