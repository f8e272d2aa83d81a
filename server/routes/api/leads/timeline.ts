import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { formatDateTime } from "../../../../contract/vietnam-time.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { requestLanguage } from "../../../lib/language.ts";
import type { Lead } from "../../../repositories/contacts.ts";
import { enqueueEmail } from "../../../services/email-outbox.ts";
import { leadReplyEmail, newMessageId, threadFor } from "../../../services/lead-reply.ts";
import { readSettings } from "../../../services/settings.ts";
import { found } from "../answers.ts";
import { route, servedAt } from "../endpoints.ts";
import { apiEvent, leadWork } from "./shared.ts";

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
// who may reply to an address other than the one the enquiry came from
const ADMIN_ROLES = new Set<number>([USER_ROLE.ADMIN, USER_ROLE.SUPER_ADMIN]);

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
// the address the enquiry came from (a lead an older instance stored has none yet: its address
// is as received)
const receivedAddress = (lead: Lead) => lead.received_email ?? lead.email;
// The addresses the lead's company has written from, to which a reply may go as to the
// enquirer's own. Not built: replies to the company are not received yet (no inbound mail), so
// there are none. When they are, they are looked up here (their senders' addresses, on the lead's
// thread), and nothing else changes.
const companyAddresses = async (_lead: Lead): Promise<string[]> => [];
// whether a reply may go to the lead's address without an Admin
async function mayReplyTo(lead: Lead): Promise<boolean> {
  if (sameAddress(lead.email, receivedAddress(lead))) return true;
  return (await companyAddresses(lead)).some((address) => sameAddress(address, lead.email));
}

// a lead's timeline: read it, add a note, reply to the visitor by e-mail
export default async function leadTimelineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts, leadEvents, findContact, eventAnswer, worked } = leadWork(app);
  // a staff member's replies: so many an hour and a day at most (REPLY_LIMIT_PER_HOUR, _PER_DAY)
  const replyLimits = [
    { max: app.config.replyLimits.perHour, windowMs: HOUR_MS },
    { max: app.config.replyLimits.perDay, windowMs: DAY_MS },
  ];
  // (the trail names the lead, its id: never what a note or a reply says, nor the address)
  const config = { changes: [], audit: { type: "contact", action: "update" } } as const;

  for (const at of servedAt(leadEndpoints.timeline)) {
    app.route({
      ...route(app, leadEndpoints.timeline, { at }),
      handler: async (request) => {
        await findContact(request.params.id);
        return { success: true as const, events: (await leadEvents.timeline(request.params.id)).map(apiEvent) };
      },
    });
  }

  for (const at of servedAt(leadEndpoints.addNote)) {
    app.route({
      ...route(app, leadEndpoints.addNote, { at, config }),
      handler: async (request, reply) => {
        const { id } = request.params;
        await findContact(id);
        // the trail says a note was written, not what it says
        request.audit({ fields: { note: true } });
        const eventId = await leadEvents.add({
          contact_id: id,
          kind: "note",
          user_id: request.admin.id,
          body: request.body.body,
        });
        await worked(id);
        reply.status(201);
        return eventAnswer(request, id, eventId, "contact.noteAdded");
      },
    });
  }

  for (const at of servedAt(leadEndpoints.reply)) {
    app.route({
      ...route(app, leadEndpoints.reply, { at, config }),
      handler: async (request, reply) => {
        const { id } = request.params;
        const lead = await findContact(id);
        const notifications = app.config.notifications;
        if (!notifications) throw new HttpError(409, "contact.replyUnavailable");
        // the visitor's own address, or one their company wrote from; any other needs an Admin
        if (!(await mayReplyTo(lead)) && !ADMIN_ROLES.has(request.admin.role)) {
          throw new HttpError(403, "contact.replyChangedAddress", { values: { received: receivedAddress(lead) } });
        }
        // the trail names the lead (its id), not the address
        request.audit({ fields: { reply: true } });
        const messageId = newMessageId(id, notifications.from, app.config.publicOrigin);
        const thread = threadFor(messageId, await leadEvents.replyIds(id));
        const { settings } = await readSettings(app.db);
        const email = leadReplyEmail(lead, request.body, thread, settings.email);
        const outcome = found(
          (await contacts.recordReply(
            id,
            request.admin.id,
            { ...request.body, messageId },
            (trx) => enqueueEmail(trx, email),
            replyLimits,
          )) ?? undefined,
          "contact.notFound",
        );
        if ("limited" in outcome) {
          const { limited, retryAt } = outcome;
          const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
          reply.header("Retry-After", String(seconds));
          throw limited.windowMs === HOUR_MS
            ? new HttpError(429, "contact.replyLimitedHour", {
                values: { limit: String(limited.max), minutes: Math.ceil(seconds / 60) },
              })
            : new HttpError(429, "contact.replyLimitedDay", {
                values: { limit: String(limited.max), time: formatDateTime(retryAt, requestLanguage(request)) },
              });
        }
        app.emailOutbox?.wake();
        await worked(id);
        reply.status(201);
        return eventAnswer(request, id, outcome.event, "contact.replyQueued");
      },
    });
  }
}
