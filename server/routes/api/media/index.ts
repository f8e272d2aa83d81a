import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mediaEndpoints } from "../../../../contract/endpoints/media.ts";
import type { MediaUse } from "../../../../contract/media.ts";
import type { PageKey } from "../../../../contract/pages/index.ts";
import { isPageKey } from "../../../../contract/pages.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { requestLanguage, translate } from "../../../lib/language.ts";
import { mediaRepository } from "../../../repositories/media.ts";
import { type ContentTag, pageTag } from "../../../services/content-changes.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";

// The media library (issue 24): every image uploaded (POST /api/upload adds it), where each is
// used, and its description in both languages, which every place that shows the image uses
// unless it gives its own. An image is deleted (its files with it) only once nothing uses it.

// the public content an image's description shows on
function tagsOf(uses: MediaUse[]): ContentTag[] {
  const tags = new Set<ContentTag>();
  for (const use of uses) {
    if (use.type === "project") tags.add("projects");
    else if (use.type === "news") tags.add("news");
    else if (use.type === "certificate") tags.add("certificates");
    else if (use.type === "tools_company" || use.type === "tool") tags.add("catalogues");
    else if (use.type === "page" && isPageKey(String(use.id))) tags.add(pageTag(String(use.id) as PageKey));
  }
  return [...tags];
}

// what a description change dropped from the caches, set by its handler
const changed = new WeakMap<FastifyRequest, ContentTag[]>();

const names = (uses: MediaUse[]) => uses.map((use) => `“${use.label}”`).join(", ");

export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const media = mediaRepository(app.db);

  app.route({
    ...route(app, mediaEndpoints.list),
    handler: async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await media.list(request.query, requestLanguage(request));
      return { success: true as const, items, pagination: { page, limit, total, hasMore: page * limit < total } };
    },
  });

  app.route({
    ...route(app, mediaEndpoints.update, {
      config: { changes: (request) => changed.get(request) ?? [], audit: { type: "media" } },
    }),
    handler: async (request) => {
      const language = requestLanguage(request);
      const before = found(await media.find(request.params.id, language), "media.notFound");
      request.audit({ before: { alt: before.alt, alt_vi: before.alt_vi }, label: before.name || before.path });
      const alt = request.body.alt ?? null;
      const altVi = request.body.alt_vi ?? null;
      found((await media.updateAlt(request.params.id, alt, altVi)) || undefined, "media.notFound");
      const item = found(await media.find(request.params.id, language), "media.notFound");
      changed.set(request, tagsOf(item.used_by));
      return { success: true as const, message: translate(request, "media.updated"), item };
    },
  });

  app.route({
    // an image nothing uses shows on no page
    ...route(app, mediaEndpoints.remove, { config: { changes: [], audit: { type: "media" } } }),
    handler: async (request) => {
      const removed = found(await media.remove(request.params.id, requestLanguage(request)), "media.notFound");
      if ("inUse" in removed) {
        throw new HttpError(409, "media.inUse", { values: { users: names(removed.inUse) } });
      }
      request.audit({ before: { alt: removed.alt, alt_vi: removed.alt_vi }, label: removed.name || removed.path });
      const variants = JSON.parse(removed.variants) as { path: string }[];
      for (const path of new Set([removed.path, ...variants.map((variant) => variant.path)])) {
        if (path.startsWith("/uploads/")) await app.storage.remove(path.slice("/uploads/".length));
      }
      return { success: true as const, message: translate(request, "media.deleted") };
    },
  });
}
