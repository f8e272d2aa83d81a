import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactEndpoints } from "../../../../contract/endpoints/contact.ts";
import { translate } from "../../../lib/language.ts";
import { contactIntake } from "../../../services/contact-intake.ts";
import { route } from "../endpoints.ts";

// the public contact form (POST /api/contact): what a visitor sends, checked and stored by
// services/contact-intake.ts. Staff's work on the leads is routes/api/leads/.
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { max, windowMinutes } = app.config.contactRateLimit;
  const intake = contactIntake(app);

  fastify.addHook("onResponse", intake.release);
  fastify.addHook("onRequestAbort", intake.release);
  // the spooled files go before the answer does: once a visitor has their 201 (or a refusal), no
  // byte of what they sent is left outside the database — an erasure that follows finds nothing
  fastify.addHook("onSend", async (request, _reply, payload) => {
    await intake.discardFiles(request);
    return payload;
  });

  const declared = route(app, contactEndpoints.send, {
    config: {
      changes: [],
      // a visitor's message is not a staff action: the message itself is the record
      audit: false,
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
  });
  app.route({
    ...declared,
    schema: { ...declared.schema, consumes: ["application/json", "multipart/form-data"] },
    // a request for a quote with files: its fields become the body, its files wait beside it;
    // then the honeypot, before anything else is checked: a robot learns nothing from the answer
    preValidation: async (request, reply) => {
      await intake.readQuote(request);
      if (intake.isRobot(request.body)) {
        request.log.info("contact form honeypot filled; message dropped");
        return reply.status(201).send({ success: true as const, message: translate(request, "contact.sent") });
      }
    },
    handler: async (request, reply) => {
      const form = request.body;
      await intake.check(request, form);
      const contact = await intake.receive(request, form);
      reply.status(201);
      return { success: true as const, message: translate(request, "contact.sent"), contact };
    },
  });
}
