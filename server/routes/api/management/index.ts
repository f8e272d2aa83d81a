import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  CategoryInputSchema,
  CategorySavedResponseSchema,
  CategorySchema,
  ToolInputSchema,
  ToolSavedResponseSchema,
  ToolSchema,
  ToolsCompanyInputSchema,
  ToolsCompanySavedResponseSchema,
  ToolsCompanySchema,
} from "../../../../contract/catalogues.ts";
import { IdParamsSchema, MessageResponseSchema } from "../../../../contract/common.ts";
import { z } from "../../../../contract/zod.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { type CatalogueTable, catalogueRepository } from "../../../repositories/catalogues.ts";
import { found } from "../answers.ts";

// the reference catalogues: business categories, tools categories, tools companies, tools

// a full record: every optional field left out is stored as empty (PUT replaces the entry)
const withNulls = <T extends Record<string, unknown>>(schema: { shape: Record<string, unknown> }, body: T) =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, body[key] ?? null])) as {
    [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
  };

export default async function managementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["management"];

  const catalogues = catalogueRepository(app.db);

  // the entry as it is, or 404
  const ensureExists = async (table: CatalogueTable | "tools", id: number) =>
    found(await catalogues.find(table, id), "management.notFound");

  // categories and companies: the same five routes, companies with a logo
  const entries = [
    {
      path: "business-categories",
      table: "business_categories",
      schema: CategoryInputSchema,
      usedBy: undefined,
      type: "business_category",
      entry: CategorySchema,
      saved: CategorySavedResponseSchema,
    },
    {
      path: "tools-categories",
      table: "tools_categories",
      schema: CategoryInputSchema,
      usedBy: "tools_categories_id",
      type: "tools_category",
      entry: CategorySchema,
      saved: CategorySavedResponseSchema,
    },
    {
      path: "tools-companies",
      table: "tools_companies",
      schema: ToolsCompanyInputSchema,
      usedBy: "tools_companies_id",
      type: "tools_company",
      entry: ToolsCompanySchema,
      saved: ToolsCompanySavedResponseSchema,
    },
  ] as const;

  for (const { path, table, schema, usedBy, type, entry, saved } of entries) {
    const audit = { type } as const;
    // the diagnostic tools on the home page name their category and maker
    const changes = table === "business_categories" ? [] : (["catalogues"] as const);
    app.get(`/${path}`, { schema: { tags, security, response: { 200: z.array(entry) } } }, async () =>
      catalogues.list(table),
    );

    app.post(
      `/${path}`,
      { config: { changes, audit }, schema: { tags, security, body: schema, response: { 201: saved } } },
      async (request, reply) => {
        const data = await catalogues.create(table, withNulls(schema, request.body));
        reply.status(201);
        return { success: true as const, message: translate(request, "management.created"), data };
      },
    );

    app.put(
      `/${path}/:id`,
      {
        config: { changes, audit },
        schema: { tags, security, params: IdParamsSchema, body: schema, response: { 200: saved } },
      },
      async (request) => {
        request.audit({ before: await ensureExists(table, request.params.id) });
        // undefined: deleted meanwhile
        const data = found(
          await catalogues.update(table, request.params.id, withNulls(schema, request.body)),
          "management.notFound",
        );
        return { success: true as const, message: translate(request, "management.updated"), data };
      },
    );

    app.delete(
      `/${path}/:id`,
      {
        config: { changes, audit },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
      },
      async (request) => {
        const { id } = request.params;
        request.audit({ before: await ensureExists(table, id) });
        const refused = await catalogues.remove(table, id, usedBy);
        if (refused) throw new HttpError(409, "management.inUse", { values: { count: refused.inUse } });
        return { success: true as const, message: translate(request, "management.deleted") };
      },
    );
  }

  // tools: each names an existing category and company
  async function checkReferences(body: { tools_categories_id: number; tools_companies_id: number }) {
    const errors = await catalogues.missingReferences(body);
    if (errors.length > 0) throw new HttpError(400, (errors[0] as { key: string }).key, { errors });
  }
  const toolWithNames = async (id: number) => found(await catalogues.findTool(id), "management.notFound");

  app.get("/tools", { schema: { tags, security, response: { 200: z.array(ToolSchema) } } }, async () =>
    catalogues.listTools(),
  );

  app.post(
    "/tools",
    {
      config: { changes: ["catalogues"], audit: { type: "tool" } },
      schema: { tags, security, body: ToolInputSchema, response: { 201: ToolSavedResponseSchema } },
    },
    async (request, reply) => {
      await checkReferences(request.body);
      const id = await catalogues.createTool(withNulls(ToolInputSchema, request.body));
      reply.status(201);
      const data = await toolWithNames(id);
      return { success: true as const, message: translate(request, "management.created"), data };
    },
  );

  app.put(
    "/tools/:id",
    {
      config: { changes: ["catalogues"], audit: { type: "tool" } },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: ToolInputSchema,
        response: { 200: ToolSavedResponseSchema },
      },
    },
    async (request) => {
      request.audit({ before: await ensureExists("tools", request.params.id) });
      await checkReferences(request.body);
      await catalogues.updateTool(request.params.id, withNulls(ToolInputSchema, request.body));
      // undefined: deleted meanwhile
      const data = await toolWithNames(request.params.id);
      return { success: true as const, message: translate(request, "management.updated"), data };
    },
  );

  app.delete(
    "/tools/:id",
    {
      config: { changes: ["catalogues"], audit: { type: "tool" } },
      schema: { tags, security, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      request.audit({ before: await ensureExists("tools", request.params.id) });
      await catalogues.removeTool(request.params.id);
      return { success: true as const, message: translate(request, "management.deleted") };
    },
  );
}
