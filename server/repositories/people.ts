import type { ExpressionBuilder, Kysely } from "kysely";
import type { PersonInput } from "../../contract/companies.ts";
import type { Database, Person } from "../db/database.ts";
import { emailKey, type NewPerson, phoneKey, searchText } from "../lib/company-matching.ts";
import { foldedContains } from "./companies.ts";

// The people of the customers (issue 38, point 1; migration 0045): found by e-mail (kept in lower
// case) and phone (its digits), searched without accents, merged, erased with their address.

export type PersonRow = Omit<Person, "phone_key" | "search_text"> & { company_name: string | null; lead_count: number };

const COLUMNS = [
  "people.id",
  "people.name",
  "people.position",
  "people.email",
  "people.phone",
  "people.company_id",
  "people.created_at",
  "people.updated_at",
] as const;

const searchOf = (person: { name: string; email: string | null; phone: string | null }) =>
  searchText(person.name, person.email, person.phone, phoneKey(person.phone));

// what a person's columns are, written from what staff give (the keys with it)
const written = <T extends Partial<PersonInput>>(input: T) => ({
  ...input,
  ...(input.email !== undefined ? { email: emailKey(input.email) } : {}),
  ...(input.phone !== undefined ? { phone_key: phoneKey(input.phone) } : {}),
});

export function personRepository(db: Kysely<Database>) {
  const extras = (eb: ExpressionBuilder<Database, "people">) => [
    eb
      .selectFrom("companies")
      .select("companies.name")
      .whereRef("companies.id", "=", "people.company_id")
      .as("company_name"),
    eb
      .selectFrom("contact_messages")
      .select((c) => c.fn.countAll<number>().as("count"))
      .whereRef("contact_messages.person_id", "=", "people.id")
      .as("lead_count"),
  ];
  const normal = <R extends { lead_count: unknown; company_name: unknown }>(row: R) => ({
    ...row,
    lead_count: Number(row.lead_count ?? 0),
    company_name: (row.company_name as string | null) ?? null,
  });
  const select = (within: Kysely<Database> = db) => within.selectFrom("people").select(COLUMNS).select(extras);

  async function find(id: number, within: Kysely<Database> = db): Promise<PersonRow | undefined> {
    const row = await select(within).where("people.id", "=", id).executeTakeFirst();
    return row && (normal(row) as PersonRow);
  }

  const firstBy = async (column: "email" | "phone_key", value: string, within: Kysely<Database>) =>
    (await within
      .selectFrom("people")
      .select(["id", "company_id"])
      .where(column, "=", value)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst()) ?? null;

  return {
    find,

    async list(query: { search?: string | undefined; company_id?: number | undefined; page: number; limit: number }) {
      let base = db.selectFrom("people");
      if (query.search) base = base.where(foldedContains(db, "people", query.search));
      if (query.company_id !== undefined) base = base.where("people.company_id", "=", query.company_id);
      const [rows, total] = await Promise.all([
        // the page's ids first, then their counts: no count for the rows skipped before it
        db
          .selectFrom("people")
          .select(COLUMNS)
          .select(extras)
          .where(
            "people.id",
            "in",
            base
              .select("people.id")
              .orderBy("people.name")
              .orderBy("people.id")
              .limit(query.limit)
              .offset((query.page - 1) * query.limit),
          )
          .orderBy("people.name")
          .orderBy("people.id")
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => normal(row) as PersonRow), total: Number(total.count) };
    },

    // a company's people, by name
    forCompany: async (companyId: number) =>
      (await select().where("people.company_id", "=", companyId).orderBy("people.name").limit(500).execute()).map(
        (row) => normal(row) as PersonRow,
      ),

    search: async (search: string, limit: number) =>
      (
        await db
          .selectFrom("people")
          .select(["people.id", "people.name", "people.email", "people.phone"])
          .select((eb) =>
            eb
              .selectFrom("companies")
              .select("companies.name")
              .whereRef("companies.id", "=", "people.company_id")
              .as("company_name"),
          )
          .where(foldedContains(db, "people", search))
          .orderBy("people.name")
          .orderBy("people.id")
          .limit(limit)
          .execute()
      ).map((row) => ({ ...row, company_name: row.company_name ?? null })),

    async create(input: PersonInput): Promise<number> {
      const person = { position: null, email: null, phone: null, company_id: null, ...written(input) };
      const { id } = await db
        .insertInto("people")
        .values({ ...person, search_text: searchOf(person) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    // a person an enquiry brought (lib/company-matching.ts), within its transaction
    async createMatched(person: NewPerson, within: Kysely<Database>): Promise<number> {
      const { id } = await within
        .insertInto("people")
        .values({ ...person, search_text: searchOf(person) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, input: Partial<PersonInput>) {
      const before = await db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const changes = written(input);
      await db
        .updateTable("people")
        .set({ ...changes, search_text: searchOf({ ...before, ...changes }), updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      return find(id);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("people").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    byEmail: (email: string, within: Kysely<Database> = db) => firstBy("email", email, within),
    byPhone: (phone: string, within: Kysely<Database> = db) => firstBy("phone_key", phone, within),

    async setCompany(id: number, companyId: number, within: Kysely<Database> = db): Promise<void> {
      await within
        .updateTable("people")
        .set({ company_id: companyId, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    // a merged company's people, now the other's (within the merge's transaction)
    async moveCompany(from: number, into: number, within: Kysely<Database>): Promise<void> {
      await within.updateTable("people").set({ company_id: into }).where("company_id", "=", from).execute();
    },

    // `from` merged into `into`: what `into` lacks is taken from `from`, then `from` is deleted
    // (its leads moved before)
    async absorb(from: number, into: number, within: Kysely<Database>): Promise<void> {
      const [source, target] = await Promise.all([
        within.selectFrom("people").selectAll().where("id", "=", from).executeTakeFirstOrThrow(),
        within.selectFrom("people").selectAll().where("id", "=", into).executeTakeFirstOrThrow(),
      ]);
      await within.deleteFrom("people").where("id", "=", from).execute();
      const merged = {
        position: target.position ?? source.position,
        email: target.email ?? source.email,
        phone: target.phone ?? source.phone,
        phone_key: target.phone_key ?? source.phone_key,
        company_id: target.company_id ?? source.company_id,
      };
      await within
        .updateTable("people")
        .set({ ...merged, search_text: searchOf({ ...target, ...merged }), updated_at: new Date().toISOString() })
        .where("id", "=", into)
        .execute();
    },

    // an erased address's people (a data subject's request), within the erasure's transaction:
    // the companies they belonged to
    async eraseByEmail(email: string, within: Kysely<Database>): Promise<number[]> {
      const gone = await within.deleteFrom("people").where("email", "=", email).returning("company_id").execute();
      return gone.flatMap((row) => (row.company_id === null ? [] : [row.company_id]));
    },

    // the people no lead names any more, not changed since `before` (the retention job): how many
    async deleteUnusedBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom("people")
        .where("updated_at", "<", before)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("contact_messages")
                .select("contact_messages.id")
                .whereRef("contact_messages.person_id", "=", "people.id"),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
