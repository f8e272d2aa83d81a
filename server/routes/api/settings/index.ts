import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { SettingsResponseSchema, SettingsUpdateSchema } from "../../../../contract/settings.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { readSettings, updateSettings } from "../../../services/settings.ts";

// the company's settings: every admin reads them, a Super Admin changes them
export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["settings"];

  // before the body is validated: an Admin is told who may save, not what was wrong with the form
  const superAdminOnly = async (request: FastifyRequest) => {
    if (request.admin.role !== USER_ROLE.SUPER_ADMIN) throw new HttpError(403, "settings.superAdminOnly");
  };

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        summary: "The company's settings (every admin)",
        description:
          "Name, hotline, e-mail, offices with map links, opening hours per weekday, social links, Zalo and map links, founding year and the key figures, as the public pages show them.",
        response: { 200: SettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await readSettings(app.db)) }),
  );

  app.put(
    "/",
    {
      preValidation: superAdminOnly,
      // the footer, the contact details and the JSON-LD of every public page come from them
      config: { changes: ["company"], audit: { type: "settings" } },
      schema: {
        tags,
        security,
        summary: "Change the company's settings (Super Admin)",
        description:
          "A partial update: send only the groups that change (`hours` is the whole week, `headOffice` the whole office). Every public page shows the change at once, in both languages.",
        body: SettingsUpdateSchema,
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request) => {
      const { before, after } = await updateSettings(app.db, request.body, request.admin.user_name);
      // the record is the settings themselves: the trail names them by their type alone
      request.audit({ before, entityId: null });
      return { success: true as const, message: translate(request, "settings.updated"), ...after };
    },
  );
}
