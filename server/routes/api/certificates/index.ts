import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type CertificateInput,
  CertificateInputSchema,
  CertificateListResponseSchema,
  CertificateSavedResponseSchema,
} from "../../../../contract/certificates.ts";
import { IdParamsSchema } from "../../../../contract/common.ts";
import { z } from "../../../../contract/zod.ts";
import { translate } from "../../../lib/language.ts";
import { type CertificateFields, certificateRepository } from "../../../repositories/certificates.ts";
import { found } from "../answers.ts";

// the certificates and licences of the home carousel and the /about gallery, kept by any admin;
// the public pages read the visible ones server-side (server/services/public-data.ts)
export default async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["certificates"];

  const certificates = certificateRepository(app.db);
  const find = async (id: number) => found(await certificates.find(id), "certificates.notFound");

  // the columns a save writes; what the form leaves empty is stored as empty
  const columns = (body: CertificateInput): CertificateFields => ({
    ...body,
    issuer: body.issuer ?? null,
    issuer_vi: body.issuer_vi ?? null,
    valid_until: body.valid_until ?? null,
  });

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        summary: "Every certificate, visible or hidden, in display order",
        response: { 200: CertificateListResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      certificates: await certificates.listAll(),
    }),
  );

  app.post(
    "/",
    {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
      schema: {
        tags,
        security,
        summary: "Add a certificate",
        description:
          "`image_path` is an uploaded image (`POST /api/upload`), a picture of the site (`/images/…`) or an https address. A visible certificate appears on the home page's carousel and the /about gallery at once, in both languages.",
        body: CertificateInputSchema,
        response: { 201: CertificateSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const certificate = await certificates.create(columns(request.body));
      reply.status(201);
      return { success: true as const, message: translate(request, "certificates.created"), certificate };
    },
  );

  app.put(
    "/:id",
    {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
      schema: {
        tags,
        security,
        summary: "Change a certificate (the whole record)",
        params: IdParamsSchema,
        body: CertificateInputSchema,
        response: { 200: CertificateSavedResponseSchema },
      },
    },
    async (request) => {
      request.audit({ before: await find(request.params.id) });
      // undefined: deleted meanwhile
      const certificate = found(
        await certificates.update(request.params.id, columns(request.body)),
        "certificates.notFound",
      );
      return { success: true as const, message: translate(request, "certificates.updated"), certificate };
    },
  );

  app.delete(
    "/:id",
    {
      config: { changes: ["certificates"], audit: { type: "certificate" } },
      schema: {
        tags,
        security,
        summary: "Delete a certificate",
        params: IdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      request.audit({ before: await find(request.params.id) });
      await certificates.remove(request.params.id);
      return { success: true as const, message: translate(request, "certificates.deleted") };
    },
  );
}
