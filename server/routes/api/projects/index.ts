import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { IdParamsSchema, MessageResponseSchema } from "../../../../contract/common.ts";
import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import {
  type ProjectInput,
  ProjectInputSchema,
  ProjectListResponseSchema,
  ProjectSavedResponseSchema,
  ProjectStatsResponseSchema,
} from "../../../../contract/projects.ts";
import type { Db } from "../../../db/connect.ts";
import type { Project } from "../../../db/database.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { requestLanguage, translate } from "../../../lib/language.ts";
import { publicProject } from "../../../lib/serialize.ts";
import { HttpError } from "../../../plugins/error-handler.ts";
import { PUBLIC_PROJECTS_KEY } from "../../../plugins/front-door.ts";
import { sendCached } from "../../../plugins/page-cache.ts";
import { projectRepository } from "../../../repositories/projects.ts";
import { RenderQueueFull } from "../../../services/page-cache.ts";
import { freeSlug, recordSlugChange, slugHolder, titleSlug } from "../../../services/project-slugs.ts";

const PROJECT_SAVE_DESCRIPTION =
  "`slug` is the project's address, `/projects/{slug}` and `/en/projects/{slug}`: lower-case letters, digits and single hyphens. Empty or absent: made from the Vietnamese title with its marks folded (`Trạm biến áp 22 kV` → `tram-bien-ap-22-kv`), with `-2`, `-3`… when taken. A slug another project has is refused with 409. After a change the previous slug answers 301 to the new page, in both languages.";

