import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import type { ApiLeadEvent } from "../../../../contract/contact.ts";
import { attachmentName } from "../../../lib/attachment-name.ts";
import { vietnamDay } from "../../../lib/csv.ts";
import { translate } from "../../../lib/language.ts";
import { publicContact } from "../../../lib/serialize.ts";
import { type ContactFilter, contactRepository } from "../../../repositories/contacts.ts";
import { leadEventRepository, type TimelineEvent } from "../../../repositories/lead-events.ts";
import { found } from "../answers.ts";

// what the lead routes share: the repositories, a lead or 404, a timeline event as the API
// answers it, and the list's and the export's filter

// a timeline event as the API answers it: the names of a quote's files as they are offered
// (lib/attachment-name.ts), whenever they were stored
export const apiEvent = ({ data, ...event }: TimelineEvent) => ({
  ...event,
  // (a task's event says itself in `task`: its stored body is for the previous release)
  body:
    event.kind === "task"
      ? null
      : event.kind === "files" && event.body !== null
        ? event.body
            .split("\n")
            .map((name) => attachmentName(name))
            .join("\n")
        : event.body,
  from: event.kind === "task" ? null : (data.from ?? null),
  to: event.kind === "task" ? null : (data.to ?? null),
  subject: data.subject ?? null,
  field: event.kind === "field" ? ((data.field ?? null) as ApiLeadEvent["field"]) : null,
  task:
    event.kind === "task"
      ? {
          action:
            data.done === undefined
              ? ("added" as const)
              : data.done === "true"
                ? ("done" as const)
                : ("reopened" as const),
          title: data.to ?? "",
          due_at: data.due_at ?? null,
        }
      : null,
});

// the list's and the export's filter: "overdue" is measured against Vietnam's day
export const leadFilter = ({
  overdue,
  ...rest
}: Omit<ContactFilter, "overdue"> & { overdue?: true }): ContactFilter => ({
  ...rest,
  ...(overdue ? { overdue: { today: vietnamDay(new Date()) } } : {}),
});

export function leadWork(app: FastifyInstance) {
  const contacts = contactRepository(app.db, app.config.database.kind);
  const leadEvents = leadEventRepository(app.db);
  const findContact = async (id: number) => found(await contacts.find(id), "contact.notFound");
  return {
    contacts,
    leadEvents,
    findContact,
    // working a lead is reading it (issue 38): a note, a reply, a task mark it read
    worked: async (id: number) => {
      await contacts.update(id, { status: CONTACT_STATUS.READ });
    },
    // the event just written, as the timeline shows it, and the lead after it
    async eventAnswer(request: FastifyRequest, id: number, eventId: number, message: string) {
      const event = await leadEvents.event(id, eventId);
      return {
        success: true as const,
        message: translate(request, message),
        event: apiEvent(found(event, "contact.notFound")),
        contact: publicContact(await findContact(id)),
      };
    },
  };
}
