import type { FastifyInstance } from "fastify";
import { uploadEndpoints } from "../../../../contract/endpoints/upload.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { mediaRepository } from "../../../repositories/media.ts";
import { detectImageType, ImageQueueFullError, storeImage, UnreadableImageError } from "../../../services/images.ts";
import { route } from "../endpoints.ts";

// the uploaded file's name as the library shows it: no folders, no control characters
function fileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).at(-1) ?? "";
  return base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 255);
}

// POST /api/upload: one image in the multipart field "image", at most 5 MB
export default async function uploadRoutes(app: FastifyInstance) {
  app.route({
    ...route(app, uploadEndpoints.image, {
      // an uploaded image shows nowhere until content that names it is saved
      config: {
        changes: [],
        // a file stored is not yet a change of any record: the save that names it is recorded
        audit: false,
      },
    }),
    handler: async (request, reply) => {
      const file = await request.file();
      if (file?.fieldname !== "image") {
        // drain what was sent so the connection stays usable
        if (file) await file.toBuffer().catch(() => undefined);
        throw new HttpError(400, "upload.missing", { errors: [{ key: "upload.missing", path: "image" }] });
      }
      // throws FST_REQ_FILE_TOO_LARGE (413) as soon as the limit is crossed
      const bytes = await file.toBuffer();
      if (bytes.length === 0)
        throw new HttpError(400, "upload.missing", { errors: [{ key: "upload.missing", path: "image" }] });
      if (!detectImageType(bytes)) throw new HttpError(415, "upload.unsupported");
      try {
        const image = await storeImage(bytes, app.storage);
        const variants = image.variants.map(({ width, path }) => ({ width, path }));
        const id = await mediaRepository(app.db).insert({
          path: image.path,
          name: fileName(file.filename),
          width: image.width,
          height: image.height,
          bytes: (image.variants.at(-1) as { bytes: number }).bytes,
          variants,
          uploaded_by: request.admin.id,
        });
        reply.status(201);
        return {
          success: true as const,
          id,
          path: image.path,
          width: image.width,
          height: image.height,
          variants,
          message: translate(request, "upload.done"),
        };
      } catch (error) {
        if (error instanceof UnreadableImageError) throw new HttpError(400, "upload.unreadable");
        if (error instanceof ImageQueueFullError) throw new HttpError(429, "upload.busy");
        throw error;
      }
    },
  });
}