export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  const projects = projectRepository(app.db);

  // a slug staff typed that another project already has: 409 naming that project and what to do
  async function refuseTakenSlug(db: Db, request: FastifyRequest, slug: string, projectId?: number) {
    const holder = await slugHolder(db, slug, projectId);
    if (!holder) return;
    const title = requestLanguage(request) === "vi" ? holder.title_vi || holder.title : holder.title || holder.title_vi;
    throw new HttpError(409, "projects.slugTaken", {
      values: { slug, title },
      errors: [{ key: "projects.slugTaken", path: "slug" }],
    });
  }

  // the columns a save writes, besides the slug
  const columns = (body: ProjectInput) => {
    const { slug: _slug, ...fields } = body;
    return {
      ...fields,
      description: body.description ?? null,
      description_vi: body.description_vi ?? null,
      image_path: body.image_path ?? null,
      image_alt: body.image_alt ?? null,
      image_alt_vi: body.image_alt_vi ?? null,
    };
  };

  // saves under the slug staff typed, or the first free one from the title. Slugs are chosen one
  // save at a time (on PostgreSQL under a transaction lock, on SQLite by its one connection), so
  // two saves of the same title at once get two slugs; the unique index still guards the rest
  // (a row written by hand meanwhile), answered as a conflict
  async function saveWithSlug(
    request: FastifyRequest,
    body: ProjectInput,
    write: (db: Db, slug: string) => Promise<Project>,
    projectId?: number,
  ): Promise<Project> {
    const typed = body.slug ?? null;
    try {
      return await app.db.transaction().execute(async (trx) => {
        if (app.dbDialect === "postgres") {
          await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.project_slugs'))`.execute(trx);
        }
        if (typed) await refuseTakenSlug(trx, request, typed, projectId);
        return write(trx, typed ?? (await freeSlug(trx, titleSlug(body), projectId)));
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const slug = typed ?? titleSlug(body);
      await refuseTakenSlug(app.db, request, slug, projectId);
      throw new HttpError(409, "projects.slugTaken", {
        values: { slug, title: "" },
        errors: [{ key: "projects.slugTaken", path: "slug" }],
      });
    }
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["projects"],
        summary: "Active projects for the public site",
        response: { 200: ProjectListResponseSchema },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const list = async () => {
        return { success: true as const, projects: (await projects.listShown()).map(publicProject) };
      };
      // the same for every visitor: kept with the public pages, dropped with them on a change
      const cache = app.pageCache;
      if (!cache?.usable) return list();
      let answer = cache.get(PUBLIC_PROJECTS_KEY);
      try {
        answer ??= await cache.fill(PUBLIC_PROJECTS_KEY, async () => ({
          status: 200,
          headers: { "content-type": "application/json; charset=utf-8" },
          body: Buffer.from(JSON.stringify(await list())),
          tags: new Set(["projects"] as const),
          cacheable: true,
        }));
      } catch (error) {
        // the queue of renders is full (a flood of new page addresses): one query, uncached
        if (error instanceof RenderQueueFull) return list();
        throw error;
      }
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    "/stats",
    { schema: { tags: ["projects"], security, response: { 200: ProjectStatsResponseSchema } } },
    async () => ({ success: true as const, stats: await projects.stats() }),
  );

  app.get(
    "/admin",
    { schema: { tags: ["projects"], security, response: { 200: ProjectListResponseSchema } } },
    async () => ({ success: true as const, projects: (await projects.listAll()).map(publicProject) }),
  );

  app.post(
    "/",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: {
        tags: ["projects"],
        security,
        description: PROJECT_SAVE_DESCRIPTION,
        body: ProjectInputSchema,
        response: { 201: ProjectSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const project = await saveWithSlug(request, body, async (db, slug) => {
        const created = await db
          .insertInto("projects")
          .values({ ...columns(body), slug })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordSlugChange(db, created.id, slug);
        return created;
      });
      reply.status(201);
      return {
        success: true as const,
        message: translate(request, "projects.created"),
        project: publicProject(project),
      };
    },
  );

  app.put(
    "/:id",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: {
        tags: ["projects"],
        security,
        description: PROJECT_SAVE_DESCRIPTION,
        params: IdParamsSchema,
        body: ProjectInputSchema,
        response: { 200: ProjectSavedResponseSchema },
      },
    },
    async (request) => {
      const before = await projects.find(request.params.id);
      // the form sends every field: the trail names those that changed
      request.audit({ before });
      const body = request.body;
      const project = await saveWithSlug(
        request,
        body,
        async (db, slug) => {
          const updated = await db
            .updateTable("projects")
            .set({ ...columns(body), slug, updated_at: new Date().toISOString() })
            .where("id", "=", before.id)
            .returningAll()
            .executeTakeFirst();
          // deleted meanwhile
          if (!updated) throw new HttpError(404, "projects.notFound");
          await recordSlugChange(db, updated.id, slug, before.slug);
          return updated;
        },
        before.id,
      );
      // the trail compares what was sent with the record before: an empty slug stands for the one
      // the project got, so that an unchanged address is not named as a change
      request.body.slug = project.slug;
      return {
        success: true as const,
        message: translate(request, "projects.updated"),
        project: publicProject(project),
      };
    },
  );

  app.put(
    "/:id/toggle-status",
    {
      config: { changes: ["projects"], audit: { type: "project", action: "status" } },
      schema: { tags: ["projects"], security, params: IdParamsSchema, response: { 200: ProjectSavedResponseSchema } },
    },
    async (request) => {
      const current = await projects.find(request.params.id);
      const status = current.status === PROJECT_STATUS.ACTIVE ? PROJECT_STATUS.INACTIVE : PROJECT_STATUS.ACTIVE;
      const project = await app.db
        .updateTable("projects")
        .set({ status, updated_at: new Date().toISOString() })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const key = status === PROJECT_STATUS.ACTIVE ? "projects.activated" : "projects.deactivated";
      return { success: true as const, message: translate(request, key), project: publicProject(project) };
    },
  );

  app.delete(
    "/:id",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: { tags: ["projects"], security, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      request.audit({ before: await projects.find(request.params.id) });
      await app.db.deleteFrom("projects").where("id", "=", request.params.id).execute();
      return { success: true as const, message: translate(request, "projects.deleted") };
    },
  );
}
