import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuditNote } from "../services/audit-log.ts";

declare module "fastify" {
  interface FastifyRequest {
    // adds to this request's audit entry: request.audit({ before: project }) names a deleted
    // project and narrows an update to the fields that changed (server/services/audit-log.ts)
    audit(note: AuditNote): void;
    auditNote: AuditNote | null;
  }
}

// the request-scoped side of the audit trail; the entry itself is written by the API's hook
export default fp(async function audit(app: FastifyInstance) {
  app.decorateRequest("auditNote", null);
  app.decorateRequest("audit", function (this: FastifyRequest, note: AuditNote) {
    this.auditNote = { ...this.auditNote, ...note };
  });
});
