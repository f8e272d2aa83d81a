import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../../contract/common.ts";
import { newsEndpoints } from "../../../../contract/endpoints/news.ts";
import {
  type NewsInput,
  NewsInputSchema,
  NewsListResponseSchema,
  NewsSavedResponseSchema,
} from "../../../../contract/news.ts";
import { z } from "../../../../contract/zod.ts";
import { translate } from "../../../lib/language.ts";
import { type NewsFields, type NewsItem, newsRepository } from "../../../repositories/news.ts";
import { versionRepository } from "../../../repositories/versions.ts";
import { found, saved } from "../answers.ts";
import { historyRoutes, keepVersion } from "../history.ts";

const SAVE_DESCRIPTION =
  "`body` and `body_vi` are rich text (ProseMirror JSON: headings 2–3, paragraphs, lists, quotes, bold, italic and links to http(s), mailto:, tel: or a path of the site; anything else is refused), or a plain string whose paragraphs are separated by an empty line. `slug` is the item's address, `/news/{slug}` and `/en/news/{slug}`: lower-case letters, digits and single hyphens. Empty or absent on a new item: made from the Vietnamese title (`Hoàn thành nghiệm thu, đóng điện trạm nâng áp 22 kV` → `hoan-thanh-nghiem-thu-dong-dien-tram-nang-ap-22-kv`), with `-2`, `-3`… when taken; on a change: the item keeps its address unless another is sent. A slug another item has is refused with 409. After a change of address the previous one answers 301 to the new page, in both languages. Only published items (`published: 1`) are on the site: the home page shows the three latest by `published_on`.";

// news ("recent activities"), kept by any admin; the public pages read the published ones
export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["news"];

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

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        summary: "Every news item, published or draft, newest first",
        response: { 200: NewsListResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      news: await news.listAll(),
    }),
  );

  app.post(
    "/",
    {
      config: { changes: ["news"], audit: { type: "news" } },
      schema: {
        tags,
        security,
        summary: "Add a news item",
        description: SAVE_DESCRIPTION,
        body: NewsInputSchema,
        response: { 201: NewsSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const item = saved(request, await news.create(columns(request.body), request.body.slug ?? null), answers);
      await keepVersion(request, history, null, item);
      reply.status(201);
      return { success: true as const, message: translate(request, "news.created"), news: item };
    },
  );

  app.put(
    "/:id",
    {
      config: { changes: ["news"], audit: { type: "news" } },
      schema: {
        tags,
        security,
        summary: "Change a news item (the whole item)",
        description: SAVE_DESCRIPTION,
        params: IdParamsSchema,
        body: NewsInputSchema,
        response: { 200: NewsSavedResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.delete(
    "/:id",
    {
      config: { changes: ["news"], audit: { type: "news" } },
      schema: {
        tags,
        security,
        summary: "Delete a news item",
        params: IdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      request.audit({ before: await find(request.params.id) });
      await news.remove(request.params.id);
      await versionRepository(app.db).removeAll("news", String(request.params.id));
      return { success: true as const, message: translate(request, "news.deleted") };
    },
  );

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
