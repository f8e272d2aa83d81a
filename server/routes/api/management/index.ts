import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  businessCategoryEndpoints,
  toolEndpoints,
  toolsCategoryEndpoints,
  toolsCompanyEndpoints,
} from "../../../../contract/endpoints/management.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { type CatalogueTable, catalogueRepository } from "../../../repositories/catalogues.ts";
import { found } from "../answers.ts";
import { route } from "../endpoints.ts";

// the reference catalogues: business categories, tools categories, tools companies, tools

// a full record: every optional field left out is stored as empty (PUT replaces the entry)
const withNulls = <T extends Record<string, unknown>>(schema: { shape: Record<string, unknown> }, body: T) =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, body[key] ?? null])) as {
    [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
  };

export default async function managementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const catalogues = catalogueRepository(app.db);

  // the entry as it is, or 404
  const ensureExists = async (table: CatalogueTable | "tools", id: number) =>
    found(await catalogues.find(table, id), "management.notFound");

  // categories and companies: the same four routes, companies with a logo
  const entries = [
    {
      endpoints: businessCategoryEndpoints,
      table: "business_categories",
      usedBy: undefined,
      type: "business_category",
    },
    {
      endpoints: toolsCategoryEndpoints,
      table: "tools_categories",
      usedBy: "tools_categories_id",
      type: "tools_category",
    },
    {
      endpoints: toolsCompanyEndpoints,
      table: "tools_companies",
      usedBy: "tools_companies_id",
      type: "tools_company",
    },
  ] as const;

  for (const { endpoints, table, usedBy, type } of entries) {
    const audit = { type } as const;
    // the diagnostic tools on the home page name their category and maker
    const changes = table === "business_categories" ? [] : (["catalogues"] as const);

    app.route({
      ...route(app, endpoints.list),
      handler: async () => catalogues.list(table),
    });

    app.route({
      ...route(app, endpoints.create, { config: { changes, audit } }),
      handler: async (request, reply) => {
        const data = await catalogues.create(table, withNulls(endpoints.create.body, request.body));
        reply.status(201);
        return { success: true as const, message: translate(request, "management.created"), data };
      },
    });

    app.route({
      ...route(app, endpoints.update, { config: { changes, audit } }),
      handler: async (request) => {
        request.audit({ before: await ensureExists(table, request.params.id) });
        // undefined: deleted meanwhile
        const data = found(
          await catalogues.update(table, request.params.id, withNulls(endpoints.create.body, request.body)),
          "management.notFound",
        );
        return { success: true as const, message: translate(request, "management.updated"), data };
      },
    });

    app.route({
      ...route(app, endpoints.remove, { config: { changes, audit } }),
      handler: async (request) => {
        const { id } = request.params;
        request.audit({ before: await ensureExists(table, id) });
        const refused = await catalogues.remove(table, id, usedBy);
        if (refused) throw new HttpError(409, "management.inUse", { values: { count: refused.inUse } });
        return { success: true as const, message: translate(request, "management.deleted") };
      },
    });
  }

  // tools: each names an existing category and company
  async function checkReferences(body: { tools_categories_id: number; tools_companies_id: number }) {
    const errors = await catalogues.missingReferences(body);
    if (errors.length > 0) throw new HttpError(400, (errors[0] as { key: string }).key, { errors });
  }
  const toolWithNames = async (id: number) => found(await catalogues.findTool(id), "management.notFound");

  app.route({
    ...route(app, toolEndpoints.list),
    handler: async () => catalogues.listTools(),
  });

  app.route({
    ...route(app, toolEndpoints.create, { config: { changes: ["catalogues"], audit: { type: "tool" } } }),
    handler: async (request, reply) => {
      await checkReferences(request.body);
      const id = await catalogues.createTool(withNulls(toolEndpoints.create.body, request.body));
      reply.status(201);
      const data = await toolWithNames(id);
      return { success: true as const, message: translate(request, "management.created"), data };
    },
  });

  app.route({
    ...route(app, toolEndpoints.update, { config: { changes: ["catalogues"], audit: { type: "tool" } } }),
    handler: async (request) => {
      request.audit({ before: await ensureExists("tools", request.params.id) });
      await checkReferences(request.body);
      await catalogues.updateTool(request.params.id, withNulls(toolEndpoints.create.body, request.body));
      // undefined: deleted meanwhile
      const data = await toolWithNames(request.params.id);
      return { success: true as const, message: translate(request, "management.updated"), data };
    },
  });

  app.route({
    ...route(app, toolEndpoints.remove, { config: { changes: ["catalogues"], audit: { type: "tool" } } }),
    handler: async (request) => {
      request.audit({ before: await ensureExists("tools", request.params.id) });
      await catalogues.removeTool(request.params.id);
      return { success: true as const, message: translate(request, "management.deleted") };
    },
  });
}
