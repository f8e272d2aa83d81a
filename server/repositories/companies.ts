import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";
import type { CompanyInput } from "../../contract/companies.ts";
import { foldSearch } from "../../contract/search-fold.ts";
import type { Company, Database } from "../db/database.ts";
import { companyNameKey, type NewCompany, searchText } from "../lib/company-matching.ts";
import { escapeLike } from "../lib/escape-like.ts";
import type { ErasurePlace } from "./erasure.ts";

// Customer companies (issue 38, point 1; migration 0045): kept by staff, found by tax code, mail
// domain and name, searched without accents, merged. Their people and leads are their own
// repositories' (people.ts, contacts.ts); a company's counts read them inside its statements.

// a company with how many people and leads it has, and its latest enquiry's time
export type CompanyRow = Omit<Company, "name_key" | "search_text"> & {
  people_count: number;
  lead_count: number;
  last_lead_at: string | null;
};

const COLUMNS = [
  "companies.id",
  "companies.name",
  "companies.tax_code",
  "companies.province",
  "companies.address",
  "companies.website",
  "companies.industry",
  "companies.email_domain",
  "companies.notes",
  "companies.created_at",
  "companies.updated_at",
] as const;

// the contains-condition of a search on a table's folded text: LIKE on PostgreSQL, which its
// trigram index answers; instr() on SQLite, a scan that LIKE … ESCAPE makes twice as slow
export const foldedContains = (db: Kysely<Database>, table: "companies" | "people", search: string) => {
  const needle = foldSearch(search).replace(/[\r\n]/g, " ");
  const column = sql.ref(`${table}.search_text`);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<boolean>`${column} like ${`%${escapeLike(needle)}%`} escape '\\'`
    : sql<boolean>`instr(${column}, ${needle}) > 0`;
};

// what a company's own columns are, written from what staff give (its name's key with it)
const written = <T extends Partial<CompanyInput>>(input: T) => ({
  ...input,
  ...(input.name !== undefined ? { name_key: companyNameKey(input.name) } : {}),
});

