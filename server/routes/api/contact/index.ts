import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema, IdSchema, MessageResponseSchema } from "../../../../contract/common.ts";
import { CONTACT_STATUS, type ContactStatus, USER_ROLE } from "../../../../contract/constants.ts";
import {
  ContactAssigneesResponseSchema,
  ContactErasedResponseSchema,
  ContactExportQuerySchema,
  ContactExportResponseSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactPersonQuerySchema,
  ContactResponseSchema,
  ContactSentResponseSchema,
  ContactStatsResponseSchema,
  ContactSubmissionSchema,
  ContactUpdateSchema,
  LeadEventResponseSchema,
  LeadNoteSchema,
  LeadReplySchema,
  LeadTimelineResponseSchema,
  MarkAllReadResponseSchema,
} from "../../../../contract/contact.ts";
import { parseDay } from "../../../../contract/day-text.ts";
import { QUOTE_FILE_TYPES } from "../../../../contract/quote-options.ts";
import { findSpamReason } from "../../../../contract/spam.ts";
import { formatDateTime } from "../../../../contract/vietnam-time.ts";
import { z } from "../../../../contract/zod.ts";
import { attachmentName } from "../../../lib/attachment-name.ts";
import { counterKey } from "../../../lib/client-address.ts";
import { BYTE_ORDER_MARK, csvPhone, csvRow, vietnamDateTime, vietnamDay } from "../../../lib/csv.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { requestLanguage, translate } from "../../../lib/language.ts";
import { publicContact } from "../../../lib/serialize.ts";
import { type ContactFilter, contactRepository, type Lead } from "../../../repositories/contacts.ts";
import { leadEventRepository, type TimelineEvent } from "../../../repositories/lead-events.ts";
import { verifyCaptcha } from "../../../services/captcha.ts";
import { contactNotificationEmail } from "../../../services/contact-notification.ts";
import { enqueueEmail } from "../../../services/email-outbox.ts";
import { leadAssignedEmail } from "../../../services/lead-assigned.ts";
import { leadReplyEmail, newMessageId, threadFor } from "../../../services/lead-reply.ts";
import { QuoteSlots, QuoteUpload, readQuoteMultipart } from "../../../services/quote-files.ts";
import { readSettings } from "../../../services/settings.ts";
import { found } from "../answers.ts";

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
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
const AttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });
const AttachmentFileSchema = z.string().meta({ description: "the file's bytes, as a download" });

// a timeline event as the API answers it: the names of a quote's files as they are offered
// (lib/attachment-name.ts), whenever they were stored
const apiEvent = ({ data, ...event }: TimelineEvent) => ({
  ...event,
  body:
    event.kind === "files" && event.body !== null
      ? event.body
          .split("\n")
          .map((name) => attachmentName(name))
          .join("\n")
      : event.body,
  from: data.from ?? null,
  to: data.to ?? null,
  subject: data.subject ?? null,
});

