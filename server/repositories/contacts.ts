import { readFile } from "node:fs/promises";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { Attribution } from "../../contract/attribution.ts";
import {
  CONTACT_STATUS,
  type ContactStatus,
  LEAD_STAGES,
  type LeadStage,
  OPEN_LEAD_STAGES,
} from "../../contract/constants.ts";
import type { QuoteFileType, QuoteService } from "../../contract/quote-options.ts";
import type { Db } from "../db/connect.ts";
import type { ContactMessage, Database } from "../db/database.ts";
import { attachmentName } from "../lib/attachment-name.ts";
import { linkEnquiry } from "../lib/company-matching.ts";
import { companyErasure, removeEmptyCompanies } from "./companies.ts";
import { enquiryLookup } from "./company-links.ts";
import { contactSearch } from "./contact-search.ts";
import { outboxErasure } from "./email-outbox.ts";
import { type ErasurePlace, eraseAddressElsewhere, forgetInSqliteFile } from "./erasure.ts";
import { addLeadEvent, leadEventErasure, leadEventRepository } from "./lead-events.ts";
import { notFoundErasure } from "./not-found.ts";
import { personRepository } from "./people.ts";
import { userRepository } from "./users.ts";

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
  "stage",
  "assignee_id",
  "next_action_on",
  "value_vnd",
  "thread_id",
  "company",
  "tax_code",
  "province",
  "service",
  "voltage",
  "project_timeline",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "language",
  "received_email",
  "company_id",
  "person_id",
] as const;

// a message with its owner's, company's and person's names (null: none, or gone)
export type Lead = ContactMessage & {
  assignee_name: string | null;
  company_name: string | null;
  person_name: string | null;
};

// a lead as the export writes it: with its company's own fields and how many files it has
export type ExportedLead = Lead & {
  company_tax_code: string | null;
  company_province: string | null;
  company_industry: string | null;
  company_website: string | null;
  file_count: number | string | null;
};

// what staff filter the list by: read or unread, a search of every field, the lead's stage, its
// owner (a user's id, or "none"), and "overdue" (an open lead whose next step's day has passed;
// `today` is Vietnam's day, YYYY-MM-DD)
export type ContactFilter = {
  status?: ContactStatus;
  search?: string;
  stage?: LeadStage;
  assignee?: number | "none";
  overdue?: { today: string };
  // only the leads this user owns, whatever `assignee` says too (a Sales member's export)
  owner?: number;
};
// what staff change on a message
// the fields whose changes the timeline records as "field" events, and their names in a note's
// text (both languages: the previous release shows that text)
export const LEAD_FIELD_EVENTS = ["customer_name", "phone_number", "next_action_on", "value_vnd"] as const;
const FIELD_NAMES: Record<(typeof LEAD_FIELD_EVENTS)[number], string> = {
  customer_name: "Tên / Name",
  phone_number: "Điện thoại / Phone",
  next_action_on: "Ngày xử lý tiếp / Next step on",
  value_vnd: "Giá trị ước tính (VND) / Estimated value (VND)",
};

const LINK_NAMES = { company_id: "Công ty / Company", person_id: "Người liên hệ / Contact person" } as const;

export type ContactChanges = Partial<
  Pick<
    ContactMessage,
    | "customer_name"
    | "email"
    | "phone_number"
    | "message"
    | "status"
    | "stage"
    | "assignee_id"
    | "next_action_on"
    | "value_vnd"
    | "company_id"
    | "person_id"
  >
>;
// a message as the form sent it, with a quote's fields and files when it is a request for a quote
export type ContactForm = {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  company?: string | null;
  tax_code?: string | undefined;
  province?: string | undefined;
  service?: QuoteService | undefined;
  voltage?: string | null;
  timeline?: string | null;
} & Attribution;
// a file of a request for a quote, waiting in a temporary file (services/quote-files.ts)
export type ReceivedFile = { name: string; type: QuoteFileType; path: string; bytes: number };
export type AttachmentInfo = { id: number; name: string; type: QuoteFileType; bytes: number };
export type StoredContact = { id: number; created_at: string };
// at most `max` replies by one staff member in `windowMs` (config.replyLimits)
export type ReplyLimit = { max: number; windowMs: number };

