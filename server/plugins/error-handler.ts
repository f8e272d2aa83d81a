import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";

export interface ApiErrorItem {
  msg: string;
  path: string;
}

// an error a route throws on purpose: its status and message reach the client as they are
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: ApiErrorItem[];
  constructor(statusCode: number, message: string, errors?: ApiErrorItem[]) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export function zodErrorItems(error: ZodError): ApiErrorItem[] {
  return error.issues.map((issue) => ({ msg: issue.message, path: issue.path.join(".") }));
}

// fastify's own 4xx errors, rephrased for a person
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported here; send JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
};

// one place turns every error into { success: false, message, errors? } without leaking internals
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ZodError | HttpError, request, reply) => {
    if (error instanceof ZodError) {
      const errors = zodErrorItems(error);
      return reply.status(400).send({ success: false, message: errors[0]?.msg ?? "Invalid input.", errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(500).send({
        success: false,
        message: `Something went wrong on our side. Please try again later (request ${request.id}).`,
      });
    }
    const message = (error.code && friendlyMessages[error.code]) || error.message || "Bad request.";
    return reply.status(status).send({ success: false, message });
  });
}
