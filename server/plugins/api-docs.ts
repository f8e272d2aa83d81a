import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

// the OpenAPI document, generated from the same zod schemas that validate requests
export async function registerApiDocs(app: FastifyInstance) {
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
    // the document lists the API's own routes (all tagged), not pages, assets or catch-alls
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // swagger-ui sets a few inline styles at run time
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}
