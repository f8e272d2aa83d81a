import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContactSubmissionSchema } from "../../contract/contact.ts";
import { parseDay } from "../../contract/day-text.ts";
import { findSpamReason } from "../../contract/spam.ts";
import type { z } from "../../contract/zod.ts";
import { counterKey } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import { requestLanguage } from "../lib/language.ts";
import { contactRepository, type StoredContact } from "../repositories/contacts.ts";
import { verifyCaptcha } from "./captcha.ts";
import { contactNotificationEmail } from "./contact-notification.ts";
import { enqueueEmail } from "./email-outbox.ts";
import { QuoteSlots, QuoteUpload, readQuoteMultipart } from "./quote-files.ts";

// What the public contact form brings in (POST /api/contact, routes/api/contact/public.ts): a
// request for a quote's files read beside its fields, the checks a message passes (captcha, spam,
// the same message again), and the message stored with the privacy policy's version and the
// e-mail to staff in one transaction. Staff's work on it is routes/api/leads/.

export type ContactSubmission = z.output<typeof ContactSubmissionSchema>;

export function contactIntake(app: FastifyInstance) {
  const contacts = contactRepository(app.db, app.config.database.kind);
  // the files of a request for a quote being received, and the requests holding a reading slot
  // (with the address it is counted under)
  const quoteFiles = new WeakMap<FastifyRequest, QuoteUpload>();
  const slots = new QuoteSlots();
  const quoteSlots = new WeakMap<FastifyRequest, string>();

  return {
    // a request for a quote with files (multipart): its files spooled beside it, its fields
    // become the body (services/quote-files.ts); one at a time per address, so many at once
    async readQuote(request: FastifyRequest): Promise<void> {
      if (!request.isMultipart()) return;
      const address = counterKey(request.ip);
      const refused = slots.claim(address);
      if (refused) throw new HttpError(429, refused === "address" ? "quote.oneAtATime" : "quote.busy");
      quoteSlots.set(request, address);
      const upload = new QuoteUpload(app.spool);
      quoteFiles.set(request, upload);
      await readQuoteMultipart(request, upload);
      request.body = upload.fields;
    },

    // the honeypot: people never see it, so anything in it came from a robot
    isRobot(body: unknown): boolean {
      const fields = body as { website?: unknown } | null;
      return (
        !!fields && typeof fields === "object" && typeof fields.website === "string" && fields.website.trim() !== ""
      );
    },

    // the spooled files gone (before the answer leaves: no byte of what a visitor sent is left
    // outside the database once they have their answer)
    async discardFiles(request: FastifyRequest): Promise<void> {
      await quoteFiles.get(request)?.discard();
    },

    // once the request is over, answered or abandoned: its slot back, its spooled files gone
    async release(request: FastifyRequest): Promise<void> {
      const address = quoteSlots.get(request);
      if (address !== undefined) slots.release(address);
      quoteSlots.delete(request);
      await quoteFiles.get(request)?.discard();
      quoteFiles.delete(request);
    },

    // refused (400): no captcha or a failed one (when configured), spam, the same message again
    async check(request: FastifyRequest, form: ContactSubmission): Promise<void> {
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
    },

    // stored before anything else happens, so nothing a visitor sends is lost; the e-mail to
    // staff is written to the outbox in the same transaction (both or neither), and the outbox
    // worker sends it: the answer never waits for the mail server
    async receive(request: FastifyRequest, form: ContactSubmission): Promise<StoredContact> {
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
      return contact;
    },
  };
}
