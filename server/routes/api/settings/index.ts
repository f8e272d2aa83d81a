import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { settingsEndpoints } from "../../../../contract/endpoints/settings.ts";
import { translate } from "../../../lib/language.ts";
import { readSettings, updateSettings } from "../../../services/settings.ts";
import { route } from "../endpoints.ts";

// the company's settings: every admin reads them, a Super Admin changes them (the API's door
// refuses the others before the body is checked: contract/endpoints/settings.ts)
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...route(app, settingsEndpoints.read),
    handler: async () => ({ success: true as const, ...(await readSettings(app.db)) }),
  });

  app.route({
    // the footer, the contact details and the JSON-LD of every public page come from them
    ...route(app, settingsEndpoints.update, { config: { changes: ["company"], audit: { type: "settings" } } }),
    handler: async (request) => {
      const { before, after } = await updateSettings(app.db, request.body, request.admin.user_name);
      // the record is the settings themselves: the trail names them by their type alone
      request.audit({ before, entityId: null });
      return { success: true as const, message: translate(request, "settings.updated"), ...after };
    },
  });
}