export function contactRepository(db: Db, dialect: Dialect) {
  // the messages the filter selects (the search's condition is worked out first)
  async function filtered(filter: ContactFilter) {
    let query = db.selectFrom("contact_messages");
    if (filter.status !== undefined) query = query.where("status", "=", filter.status);
    if (filter.stage !== undefined) query = query.where("stage", "=", filter.stage);
    if (filter.assignee === "none") query = query.where("assignee_id", "is", null);
    else if (filter.assignee !== undefined) query = query.where("assignee_id", "=", filter.assignee);
    if (filter.owner !== undefined) query = query.where("assignee_id", "=", filter.owner);
    if (filter.overdue) {
      query = query.where("next_action_on", "<", filter.overdue.today).where("stage", "in", [...OPEN_LEAD_STAGES]);
    }
    const found = filter.search ? await contactSearch(db, dialect, filter.search) : undefined;
    if (found) query = query.where(found.where);
    return { query, found };
  }

  // the owner's name beside the message's columns
  const assigneeName = (eb: ExpressionBuilder<Database, "contact_messages">) =>
    eb
      .selectFrom("users")
      .select("users.user_name")
      .whereRef("users.id", "=", "contact_messages.assignee_id")
      .as("assignee_name");

  // its company's and person's names
  const companyName = (eb: ExpressionBuilder<Database, "contact_messages">) =>
    eb
      .selectFrom("companies")
      .select("companies.name")
      .whereRef("companies.id", "=", "contact_messages.company_id")
      .as("company_name");
  const personName = (eb: ExpressionBuilder<Database, "contact_messages">) =>
    eb
      .selectFrom("people")
      .select("people.name")
      .whereRef("people.id", "=", "contact_messages.person_id")
      .as("person_name");
  const names = [assigneeName, companyName, personName] as const;

  // (within a transaction: pass it)
  const find = (id: number, within: Kysely<Database> = db): Promise<Lead | undefined> =>
    within.selectFrom("contact_messages").select(COLUMNS).select(names).where("id", "=", id).executeTakeFirst();

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
      files: readonly ReceivedFile[],
      // the version of the privacy policy the sender accepted (its "last updated" day); null: the
      // message came through the API without the consent ("no consent recorded")
      privacyVersion: string | null,
      alongside?: (trx: Transaction<Database>, stored: StoredContact) => Promise<void>,
    ): Promise<StoredContact> =>
      db.transaction().execute(async (trx) => {
        // its company and person, found or made by the rules (lib/company-matching.ts)
        const link = await linkEnquiry(enquiryLookup(trx), {
          name: form.name,
          email: form.email,
          phone: form.phone ?? null,
          company: form.company ?? null,
          tax_code: form.tax_code ?? null,
          province: form.province ?? null,
        });
        const stored = await trx
          .insertInto("contact_messages")
          .values({
            ...link,
            customer_name: form.name,
            email: form.email,
            phone_number: form.phone ?? null,
            message: form.message,
            privacy_version: privacyVersion?.slice(0, 20) ?? null,
            consented_at: privacyVersion === null ? null : new Date().toISOString(),
            company: form.company ?? null,
            tax_code: form.tax_code ?? null,
            province: form.province ?? null,
            service: form.service ?? null,
            voltage: form.voltage ?? null,
            project_timeline: form.timeline ?? null,
            landing_page: form.landing_page ?? null,
            referrer: form.referrer ?? null,
            utm_source: form.utm_source ?? null,
            utm_medium: form.utm_medium ?? null,
            utm_campaign: form.utm_campaign ?? null,
            language: form.language ?? null,
            received_email: form.email,
          })
          .returning(["id", "created_at"])
          .executeTakeFirstOrThrow();
        // one file a statement, read from its temporary file just before: never more than one in
        // memory at once; each named by what its bytes are (lib/attachment-name.ts)
        const names = files.map((file) => attachmentName(file.name, file.type));
        for (const [index, file] of files.entries()) {
          await trx
            .insertInto("contact_attachments")
            .values({
              contact_id: stored.id,
              name: names[index] as string,
              type: file.type,
              bytes: file.bytes,
              data: await readFile(file.path),
            })
            .execute();
        }
        // the files, in the lead's timeline: their names, and how many
        if (files.length > 0) {
          await addLeadEvent(trx, {
            contact_id: stored.id,
            kind: "files",
            user_id: null,
            body: names.join("\n"),
            data: { to: String(files.length) },
          });
        }
        await alongside?.(trx, stored);
        return stored;
      }),

    // one page of the list, newest first (each with when it came to its stage and its open task
    // due first), how many the filter selects and their value (null: a search alone counted them)
    async list(filter: ContactFilter, page: number, limit: number) {
      const { query, found } = await filtered(filter);
      const [rows, total] = await Promise.all([
        query
          .select(COLUMNS)
          .select(names)
          .select((eb) => [
            eb
              .selectFrom("lead_events")
              .select((e) => e.fn.max("lead_events.created_at").as("at"))
              .whereRef("lead_events.contact_id", "=", "contact_messages.id")
              .where("lead_events.kind", "=", "stage")
              .as("stage_changed_at"),
            eb
              .selectFrom("lead_tasks")
              .select("lead_tasks.title")
              .whereRef("lead_tasks.contact_id", "=", "contact_messages.id")
              .where("lead_tasks.done_at", "is", null)
              .orderBy("lead_tasks.due_at")
              .limit(1)
              .as("next_task_title"),
            eb
              .selectFrom("lead_tasks")
              .select("lead_tasks.due_at")
              .whereRef("lead_tasks.contact_id", "=", "contact_messages.id")
              .where("lead_tasks.done_at", "is", null)
              .orderBy("lead_tasks.due_at")
              .limit(1)
              .as("next_task_due"),
          ])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        // with no other filter than the search, the search index alone knows how many match
        found?.count === undefined ||
        filter.status !== undefined ||
        filter.stage !== undefined ||
        filter.assignee !== undefined ||
        filter.overdue !== undefined ||
        filter.owner !== undefined
          ? query
              .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("value_vnd").as("value")])
              .executeTakeFirstOrThrow()
          : typeof found.count === "number"
            ? { count: found.count, value: undefined }
            : found.count.execute(db).then((result) => ({ ...(result.rows[0] ?? { count: 0 }), value: undefined })),
      ]);
      return {
        rows,
        total: Number(total.count),
        value: total.value === undefined ? null : Number(total.value ?? 0),
      };
    },

    // every message the filter selects, newest first, `size` at a time (keyset: any number of
    // messages without holding them in memory); the filter is worked out before the first batch
    async batches(filter: ContactFilter, size: number): Promise<AsyncGenerator<ExportedLead[]>> {
      const { query } = await filtered(filter);
      // its company's own fields and how many files it came with (the export: every field)
      const company = (
        eb: ExpressionBuilder<Database, "contact_messages">,
        column: "tax_code" | "province" | "industry" | "website",
      ) =>
        eb
          .selectFrom("companies")
          .select(`companies.${column}` as "companies.tax_code")
          .whereRef("companies.id", "=", "contact_messages.company_id")
          .as(`company_${column}`);
      return (async function* () {
        let before: { created_at: string; id: number } | null = null;
        for (;;) {
          let page = query
            .select(COLUMNS)
            .select(names)
            .select((eb) => [
              company(eb, "tax_code"),
              company(eb, "province"),
              company(eb, "industry"),
              company(eb, "website"),
              eb
                .selectFrom("contact_attachments")
                .select((a) => a.fn.countAll<number>().as("count"))
                .whereRef("contact_attachments.contact_id", "=", "contact_messages.id")
                .as("file_count"),
            ]);
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
          const last = batch[batch.length - 1] as ExportedLead;
          before = { created_at: last.created_at, id: last.id };
          if (batch.length < size) return;
        }
      })();
    },

    // the dashboard's counts: all, unread, and those received since `since`; the leads in each
    // stage, and the open ones whose next step's day is before `today`
    async stats(since: string, today: string) {
      // each count a range of an index: a pass over the whole table cost 60 ms (SQLite) to
      // 135 ms (PostgreSQL) at 100 000 messages
      const count = (query: ReturnType<typeof messages>) =>
        query
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.count));
      const messages = () => db.selectFrom("contact_messages");
      // the total is the stages' sum (every message has one)
      const [unread, thisWeek, overdue, byStage] = await Promise.all([
        count(messages().where("status", "=", CONTACT_STATUS.UNREAD)),
        count(messages().where("created_at", ">=", since)),
        count(
          messages()
            .where("stage", "in", [...OPEN_LEAD_STAGES])
            .where("next_action_on", "<", today),
        ),
        messages()
          .select(["stage", (eb) => eb.fn.countAll<number>().as("count")])
          .groupBy("stage")
          .execute(),
      ]);
      const stages = Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;
      let total = 0;
      for (const entry of byStage) {
        total += Number(entry.count);
        if (entry.stage in stages) stages[entry.stage] = Number(entry.count);
      }
      return { total, unread, read: total - unread, thisWeek, stages, overdue };
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

    // the fields given; a change of the lead's stage, owner or e-mail address goes into its
    // timeline, by `actor`, in the same transaction, and `onAssigned` writes what goes with a new
    // owner there too (the e-mail to them); undefined when the message is gone
    async update(
      id: number,
      changes: ContactChanges,
      actor: number | null = null,
      onAssigned?: (
        trx: Transaction<Database>,
        assignee: { id: number; user_name: string; email: string | null },
      ) => Promise<void>,
    ): Promise<Lead | undefined> {
      if (Object.keys(changes).length > 0) {
        await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom("contact_messages")
            .select([
              "stage",
              "assignee_id",
              "email",
              "received_email",
              "customer_name",
              "phone_number",
              "next_action_on",
              "value_vnd",
              "company_id",
              "person_id",
              ...names,
            ])
            .where("id", "=", id)
            .executeTakeFirst();
          if (!before) return;
          const newEmail = changes.email !== undefined && changes.email !== before.email ? changes.email : undefined;
          await trx
            .updateTable("contact_messages")
            // the address the enquiry came from is kept: a lead an older instance stored has none
            // yet, its address until now is the one received
            .set(
              newEmail !== undefined && before.received_email === null
                ? { ...changes, received_email: before.email }
                : changes,
            )
            .where("id", "=", id)
            .execute();
          if (newEmail !== undefined) {
            // written as a note with a marker, a kind the previous release reads (decision 034);
            // the timeline shows it as kind "email" (repositories/lead-events.ts)
            await addLeadEvent(trx, {
              contact_id: id,
              kind: "note",
              user_id: actor,
              body: `E-mail: ${before.email} → ${newEmail}`,
              data: { change: "email", from: before.email, to: newEmail },
            });
          }
          // a change of the lead's name, phone, next step or value: a note with a marker, a kind
          // the previous release reads (decision 043), shown as kind "field" with before and after
          for (const field of LEAD_FIELD_EVENTS) {
            const to = changes[field];
            const from = before[field];
            if (to === undefined || (to ?? null) === (from ?? null)) continue;
            const text = (value: string | number | null) => (value === null || value === "" ? "—" : String(value));
            await addLeadEvent(trx, {
              contact_id: id,
              kind: "note",
              user_id: actor,
              body: `${FIELD_NAMES[field]}: ${text(from ?? null)} → ${text(to ?? null)}`,
              data: {
                change: "field",
                field,
                from: from === null || from === undefined ? null : String(from),
                to: to === null ? null : String(to),
              },
            });
          }
          // its company or person: the timeline names them, before and after (ids outlive no merge)
          const linked = (["company_id", "person_id"] as const).filter(
            (field) => changes[field] !== undefined && changes[field] !== before[field],
          );
          if (linked.length > 0) {
            const after = await find(id, trx);
            for (const field of linked) {
              const name = field === "company_id" ? "company_name" : "person_name";
              const from = before[name] ?? null;
              const to = after?.[name] ?? null;
              await addLeadEvent(trx, {
                contact_id: id,
                kind: "note",
                user_id: actor,
                body: `${LINK_NAMES[field]}: ${from ?? "—"} → ${to ?? "—"}`,
                data: { change: "field", field, from, to },
              });
            }
          }
          if (changes.stage !== undefined && changes.stage !== before.stage) {
            await addLeadEvent(trx, {
              contact_id: id,
              kind: "stage",
              user_id: actor,
              data: { from: before.stage, to: changes.stage },
            });
          }
          if (changes.assignee_id !== undefined && changes.assignee_id !== before.assignee_id) {
            const assignee =
              changes.assignee_id === null ? undefined : await userRepository(trx, dialect).find(changes.assignee_id);
            await addLeadEvent(trx, {
              contact_id: id,
              kind: "assignee",
              user_id: actor,
              data: { from: before.assignee_name, to: assignee?.user_name ?? null },
            });
            if (assignee) await onAssigned?.(trx, assignee);
          }
        });
      }
      return find(id);
    },

    // a reply to the visitor, in one transaction: its e-mail into the outbox, the event into the
    // timeline, the thread's first Message-ID onto the lead, and a new lead moved to contacted
    // (the reply's event; null: the lead is gone). Unless `actor` has sent `limits` replies in a
    // window already (their reply events, counted in the database so that every instance counts
    // the same): then nothing is written, and the answer says which window and when it frees
    recordReply: (
      id: number,
      actor: number,
      reply: { subject: string; body: string; messageId: string },
      email: (trx: Transaction<Database>) => Promise<number>,
      limits: readonly ReplyLimit[] = [],
    ): Promise<{ event: number } | { limited: ReplyLimit; retryAt: string } | null> =>
      db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom("contact_messages")
          .select(["stage", "thread_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!lead) return null;
        if (limits.length > 0) {
          // one member's replies one after another (PostgreSQL: their user row locked until the
          // commit; SQLite runs one transaction at a time), so two at once cannot both pass
          await userRepository(trx, dialect).lock(actor);
          const now = Date.now();
          for (const limit of limits) {
            const since = new Date(now - limit.windowMs).toISOString();
            const { count, freeingAt } = await leadEventRepository(trx).repliesSince(actor, since, limit.max);
            if (count < limit.max) continue;
            // freed when the reply that brings the count under the limit leaves the window
            const retryAt = new Date(Date.parse(freeingAt ?? new Date(now).toISOString()) + limit.windowMs);
            return { limited: limit, retryAt: retryAt.toISOString() };
          }
        }
        const outboxId = await email(trx);
        const eventId = await addLeadEvent(trx, {
          contact_id: id,
          kind: "reply",
          user_id: actor,
          body: reply.body,
          data: { subject: reply.subject, messageId: reply.messageId },
          outbox_id: outboxId,
        });
        if (lead.thread_id === null) {
          await trx.updateTable("contact_messages").set({ thread_id: reply.messageId }).where("id", "=", id).execute();
        }
        if (lead.stage === "new") {
          await trx.updateTable("contact_messages").set({ stage: "contacted" }).where("id", "=", id).execute();
          await addLeadEvent(trx, {
            contact_id: id,
            kind: "stage",
            user_id: actor,
            data: { from: "new", to: "contacted" },
          });
        }
        return { event: eventId };
      }),

    // a lead's files, without their bytes; each named by what its bytes are, however it was
    // stored (before issue 34, or by an older instance, under the visitor's name)
    attachments: async (contactId: number): Promise<AttachmentInfo[]> =>
      (
        await db
          .selectFrom("contact_attachments")
          .select(["id", "name", "type", "bytes"])
          .where("contact_id", "=", contactId)
          .orderBy("id")
          .execute()
      ).map((file) => ({ ...file, name: attachmentName(file.name, file.type) })),

    // one file of a lead, with its bytes, named as above; undefined: not this lead's, or gone
    attachment: async (contactId: number, id: number) => {
      const file = await db
        .selectFrom("contact_attachments")
        .select(["id", "name", "type", "bytes", "data"])
        .where("contact_id", "=", contactId)
        .where("id", "=", id)
        .executeTakeFirst();
      return file && { ...file, name: attachmentName(file.name, file.type) };
    },

    // the staff a lead can be given to: active users, by name
    assignees: () => userRepository(db, dialect).activeNames(),

    // whether a lead can be given to this user (an active one)
    isAssignable: (userId: number): Promise<boolean> => userRepository(db, dialect).isActive(userId),

    // the leads received before `before` (ISO time), deleted with their timeline and e-mails:
    // how many went (the retention job, once a day)
    async deleteOlderThan(before: string): Promise<number> {
      const result = await db.deleteFrom("contact_messages").where("created_at", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // everything stored about one e-mail address (a data subject's request): their messages,
    // with their timelines, files and e-mails, and the address wherever else it was written
    // (repositories/erasure.ts); on SQLite no copy is then left in the file (secure_delete, the
    // search index merged, the WAL emptied). How many messages went
    async erasePerson(email: string): Promise<number> {
      const address = email.trim().toLowerCase();
      const deleted = await db.transaction().execute(async (trx) => {
        // by the address staff see, or the one the enquiry came from (staff may have changed it)
        const gone = await trx
          .deleteFrom("contact_messages")
          .where((eb) => eb.or([eb(sql`lower(email)`, "=", address), eb(sql`lower(received_email)`, "=", address)]))
          .returning("company_id")
          .execute();
        // their person, and a company nothing else is left in
        const companies = [
          ...gone.flatMap((row) => (row.company_id === null ? [] : [row.company_id])),
          ...(await personRepository(trx).eraseByEmail(address, trx)),
        ];
        await removeEmptyCompanies([...new Set(companies)], trx);
        await eraseAddressElsewhere(
          trx,
          [contactErasure, leadEventErasure, outboxErasure, notFoundErasure, companyErasure],
          address,
        );
        return gone.length;
      });
      await forgetInSqliteFile(db, dialect);
      return deleted;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom("contact_messages").where("id", "=", id).execute();
    },

    // a company's or a person's leads, newest first (their pages)
    related: (owner: { company_id: number } | { person_id: number }, limit = 500) =>
      db
        .selectFrom("contact_messages")
        .select([
          "id",
          "customer_name",
          "stage",
          "value_vnd",
          "status",
          "service",
          "person_id",
          "created_at",
          assigneeName,
        ])
        .where(
          "company_id" in owner ? "company_id" : "person_id",
          "=",
          "company_id" in owner ? owner.company_id : owner.person_id,
        )
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),

    // a company's leads' value: open (new, contacted, quoted) and won
    async companyValue(companyId: number): Promise<{ open: number; won: number }> {
      const rows = await db
        .selectFrom("contact_messages")
        .select(["stage", (eb) => eb.fn.sum<number>("value_vnd").as("value")])
        .where("company_id", "=", companyId)
        .where("stage", "in", [...OPEN_LEAD_STAGES, "won"])
        .groupBy("stage")
        .execute();
      let open = 0;
      let won = 0;
      for (const row of rows) {
        if (row.stage === "won") won += Number(row.value ?? 0);
        else open += Number(row.value ?? 0);
      }
      return { open, won };
    },

    // a merged company's or person's leads, now the other's (within the merge's transaction), each
    // lead's timeline saying so with both names
    async moveLinks(
      field: "company_id" | "person_id",
      from: { id: number; name: string },
      into: { id: number; name: string },
      actor: number | null,
      within: Kysely<Database>,
    ): Promise<number> {
      const leads = await within.selectFrom("contact_messages").select("id").where(field, "=", from.id).execute();
      await within
        .updateTable("contact_messages")
        .set({ [field]: into.id })
        .where(field, "=", from.id)
        .execute();
      for (const lead of leads) {
        await addLeadEvent(within, {
          contact_id: lead.id,
          kind: "note",
          user_id: actor,
          body: `${LINK_NAMES[field]}: ${from.name} → ${into.name}`,
          data: { change: "field", field, from: from.name, to: into.name },
        });
      }
      return leads.length;
    },

    // the few leads a search names (GET /api/search), newest first
    async search(search: string, limit: number) {
      const found = await contactSearch(db, dialect, search);
      return db
        .selectFrom("contact_messages")
        .select(["id", "customer_name", "company", "email", "stage", "created_at"])
        .where(found.where)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },
  };
}

