import type { FastifyContextConfig, FastifyInstance } from "fastify";
import { translate } from "../../../lib/language.ts";

// what both steps of a login declare (public: their declarations' access): in the audit trail as a login or a failed one
// (never a password or a code: the routes note no fields), and LOGIN_RATE_LIMIT_MAX requests per
// address per window on top of the per-name lockout
export function loginRouteConfig(app: FastifyInstance): Omit<FastifyContextConfig, "public" | "sales" | "endpoint"> {
  return {
    changes: [],
    audit: { type: "user", action: "login", failure: "login_failed" },
    rateLimit: authRateLimit(app),
  };
}

// LOGIN_RATE_LIMIT_MAX requests per address per window: the login's steps, and the invitations'
// routes (routes/api/auth/invitations.ts)
export function authRateLimit(app: FastifyInstance): NonNullable<FastifyContextConfig["rateLimit"]> {
  const { max, windowMinutes } = app.config.loginRateLimit;
  return {
    max,
    timeWindow: windowMinutes * 60_000,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: translate(request, "auth.ipLimited", { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
    }),
  };
}
