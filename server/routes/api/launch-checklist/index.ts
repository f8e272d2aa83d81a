import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LaunchChecklistResponseSchema } from "../../../../contract/launch-checklist.ts";
import { PAGE_KEYS } from "../../../../contract/pages/index.ts";
import { launchChecklist } from "../../../services/launch-checklist.ts";

// GET /api/launch-checklist: what still stands between the site and its launch, for the
// dashboard of Admins and Super Admins (a Sales member is answered 403 by the API's door, as on
// every route not marked for them)
export default async function launchChecklistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/",
    {
      schema: {
        tags: ["dashboard"],
        security: [{ bearerAuth: [] }],
        summary: "What is left to do before the site launches (Admins and Super Admins)",
        description:
          "Every item, done or not, with the back office's path where it is fixed: company details still the shipped placeholders, the privacy policy and the terms still the shipped template, demo content still shown, pages never published by staff, no share image, no e-mail server, no backup in the last 24 hours, two-factor sign-in required of nobody.",
        response: { 200: LaunchChecklistResponseSchema },
      },
    },
    async () => ({ success: true as const, items: await launchChecklist(app.db, app.config, PAGE_KEYS) }),
  );
}
