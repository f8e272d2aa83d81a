import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "../../../../contract/common.ts";
import {
  type NewsInput,
  NewsInputSchema,
  NewsListResponseSchema,
  NewsSavedResponseSchema,
} from "../../../../contract/news.ts";
import { slugify, uniqueSlug } from "../../../../contract/slug.ts";
import { z } from "../../../../contract/zod.ts";
import type { Db } from "../../../db/connect.ts";
import type { News } from "../../../db/database.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { requestLanguage, translate } from "../../../lib/language.ts";
import { HttpError } from "../../../plugins/error-handler.ts";

const SAVE_DESCRIPTION =
  "`body` is plain text: paragraphs separated by an empty line. `slug` is the item's address, `/news/{slug}` and `/en/news/{slug}`: lower-case letters, digits and single hyphens. Empty or absent on a new item: made from the Vietnamese title (`Hoàn thành nghiệm thu, đóng điện trạm nâng áp 22 kV` → `hoan-thanh-nghiem-thu-dong-dien-tram-nang-ap-22-kv`), with `-2`, `-3`… when taken; on a change: the item keeps its address. A slug another item has is refused with 409. Only published items (`published: 1`) are on the site: the home page shows the three latest by `published_on`.";

// news ("recent activities"), kept by any admin; the public pages read the published ones
export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["news"];

  async function find(id: number): Promise<News> {
    const row = await app.db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new HttpError(404, "news.notFound");
    return row;
  }

  // a slug staff typed that another item already has: 409 naming that item
  async function refuseTakenSlug(request: FastifyRequest, slug: string, exceptId?: number) {
    let query = app.db.selectFrom("news").select(["title", "title_vi"]).where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
    const holder = await query.executeTakeFirst();
    if (!holder) return;
    const title = requestLanguage(request) === "vi" ? holder.title_vi : holder.title;
    throw new HttpError(409, "news.slugTaken", {
      values: { slug, title },
      errors: [{ key: "news.slugTaken", path: "slug" }],
    });
  }

  // the first free slug made from the Vietnamese title
  async function freeSlug(db: Db, title: string): Promise<string> {
    const base = slugify(title) || "tin-tuc";
    const rows = await db
      .selectFrom("news")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
      .execute();
    const taken = new Set(rows.map((row) => row.slug));
    return uniqueSlug(base, (slug) => taken.has(slug));
  }

  const columns = (body: NewsInput) => {
    const { slug: _slug, ...fields } = body;
    return { ...fields, image_path: body.image_path ?? null };
  };

  // a unique index guards the slug too: two saves racing for one slug end in one 409
  async function saving<T>(request: FastifyRequest, slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) await refuseTakenSlug(request, slug);
      throw error;
    }
  }

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
      news: await app.db.selectFrom("news").selectAll().orderBy("published_on", "desc").orderBy("id", "desc").execute(),
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
      const typed = request.body.slug ?? null;
      if (typed) await refuseTakenSlug(request, typed);
      const slug = typed ?? (await freeSlug(app.db, request.body.title_vi));
      const news = await saving(request, slug, () =>
        app.db
          .insertInto("news")
          .values({ ...columns(request.body), slug })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      reply.status(201);
      return { success: true as const, message: translate(request, "news.created"), news };
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
      const typed = request.body.slug ?? null;
      if (typed && typed !== current.slug) await refuseTakenSlug(request, typed, current.id);
      const slug = typed ?? current.slug;
      const news = await saving(request, slug, () =>
        app.db
          .updateTable("news")
          .set({ ...columns(request.body), slug, updated_at: new Date().toISOString() })
          .where("id", "=", current.id)
          .returningAll()
          .executeTakeFirst(),
      );
      if (!news) throw new HttpError(404, "news.notFound");
      return { success: true as const, message: translate(request, "news.updated"), news };
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
      await app.db.deleteFrom("news").where("id", "=", request.params.id).execute();
      return { success: true as const, message: translate(request, "news.deleted") };
    },
  );
}
