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
import type { Db } from "../../../db/connect.ts";
import { isForeignKeyViolation } from "../../../db/errors.ts";
import { translate } from "../../../lib/language.ts";
import { HttpError } from "../../../plugins/error-handler.ts";

// the reference catalogues: business categories, tools categories, tools companies, tools

type CatalogueTable = "business_categories" | "tools_categories" | "tools_companies";

// a full record: every optional field left out is stored as empty (PUT replaces the entry)
const withNulls = <T extends Record<string, unknown>>(schema: { shape: Record<string, unknown> }, body: T) =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, body[key] ?? null])) as {
    [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
  };

async function toolsUsing(db: Db, column: "tools_categories_id" | "tools_companies_id", id: number): Promise<number> {
  const row = await db
    .selectFrom("tools")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(column, "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export default async function managementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const tags = ["management"];

  // the entry as it is, or 404
  async function ensureExists(table: CatalogueTable | "tools", id: number) {
    const row = await app.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new HttpError(404, "management.notFound");
    return row;
  }

  // categories and companies: the same five routes, companies with a logo
  const catalogues = [
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

  for (const { path, table, schema, usedBy, type, entry, saved } of catalogues) {
    const audit = { type } as const;
    // the diagnostic tools on the home page name their category and maker
    const changes = table === "business_categories" ? [] : (["catalogues"] as const);
    app.get(`/${path}`, { schema: { tags, security, response: { 200: z.array(entry) } } }, async () =>
      app.db.selectFrom(table).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute(),
    );

    app.post(
      `/${path}`,
      { config: { changes, audit }, schema: { tags, security, body: schema, response: { 201: saved } } },
      async (request, reply) => {
        const data = await app.db
          .insertInto(table)
          .values(withNulls(schema, request.body))
          .returningAll()
          .executeTakeFirstOrThrow();
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
        const data = await app.db
          .updateTable(table)
          .set(withNulls(schema, request.body))
          .where("id", "=", request.params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
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
        if (usedBy) {
          const count = await toolsUsing(app.db, usedBy, id);
          if (count > 0) throw new HttpError(409, "management.inUse", { values: { count } });
        }
        try {
          await app.db.deleteFrom(table).where("id", "=", id).execute();
        } catch (error) {
          // a tool added between the check and the delete
          if (isForeignKeyViolation(error)) throw new HttpError(409, "management.inUse", { values: { count: 1 } });
          throw error;
        }
        return { success: true as const, message: translate(request, "management.deleted") };
      },
    );
  }

  // tools: each names an existing category and company
  const toolsWithNames = () =>
    app.db
      .selectFrom("tools")
      .innerJoin("tools_categories as category", "category.id", "tools.tools_categories_id")
      .innerJoin("tools_companies as company", "company.id", "tools.tools_companies_id")
      .selectAll("tools")
      .select([
        "category.name as category_name",
        "category.name_vi as category_name_vi",
        "company.name as company_name",
        "company.name_vi as company_name_vi",
      ]);

  async function checkReferences(body: { tools_categories_id: number; tools_companies_id: number }) {
    const errors: { key: string; path: string }[] = [];
    const category = await app.db
      .selectFrom("tools_categories")
      .select("id")
      .where("id", "=", body.tools_categories_id)
      .executeTakeFirst();
    if (!category) errors.push({ key: "management.categoryMissing", path: "tools_categories_id" });
    const company = await app.db
      .selectFrom("tools_companies")
      .select("id")
      .where("id", "=", body.tools_companies_id)
      .executeTakeFirst();
    if (!company) errors.push({ key: "management.companyMissing", path: "tools_companies_id" });
    if (errors.length > 0) throw new HttpError(400, (errors[0] as { key: string }).key, { errors });
  }

  app.get("/tools", { schema: { tags, security, response: { 200: z.array(ToolSchema) } } }, async () =>
    toolsWithNames().orderBy("tools.created_at", "desc").orderBy("tools.id", "desc").execute(),
  );

  app.post(
    "/tools",
    {
      config: { changes: ["catalogues"], audit: { type: "tool" } },
      schema: { tags, security, body: ToolInputSchema, response: { 201: ToolSavedResponseSchema } },
    },
    async (request, reply) => {
      await checkReferences(request.body);
      const { id } = await app.db
        .insertInto("tools")
        .values(withNulls(ToolInputSchema, request.body))
        .returning("id")
        .executeTakeFirstOrThrow();
      reply.status(201);
      const data = await toolsWithNames().where("tools.id", "=", id).executeTakeFirstOrThrow();
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
      await app.db
        .updateTable("tools")
        .set(withNulls(ToolInputSchema, request.body))
        .where("id", "=", request.params.id)
        .execute();
      const data = await toolsWithNames().where("tools.id", "=", request.params.id).executeTakeFirstOrThrow();
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
      await app.db.deleteFrom("tools").where("id", "=", request.params.id).execute();
      return { success: true as const, message: translate(request, "management.deleted") };
    },
  );
}
