import type { FastifyInstance, FastifySerializerCompiler, RouteOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { ErrorResponseSchema } from "../../contract/common.ts";

// Every answer of the API has a schema in contract/: a route under /api that declares no success
// answer stops start-up, and every route answers its refusals (4xx) and failures (5xx) in the one
// error shape. The serializer sends only what a schema declares.

type Schema = Parameters<typeof serializerCompiler>[0]["schema"];

export function declareResponses(route: RouteOptions): void {
  if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
  route.schema ??= {};
  route.schema.response ??= {};
  const response = route.schema.response as Record<string, unknown>;
  // (the catch-all for unknown paths answers 404 alone)
  const success = Object.keys(response).some((code) => /^(2(\d\d|xx)|404)$/.test(code));
  if (!success) {
    const methods = [route.method].flat().join(",");
    throw new Error(`${methods} ${route.url}: declare its answers (schema.response, a schema from contract/)`);
  }
  response["4xx"] ??= ErrorResponseSchema;
  response["5xx"] ??= ErrorResponseSchema;
}

// the fields a value holds that its serialised copy lost: a handler sent more than its schema says
export function undeclaredFields(sent: unknown, kept: unknown, path = ""): string[] {
  if (Array.isArray(sent)) {
    return sent.flatMap((item, index) =>
      undeclaredFields(item, (kept as unknown[] | undefined)?.[index], `${path}[${index}]`),
    );
  }
  if (sent === null || typeof sent !== "object") return [];
  const copy = (kept ?? {}) as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) => {
    const where = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    if (!(key in copy)) return [where];
    return undeclaredFields(value, copy[key], where);
  });
}

// in tests: an answer that carries a field its schema does not declare is an error, not a field
// silently dropped, so a schema cannot fall behind its route
export const strictSerializerCompiler: FastifySerializerCompiler<Schema> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    const missing = undeclaredFields(JSON.parse(JSON.stringify(data) ?? "null"), JSON.parse(json));
    if (missing.length > 0) {
      throw new Error(
        `${route.method} ${route.url} (${route.httpStatus}): undeclared ${missing.length === 1 ? "field" : "fields"} ${missing.join(", ")}`,
      );
    }
    return json;
  };
};

export function registerResponseSchemas(app: FastifyInstance, options: { strict: boolean }): void {
  app.setSerializerCompiler(options.strict ? strictSerializerCompiler : serializerCompiler);
  app.addHook("onRoute", declareResponses);
}
