import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import { projectEndpoints } from "../../../../contract/endpoints/projects.ts";
import { type ProjectInput, ProjectInputSchema } from "../../../../contract/projects.ts";
import type { Project } from "../../../db/database.ts";
import { translate } from "../../../lib/language.ts";
import { publicProject } from "../../../lib/serialize.ts";
import { PUBLIC_PROJECTS_KEY } from "../../../plugins/front-door.ts";
import { sendCached } from "../../../plugins/page-cache.ts";
import { type ProjectFields, projectRepository } from "../../../repositories/projects.ts";
import { versionRepository } from "../../../repositories/versions.ts";
import { RenderQueueFull } from "../../../services/page-cache.ts";
import { found, saved } from "../answers.ts";
import { route } from "../endpoints.ts";
import { historyRoutes, keepVersion } from "../history.ts";

export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const projects = projectRepository(app.db);

  // the columns a save writes, besides the slug
  const columns = (body: ProjectInput): ProjectFields => {
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
  const answers = { slugTaken: "projects.slugTaken", notFound: "projects.notFound" };
  // a project's history: its fields as its save takes them
  const history = {
    type: "project" as const,
    input: ProjectInputSchema,
    document: (row: Project) => ({
      title: row.title,
      title_vi: row.title_vi,
      location: row.location,
      location_vi: row.location_vi,
      description: row.description,
      description_vi: row.description_vi,
      services_provided: row.services_provided,
      services_provided_vi: row.services_provided_vi,
      status: row.status,
      display_order: row.display_order,
      image_path: row.image_path,
      image_alt: row.image_alt,
      image_alt_vi: row.image_alt_vi,
      slug: row.slug,
    }),
  };
  const find = async (id: number) => found(await projects.find(id), "projects.notFound");

  app.route({
    ...route(app, projectEndpoints.list),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...route(app, projectEndpoints.stats),
    handler: async () => ({ success: true as const, stats: await projects.stats() }),
  });

  app.route({
    ...route(app, projectEndpoints.all),
    handler: async () => ({ success: true as const, projects: (await projects.listAll()).map(publicProject) }),
  });

  app.route({
    ...route(app, projectEndpoints.create, { config: { changes: ["projects"], audit: { type: "project" } } }),
    handler: async (request, reply) => {
      const body = request.body;
      const project = saved(request, await projects.create(columns(body), body.slug ?? null), answers);
      await keepVersion(request, history, null, project);
      reply.status(201);
      return {
        success: true as const,
        message: translate(request, "projects.created"),
        project: publicProject(project),
      };
    },
  });

  app.route({
    ...route(app, projectEndpoints.update, { config: { changes: ["projects"], audit: { type: "project" } } }),
    handler: async (request) => {
      const before = await find(request.params.id);
      // the form sends every field: the trail names those that changed
      request.audit({ before });
      const body = request.body;
      // undefined: deleted meanwhile
      const project = saved(request, await projects.update(before, columns(body), body.slug ?? null), answers);
      await keepVersion(request, history, before, project);
      // the trail compares what was sent with the record before: an empty slug stands for the one
      // the project got, so that an unchanged address is not named as a change
      request.body.slug = project.slug;
      return {
        success: true as const,
        message: translate(request, "projects.updated"),
        project: publicProject(project),
      };
    },
  });

  app.route({
    ...route(app, projectEndpoints.toggleStatus, {
      config: { changes: ["projects"], audit: { type: "project", action: "status" } },
    }),
    handler: async (request) => {
      const current = await find(request.params.id);
      const status = current.status === PROJECT_STATUS.ACTIVE ? PROJECT_STATUS.INACTIVE : PROJECT_STATUS.ACTIVE;
      const project = found(await projects.setStatus(current.id, status), "projects.notFound");
      await keepVersion(request, history, current, project);
      const key = status === PROJECT_STATUS.ACTIVE ? "projects.activated" : "projects.deactivated";
      return { success: true as const, message: translate(request, key), project: publicProject(project) };
    },
  });

  app.route({
    ...route(app, projectEndpoints.remove, { config: { changes: ["projects"], audit: { type: "project" } } }),
    handler: async (request) => {
      request.audit({ before: await find(request.params.id) });
      await projects.remove(request.params.id);
      await versionRepository(app.db).removeAll("project", String(request.params.id));
      return { success: true as const, message: translate(request, "projects.deleted") };
    },
  });

  historyRoutes(app, {
    ...history,
    endpoints: projectEndpoints,
    auditType: "project",
    changes: ["projects"],
    notFound: "projects.notFound",
    find: (id) => projects.find(id),
    restore: async (request, _reply, row, input) =>
      saved(request, await projects.update(row, columns(input), input.slug ?? null), answers),
  });
}
