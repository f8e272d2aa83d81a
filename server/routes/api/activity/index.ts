import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ActivityItem } from "../../../../contract/activity.ts";
import { activityEndpoints } from "../../../../contract/endpoints/activity.ts";
import { auditRepository } from "../../../repositories/audit.ts";
import { contactRepository } from "../../../repositories/contacts.ts";
import { publicAuditEntry } from "../../../services/audit-log.ts";
import { route } from "../endpoints.ts";

// GET /api/activity: the latest events for the dashboard, newest first: the messages visitors
// sent, and what staff did (from the audit trail, with who did it; logins are left to the trail)
export default async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...route(app, activityEndpoints.latest),
    handler: async (request) => {
      const { limit } = request.query;
      const [contacts, actions] = await Promise.all([
        contactRepository(app.db, app.dbDialect).latest(limit),
        auditRepository(app.db).latestActions(limit),
      ]);
      const items: ActivityItem[] = [
        ...contacts.map((row) => ({
          kind: "contact_received" as const,
          at: row.created_at,
          id: row.id,
          title: row.customer_name,
          title_vi: null,
          actor_name: null,
          action: null,
          entity_type: null,
          count: null,
        })),
        ...actions.map(publicAuditEntry).map((entry) => ({
          kind: "staff_action" as const,
          at: entry.created_at,
          id: entry.entity_id,
          title: entry.label,
          title_vi: entry.label_vi,
          actor_name: entry.actor_name,
          action: entry.action,
          entity_type: entry.entity_type,
          count: entry.count,
        })),
      ];
      items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
      return { success: true as const, activity: items.slice(0, limit) };
    },
  });
}
