import type { FastifyInstance } from "fastify";
import healthRoutes from "./health/index.ts";

// the JSON API under /api: one folder per resource
export default async function apiRoutes(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
    return payload;
  });

  await app.register(healthRoutes);

  // unknown API paths answer in JSON, never with the HTML 404 page
  app.all("/*", async (request, reply) => {
    return reply.status(404).send({
      success: false,
      message: `No API endpoint ${request.method} ${request.url.split("?")[0]}.`,
    });
  });
}