export function companyRepository(db: Kysely<Database>) {
  const counts = (eb: ExpressionBuilder<Database, "companies">) => [
    eb
      .selectFrom("people")
      .select((p) => p.fn.countAll<number>().as("count"))
      .whereRef("people.company_id", "=", "companies.id")
      .as("people_count"),
    eb
      .selectFrom("contact_messages")
      .select((c) => c.fn.countAll<number>().as("count"))
      .whereRef("contact_messages.company_id", "=", "companies.id")
      .as("lead_count"),
    eb
      .selectFrom("contact_messages")
      .select((c) => c.fn.max("contact_messages.created_at").as("last"))
      .whereRef("contact_messages.company_id", "=", "companies.id")
      .as("last_lead_at"),
  ];
  const normal = <R extends { people_count: unknown; lead_count: unknown; last_lead_at: unknown }>(row: R) => ({
    ...row,
    people_count: Number(row.people_count ?? 0),
    lead_count: Number(row.lead_count ?? 0),
    last_lead_at: (row.last_lead_at as string | null) ?? null,
  });
  // (a company's search text: its name, tax code, domain and website)
  const searchOf = (company: Pick<Company, "name" | "tax_code" | "email_domain" | "website">) =>
    searchText(company.name, company.tax_code, company.email_domain, company.website);

  // the company with this tax code (another than `except`)
  async function byTaxCode(taxCode: string, within: Kysely<Database> = db, except?: number) {
    let query = within.selectFrom("companies").select("id").where("tax_code", "=", taxCode);
    if (except !== undefined) query = query.where("id", "!=", except);
    return (await query.executeTakeFirst())?.id ?? null;
  }

  async function find(id: number, within: Kysely<Database> = db): Promise<CompanyRow | undefined> {
    const row = await within
      .selectFrom("companies")
      .select(COLUMNS)
      .select(counts)
      .where("companies.id", "=", id)
      .executeTakeFirst();
    return row && (normal(row) as CompanyRow);
  }

  return {
    find,

    // a page of the companies by name, those the search finds (name, tax code, domain, website)
    async list(query: { search?: string | undefined; page: number; limit: number }) {
      let base = db.selectFrom("companies");
      if (query.search) base = base.where(foldedContains(db, "companies", query.search));
      const [rows, total] = await Promise.all([
        // the page's ids first, then their counts: no count for the rows skipped before it
        db
          .selectFrom("companies")
          .select(COLUMNS)
          .select(counts)
          .where(
            "companies.id",
            "in",
            base
              .select("companies.id")
              .orderBy("companies.name")
              .orderBy("companies.id")
              .limit(query.limit)
              .offset((query.page - 1) * query.limit),
          )
          .orderBy("companies.name")
          .orderBy("companies.id")
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => normal(row) as CompanyRow), total: Number(total.count) };
    },

    // the few a search names (GET /api/search)
    search: (search: string, limit: number) =>
      db
        .selectFrom("companies")
        .select(["id", "name", "tax_code", "province"])
        .where(foldedContains(db, "companies", search))
        .orderBy("name")
        .orderBy("id")
        .limit(limit)
        .execute(),

    // a company staff add
    async create(input: CompanyInput): Promise<number> {
      const values = {
        ...written(input),
        search_text: searchOf({ tax_code: null, email_domain: null, website: null, ...input }),
      };
      const { id } = await db.insertInto("companies").values(values).returning("id").executeTakeFirstOrThrow();
      return id;
    },

    // a company an enquiry brought (lib/company-matching.ts), within its transaction
    async createMatched(company: NewCompany, within: Kysely<Database>): Promise<number> {
      const values = { ...company, search_text: searchOf({ ...company, website: null }) };
      const { id } = await within.insertInto("companies").values(values).returning("id").executeTakeFirstOrThrow();
      return id;
    },

    // the fields given; undefined when it is gone
    async update(id: number, input: Partial<CompanyInput>, within: Kysely<Database> = db) {
      const before = await within.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const after = { ...before, ...input };
      await within
        .updateTable("companies")
        .set({ ...written(input), search_text: searchOf(after), updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      return find(id, within);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("companies").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    byTaxCode,
    // the first company whose people write from this domain
    byDomain: async (domain: string, within: Kysely<Database> = db) =>
      (
        await within
          .selectFrom("companies")
          .select("id")
          .where("email_domain", "=", domain)
          .orderBy("id")
          .limit(1)
          .executeTakeFirst()
      )?.id ?? null,
    // the companies whose names read the same (a suggestion for staff to confirm)
    byNameKey: (nameKey: string, limit: number, within: Kysely<Database> = db) =>
      within
        .selectFrom("companies")
        .select(["id", "name", "tax_code", "province"])
        .where("name_key", "=", nameKey)
        .orderBy("id")
        .limit(limit)
        .execute(),
    nameKey: async (id: number, within: Kysely<Database> = db) =>
      (await within.selectFrom("companies").select("name_key").where("id", "=", id).executeTakeFirst())?.name_key ??
      null,

    // a mail domain or tax code the company did not have, unless another company has it
    async complete(id: number, fields: { email_domain?: string; tax_code?: string }, within: Kysely<Database> = db) {
      const company = await within.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
      if (!company) return;
      const set: { email_domain?: string; tax_code?: string } = {};
      if (fields.email_domain && company.email_domain === null) set.email_domain = fields.email_domain;
      if (fields.tax_code && company.tax_code === null && (await byTaxCode(fields.tax_code, within)) === null) {
        set.tax_code = fields.tax_code;
      }
      if (Object.keys(set).length === 0) return;
      await within
        .updateTable("companies")
        .set({ ...set, search_text: searchOf({ ...company, ...set }), updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    // `from` merged into `into` (within the merge's transaction): what `into` lacks is taken from
    // `from`, their notes joined; then `from` is deleted (its people and leads moved before)
    async absorb(from: number, into: number, within: Kysely<Database>): Promise<void> {
      const [source, target] = await Promise.all([
        within.selectFrom("companies").selectAll().where("id", "=", from).executeTakeFirstOrThrow(),
        within.selectFrom("companies").selectAll().where("id", "=", into).executeTakeFirstOrThrow(),
      ]);
      await within.deleteFrom("companies").where("id", "=", from).execute();
      const pick = <K extends "tax_code" | "province" | "address" | "website" | "industry" | "email_domain">(key: K) =>
        target[key] ?? source[key];
      const merged = {
        tax_code: pick("tax_code"),
        province: pick("province"),
        address: pick("address"),
        website: pick("website"),
        industry: pick("industry"),
        email_domain: pick("email_domain"),
        notes: [target.notes, source.notes].filter(Boolean).join("\n\n").slice(0, 5000) || null,
      };
      await within
        .updateTable("companies")
        .set({ ...merged, search_text: searchOf({ ...target, ...merged }), updated_at: new Date().toISOString() })
        .where("id", "=", into)
        .execute();
    },
  };
}

export type CompanyRepository = ReturnType<typeof companyRepository>;

// where an erased address may be written in a company: its text (repositories/erasure.ts)
export const companyErasure: ErasurePlace = {
  table: "companies",
  key: "id",
  columns: ["name", "address", "website", "notes", "search_text"],
};

// the companies an erased person's leads and records made, when nothing else is left in them
// (within the erasure's transaction): what the person's own enquiry brought goes with it
export async function removeEmptyCompanies(ids: number[], within: Kysely<Database>): Promise<void> {
  if (ids.length === 0) return;
  await within
    .deleteFrom("companies")
    .where("id", "in", ids)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom("people").select("people.id").whereRef("people.company_id", "=", "companies.id")),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("contact_messages")
              .select("contact_messages.id")
              .whereRef("contact_messages.company_id", "=", "companies.id"),
          ),
        ),
      ]),
    )
    .execute();
}
