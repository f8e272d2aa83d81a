import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AuditListQuerySchema,
  AuditListResponseSchema,
  AuditPeopleResponseSchema,
  vietnamDayRange,
} from "../../../../contract/audit.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { HttpError } from "../../../plugins/error-handler.ts";
import { publicAuditEntry } from "../../../services/audit-log.ts";

// GET /api/audit: the audit trail, for Super Admins. It has no route that writes: entries are
// made by the API's audit hook alone, and the database refuses to change or delete them.
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["audit"];

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
      let query = app.db.selectFrom("audit_log");
      if (actor_id !== undefined) query = query.where("actor_id", "=", actor_id);
      if (entity_type !== undefined) query = query.where("entity_type", "=", entity_type);
      if (entity_id !== undefined) query = query.where("entity_id", "=", entity_id);
      if (action !== undefined) query = query.where("action", "=", action);
      if (since !== undefined) query = query.where("created_at", ">=", since);
      if (until !== undefined) query = query.where("created_at", "<", until);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      const count = Number(total.count);
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
      const rows = await app.db
        .selectFrom("audit_log")
        .select((eb) => ["actor_id", "actor_name", eb.fn.max("created_at").as("last")])
        .where("actor_id", "is not", null)
        .where("actor_name", "is not", null)
        .groupBy(["actor_id", "actor_name"])
        .execute();
      const latest = new Map<number, { name: string; last: string }>();
      for (const row of rows) {
        if (row.actor_id === null || row.actor_name === null) continue;
        const last = String(row.last);
        const known = latest.get(row.actor_id);
        if (!known || known.last < last) latest.set(row.actor_id, { name: row.actor_name, last });
      }
      const people = [...latest.entries()]
        .map(([id, { name }]) => ({ id, user_name: name }))
        .sort((a, b) => a.user_name.localeCompare(b.user_name, "vi"));
      return { success: true as const, people };
    },
  );
}
