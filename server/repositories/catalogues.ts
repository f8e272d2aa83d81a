import type { Insertable, Updateable } from "kysely";
import type { PublicBrand, PublicTool } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import type { CategoryTable, ToolsCompaniesTable, ToolsTable } from "../db/database.ts";
import { isForeignKeyViolation } from "../db/errors.ts";
import { mediaOwners, mediaUses, type OwnerUses } from "./media.ts";

// the reference catalogues staff keep (business categories, tools categories, tools companies,
// tools), newest first, and what the public pages read of them (the diagnostic tools with their
// category and maker, the makers' logos)

export type CatalogueTable = "business_categories" | "tools_categories" | "tools_companies";
// what a save of an entry writes (a company has a logo too)
export type CatalogueFields = Omit<Insertable<CategoryTable>, "id" | "created_at"> & { logo_path?: string | null };
export type ToolFields = Omit<Insertable<ToolsTable>, "id" | "created_at">;
// the column of tools that names an entry of a catalogue
export type ToolReference = "tools_categories_id" | "tools_companies_id";
// a tool's category or company that does not exist: the key of contract/messages.ts and the field
export type MissingReference = { key: "management.categoryMissing" | "management.companyMissing"; path: ToolReference };

export function catalogueRepository(db: Db) {
  const uses = mediaUses(db);
  // tools, each with the names of its category and company
  const toolsWithNames = () =>
    db
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

  // how many tools name this entry
  async function toolsUsing(column: ToolReference, id: number): Promise<number> {
    const row = await db
      .selectFrom("tools")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(column, "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    // the logos of the tools companies and of the tools (the media library's uses)
    toolsCompanyImageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("tools_companies").select(["id", "name", "name_vi", "logo_path"]).execute()).map(
        mediaOwners.tools_company,
      ),
    toolImageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("tools").select(["id", "name", "name_vi", "logo_path"]).execute()).map(mediaOwners.tool),

    // an entry or a tool as it is, or undefined when there is none
    find: (table: CatalogueTable | "tools", id: number) =>
      db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst(),

    list: (table: CatalogueTable) =>
      db.selectFrom(table).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute(),

    create: (table: CatalogueTable, fields: CatalogueFields) =>
      db
        .insertInto(table)
        .values(fields as Insertable<ToolsCompaniesTable>)
        .returningAll()
        .executeTakeFirstOrThrow()
        .then((saved) => (table === "tools_companies" ? uses.saved(saved, mediaOwners.tools_company) : saved)),

    // the whole entry; undefined when it is gone
    update: (table: CatalogueTable, id: number, fields: CatalogueFields) =>
      db
        .updateTable(table)
        .set(fields as Updateable<CategoryTable>)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst()
        .then((saved) => (table === "tools_companies" ? uses.saved(saved, mediaOwners.tools_company) : saved)),

    // an entry no tool names: { inUse } with how many do (a tool added between the count and the
    // delete counts as one)
    async remove(table: CatalogueTable, id: number, usedBy?: ToolReference): Promise<{ inUse: number } | undefined> {
      if (usedBy) {
        const count = await toolsUsing(usedBy, id);
        if (count > 0) return { inUse: count };
      }
      try {
        await db.deleteFrom(table).where("id", "=", id).execute();
        if (table === "tools_companies") await uses.removed("tools_company", id);
      } catch (error) {
        if (isForeignKeyViolation(error)) return { inUse: 1 };
        throw error;
      }
    },

    listTools: () => toolsWithNames().orderBy("tools.created_at", "desc").orderBy("tools.id", "desc").execute(),

    // a tool with its names, or undefined when there is none
    findTool: (id: number) => toolsWithNames().where("tools.id", "=", id).executeTakeFirst(),

    // the category and company a tool names that do not exist
    async missingReferences(fields: Pick<ToolFields, ToolReference>): Promise<MissingReference[]> {
      const [category, company] = await Promise.all([
        db.selectFrom("tools_categories").select("id").where("id", "=", fields.tools_categories_id).executeTakeFirst(),
        db.selectFrom("tools_companies").select("id").where("id", "=", fields.tools_companies_id).executeTakeFirst(),
      ]);
      const missing: MissingReference[] = [];
      if (!category) missing.push({ key: "management.categoryMissing", path: "tools_categories_id" });
      if (!company) missing.push({ key: "management.companyMissing", path: "tools_companies_id" });
      return missing;
    },

    async createTool(fields: ToolFields): Promise<number> {
      const { id } = await db.insertInto("tools").values(fields).returning("id").executeTakeFirstOrThrow();
      await uses.saved({ id, ...fields }, mediaOwners.tool);
      return id;
    },

    async updateTool(id: number, fields: ToolFields): Promise<void> {
      await db.updateTable("tools").set(fields).where("id", "=", id).execute();
      await uses.saved({ id, ...fields }, mediaOwners.tool);
    },

    async removeTool(id: number): Promise<void> {
      await db.deleteFrom("tools").where("id", "=", id).execute();
      await uses.removed("tool", id);
    },

    // the tools as the home page shows them, with their category and maker
    listToolsForPages: (): Promise<PublicTool[]> =>
      db
        .selectFrom("tools")
        .leftJoin("tools_categories", "tools_categories.id", "tools.tools_categories_id")
        .leftJoin("tools_companies", "tools_companies.id", "tools.tools_companies_id")
        .select([
          "tools.id",
          "tools.name",
          "tools.name_vi",
          "tools.description",
          "tools.description_vi",
          "tools.logo_path",
          "tools_categories.id as category_id",
          "tools_categories.name as category_name",
          "tools_categories.name_vi as category_name_vi",
          "tools_companies.name as company_name",
          "tools_companies.name_vi as company_name_vi",
          "tools_companies.logo_path as company_logo_path",
        ])
        .orderBy("tools.created_at", "desc")
        .orderBy("tools.id", "desc")
        .execute(),

    // the tools companies that have a logo, in the order staff added them
    listBrands: async (): Promise<PublicBrand[]> =>
      (await db
        .selectFrom("tools_companies")
        .select(["id", "name", "name_vi", "logo_path", "description", "description_vi"])
        .where("logo_path", "is not", null)
        .where("logo_path", "<>", "")
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .execute()) as PublicBrand[],
  };
}
