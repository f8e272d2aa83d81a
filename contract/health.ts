import { z } from "./zod.ts";

// GET /api/health (anyone: load balancers, monitors) and GET /api/health/mail (staff: the
// dashboard's system status)

export const REDIS_STATES = ["ok", "unreachable", "not configured"] as const;
export type RedisState = (typeof REDIS_STATES)[number];

export const HealthResponseSchema = z.object({
  status: z.enum(["ok", "error", "shutting down"]),
  database: z.enum(["ok", "unreachable"]).optional(),
  storage: z.enum(["ok", "full", "failing"]).optional().meta({
    description:
      "where the server writes (the SQLite file's disk, the uploads folder, PostgreSQL's disk): full or failing makes the answer 503, since writes then fail",
  }),
  dialect: z.enum(["sqlite", "postgres"]),
  redis: z.enum(REDIS_STATES).optional().meta({
    description:
      "the shared rate limits' Redis (REDIS_URL): unreachable does not make the answer 503 — each server then counts alone",
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

// the e-mail notifications
export const MailStatusSchema = z.object({
  state: z.enum(["off", "ok", "retrying", "failing"]).meta({
    description:
      "off: no SMTP server configured; retrying: an e-mail failed and waits for its next try; failing: an e-mail was given up on (after 24 hours of tries) since the last one sent",
  }),
  waiting: z.number().int().meta({ description: "e-mails in the outbox not yet sent" }),
  failed: z.number().int().meta({ description: "e-mails given up on" }),
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable().meta({ description: "the mail server's last refusal or the connection error" }),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
export const MailStatusResponseSchema = z.object({ success: z.literal(true), mail: MailStatusSchema });
export type MailStatusResponse = z.infer<typeof MailStatusResponseSchema>;
