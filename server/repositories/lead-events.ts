import type { Kysely } from "kysely";
import type { Database, LeadEventKind, OutboxStatus } from "../db/database.ts";
import type { ErasurePlace } from "./erasure.ts";

// what happens to a lead, in order: staff's notes, changes of its stage and owner, and the replies
// sent to the visitor (their e-mail's delivery state is the outbox row's while it exists; the
// outbox deletes a row only some time after it was sent)

export type NewLeadEvent = {
  contact_id: number;
  kind: LeadEventKind;
  user_id: number | null;
  body?: string | null;
  data?: Record<string, string | null> | null;
  outbox_id?: number | null;
};

// an event as the timeline shows it: a change of the lead's e-mail address is stored as a note
// with a marker ({ change: "email", from, to }), a kind the previous release reads (decision
// 034), and shown as "email"
export type TimelineKind = LeadEventKind | "email" | "task" | "field";
export const isEmailChange = (kind: LeadEventKind, data: Record<string, string | null>) =>
  kind === "note" && data.change === "email";
// a task added, done or open again (decision 043): a note with the marker { change: "task" }
const isTaskEvent = (kind: LeadEventKind, data: Record<string, string | null>) =>
  kind === "note" && data.change === "task";
// a change of the lead's name, phone, next step or value: { change: "field", field, from, to }
const isFieldChange = (kind: LeadEventKind, data: Record<string, string | null>) =>
  kind === "note" && data.change === "field";
const shownKind = (kind: LeadEventKind, data: Record<string, string | null>): TimelineKind =>
  isEmailChange(kind, data) ? "email" : isTaskEvent(kind, data) ? "task" : isFieldChange(kind, data) ? "field" : kind;

export type TimelineEvent = {
  id: number;
  contact_id: number;
  lead_name: string;
  kind: TimelineKind;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  body: string | null;
  data: Record<string, string | null>;
  delivery: OutboxStatus | null;
};

// a lead's timeline is read whole: this many events at most (a lead worked for years has a few
// hundred)
const TIMELINE_LIMIT = 1000;

function parseData(json: string | null): Record<string, string | null> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, string | null>)
      : {};
  } catch {
    return {};
  }
}

// db: the database, or the transaction of the change the event records
export async function addLeadEvent(db: Kysely<Database>, event: NewLeadEvent): Promise<number> {
  const row = await db
    .insertInto("lead_events")
    .values({ ...event, data: event.data ? JSON.stringify(event.data) : null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function leadEventRepository(db: Kysely<Database>) {
  // a lead's events (one of them: `id`), oldest first, or a company's leads' latest ones, newest
  // first, each with its lead
  async function events(
    of: { contactId: number; id?: number } | { companyId: number; limit: number },
  ): Promise<TimelineEvent[]> {
    let query = db
      .selectFrom("lead_events")
      .innerJoin("contact_messages", "contact_messages.id", "lead_events.contact_id")
      .leftJoin("users", "users.id", "lead_events.user_id")
      .leftJoin("email_outbox", "email_outbox.id", "lead_events.outbox_id")
      .select([
        "lead_events.id",
        "lead_events.contact_id",
        "contact_messages.customer_name as lead_name",
        "lead_events.kind",
        "lead_events.created_at",
        "lead_events.user_id",
        "users.user_name",
        "lead_events.body",
        "lead_events.data",
        "lead_events.outbox_id",
        "email_outbox.status as outbox_status",
      ]);
    if ("contactId" in of) {
      query = query.where("lead_events.contact_id", "=", of.contactId);
      if (of.id !== undefined) query = query.where("lead_events.id", "=", of.id);
      query = query.orderBy("lead_events.id").limit(TIMELINE_LIMIT);
    } else {
      query = query
        .where("contact_messages.company_id", "=", of.companyId)
        .orderBy("lead_events.id", "desc")
        .limit(of.limit);
    }
    const rows = await query.execute();
    return rows.map(({ data, outbox_id, outbox_status, ...row }) => ({
      ...row,
      kind: shownKind(row.kind, parseData(data)),
      data: parseData(data),
      // a reply whose e-mail the outbox no longer holds was sent (only sent ones are deleted)
      delivery: row.kind === "reply" ? (outbox_status ?? (outbox_id === null ? "sent" : null)) : null,
    }));
  }

  return {
    add: (event: NewLeadEvent) => addLeadEvent(db, event),

    // the lead's events, oldest first, with who did each and a reply's delivery state
    timeline: (contactId: number): Promise<TimelineEvent[]> => events({ contactId }),

    // the latest events of a company's leads, newest first, each with its lead
    companyTimeline: (companyId: number, limit: number): Promise<TimelineEvent[]> => events({ companyId, limit }),

    // one event of the lead, as the timeline shows it (the answer to the write that made it)
    event: async (contactId: number, id: number): Promise<TimelineEvent | undefined> =>
      (await events({ contactId, id }))[0],

    // how many replies a staff member sent since `since`, and when the one that next leaves the
    // window was sent (the `max`-th newest: the count falls under `max` once it is out)
    async repliesSince(userId: number, since: string, max: number): Promise<{ count: number; freeingAt?: string }> {
      const sent = db
        .selectFrom("lead_events")
        .where("user_id", "=", userId)
        .where("kind", "=", "reply")
        .where("created_at", ">", since);
      const { count } = await sent.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
      if (Number(count) < max) return { count: Number(count) };
      const freeing = await sent
        .select("created_at")
        .orderBy("created_at")
        .orderBy("id")
        .offset(Number(count) - max)
        .limit(1)
        .executeTakeFirst();
      return { count: Number(count), freeingAt: freeing?.created_at };
    },

    // the Message-IDs of the replies sent on a lead, oldest first (a new reply's References)
    async replyIds(contactId: number): Promise<string[]> {
      const rows = await db
        .selectFrom("lead_events")
        .select("data")
        .where("contact_id", "=", contactId)
        .where("kind", "=", "reply")
        .orderBy("id")
        .execute();
      return rows.map((row) => parseData(row.data).messageId).filter((id): id is string => typeof id === "string");
    },
  };
}

// where an erased address may be written in the timelines: a note or a reply (repositories/erasure.ts)
export const leadEventErasure: ErasurePlace = { table: "lead_events", key: "id", columns: ["body", "data"] };
