import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { IdParamsSchema, MessageResponseSchema } from "../../../../contract/common.ts";
import { CONTACT_STATUS } from "../../../../contract/constants.ts";
import {
  ContactExportQuerySchema,
  ContactExportResponseSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactResponseSchema,
  ContactSentResponseSchema,
  ContactStatsResponseSchema,
  ContactSubmissionSchema,
  ContactUpdateSchema,
  MarkAllReadResponseSchema,
} from "../../../../contract/contact.ts";
import { findSpamReason } from "../../../../contract/spam.ts";
import type { ContactMessage } from "../../../db/database.ts";
import { BYTE_ORDER_MARK, csvRow, vietnamDateTime, vietnamDay } from "../../../lib/csv.ts";
import { translate } from "../../../lib/language.ts";
import { contactSearch } from "../../../lib/search.ts";
import { publicContact } from "../../../lib/serialize.ts";
import { HttpError } from "../../../plugins/error-handler.ts";
import { verifyCaptcha } from "../../../services/captcha.ts";
import { contactNotificationEmail } from "../../../services/contact-notification.ts";
import { enqueueEmail } from "../../../services/email-outbox.ts";

const WEEK_MS = 7 * 24 * 3600 * 1000;

// the export's header row and status names, in the admin's language
const EXPORT_COLUMNS = {
  vi: {
    columns: ["Mã", "Họ và tên", "E-mail", "Số điện thoại", "Nội dung", "Trạng thái", "Thời gian nhận (giờ Việt Nam)"],
    read: "Đã đọc",
    unread: "Chưa đọc",
  },
  en: {
    columns: ["ID", "Name", "E-mail", "Phone", "Message", "Status", "Received (Vietnam time)"],
    read: "Read",
    unread: "Unread",
  },
} as const;
const EXPORT_BATCH = 1000;

// the message itself, never the search index's copy (search_text, on PostgreSQL)
const COLUMNS = ["id", "customer_name", "email", "phone_number", "message", "status", "created_at"] as const;

