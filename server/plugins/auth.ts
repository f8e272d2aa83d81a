import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { USER_STATUS } from "../../contract/constants.ts";
import { authEndpoints } from "../../contract/endpoints/auth.ts";
import type { User } from "../db/database.ts";
import { HttpError } from "../lib/http-error.ts";
import { type SessionRepository, sessionRepository } from "../repositories/sessions.ts";
import { mustSetUp, twoFactorRequirement } from "../services/two-factor.ts";

interface TokenPayload {
  sub: string;
  ver: number;
  // the session (repositories/sessions.ts); a token without one is from before sessions existed
  sid?: string;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    // a new session for a login, and the token that names it: how every login ends
    startSession: (user: Pick<User, "id" | "token_version">) => Promise<string>;
    sessions: SessionRepository;
  }
  interface FastifyRequest {
    // the admin behind the token, loaded fresh from the database on every request
    admin: User;
    // the session the token names
    sessionId: string;
  }
}

// what a staff member who must set up two-factor sign-in may still call
const SET_UP_ROUTES = new Set(
  [
    authEndpoints.me,
    authEndpoints.twoFactor,
    authEndpoints.setupTwoFactor,
    authEndpoints.enableTwoFactor,
    // ending one's own sessions is always allowed
    authEndpoints.logout,
    authEndpoints.logoutEverywhere,
  ].map((declaration) => `${declaration.method} ${declaration.path}`),
);

// signed tokens that expire, each naming a session on the server: they stop working at once when
// the session ends (logout, "log out everywhere", a Super Admin, the idle timeout) or their user is
// deleted, deactivated or changes password (token_version)
export default fp(async function auth(app: FastifyInstance) {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: `${app.config.tokenTtlHours}h`, algorithm: "HS256" },
    verify: { algorithms: ["HS256"] },
  });

  app.decorateRequest("admin", null as unknown as User);
  app.decorateRequest("sessionId", "");
  const sessions = sessionRepository(app.db);
  app.decorate("sessions", sessions);

  app.decorate("startSession", async (user: Pick<User, "id" | "token_version">) => {
    const sid = await sessions.start(user.id, app.config.tokenTtlHours * 3600_000);
    return app.jwt.sign({ sub: String(user.id), ver: user.token_version, sid });
  });

  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/i.test(header)) throw new HttpError(401, "auth.tokenMissing");
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    // a token must say when it was made and when it ends, within the lifetime this server gives
    // (one without an expiry would never end, even signed with the real secret)
    const { iat, exp } = payload as TokenPayload & { iat?: unknown; exp?: unknown };
    if (typeof iat !== "number" || typeof exp !== "number" || exp - iat > app.config.tokenTtlHours * 3600) {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id < 1 || typeof payload.sid !== "string")
      throw new HttpError(401, "auth.tokenInvalid");
    const session = await sessions.check(payload.sid, id, app.config.sessionIdleMs);
    if (session.state === "ended") throw new HttpError(401, "auth.sessionEnded");
    if (session.state === "idle") {
      throw new HttpError(401, "auth.sessionIdle", { values: { minutes: app.config.sessionIdleMs / 60_000 } });
    }
    if (session.state !== "active") throw new HttpError(401, "auth.tokenInvalid");
    const user = session.user;
    if (user.status !== USER_STATUS.ACTIVE || user.token_version !== payload.ver) {
      throw new HttpError(401, "auth.tokenInvalid");
    }
    request.admin = user;
    request.sessionId = payload.sid;
    // while the rule requires two-factor sign-in of this staff member, one without it may only set
    // it up (the rule is read only for those who have none: most requests skip the query)
    if (
      user.totp_secret === null &&
      !SET_UP_ROUTES.has(`${request.method} ${request.routeOptions.url}`) &&
      mustSetUp(user, await twoFactorRequirement(app.db))
    ) {
      throw new HttpError(403, "auth.twoFactorSetupRequired");
    }
  });
});
