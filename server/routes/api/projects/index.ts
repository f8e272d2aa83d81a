import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import { IdParamsSchema, ProjectInputSchema } from "../../../../contract/schemas.ts";
import type { Project } from "../../../db/database.ts";
import { translate } from "../../../lib/language.ts";
import { publicProject } from "../../../lib/serialize.ts";
import { HttpError } from "../../../plugins/error-handler.ts";
import { PUBLIC_PROJECTS_KEY } from "../../../plugins/front-door.ts";
import { sendCached } from "../../../plugins/page-cache.ts";

export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  async function findProject(id: number): Promise<Project> {
    const project = await app.db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
    if (!project) throw new HttpError(404, "projects.notFound");
    return project;
  }

  const ordered = () =>
    app.db
      .selectFrom("projects")
      .selectAll()
      .orderBy("display_order", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");

  app.get(
    "/",
    { schema: { tags: ["projects"], summary: "Active projects for the public site" }, config: { public: true } },
    async (request, reply) => {
      const list = async () => {
        const projects = await ordered().where("status", "=", PROJECT_STATUS.ACTIVE).execute();
        return { success: true, projects: projects.map(publicProject) };
      };
      // the same for every visitor: kept with the public pages, dropped with them on a change
      const cache = app.pageCache;
      if (!cache?.usable) return list();
      const answer =
        cache.get(PUBLIC_PROJECTS_KEY) ??
        (await cache.fill(PUBLIC_PROJECTS_KEY, async () => ({
          status: 200,
          headers: { "content-type": "application/json; charset=utf-8" },
          body: Buffer.from(JSON.stringify(await list())),
          tags: new Set(["projects"] as const),
          cacheable: true,
        })));
      return sendCached(request, reply, answer);
    },
  );

  app.get("/stats", { schema: { tags: ["projects"], security } }, async () => {
    const row = await app.db
      .selectFrom("projects")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("status", "=", PROJECT_STATUS.ACTIVE).then(1).else(0).end()).as("active"),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(row.total);
    const active = Number(row.active ?? 0);
    return { success: true, stats: { total, active, inactive: total - active } };
  });

  app.get("/admin", { schema: { tags: ["projects"], security } }, async () => {
    const projects = await ordered().execute();
    return { success: true, projects: projects.map(publicProject) };
  });

  app.post(
    "/",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: { tags: ["projects"], security, body: ProjectInputSchema },
    },
    async (request, reply) => {
      const body = request.body;
      const project = await app.db
        .insertInto("projects")
        .values({
          ...body,
          description: body.description ?? null,
          description_vi: body.description_vi ?? null,
          image_path: body.image_path ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.status(201);
      return { success: true, message: translate(request, "projects.created"), project: publicProject(project) };
    },
  );

  app.put(
    "/:id",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: { tags: ["projects"], security, params: IdParamsSchema, body: ProjectInputSchema },
    },
    async (request) => {
      // the form sends every field: the trail names those that changed
      request.audit({ before: await findProject(request.params.id) });
      const body = request.body;
      const project = await app.db
        .updateTable("projects")
        .set({
          ...body,
          description: body.description ?? null,
          description_vi: body.description_vi ?? null,
          image_path: body.image_path ?? null,
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { success: true, message: translate(request, "projects.updated"), project: publicProject(project) };
    },
  );

  app.put(
    "/:id/toggle-status",
    {
      config: { changes: ["projects"], audit: { type: "project", action: "status" } },
      schema: { tags: ["projects"], security, params: IdParamsSchema },
    },
    async (request) => {
      const current = await findProject(request.params.id);
      const status = current.status === PROJECT_STATUS.ACTIVE ? PROJECT_STATUS.INACTIVE : PROJECT_STATUS.ACTIVE;
      const project = await app.db
        .updateTable("projects")
        .set({ status, updated_at: new Date().toISOString() })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const key = status === PROJECT_STATUS.ACTIVE ? "projects.activated" : "projects.deactivated";
      return { success: true, message: translate(request, key), project: publicProject(project) };
    },
  );

  app.delete(
    "/:id",
    {
      config: { changes: ["projects"], audit: { type: "project" } },
      schema: { tags: ["projects"], security, params: IdParamsSchema },
    },
    async (request) => {
      request.audit({ before: await findProject(request.params.id) });
      await app.db.deleteFrom("projects").where("id", "=", request.params.id).execute();
      return { success: true, message: translate(request, "projects.deleted") };
    },
  );
}
