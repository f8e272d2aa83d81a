import type { FastifyInstance } from "fastify";
import leadAttachmentRoutes from "./attachments.ts";
import leadErasureRoutes from "./erasure.ts";
import leadExportRoutes from "./export.ts";
import leadRoutes from "./lead.ts";
import leadListRoutes from "./list.ts";
import leadTimelineRoutes from "./timeline.ts";

// the leads (contract/endpoints/leads.ts): staff's work on what the contact form brought in,
// Sales included. Registered under /api itself: each route answers at /api/leads/… and at its
// earlier path under /api/contact/… (its alias, for an older back office in a rolling upgrade).
export default async function leadsRoutes(app: FastifyInstance) {
  await app.register(leadListRoutes);
  await app.register(leadExportRoutes);
  await app.register(leadErasureRoutes);
  await app.register(leadRoutes);
  await app.register(leadAttachmentRoutes);
  await app.register(leadTimelineRoutes);
}