export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];
  const { max, windowMinutes } = app.config.contactRateLimit;

  async function findContact(id: number): Promise<ContactMessage> {
    const contact = await app.db.selectFrom("contact_messages").select(COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!contact) throw new HttpError(404, "contact.notFound");
    return contact;
  }

  async function setStatus(id: number, status: 0 | 1) {
    await findContact(id);
    const contact = await app.db
      .updateTable("contact_messages")
      .set({ status })
      .where("id", "=", id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { success: true as const, contact: publicContact(contact) };
  }

  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a contact message (public)",
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
      // the honeypot is checked before anything else: a robot learns nothing from the answer
      preValidation: async (request, reply) => {
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
      const duplicate = await app.db
        .selectFrom("contact_messages")
        .select("id")
        .where(sql`lower(email)`, "=", form.email.toLowerCase())
        .where("message", "=", form.message)
        .executeTakeFirst();
      if (duplicate) throw new HttpError(400, "contact.duplicate");

      // stored before anything else happens, so nothing a visitor sends is lost; the e-mail to
      // staff is written to the outbox in the same transaction (both or neither), and the
      // outbox worker sends it: the answer never waits for the mail server
      const notifications = app.config.notifications;
      const contact = await app.db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto("contact_messages")
          .values({
            customer_name: form.name,
            email: form.email,
            phone_number: form.phone ?? null,
            message: form.message,
          })
          .returning(["id", "created_at"])
          .executeTakeFirstOrThrow();
        if (notifications) {
          const email = contactNotificationEmail(notifications, app.config.publicOrigin, {
            ...stored,
            customer_name: form.name,
            email: form.email,
            phone_number: form.phone ?? null,
            message: form.message,
          });
          await enqueueEmail(trx, email);
        }
        return stored;
      });
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
      const { page, limit, status, search } = request.query;
      let query = app.db.selectFrom("contact_messages");
      if (status !== undefined) query = query.where("status", "=", status);
      const found = search ? await contactSearch(app.db, app.config.database.kind, search) : undefined;
      if (found) query = query.where(found.where);
      const [rows, total] = await Promise.all([
        query
          .select(COLUMNS)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        // without a status filter, the search index alone knows how many match
        found?.count === undefined || status !== undefined
          ? query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()
          : typeof found.count === "number"
            ? { count: found.count }
            : found.count.execute(app.db).then((result) => result.rows[0] ?? { count: 0 }),
      ]);
      const count = Number(total.count);
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
        summary: "The messages the filter and search select, as CSV (UTF-8 with BOM, times in Vietnam)",
        security,
        querystring: ContactExportQuerySchema,
        produces: ["text/csv"],
        // streamed as it is read: the stream bypasses the serializer
        response: { 200: ContactExportResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, search, lang } = request.query;
      let query = app.db.selectFrom("contact_messages");
      if (status !== undefined) query = query.where("status", "=", status);
      const found = search ? await contactSearch(app.db, app.config.database.kind, search) : undefined;
      if (found) query = query.where(found.where);
      const heading = EXPORT_COLUMNS[lang];
      async function* rows() {
        yield BYTE_ORDER_MARK + csvRow(heading.columns);
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
          const batch = await page.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_BATCH).execute();
          if (batch.length === 0) return;
          yield batch
            .map((row) =>
              csvRow([
                row.id,
                row.customer_name,
                row.email,
                row.phone_number,
                row.message,
                row.status === CONTACT_STATUS.READ ? heading.read : heading.unread,
                vietnamDateTime(row.created_at),
              ]),
            )
            .join("");
          const last = batch[batch.length - 1] as (typeof batch)[number];
          before = { created_at: last.created_at, id: last.id };
          if (batch.length < EXPORT_BATCH) return;
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
      const row = await app.db
        .selectFrom("contact_messages")
        .select((eb) => [
          eb.fn.countAll<number>().as("total"),
          eb.fn.sum<number>(eb.case().when("status", "=", CONTACT_STATUS.UNREAD).then(1).else(0).end()).as("unread"),
          eb.fn.sum<number>(eb.case().when("created_at", ">=", since).then(1).else(0).end()).as("thisWeek"),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      const unread = Number(row.unread ?? 0);
      return {
        success: true as const,
        stats: { total, unread, read: total - unread, thisWeek: Number(row.thisWeek ?? 0) },
      };
    },
  );

  app.put(
    "/mark-all-read",
    {
      config: { changes: [], audit: { type: "contact", action: "status" } },
      schema: { tags: ["contact"], security, response: { 200: MarkAllReadResponseSchema } },
    },
    async (request) => {
      const result = await app.db
        .updateTable("contact_messages")
        .set({ status: CONTACT_STATUS.READ })
        .where("status", "=", CONTACT_STATUS.UNREAD)
        .executeTakeFirst();
      request.audit({ fields: { status: CONTACT_STATUS.READ }, count: Number(result.numUpdatedRows) });
      return {
        success: true as const,
        message: translate(request, "contact.allRead"),
        updated: Number(result.numUpdatedRows),
      };
    },
  );

  app.get(
    "/:id",
    { schema: { tags: ["contact"], security, params: IdParamsSchema, response: { 200: ContactResponseSchema } } },
    async (request) => ({
      success: true as const,
      contact: publicContact(await findContact(request.params.id)),
    }),
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
      request.audit({ before: await findContact(request.params.id) });
      const changes = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
      const contact =
        Object.keys(changes).length === 0
          ? await findContact(request.params.id)
          : await app.db
              .updateTable("contact_messages")
              .set(changes)
              .where("id", "=", request.params.id)
              .returning(COLUMNS)
              .executeTakeFirstOrThrow();
      return {
        success: true as const,
        message: translate(request, "contact.updated"),
        contact: publicContact(contact),
      };
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
      schema: { tags: ["contact"], security, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      request.audit({ before: await findContact(request.params.id) });
      await app.db.deleteFrom("contact_messages").where("id", "=", request.params.id).execute();
      return { success: true as const, message: translate(request, "contact.deleted") };
    },
  );
}
