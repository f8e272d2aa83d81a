import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { HttpError } from "../lib/http-error.ts";
import { translate } from "../lib/language.ts";
import { RETRY_AFTER_SECONDS } from "../services/availability.ts";

export interface ApiErrorItem {
  msg: string;
  path: string;
}

export function zodErrorItems(request: FastifyRequest, error: ZodError, prefix = ""): ApiErrorItem[] {
  return error.issues.map((issue) => ({
    msg: translate(request, issue.message),
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
  }));
}

// fastify's own 4xx errors, rephrased for a person
const frameworkErrors: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "error.invalidJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "error.emptyJson" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "error.bodyTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "error.mediaType" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: "error.badRequest" },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: "upload.tooLarge" },
  FST_PARTS_LIMIT: { status: 413, key: "error.bodyTooLarge" },
  FST_FILES_LIMIT: { status: 413, key: "error.bodyTooLarge" },
  FST_FIELDS_LIMIT: { status: 413, key: "error.bodyTooLarge" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: "upload.missing" },
  // fastify's own request errors that reach the handler (a malformed URL is answered by the
  // framework-errors hook in app.ts)
  FST_ERR_BAD_URL: { status: 400, key: "error.badRequest" },
  FST_PROTO_VIOLATION: { status: 400, key: "error.invalidJson" },
};

// one place turns every error into { success: false, message, errors? } without leaking internals
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ZodError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext === "body" ? "" : (error.validationContext ?? "");
      const errors = error.validation.map((issue) => ({
        msg: translate(request, issue.message ?? "error.badRequest"),
        path: [part, ...(issue.instancePath ?? "").split("/").filter(Boolean)].filter(Boolean).join("."),
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.msg ?? translate(request, "error.badRequest"), errors });
    }
    if (error instanceof ZodError) {
      const errors = zodErrorItems(request, error);
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.msg ?? translate(request, "error.badRequest"), errors });
    }
    if (error instanceof HttpError) {
      const errors = error.errors?.map((item) => ({
        msg: translate(request, item.key, error.values),
        path: item.path,
      }));
      return reply.status(error.statusCode).send({
        success: false,
        message: translate(request, error.message, error.values),
        ...(errors ? { errors } : {}),
      });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    // a multipart body the parser cannot read (no boundary, cut short) is the client's mistake
    if (!known && /^Multipart: |unexpected end of (form|multipart)/i.test(error.message ?? "")) {
      return reply.status(400).send({ success: false, message: translate(request, "upload.malformed") });
    }
    if (known) return reply.status(known.status).send({ success: false, message: translate(request, known.key) });

    // the client went away in the middle of its request (an upload cut off): nobody reads the
    // answer, and it is no fault of the server's
    if ((error as NodeJS.ErrnoException).code === "ECONNRESET" && error.message === "aborted") {
      request.log.debug({ url: request.url }, "request aborted by the client");
      return reply.status(400).send({ success: false, message: translate(request, "error.badRequest") });
    }
    // the database or the disk failing: the client may try again soon (logged once per outage by
    // services/availability.ts, with the original error)
    const failing = request.server.availability?.report(error);
    if (failing) {
      return reply
        .status(503)
        .header("Retry-After", String(RETRY_AFTER_SECONDS))
        .header("Cache-Control", "no-store")
        .send({
          success: false,
          message: translate(request, failing === "storage" ? "error.storageFull" : "error.unavailable"),
        });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply
        .status(500)
        .send({ success: false, message: translate(request, "error.internal", { id: request.id }) });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: error.message });
    }
    // other client errors from plugins: their own message is meant for the client
    return reply
      .status(status)
      .send({ success: false, message: error.message || translate(request, "error.badRequest") });
  });
}
