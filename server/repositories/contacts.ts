import { sql, type Transaction } from "kysely";
import { CONTACT_STATUS, type ContactStatus } from "../../contract/constants.ts";
import type { Db } from "../db/connect.ts";
import type { ContactMessage, Database } from "../db/database.ts";
import { contactSearch } from "../lib/search.ts";

// the messages visitors send through the contact form, newest first, as staff read, mark, search,
// export and delete them

type Dialect = "sqlite" | "postgres";

// the message itself, never the search index's copy (search_text, on PostgreSQL)
const COLUMNS = [
  "id",
  "customer_name",
  "email",
  "phone_number",
  "message",
  "status",
  "created_at",
  "privacy_version",
  "consented_at",
] as const;

// what staff filter the list by: read or unread, and a search of every field
export type ContactFilter = { status?: ContactStatus; search?: string };
// a message as the form sent it
export type ContactForm = { name: string; email: string; phone?: string | null; message: string };
export type StoredContact = { id: number; created_at: string };

export function contactRepository(db: Db, dialect: Dialect) {
  // the messages the filter selects (the search's condition is worked out first)
  async function filtered(filter: ContactFilter) {
    let query = db.selectFrom("contact_messages");
    if (filter.status !== undefined) query = query.where("status", "=", filter.status);
    const found = filter.search ? await contactSearch(db, dialect, filter.search) : undefined;
    if (found) query = query.where(found.where);
    return { query, found };
  }

  const find = (id: number): Promise<ContactMessage | undefined> =>
    db.selectFrom("contact_messages").select(COLUMNS).where("id", "=", id).executeTakeFirst();

  return {
    // a message, or undefined when there is none
    find,

    // the latest messages, newest first (the dashboard's activity)
    latest: (limit: number) =>
      db
        .selectFrom("contact_messages")
        .select(["id", "customer_name", "created_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),

    // the same message from the same address was sent before
    async isDuplicate(email: string, message: string): Promise<boolean> {
      const row = await db
        .selectFrom("contact_messages")
        .select("id")
        .where(sql`lower(email)`, "=", email.toLowerCase())
        .where("message", "=", message)
        .executeTakeFirst();
      return Boolean(row);
    },

    // a visitor's message, stored; `alongside` writes what goes with it in the same transaction
    // (the e-mail to staff in the outbox: both or neither)
    receive: (
      form: ContactForm,
      // the version of the privacy policy the sender accepted (its "last updated" day)
      privacyVersion: string,
      alongside?: (trx: Transaction<Database>, stored: StoredContact) => Promise<void>,
    ): Promise<StoredContact> =>
      db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto("contact_messages")
          .values({
            customer_name: form.name,
            email: form.email,
            phone_number: form.phone ?? null,
            message: form.message,
            // the form refuses a message without the sender's consent (contract/contact.ts)
            privacy_version: privacyVersion.slice(0, 20),
            consented_at: new Date().toISOString(),
          })
          .returning(["id", "created_at"])
          .executeTakeFirstOrThrow();
        await alongside?.(trx, stored);
        return stored;
      }),

    // one page of the list, newest first, and how many the filter selects
    async list(filter: ContactFilter, page: number, limit: number) {
      const { query, found } = await filtered(filter);
      const [rows, total] = await Promise.all([
        query
          .select(COLUMNS)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        // without a status filter, the search index alone knows how many match
        found?.count === undefined || filter.status !== undefined
          ? query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()
          : typeof found.count === "number"
            ? { count: found.count }
            : found.count.execute(db).then((result) => result.rows[0] ?? { count: 0 }),
      ]);
      return { rows, total: Number(total.count) };
    },

    // every message the filter selects, newest first, `size` at a time (keyset: any number of
    // messages without holding them in memory); the filter is worked out before the first batch
    async batches(filter: ContactFilter, size: number): Promise<AsyncGenerator<ContactMessage[]>> {
      const { query } = await filtered(filter);
      return (async function* () {
        let before: { created_at: string; id: number } | null = null;
        for (;;) {
          let page = query.select(COLUMNS);
          if (before) {
            const { created_at, id } = before;
            page = page.where((eb) =>
              eb.or([
                eb("created_at", "<", created_at),
                eb.and([eb("created_at", "=", created_at), eb("id", "<", id)]),
              ]),
            );
          }
          const batch = await page.orderBy("created_at", "desc").orderBy("id", "desc").limit(size).execute();
          if (batch.length === 0) return;
          yield batch;
          const last = batch[batch.length - 1] as ContactMessage;
          before = { created_at: last.created_at, id: last.id };
          if (batch.length < size) return;
        }
      })();
    },

    // the dashboard's counts: all, unread, and those received since `since`
    async stats(since: string) {
      const row = await db
        .selectFrom("contact_messages")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(eb.case().when("status", "=", CONTACT_STATUS.UNREAD).then(1).else(0).end()).as("unread"),
          eb.fn.sum<number>(eb.case().when("created_at", ">=", since).then(1).else(0).end()).as("thisWeek"),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      const unread = Number(row.unread ?? 0);
      return { total, unread, read: total - unread, thisWeek: Number(row.thisWeek ?? 0) };
    },

    // every unread message read: how many changed
    async markAllRead(): Promise<number> {
      const result = await db
        .updateTable("contact_messages")
        .set({ status: CONTACT_STATUS.READ })
        .where("status", "=", CONTACT_STATUS.UNREAD)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    // the fields given; undefined when the message is gone
    async update(
      id: number,
      changes: Partial<Pick<ContactMessage, "customer_name" | "email" | "phone_number" | "message" | "status">>,
    ): Promise<ContactMessage | undefined> {
      if (Object.keys(changes).length === 0) return find(id);
      return db.updateTable("contact_messages").set(changes).where("id", "=", id).returning(COLUMNS).executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom("contact_messages").where("id", "=", id).execute();
    },
  };
}
