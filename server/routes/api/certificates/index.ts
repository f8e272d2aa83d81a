import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CertificateInput } from "../../../../contract/certificates.ts";
import { certificateEndpoints } from "../../../../contract/endpoints/certificates.ts";
import { translate } from "../../../lib/language.ts";
import { type CertificateFields, certificateRepository } from "../../../repositories/certificates.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";

// the certificates and licences of the home carousel and the /about gallery, kept by any admin;
// the public pages read the visible ones server-side (server/services/public-data.ts)
export default async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const certificates = certificateRepository(app.db);
  const find = async (id: number) => found(await certificates.find(id), "certificates.notFound");

  // the columns a save writes; what the form leaves empty is stored as empty
  const columns = (body: CertificateInput): CertificateFields => ({
    ...body,
    issuer: body.issuer ?? null,
    issuer_vi: body.issuer_vi ?? null,
    valid_until: body.valid_until ?? null,
  });

  app.route({
    ...route(app, certificateEndpoints.list),
    handler: async () => ({
      success: true as const,
      certificates: await certificates.listAll(),
    }),
  });

  app.route({
    ...route(app, certificateEndpoints.create, {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
    }),
    handler: async (request, reply) => {
      const certificate = await certificates.create(columns(request.body));
      reply.status(201);
      return { success: true as const, message: translate(request, "certificates.created"), certificate };
    },
  });

  app.route({
    ...route(app, certificateEndpoints.update, {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
    }),
    handler: async (request) => {
      request.audit({ before: await find(request.params.id) });
      // undefined: deleted meanwhile
      const certificate = found(
        await certificates.update(request.params.id, columns(request.body)),
        "certificates.notFound",
      );
      return { success: true as const, message: translate(request, "certificates.updated"), certificate };
    },
  });

  app.route({
    ...route(app, certificateEndpoints.remove, {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
    }),
    handler: async (request) => {
      request.audit({ before: await find(request.params.id) });
      await certificates.remove(request.params.id);
      return { success: true as const, message: translate(request, "certificates.deleted") };
    },
  });
}
