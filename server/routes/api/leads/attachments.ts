import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { QUOTE_FILE_TYPES } from "../../../../contract/quote-options.ts";
import { found } from "../answers.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadWork } from "./shared.ts";

// the name a download offers to browsers that read only the plain one: ASCII, no quotes
const asciiName = (name: string) =>
  name
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "") || "attachment";

// a file sent with a request for a quote: for staff only, always as a download, never sniffed
// into something else by the browser
export default async function leadAttachmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts } = leadWork(app);

  for (const at of servedAt(leadEndpoints.attachment)) {
    const declared = route(app, leadEndpoints.attachment, { at });
    app.route({
      ...declared,
      schema: { ...declared.schema, produces: Object.keys(QUOTE_FILE_TYPES) },
      handler: async (request, reply) => {
        const file = found(
          await contacts.attachment(request.params.id, request.params.attachmentId),
          "contact.attachmentNotFound",
        );
        return reply
          .header("Content-Type", file.type)
          .header(
            "Content-Disposition",
            `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .header("X-Content-Type-Options", "nosniff")
          .header("Cache-Control", "no-store")
          .send(file.data as unknown as string);
      },
    });
  }
}
