import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { vietnamDay } from "../../../lib/csv.ts";
import { translate } from "../../../lib/language.ts";
import { publicContact } from "../../../lib/serialize.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadFilter, leadWork } from "./shared.ts";

const WEEK_MS = 7 * 24 * 3600 * 1000;

// the leads together: the list (a page of a filter and search), the counts, who may own one, and
// every unread one marked read
export default async function leadListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts } = leadWork(app);

  for (const at of servedAt(leadEndpoints.list)) {
    app.route({
      ...route(app, leadEndpoints.list, { at }),
      handler: async (request) => {
        const { page, limit, ...filter } = request.query;
        const { rows, total: count, value } = await contacts.list(leadFilter(filter), page, limit);
        return {
          success: true as const,
          contacts: rows.map((row) => ({
            ...publicContact(row),
            stage_since: row.stage_changed_at ?? row.created_at,
            next_task:
              row.next_task_title && row.next_task_due
                ? { title: row.next_task_title, due_at: row.next_task_due }
                : null,
          })),
          pagination: { page, limit, total: count, hasMore: page * limit < count },
          value_vnd_total: value,
        };
      },
    });
  }

  for (const at of servedAt(leadEndpoints.stats)) {
    app.route({
      ...route(app, leadEndpoints.stats, { at }),
      handler: async () => {
        const since = new Date(Date.now() - WEEK_MS).toISOString();
        return { success: true as const, stats: await contacts.stats(since, vietnamDay(new Date())) };
      },
    });
  }

  for (const at of servedAt(leadEndpoints.assignees)) {
    app.route({
      ...route(app, leadEndpoints.assignees, { at }),
      handler: async () => ({ success: true as const, assignees: await contacts.assignees() }),
    });
  }

  for (const at of servedAt(leadEndpoints.markAllRead)) {
    app.route({
      ...route(app, leadEndpoints.markAllRead, {
        at,
        config: { changes: [], audit: { type: "contact", action: "status" } },
      }),
      handler: async (request) => {
        const updated = await contacts.markAllRead();
        request.audit({ fields: { status: CONTACT_STATUS.READ }, count: updated });
        return { success: true as const, message: translate(request, "contact.allRead"), updated };
      },
    });
  }
}
