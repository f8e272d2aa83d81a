import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newsEndpoints } from "../../../../contract/endpoints/news.ts";
import { type NewsInput, NewsInputSchema } from "../../../../contract/news.ts";
import { translate } from "../../../lib/language.ts";
import { type NewsFields, type NewsItem, newsRepository } from "../../../repositories/news.ts";
import { versionRepository } from "../../../repositories/versions.ts";
import { found, saved } from "../answers.ts";
import { route } from "../endpoints.ts";
import { historyRoutes, keepVersion } from "../history.ts";

// news ("recent activities"), kept by any admin; the public pages read the published ones
export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const news = newsRepository(app.db);
  const answers = { slugTaken: "news.slugTaken", notFound: "news.notFound" };
  const find = async (id: number) => found(await news.find(id), "news.notFound");

  // a news item's history: its fields as its save takes them
  const history = {
    type: "news" as const,
    input: NewsInputSchema,
    document: (row: NewsItem) => ({
      title: row.title,
      title_vi: row.title_vi,
      summary: row.summary,
      summary_vi: row.summary_vi,
      body: row.body,
      body_vi: row.body_vi,
      published_on: row.published_on,
      image_path: row.image_path,
      published: row.published,
      slug: row.slug,
    }),
  };

  const columns = (body: NewsInput): NewsFields => {
    const { slug: _slug, ...fields } = body;
    return { ...fields, image_path: body.image_path ?? null };
  };

  app.route({
    ...route(app, newsEndpoints.list),
    handler: async () => ({
      success: true as const,
      news: await news.listAll(),
    }),
  });

  app.route({
    ...route(app, newsEndpoints.create, { config: { changes: ["news"], audit: { type: "news" } } }),
    handler: async (request, reply) => {
      const item = saved(request, await news.create(columns(request.body), request.body.slug ?? null), answers);
      await keepVersion(request, history, null, item);
      reply.status(201);
      return { success: true as const, message: translate(request, "news.created"), news: item };
    },
  });

  app.route({
    ...route(app, newsEndpoints.update, { config: { changes: ["news"], audit: { type: "news" } } }),
    handler: async (request) => {
      const current = await find(request.params.id);
      request.audit({ before: current });
      // undefined: deleted meanwhile
      const item = saved(
        request,
        await news.update(current, columns(request.body), request.body.slug ?? null),
        answers,
      );
      await keepVersion(request, history, current, item);
      return { success: true as const, message: translate(request, "news.updated"), news: item };
    },
  });

  app.route({
    ...route(app, newsEndpoints.remove, { config: { changes: ["news"], audit: { type: "news" } } }),
    handler: async (request) => {
      request.audit({ before: await find(request.params.id) });
      await news.remove(request.params.id);
      await versionRepository(app.db).removeAll("news", String(request.params.id));
      return { success: true as const, message: translate(request, "news.deleted") };
    },
  });

  historyRoutes(app, {
    ...history,
    endpoints: newsEndpoints,
    auditType: "news",
    changes: ["news"],
    notFound: "news.notFound",
    find: (id) => news.find(id),
    restore: async (request, _reply, row, input) =>
      saved(request, await news.update(row, columns(input), input.slug ?? null), answers),
  });
}
