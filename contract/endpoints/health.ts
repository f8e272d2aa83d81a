import { endpoint } from "../endpoint.ts";
import { HealthResponseSchema, MailStatusResponseSchema } from "../health.ts";

const tags = ["health"];

// the server's health: for load balancers (public, nothing about the business) and for the
// dashboard's system status
export const healthEndpoints = {
  // 503 while the server stops or the database or the storage is down (with Retry-After), so that
  // a load balancer sends no more; Redis down changes nothing (every instance still serves)
  check: endpoint({
    method: "GET",
    path: "/api/health",
    access: "anyone",
    tags,
    summary: "The API and its database answer (and whether the shared counters' Redis does)",
    response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
  }),
  // staff only: how much mail waits says how many messages arrive, and the mail server's errors
  // are internal
  mail: endpoint({
    method: "GET",
    path: "/api/health/mail",
    access: "admins",
    tags,
    summary: "The e-mail notifications: ok, retrying or failing, with the e-mails waiting and failed",
    response: { 200: MailStatusResponseSchema },
  }),
};