// the pipeline report's groups (contract/reports.ts): the leads received between `since`
// (included) and `until`, grouped in the database by `by` (a source by its referrer and tag, which
// the route names), each group's count by stage and its value open, won and lost
export type PipelineGroup = {
  key: string | null;
  referrer?: string | null;
  utm_source?: string | null;
  leads: number;
  new: number;
  contacted: number;
  quoted: number;
  won: number;
  lost: number;
  spam: number;
  open_value: number;
  won_value: number;
  lost_value: number;
};
export async function pipelineGroups(
  db: Db,
  dialect: Dialect,
  since: string,
  until: string,
  by: "stage" | "owner" | "month" | "service" | "province" | "source" | "campaign",
): Promise<PipelineGroup[]> {
  // one plain count and sum per group and stage (cheaper than a sum of cases per stage); a month
  // by the UTC day and whether the hour is 17 or later (Vietnam's next day), named here: no date
  // function on every row
  const keys = {
    stage: [sql`stage`],
    owner: [sql`assignee_id`],
    month:
      dialect === "postgres"
        ? [
            sql`(created_at at time zone 'UTC')::date::text`,
            sql`extract(hour from created_at at time zone 'UTC') >= 17`,
          ]
        : [sql`substr(created_at, 1, 10)`, sql`substr(created_at, 12, 2) >= '17'`],
    service: [sql`service`],
    province: [sql`province`],
    campaign: [sql`utm_campaign`],
    source: [sql`referrer`, sql`utm_source`],
  }[by];
  const { rows } = await sql<{ key: unknown; second: unknown; stage: string; leads: unknown; value: unknown }>`
    select ${keys[0]} as key, ${keys[1] ?? sql`null`} as second, stage, count(*) as leads, sum(value_vnd) as value
    from contact_messages
    where created_at >= ${since} and created_at < ${until}
    group by ${sql.join([...keys, sql`stage`])}
  `.execute(db);
  const groups = new Map<string, PipelineGroup>();
  for (const row of rows) {
    let key = row.key === null || row.key === undefined ? null : String(row.key);
    if (by === "month" && key !== null) {
      // Vietnam's month of a UTC day, a day later from 17:00
      const late = row.second === true || row.second === 1 || row.second === "1";
      const day = new Date(`${key.slice(0, 10)}T00:00:00Z`);
      if (late) day.setUTCDate(day.getUTCDate() + 1);
      key = day.toISOString().slice(0, 7);
    }
    const utmSource = by === "source" ? ((row.second as string | null) ?? null) : undefined;
    const id = by === "source" ? JSON.stringify([key, utmSource]) : String(key);
    const group =
      groups.get(id) ??
      ({
        key,
        ...(by === "source" ? { referrer: key, utm_source: utmSource ?? null } : {}),
        leads: 0,
        new: 0,
        contacted: 0,
        quoted: 0,
        won: 0,
        lost: 0,
        spam: 0,
        open_value: 0,
        won_value: 0,
        lost_value: 0,
      } satisfies PipelineGroup);
    const leads = Number(row.leads ?? 0);
    const value = Number(row.value ?? 0);
    const stage = row.stage as LeadStage;
    group.leads += leads;
    if (stage in group) group[stage] += leads;
    if ((OPEN_LEAD_STAGES as readonly string[]).includes(stage)) group.open_value += value;
    if (stage === "won") group.won_value += value;
    if (stage === "lost") group.lost_value += value;
    groups.set(id, group);
  }
  return [...groups.values()];
}

// where the contact messages received between `since` (included) and `until` came from (the
// website figures count the leads by page, source and campaign)
export const contactOrigins = (db: Db, since: string, until: string) =>
  db
    .selectFrom("contact_messages")
    .select(["landing_page", "referrer", "utm_source", "utm_campaign"])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .execute();

// where an erased address may be written in another lead: its text (repositories/erasure.ts)
const contactErasure: ErasurePlace = {
  table: "contact_messages",
  key: "id",
  columns: [
    "customer_name",
    "phone_number",
    "message",
    "company",
    "tax_code",
    "province",
    "voltage",
    "project_timeline",
    "landing_page",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
  ],
};
