import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { translate } from "../../../lib/language.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadWork } from "./shared.ts";

// a data subject's request (Law 91/2025/QH15): every message from one address, with its
// timeline and e-mails, gone at once; the trail records how many, not whose. A Super Admin's
// (the declaration's access: others are refused with contact.eraseSuperAdminOnly).
export default async function leadErasureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts } = leadWork(app);

  for (const at of servedAt(leadEndpoints.erasePerson)) {
    app.route({
      ...route(app, leadEndpoints.erasePerson, {
        at,
        config: { changes: [], audit: { type: "contact", action: "delete" } },
      }),
      handler: async (request) => {
        const deleted = await contacts.erasePerson(request.query.email);
        request.audit({ fields: { erased: true }, count: deleted, entityId: null, label: null, labelVi: null });
        return {
          success: true as const,
          message: translate(request, "contact.erased", { count: deleted }),
          deleted,
        };
      },
    });
  }
}