// the export's header row and status names, in the admin's language
const EXPORT_COLUMNS = {
  vi: {
    columns: [
      "Mã",
      "Họ và tên",
      "E-mail",
      "Số điện thoại",
      "Nội dung",
      "Trạng thái",
      "Thời gian nhận (giờ Việt Nam)",
      "Trang đầu tiên",
      "Trang dẫn đến",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Ngôn ngữ",
    ],
    read: "Đã đọc",
    unread: "Chưa đọc",
  },
  en: {
    columns: [
      "ID",
      "Name",
      "E-mail",
      "Phone",
      "Message",
      "Status",
      "Received (Vietnam time)",
      "Landing page",
      "Referring site",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Language",
    ],
    read: "Read",
    unread: "Unread",
  },
} as const;
const EXPORT_BATCH = 1000;

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // the leads are a Sales member's work: every route here is open to them
  fastify.addHook("onRoute", (route) => {
    route.config = { ...route.config, sales: true };
  });
  const security = [{ bearerAuth: [] }];
  const { max, windowMinutes } = app.config.contactRateLimit;

  const contacts = contactRepository(app.db, app.config.database.kind);
  // the files of a request for a quote being received, and the requests holding a reading slot
  // (with the address it is counted under)
  const quoteFiles = new WeakMap<FastifyRequest, QuoteUpload>();
  const slots = new QuoteSlots();
  const quoteSlots = new WeakMap<FastifyRequest, string>();
  // once the request is over, answered or abandoned: its slot back, its spooled files gone
  const release = async (request: FastifyRequest) => {
    const address = quoteSlots.get(request);
    if (address !== undefined) slots.release(address);
    quoteSlots.delete(request);
    await quoteFiles.get(request)?.discard();
    quoteFiles.delete(request);
  };
  fastify.addHook("onResponse", release);
  fastify.addHook("onRequestAbort", release);
  // the spooled files go before the answer does: once a visitor has their 201 (or a refusal), no
  // byte of what they sent is left outside the database — an erasure that follows finds nothing
  fastify.addHook("onSend", async (request, _reply, payload) => {
    await quoteFiles.get(request)?.discard();
    return payload;
  });
  const leadEvents = leadEventRepository(app.db);
  // a staff member's replies: so many an hour and a day at most (REPLY_LIMIT_PER_HOUR, _PER_DAY)
  const replyLimits = [
    { max: app.config.replyLimits.perHour, windowMs: HOUR_MS },
    { max: app.config.replyLimits.perDay, windowMs: DAY_MS },
  ];
  const findContact = async (id: number) => found(await contacts.find(id), "contact.notFound");
  // the event just written, as the timeline shows it, and the lead after it
  const eventAnswer = async (request: FastifyRequest, id: number, eventId: number, message: string) => {
    const event = await leadEvents.event(id, eventId);
    return {
      success: true as const,
      message: translate(request, message),
      event: apiEvent(found(event, "contact.notFound")),
      contact: publicContact(await findContact(id)),
    };
  };

  // the list's and the export's filter: "overdue" is measured against Vietnam's day
  const leadFilter = ({ overdue, ...rest }: Omit<ContactFilter, "overdue"> & { overdue?: true }): ContactFilter => ({
    ...rest,
    ...(overdue ? { overdue: { today: vietnamDay(new Date()) } } : {}),
  });

  async function setStatus(id: number, status: ContactStatus) {
    await findContact(id);
    // undefined: deleted meanwhile
    const contact = found(await contacts.update(id, { status }), "contact.notFound");
    return { success: true as const, contact: publicContact(contact) };
  }

  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary:
          "Send a contact message or a request for a quote (public): JSON, or multipart/form-data with up to 5 files in 'attachments' (PDF, JPEG, PNG, WebP, XLSX, DOCX; 10 MB each, 25 MB together)",
        consumes: ["application/json", "multipart/form-data"],
        body: ContactSubmissionSchema,
        response: { 201: ContactSentResponseSchema },
      },
      config: {
        changes: [],
        // a visitor's message is not a staff action: the message itself is the record
        audit: false,
        public: true,
        rateLimit: {
          max,
          timeWindow: windowMinutes * 60_000,
          errorResponseBuilder: (request, context) => ({
            statusCode: 429,
            message: translate(request, "contact.rateLimited", {
              minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
            }),
          }),
        },
      },
      // a request for a quote with files: its fields become the body, its files wait beside it
      // (services/quote-files.ts); then the honeypot, before anything else is checked: a robot
      // learns nothing from the answer
      preValidation: async (request, reply) => {
        if (request.isMultipart()) {
          const address = counterKey(request.ip);
          const refused = slots.claim(address);
          if (refused) throw new HttpError(429, refused === "address" ? "quote.oneAtATime" : "quote.busy");
          quoteSlots.set(request, address);
          const upload = new QuoteUpload(app.spool);
          quoteFiles.set(request, upload);
          await readQuoteMultipart(request, upload);
          request.body = upload.fields as typeof request.body;
        }
        const body = request.body as { website?: unknown } | null;
        if (body && typeof body === "object" && typeof body.website === "string" && body.website.trim() !== "") {
          request.log.info("contact form honeypot filled; message dropped");
          return reply.status(201).send({ success: true as const, message: translate(request, "contact.sent") });
        }
      },
    },
    async (request, reply) => {
      const form = request.body;
      const captcha = app.config.captcha;
      if (captcha) {
        if (!form.captchaToken) throw new HttpError(400, "contact.captchaMissing");
        if (!(await verifyCaptcha(captcha, form.captchaToken, request.ip)))
          throw new HttpError(400, "contact.captchaFailed");
      }
      if (findSpamReason({ name: form.name, email: form.email, message: form.message })) {
        throw new HttpError(400, "contact.spam");
      }
      if (await contacts.isDuplicate(form.email, form.message)) throw new HttpError(400, "contact.duplicate");

      // stored before anything else happens, so nothing a visitor sends is lost; the e-mail to
      // staff is written to the outbox in the same transaction (both or neither), and the
      // outbox worker sends it: the answer never waits for the mail server
      const notifications = app.config.notifications;
      // the consent is to the privacy policy as published now: its version is the day it says it
      // was last updated (staff edit it on the Pages screen)
      const policy = await app.pages.published("privacy", "vi");
      const privacyVersion = form.consent ? (parseDay(policy.hero.updated) ?? policy.hero.updated) : null;
      const files = quoteFiles.get(request)?.files ?? [];
      const contact = await contacts.receive(
        // the language of the form; through the API without it, the request's
        { ...form, language: form.language ?? requestLanguage(request) },
        files,
        privacyVersion,
        async (trx, stored) => {
          if (!notifications) return;
          const email = contactNotificationEmail(notifications, app.config.publicOrigin, {
            ...stored,
            customer_name: form.name,
            email: form.email,
            phone_number: form.phone ?? null,
            message: form.message,
            company: form.company,
            tax_code: form.tax_code,
            province: form.province,
            service: form.service,
            voltage: form.voltage,
            project_timeline: form.timeline,
            landing_page: form.landing_page,
            referrer: form.referrer,
            utm_source: form.utm_source,
            utm_medium: form.utm_medium,
            utm_campaign: form.utm_campaign,
            files,
          });
          await enqueueEmail(trx, email);
        },
      );
      app.emailOutbox?.wake();
      reply.status(201);
      return { success: true as const, message: translate(request, "contact.sent"), contact };
    },
  );

  app.get(
    "/",
    {
      schema: {
        tags: ["contact"],
        security,
        querystring: ContactListQuerySchema,
        response: { 200: ContactListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total: count } = await contacts.list(leadFilter(filter), page, limit);
      return {
        success: true as const,
        contacts: rows.map(publicContact),
        pagination: { page, limit, total: count, hasMore: page * limit < count },
      };
    },
  );

  // the list as a spreadsheet file, streamed page by page (keyset, newest first), so that any
  // number of messages leaves without being held in memory
  app.get(
    "/export.csv",
    {
      schema: {
        tags: ["contact"],
        summary:
          "The messages the filter and search select, as CSV (UTF-8 with BOM, times in Vietnam); a Sales member's holds only the leads assigned to them",
        security,
        querystring: ContactExportQuerySchema,
        produces: ["text/csv"],
        // streamed as it is read: the stream bypasses the serializer
        response: { 200: ContactExportResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const heading = EXPORT_COLUMNS[lang];
      // a Sales member takes away only the leads they own (with the filter's other conditions)
      const owner = request.admin.role === USER_ROLE.SALES ? { owner: request.admin.id } : {};
      const batches = await contacts.batches({ ...leadFilter(filter), ...owner }, EXPORT_BATCH);
      async function* rows() {
        yield BYTE_ORDER_MARK + csvRow(heading.columns);
        for await (const batch of batches) {
          yield batch
            .map((row) =>
              csvRow([
                row.id,
                row.customer_name,
                row.email,
                csvPhone(row.phone_number),
                row.message,
                row.status === CONTACT_STATUS.READ ? heading.read : heading.unread,
                vietnamDateTime(row.created_at),
                row.landing_page,
                row.referrer,
                row.utm_source,
                row.utm_medium,
                row.utm_campaign,
                row.language,
              ]),
            )
            .join("");
        }
      }
      return (
        reply
          .header("Content-Type", "text/csv; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="contacts-${vietnamDay(new Date())}.csv"`)
          .header("Cache-Control", "no-store")
          // a stream is sent as it is, past the serializer (the schema describes the file)
          .send(Readable.from(rows()) as unknown as string)
      );
    },
  );

  app.get(
    "/stats/overview",
    { schema: { tags: ["contact"], security, response: { 200: ContactStatsResponseSchema } } },
    async () => {
      const since = new Date(Date.now() - WEEK_MS).toISOString();
      return { success: true as const, stats: await contacts.stats(since, vietnamDay(new Date())) };
    },
  );

  app.put(
    "/mark-all-read",
    {
      config: { changes: [], audit: { type: "contact", action: "status" } },
      schema: { tags: ["contact"], security, response: { 200: MarkAllReadResponseSchema } },
    },
    async (request) => {
      const updated = await contacts.markAllRead();
      request.audit({ fields: { status: CONTACT_STATUS.READ }, count: updated });
      return { success: true as const, message: translate(request, "contact.allRead"), updated };
    },
  );

  app.get(
    "/assignees",
    {
      schema: {
        tags: ["contact"],
        summary: "The staff a lead can be given to (active users)",
        security,
        response: { 200: ContactAssigneesResponseSchema },
      },
    },
    async () => ({ success: true as const, assignees: await contacts.assignees() }),
  );

  // a data subject's request (Law 91/2025/QH15): every message from one address, with its
  // timeline and e-mails, gone at once; the trail records how many, not whose
  app.delete(
    "/person",
    {
      config: { changes: [], audit: { type: "contact", action: "delete" } },
      schema: {
        tags: ["contact"],
        summary: "Erase everything stored about one e-mail address (Super Admin)",
        security,
        querystring: ContactPersonQuerySchema,
        response: { 200: ContactErasedResponseSchema },
      },
    },
    async (request) => {
      if (request.admin.role !== USER_ROLE.SUPER_ADMIN) throw new HttpError(403, "contact.eraseSuperAdminOnly");
      const deleted = await contacts.erasePerson(request.query.email);
      request.audit({ fields: { erased: true }, count: deleted, entityId: null, label: null, labelVi: null });
      return {
        success: true as const,
        message: translate(request, "contact.erased", { count: deleted }),
        deleted,
      };
    },
  );

  app.get(
    "/:id",
    { schema: { tags: ["contact"], security, params: IdParamsSchema, response: { 200: ContactResponseSchema } } },
    async (request) => ({
      success: true as const,
      contact: {
        ...publicContact(await findContact(request.params.id)),
        attachments: await contacts.attachments(request.params.id),
      },
    }),
  );

  // a file sent with a request for a quote: for staff only, always as a download, never sniffed
  // into something else by the browser
  app.get(
    "/:id/attachments/:attachmentId",
    {
      schema: {
        tags: ["contact"],
        summary: "Download a file of a request for a quote",
        security,
        params: AttachmentParamsSchema,
        produces: Object.keys(QUOTE_FILE_TYPES),
        response: { 200: AttachmentFileSchema },
      },
    },
    async (request, reply) => {
      const file = found(
        await contacts.attachment(request.params.id, request.params.attachmentId),
        "contact.attachmentNotFound",
      );
      const ascii =
        file.name
          .replace(/đ/g, "d")
          .replace(/Đ/g, "D")
          .normalize("NFKD")
          .replace(/[^\x20-\x7e]/g, "")
          .replace(/["\\]/g, "") || "attachment";
      return reply
        .header("Content-Type", file.type)
        .header(
          "Content-Disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "no-store")
        .send(file.data as unknown as string);
    },
  );

  app.put(
    "/:id",
    {
      config: { changes: [], audit: { type: "contact" } },
      schema: {
        tags: ["contact"],
        security,
        params: IdParamsSchema,
        body: ContactUpdateSchema,
        response: { 200: ContactResponseSchema },
      },
    },
    async (request) => {
      // the trail names the fields changed (an e-mail change: "email"), never the addresses: it
      // outlives an erasure; the lead's timeline says from which to which
      request.audit({ before: await findContact(request.params.id) });
      const { assignee_id } = request.body;
      if (typeof assignee_id === "number" && !(await contacts.isAssignable(assignee_id))) {
        throw new HttpError(400, "contact.assignee", { errors: [{ key: "contact.assignee", path: "assignee_id" }] });
      }
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      // undefined: deleted meanwhile
      // a new owner other than oneself is told by e-mail, when notifications are configured and
      // they have an address (in the transaction of the change)
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
        "contact.notFound",
      );
      app.emailOutbox?.wake();
      return {
        success: true as const,
        message: translate(request, "contact.updated"),
        contact: publicContact(contact),
      };
    },
  );

  app.get(
    "/:id/timeline",
    {
      schema: {
        tags: ["contact"],
        summary: "A lead's notes, stage and owner changes and replies, oldest first, with who and when",
        security,
        params: IdParamsSchema,
        response: { 200: LeadTimelineResponseSchema },
      },
    },
    async (request) => {
      await findContact(request.params.id);
      return { success: true as const, events: (await leadEvents.timeline(request.params.id)).map(apiEvent) };
    },
  );

  app.post(
    "/:id/notes",
    {
      config: { changes: [], audit: { type: "contact", action: "update" } },
      schema: {
        tags: ["contact"],
        summary: "A note on a lead, in its timeline",
        security,
        params: IdParamsSchema,
        body: LeadNoteSchema,
        response: { 201: LeadEventResponseSchema },
      },
    },
    async (request, reply) => {
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
      reply.status(201);
      return eventAnswer(request, id, eventId, "contact.noteAdded");
    },
  );

  app.post(
    "/:id/reply",
    {
      config: { changes: [], audit: { type: "contact", action: "update" } },
      schema: {
        tags: ["contact"],
        summary:
          "An e-mail to the visitor through the outbox (sent once, retried), threaded with the lead's earlier replies; the first moves a new lead to contacted. To the address the enquiry came from: another needs an Admin or Super Admin (403). At most REPLY_LIMIT_PER_HOUR and REPLY_LIMIT_PER_DAY replies per staff member (429 with Retry-After)",
        security,
        params: IdParamsSchema,
        body: LeadReplySchema,
        response: { 201: LeadEventResponseSchema },
      },
    },
    async (request, reply) => {
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
      reply.status(201);
      return eventAnswer(request, id, outcome.event, "contact.replyQueued");
    },
  );

  app.put(
    "/:id/mark-read",
    {
      config: { changes: [], audit: { type: "contact", action: "status" } },
      schema: { tags: ["contact"], security, params: IdParamsSchema, response: { 200: ContactResponseSchema } },
    },
    async (request) => setStatus(request.params.id, CONTACT_STATUS.READ),
  );

  app.put(
    "/:id/mark-unread",
    {
      config: { changes: [], audit: { type: "contact", action: "status" } },
      schema: { tags: ["contact"], security, params: IdParamsSchema, response: { 200: ContactResponseSchema } },
    },
    async (request) => setStatus(request.params.id, CONTACT_STATUS.UNREAD),
  );

  app.delete(
    "/:id",
    {
      config: { changes: [], audit: { type: "contact" } },
      schema: {
        tags: ["contact"],
        summary: "Delete a lead with its timeline and files (Admin, Super Admin; Sales move it to spam or lost: 403)",
        security,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      // Sales move a lead to spam or lost; deleting it for good is an Admin's
      if (request.admin.role === USER_ROLE.SALES) throw new HttpError(403, "contact.deleteAdminOnly");
      request.audit({ before: await findContact(request.params.id) });
      await contacts.remove(request.params.id);
      return { success: true as const, message: translate(request, "contact.deleted") };
    },
  );
}
