import { sql } from "kysely";
import {
  type CompanyLookup,
  linkEnquiry,
  type NewCompany,
  type NewPerson,
  searchText,
} from "../../lib/company-matching.ts";
import { type AnyDb, isPostgres, nowDefault, timestampType, withId } from "./helpers.ts";

// Customers as companies and people (issue 38, point 1; decision 044). A company has people and
// leads; a lead names its company and its person. `name_key`, `phone_key` and `search_text` are
// what the rules match and the search reads (lib/company-matching.ts), written with each row.
// Then every lead stored before is grouped by the rules an arriving enquiry follows, oldest first.
// Expand only: the previous release neither reads nor writes the new tables and columns (its new
// leads stay unlinked until staff link them).

const BATCH = 1000;

export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable("companies"))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("tax_code", "varchar(14)", (c) => c.unique())
    .addColumn("province", "varchar(40)")
    .addColumn("address", "varchar(300)")
    .addColumn("website", "varchar(200)")
    .addColumn("industry", "varchar(100)")
    .addColumn("email_domain", "varchar(100)")
    .addColumn("notes", "text")
    .addColumn("name_key", "varchar(200)")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("updated_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("companies_domain_idx").on("companies").column("email_domain").execute();
  await db.schema.createIndex("companies_name_key_idx").on("companies").column("name_key").execute();
  await db.schema.createIndex("companies_name_idx").on("companies").columns(["name", "id"]).execute();

  await withId(db, db.schema.createTable("people"))
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("position", "varchar(100)")
    // in lower case: people are found by it
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(30)")
    .addColumn("phone_key", "varchar(20)")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn("updated_at", ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex("people_email_idx").on("people").column("email").execute();
  await db.schema.createIndex("people_phone_idx").on("people").column("phone_key").execute();
  await db.schema.createIndex("people_company_idx").on("people").columns(["company_id", "name"]).execute();
  await db.schema.createIndex("people_name_idx").on("people").columns(["name", "id"]).execute();

  await db.schema
    .alterTable("contact_messages")
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("person_id", "integer", (c) => c.references("people.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("contact_messages_company_idx")
    .on("contact_messages")
    .columns(["company_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_messages_person_idx")
    .on("contact_messages")
    .columns(["person_id", "created_at"])
    .execute();

  if (isPostgres(db)) {
    // the searches' trigram indexes (pg_trgm came with 0003_search_fold)
    const found = await sql<{
      schema: string;
    }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const trgm = found.rows[0]?.schema ?? "public";
    for (const table of ["companies", "people"]) {
      await sql
        .raw(`create index ${table}_search_idx on ${table} using gin (search_text ${trgm}.gin_trgm_ops)`)
        .execute(db);
    }
  }

  await groupLeads(db);
}

// every lead stored before, linked by the rules, with the companies and people they make: the
// rules run against maps in memory, the rows are written a batch at a time with their ids chosen
// here (the tables are new and empty); bench/companies.ts times it on 100 000 leads
async function groupLeads(db: AnyDb): Promise<void> {
  const companies: (NewCompany & { id: number })[] = [];
  const people: (NewPerson & { id: number })[] = [];
  const byTaxCode = new Map<string, number>();
  const byDomain = new Map<string, number>();
  const nameKeys = new Set<string>();
  const byEmail = new Map<string, NewPerson & { id: number }>();
  const byPhone = new Map<string, NewPerson & { id: number }>();
  const lookup: CompanyLookup = {
    companyByTaxCode: async (taxCode) => byTaxCode.get(taxCode) ?? null,
    companyByDomain: async (domain) => byDomain.get(domain) ?? null,
    companyNameTaken: async (key) => nameKeys.has(key),
    companyNameKey: async (id) => companies[id - 1]?.name_key ?? null,
    personByEmail: async (email) => byEmail.get(email) ?? null,
    personByPhone: async (phone) => byPhone.get(phone) ?? null,
    createCompany: async (company) => {
      const row = { ...company, id: companies.length + 1 };
      companies.push(row);
      if (row.tax_code) byTaxCode.set(row.tax_code, row.id);
      if (row.email_domain && !byDomain.has(row.email_domain)) byDomain.set(row.email_domain, row.id);
      if (row.name_key) nameKeys.add(row.name_key);
      return row.id;
    },
    createPerson: async (person) => {
      const row = { ...person, id: people.length + 1 };
      people.push(row);
      if (row.email && !byEmail.has(row.email)) byEmail.set(row.email, row);
      if (row.phone_key && !byPhone.has(row.phone_key)) byPhone.set(row.phone_key, row);
      return row.id;
    },
    setPersonCompany: async (id, companyId) => {
      const person = people[id - 1];
      if (person) person.company_id = companyId;
    },
    completeCompany: async (id, fields) => {
      const company = companies[id - 1];
      if (!company) return;
      if (fields.email_domain && company.email_domain === null && !byDomain.has(fields.email_domain)) {
        company.email_domain = fields.email_domain;
        byDomain.set(fields.email_domain, id);
      }
      if (fields.tax_code && company.tax_code === null && !byTaxCode.has(fields.tax_code)) {
        company.tax_code = fields.tax_code;
        byTaxCode.set(fields.tax_code, id);
      }
    },
  };

  const links: { id: number; company_id: number | null; person_id: number }[] = [];
  let after = 0;
  for (;;) {
    const leads = await db
      .selectFrom("contact_messages")
      .select(["id", "customer_name", "email", "phone_number", "company", "tax_code", "province"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH * 5)
      .execute();
    if (leads.length === 0) break;
    for (const lead of leads) {
      const link = await linkEnquiry(lookup, {
        name: lead.customer_name,
        email: lead.email,
        phone: lead.phone_number,
        company: lead.company,
        tax_code: lead.tax_code,
        province: lead.province,
      });
      links.push({ id: lead.id, ...link });
    }
    after = leads[leads.length - 1]?.id ?? after;
  }

  for (let start = 0; start < companies.length; start += BATCH) {
    await db
      .insertInto("companies")
      .values(
        companies.slice(start, start + BATCH).map((company) => ({
          id: company.id,
          name: company.name.slice(0, 200),
          tax_code: company.tax_code,
          province: company.province,
          email_domain: company.email_domain,
          name_key: company.name_key,
          search_text: searchText(company.name, company.tax_code, company.email_domain),
        })),
      )
      .execute();
  }
  for (let start = 0; start < people.length; start += BATCH) {
    await db
      .insertInto("people")
      .values(
        people.slice(start, start + BATCH).map((person) => ({
          id: person.id,
          company_id: person.company_id,
          name: person.name.slice(0, 100),
          email: person.email?.slice(0, 254) ?? null,
          phone: person.phone?.slice(0, 30) ?? null,
          phone_key: person.phone_key,
          search_text: searchText(person.name, person.email, person.phone_key),
        })),
      )
      .execute();
  }
  if (isPostgres(db)) {
    // the next ids follow the ones chosen here
    for (const table of ["companies", "people"]) {
      await sql
        .raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        )
        .execute(db);
    }
  }
  for (let start = 0; start < links.length; start += BATCH) {
    const batch = links.slice(start, start + BATCH);
    if (isPostgres(db)) {
      const rows = sql.join(
        batch.map((link) => sql`(${link.id}::int, ${link.company_id}::int, ${link.person_id}::int)`),
      );
      await sql`update contact_messages as c set company_id = v.company_id, person_id = v.person_id from (values ${rows}) as v(id, company_id, person_id) where c.id = v.id`.execute(
        db,
      );
    } else {
      const rows = sql.join(batch.map((link) => sql`(${link.id}, ${link.company_id}, ${link.person_id})`));
      await sql`update contact_messages set company_id = v.column2, person_id = v.column3 from (values ${rows}) as v where contact_messages.id = v.column1`.execute(
        db,
      );
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_messages_person_idx").ifExists().execute();
  await db.schema.dropIndex("contact_messages_company_idx").ifExists().execute();
  await db.schema.alterTable("contact_messages").dropColumn("person_id").execute();
  await db.schema.alterTable("contact_messages").dropColumn("company_id").execute();
  await db.schema.dropTable("people").ifExists().execute();
  await db.schema.dropTable("companies").ifExists().execute();
}
