import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_STATUS, type ContactStatus, USER_ROLE } from "../../../../contract/constants.ts";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { companyNameKey } from "../../../lib/company-matching.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { translate } from "../../../lib/language.ts";
import { publicContact } from "../../../lib/serialize.ts";
import { companyRepository } from "../../../repositories/companies.ts";
import { personRepository } from "../../../repositories/people.ts";
import { userRepository } from "../../../repositories/users.ts";
import { enqueueEmail } from "../../../services/email-outbox.ts";
import { leadAssignedEmail, leadsAssignedEmail } from "../../../services/lead-assigned.ts";
import { found } from "../answers.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadWork } from "./shared.ts";

// one lead: read with its files, changed (details, stage, owner…), marked read or unread, deleted
export default async function leadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts, findContact } = leadWork(app);
  const companies = companyRepository(app.db);
  const people = personRepository(app.db);
  const users = userRepository(app.db, app.config.database.kind);

  async function setStatus(id: number, status: ContactStatus) {
    await findContact(id);
    // undefined: deleted meanwhile
    const contact = found(await contacts.update(id, { status }), "contact.notFound");
    return { success: true as const, contact: publicContact(contact) };
  }

  for (const at of servedAt(leadEndpoints.get)) {
    app.route({
      ...route(app, leadEndpoints.get, { at }),
      handler: async (request) => {
        const lead = await findContact(request.params.id);
        // a lead with no company whose enquiry names one: the companies whose names read the same
        const nameKey = lead.company_id === null ? companyNameKey(lead.company) : null;
        return {
          success: true as const,
          contact: {
            ...publicContact(lead),
            attachments: await contacts.attachments(request.params.id),
            ...(nameKey ? { company_suggestions: await companies.byNameKey(nameKey, 5) } : {}),
          },
        };
      },
    });
  }

  for (const at of servedAt(leadEndpoints.update)) {
    app.route({
      ...route(app, leadEndpoints.update, { at, config: { changes: [], audit: { type: "contact" } } }),
      handler: async (request) => {
        // the trail names the fields changed (an e-mail change: "email"), never the addresses:
        // it outlives an erasure; the lead's timeline says from which to which
        request.audit({ before: await findContact(request.params.id) });
        const { assignee_id, company_id, person_id } = request.body;
        if (typeof assignee_id === "number" && !(await contacts.isAssignable(assignee_id))) {
          throw new HttpError(400, "contact.assignee", { errors: [{ key: "contact.assignee", path: "assignee_id" }] });
        }
        if (typeof company_id === "number" && !(await companies.find(company_id))) {
          throw new HttpError(400, "contact.company", { errors: [{ key: "contact.company", path: "company_id" }] });
        }
        if (typeof person_id === "number" && !(await people.find(person_id))) {
          throw new HttpError(400, "contact.person", { errors: [{ key: "contact.person", path: "person_id" }] });
        }
        const given = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
        // working a lead is reading it (issue 38): a change of its stage, owner, next step, value or
        // details marks it read, unless the change says its status itself
        const changes =
          Object.keys(given).length > 0 && given.status === undefined
            ? { ...given, status: CONTACT_STATUS.READ }
            : given;
        // a new owner other than oneself is told by e-mail, when notifications are configured
        // and they have an address (in the transaction of the change)
        const notifications = app.config.notifications;
        const admin = request.admin;
        const contact = found(
          await contacts.update(request.params.id, changes, admin.id, async (trx, assignee) => {
            if (!notifications || assignee.id === admin.id || !assignee.email) return;
            const lead = found(await contacts.find(request.params.id, trx), "contact.notFound");
            await enqueueEmail(
              trx,
              leadAssignedEmail(app.config.publicOrigin, lead, { email: assignee.email }, admin.user_name),
            );
          }),
          // undefined: deleted meanwhile
          "contact.notFound",
        );
        // a person of no company joins the one staff linked their lead to
        if (typeof company_id === "number" && contact.person_id !== null) {
          const person = await people.find(contact.person_id);
          if (person && person.company_id === null) await people.setCompany(person.id, company_id);
        }
        app.emailOutbox?.wake();
        return {
          success: true as const,
          message: translate(request, "contact.updated"),
          contact: publicContact(contact),
        };
      },
    });
  }

  // one change to many leads (issue 38): each through the one lead's change (its timeline events),
  // read as worked on; the trail records one entry with the count and the change
  for (const at of servedAt(leadEndpoints.bulk)) {
    app.route({
      ...route(app, leadEndpoints.bulk, { at, config: { changes: [], audit: { type: "contact", action: "update" } } }),
      handler: async (request) => {
        const body = request.body;
        if (body.action === "assign" && body.value !== null && !(await contacts.isAssignable(body.value))) {
          throw new HttpError(400, "contact.assignee", { errors: [{ key: "contact.assignee", path: "value" }] });
        }
        const change =
          body.action === "assign"
            ? { assignee_id: body.value }
            : body.action === "stage"
              ? { stage: body.value }
              : { stage: "spam" as const };
        const ids = [...new Set(body.ids)];
        request.audit({ count: ids.length, fields: change, label: null, labelVi: null, entityId: null });
        const missing: number[] = [];
        const changed: NonNullable<Awaited<ReturnType<typeof contacts.update>>>[] = [];
        for (const id of ids) {
          const lead = await contacts.update(id, { ...change, status: CONTACT_STATUS.READ }, request.admin.id);
          if (lead) changed.push(lead);
          else missing.push(id);
        }
        const updated = ids.length - missing.length;
        // leads given to someone else: one e-mail listing them all (notifications configured, and
        // the new owner has an address), not one per lead
        if (
          body.action === "assign" &&
          body.value !== null &&
          body.value !== request.admin.id &&
          app.config.notifications
        ) {
          const owner = await users.find(body.value);
          if (owner?.email && changed.length > 0) {
            await enqueueEmail(
              app.db,
              leadsAssignedEmail(app.config.publicOrigin, changed, { email: owner.email }, request.admin.user_name),
            );
            app.emailOutbox?.wake();
          }
        }
        return {
          success: true as const,
          message: translate(request, "contact.bulkDone", { count: updated }),
          updated,
          missing,
        };
      },
    });
  }

  const status = { changes: [], audit: { type: "contact", action: "status" } } as const;
  for (const at of servedAt(leadEndpoints.markRead)) {
    app.route({
      ...route(app, leadEndpoints.markRead, { at, config: status }),
      handler: async (request) => setStatus(request.params.id, CONTACT_STATUS.READ),
    });
  }
  for (const at of servedAt(leadEndpoints.markUnread)) {
    app.route({
      ...route(app, leadEndpoints.markUnread, { at, config: status }),
      handler: async (request) => setStatus(request.params.id, CONTACT_STATUS.UNREAD),
    });
  }

  for (const at of servedAt(leadEndpoints.remove)) {
    app.route({
      ...route(app, leadEndpoints.remove, { at, config: { changes: [], audit: { type: "contact" } } }),
      handler: async (request) => {
        // Sales move a lead to spam or lost; deleting it for good is an Admin's
        if (request.admin.role === USER_ROLE.SALES) throw new HttpError(403, "contact.deleteAdminOnly");
        request.audit({ before: await findContact(request.params.id) });
        await contacts.remove(request.params.id);
        return { success: true as const, message: translate(request, "contact.deleted") };
      },
    });
  }
}
