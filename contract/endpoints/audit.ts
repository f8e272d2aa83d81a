import { AuditListQuerySchema, AuditListResponseSchema, AuditPeopleResponseSchema } from "../audit.ts";
import { endpoint } from "../endpoint.ts";

const tags = ["audit"];

// the audit trail, for Super Admins (refused before the query is checked: an Admin learns
// nothing from the trail, not even its errors). No endpoint writes it: entries are made by the
// API's audit hook alone, and the database refuses to change or delete them.
export const auditEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/audit",
    access: "super-admins",
    refusal: "audit.superAdminOnly",
    tags,
    summary: "The audit trail, newest first (Super Admin)",
    description:
      "Every login (success and failure) and every create, update, status change and delete of users, projects, contact messages, catalogue entries, certificates, news and settings: who (user id and the name at the time), when, what (action, record type and id, the fields changed with the new value of state fields; never a password or token) and from which address. `from` and `to` are days in Vietnam's time (UTC+7), both included. Entries cannot be changed or deleted.",
    query: AuditListQuerySchema,
    response: { 200: AuditListResponseSchema },
  }),
  people: endpoint({
    method: "GET",
    path: "/api/audit/people",
    access: "super-admins",
    refusal: "audit.superAdminOnly",
    tags,
    summary: "Everyone the audit trail names, with their latest name (Super Admin)",
    response: { 200: AuditPeopleResponseSchema },
  }),
};
