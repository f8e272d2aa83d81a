import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { launchChecklistEndpoints } from "../../../../contract/endpoints/launch-checklist.ts";
import { PAGE_KEYS } from "../../../../contract/pages/index.ts";
import { launchChecklist } from "../../../services/launch-checklist.ts";
import { route } from "../endpoints.ts";

// GET /api/launch-checklist: what still stands between the site and its launch, for the
// dashboard of Admins and Super Admins (a Sales member is answered 403 by the API's door, as on
// every route not marked for them)
export default async function launchChecklistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...route(app, launchChecklistEndpoints.list),
    handler: async () => ({ success: true as const, items: await launchChecklist(app.db, app.config, PAGE_KEYS) }),
  });
}
