import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { USER_ROLE } from "../../contract/constants.ts";
import type { ApiDocsMode } from "../config.ts";
import { HttpError } from "../lib/http-error.ts";

export const API_DOCS_PREFIX = "/api/docs";

// the OpenAPI document, generated from the same zod schemas that validate requests, and its
// browsable page at /api/docs; who may read them is API_DOCS:
// - public: anyone;
// - staff: the document (/api/docs/json, /api/docs/yaml) needs a staff member's token, as any
//   staff route (401 otherwise), of an Admin or a Super Admin: Sales, whose role covers the leads
//   only, are answered 403 (issue 34) as on every other route that is not theirs. The page itself (/api/docs) is swagger-ui's generic page, which
//   says nothing about this API, and is served to anyone: a browser cannot send a bearer token
//   when a person opens a link, so the page's script sends the back office's own token (kept by
//   the back office in this origin's localStorage, app/lib/api-client.ts) with every request it
//   makes to this site, the document included. Signed in to the back office, a staff member opens
//   /api/docs and sees the API; anyone else sees the page fail to load the document;
// - off: none of it exists (404).
export async function registerApiDocs(app: FastifyInstance, mode: ApiDocsMode) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Electrical engineering contractor — API",
        description:
          "The JSON API of the website and back office. Errors: `{ success: false, message, errors?: [{ msg, path }] }`. Messages follow `Accept-Language` (vi or en; Vietnamese by default).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    // the schemas with an id (a rich text) are described once, in components.schemas
    transformObject: jsonSchemaTransformObject,
    // the document lists the API's own routes (all tagged), not pages, assets or catch-alls
    hideUntagged: true,
  });
  if (mode === "off") return;
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    // swagger-ui sets a few inline styles at run time
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
    uiConfig: {
      docExpansion: "list",
      deepLinking: true,
      // runs in the browser (serialized into swagger-ui's initializer script): the back office's
      // token, stored under the key "token" (app/lib/api-client.ts's TOKEN_STORAGE_KEY), goes
      // with the requests to this origin only
      requestInterceptor: (request) => {
        const token = window.localStorage.getItem("token");
        if (token && new URL(request.url, window.location.href).origin === window.location.origin) {
          request.headers.Authorization = `Bearer ${token}`;
        }
        return request;
      },
    },
    ...(mode === "staff"
      ? {
          uiHooks: {
            // the document needs an Admin's token; the page and swagger-ui's own files do not
            onRequest: async (request, reply) => {
              const route = request.routeOptions.url ?? "";
              if (route.endsWith("/json") || route.endsWith("/yaml")) {
                await app.authenticate(request, reply);
                if (request.admin.role === USER_ROLE.SALES) throw new HttpError(403, "auth.salesOnly");
              }
            },
          },
        }
      : {}),
  });
}
